/**
 * `npm run dev` only: the events the dev server's content plugin (scripts/vite/live-content-plugin.ts)
 * and the open page (app/components/live-content.tsx) exchange over Vite's HMR channel.
 */
export const liveContentEvents = {
  /** Server → page: the compiled content changed; data: ContentUpdate. */
  update: 'atproto-docs:content-update',
  /** Server → page: the content has no problems (any more): close the error overlay. */
  ok: 'atproto-docs:content-ok',
  /** Server → page: the build's warnings changed (and, to a page that opens, the ones there are); data: ContentWarnings. */
  warnings: 'atproto-docs:content-warnings',
  /**
   * Page → server, once its socket is open; data: Hello. The server answers with the overlay if the
   * content has problems, and with an update if a save was built after the page's document was.
   */
  hello: 'atproto-docs:content-hello',
  /**
   * Page → server: an update of Vite's own (a stylesheet's, a module's) left the page without an
   * error overlay. The server sends the content's problems again, if there are any.
   */
  problems: 'atproto-docs:content-problems',
} as const

/** The `plugin` of the error overlays that show the content's problems (and a failed content build). */
export const contentOverlayPlugin = 'atproto-docs:content'

/**
 * The Server-Timing metric on every page the dev server sends: its `desc` is how many builds had
 * changed the content by then. A save built before the page's socket opened reached it nowhere;
 * the page's hello names the count, so the server can tell and bring the page up to date.
 */
export const contentBuildsTiming = 'atproto-docs-content-builds'

/** What a page says when its socket opens: the count of content builds its document showed (null when unknown). */
export interface Hello {
  builds: number | null
}

/**
 * What the build warns of (a duplicate route, a link to a missing .md file): the page still builds,
 * so the overlay, which hides the page, is not for them. The open page lists them in a corner.
 */
export interface ContentWarnings {
  warnings: string[]
}

/** What the dev server says changed after a save. */
export interface ContentUpdate {
  /** Routes whose page data, twin or sections changed (added and removed ones included). */
  routes: string[]
  /** Whether the content index, sidebar or post list changed: every list and layout may show it. */
  indexChanged: boolean
  /**
   * The new data file of each changed route, by URL (`pageDataPath`), when few routes changed. The
   * open page shows the save from it without asking the server, which may be busy building the next
   * save by then: asked, it would answer only after that build, with the newer save.
   */
  files: Record<string, string>
}
