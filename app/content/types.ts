/**
 * Shapes of the compiled content that loaders hand to the UI. Types only: this file is shared by
 * the build-time code in .server/ and the components, and adds nothing to the client bundle.
 */

export interface TocItem {
  id: string
  text: string
  level: 2 | 3
}

export interface PageLink {
  title: string
  route: string
}

export type SidebarNode =
  | {
      type: 'link'
      label: string
      href: string
      badge?: string
      /** Pages below this link that the sidebar does not list (the Lexicon changelog's older series): on them, the link's branch opens as on the link's own page. */
      below?: string[]
    }
  | {
      type: 'category'
      label: string
      href: string | null
      items: SidebarNode[]
      /**
       * Starts collapsed unless the current page is inside (the API reference's families and groups).
       * Such a category has no page of its own: its label links to its first item (`firstHref`).
       */
      collapsed?: true
      firstHref?: string
      /** A page's sidebar left this collapsed category's items out; the full sidebar has them. */
      partial?: true
    }

export interface Breadcrumb {
  label: string
  href: string | null
}

/** Every kind of route the site has; the content index records one per route. */
export type RouteKind =
  | 'home'
  | 'doc'
  | 'doc-category'
  | 'api'
  | 'page'
  | 'blog-list'
  | 'blog-post'
  | 'blog-archive'
  | 'blog-authors'
  | 'blog-tags'
  | 'blog-tag'
  | 'showcase'
  | 'search'

/** One route of the site: the prerender list, sitemap, search records and link check all read these. */
export interface IndexEntry {
  route: string
  kind: RouteKind
  title: string
  description: string
  /** Source file relative to the project root, or null for generated pages. */
  source: string | null
  /** Reachable by URL but left out of sidebars, the sitemap and search. */
  unlisted: boolean
  /** A draft: only `npm run dev` has it, with a Draft badge. */
  draft: boolean
  /** Words search should find the page by besides its text (a docs page's `tags`). */
  keywords: string[]
  /** When the page's source last changed, YYYY-MM-DD (git-dates.ts); absent when that is not known. The sitemap's `<lastmod>`. */
  lastUpdate?: string
}

/**
 * One route's file in the content store, which the site also serves at `pageDataPath(route)` for
 * client navigation: what the route's loader returns, and the rendered HTML its components show,
 * by key (a page's route; `excerptKey(route)` for a post's excerpt). Loaders return `data` alone:
 * see app/lib/page-bodies.tsx.
 */
export interface PageFile<D = unknown> {
  kind: RouteKind
  data: D
  bodies: Record<string, string>
}

/** What a stand-alone page (`content/pages/`) renders (its body is keyed by its route); docs pages carry the same and more. */
export interface StandalonePageData {
  route: string
  title: string
  description: string
  toc: TocItem[]
  hideToc: boolean
  /** Reachable, but kept out of the sitemap, search and search engines (noindex). */
  unlisted: boolean
  /** Shown with a Draft badge; drafts exist only in `npm run dev`. */
  draft: boolean
}

/** What a docs route (guide, category index or API method) renders. */
export interface DocPageData extends StandalonePageData {
  kind: 'doc' | 'doc-category' | 'api'
  editUrl: string | null
  breadcrumbs: Breadcrumb[]
  previous: PageLink | null
  next: PageLink | null
  /** The plain-markdown twin's URL. */
  markdownUrl: string
  /** API method pages: what the Try it panel needs to send the request (absent elsewhere). */
  tryIt?: TryItSpec
  /**
   * When the page's source last changed, YYYY-MM-DD: its front matter's `last_update`, else its
   * file's last commit (git-dates.ts). Absent when neither is known, and on generated pages.
   */
  lastUpdate?: string
  /** Reference pages: the package whose Lexicons they are generated from, shown instead of a date. */
  generatedFrom?: { name: string; version: string }
}

/** One query parameter of a method, as the Try it form shows and checks it. */
export interface TryItParam {
  name: string
  type: 'string' | 'integer' | 'boolean'
  /** Arrays of primitives: the form takes one value per line and repeats the key. */
  array: boolean
  required: boolean
  description: string
  format?: string
  enum?: (string | number)[]
  knownValues?: string[]
  default?: string | number | boolean
  minLength?: number
  maxLength?: number
  maxGraphemes?: number
  minimum?: number
  maximum?: number
  /** Arrays: at most this many values. */
  maxItems?: number
}

/** Everything the Try it panel of a query or procedure needs, from the Lexicon and the host table. */
export interface TryItSpec {
  nsid: string
  httpMethod: 'GET' | 'POST'
  /** Base URL of the host row, e.g. `https://public.api.bsky.app`. */
  host: string
  /** `bearer`: an access (or refresh, or service) token; `basic`: the PDS admin password; `none`: public. */
  auth: 'none' | 'bearer' | 'basic'
  /** Credentials are needed (otherwise optional). */
  authRequired: boolean
  /** `atproto-proxy` header value to send, when the PDS should forward the call. */
  proxy: string | null
  params: TryItParam[]
  /** Procedures: the body's encoding and, for JSON, an example to start from. */
  body: { encoding: string; example: string | null } | null
}

export interface BlogAuthor {
  key: string
  name: string
  title: string
  url: string
  image: string
}

export interface BlogTag {
  key: string
  label: string
  description: string
  route: string
}

export interface BlogPostSummary {
  slug: string
  route: string
  title: string
  description: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  authors: BlogAuthor[]
  tags: BlogTag[]
  readingMinutes: number
  /** True when the post continues past the excerpt (its HTML is the body `excerptKey(route)`). */
  truncated: boolean
  /** Shown with a Draft badge; drafts exist only in `npm run dev`. */
  draft: boolean
}

export interface BlogPostData extends BlogPostSummary {
  /** ISO date, YYYY-MM-DD, of the post's last revision, when its front matter gives one (`last_update.date`). */
  updated?: string
  toc: TocItem[]
  hideToc: boolean
  /** The newer post. */
  newer: PageLink | null
  /** The older post. */
  older: PageLink | null
  editUrl: string | null
  markdownUrl: string
}

export interface BlogSidebarYear {
  year: string
  posts: PageLink[]
}

/** A post as the home page, the archive and the authors page list it. */
export interface DatedPostLink extends PageLink {
  date: string
}

/** The home page's data: the latest posts. */
export interface HomeData {
  posts: (DatedPostLink & { description: string; readingMinutes: number })[]
}

/** One page of the blog's post list. */
export interface BlogListData {
  page: number
  pageCount: number
  posts: BlogPostSummary[]
  newer: string | null
  older: string | null
}

export interface BlogArchiveData {
  years: { year: string; posts: DatedPostLink[] }[]
}

export interface BlogTagsData {
  tags: (BlogTag & { count: number })[]
}

export interface BlogTagData {
  tag: BlogTag
  posts: BlogPostSummary[]
}

export interface BlogAuthorsData {
  authors: { author: BlogAuthor; posts: DatedPostLink[] }[]
}

/** A tag of the showcase; each project carries one or more, and the page filters by them. */
export interface ShowcaseTag {
  id: string
  label: string
  description: string
}

/** A community project on the showcase page; validated by app/content/.server/showcase-schema.ts. */
export interface ShowcaseProject {
  name: string
  description: string
  url: string
  /** The source repository, when it is not `url`. */
  source?: string
  /** ShowcaseTag ids. */
  tags: string[]
}

export interface ShowcaseData {
  /** Every tag, in the order the filter lists them. */
  tags: ShowcaseTag[]
  /** Featured projects first, then the rest; each group by name. */
  projects: ShowcaseProject[]
}
