import { useState, useSyncExternalStore } from 'react'
import type { ShouldRevalidateFunction } from 'react-router'

/** What the dev server says changed after a save (scripts/lib/live-content.ts). */
export interface ContentUpdate {
  /** Routes whose page data, twin or sections changed (added and removed ones included). */
  routes: string[]
  /** Whether the content index, sidebar or post summaries changed: every list and layout may show it. */
  indexChanged: boolean
  /**
   * The new loader data of changed pages (route → data), sent along when only a few pages
   * changed and nothing else did, so the open page shows them without asking the server.
   */
  pages?: Record<string, unknown>
}

/**
 * `npm run dev` only. Prerendered routes (`ssr: false`) keep their loader data until their params
 * change, so `revalidate()` alone would not fetch a page again after a save. While a content update
 * is being applied, the routes that export these say yes when the update concerns them, so a save
 * that changed one page's body refetches that page's data only (not the sidebar). In the build they
 * are undefined, so React Router behaves as before (and prefetches the same URL navigation fetches).
 */
let applying: ContentUpdate | null = null

const samePath = (route: string, pathname: string) => route.replace(/(.)\/$/, '$1') === pathname.replace(/(.)\/$/, '$1')

/** For a page route: its own data changed, or the index did. */
export const shouldRevalidate: ShouldRevalidateFunction | undefined = import.meta.env.DEV
  ? ({ currentUrl, defaultShouldRevalidate }) =>
      applying ? applying.indexChanged || applying.routes.some((route) => samePath(route, currentUrl.pathname)) : defaultShouldRevalidate
  : undefined

/** For a layout whose data comes from the content index (the docs sidebar, the blog's list of posts). */
export const shouldRevalidateLayout: ShouldRevalidateFunction | undefined = import.meta.env.DEV
  ? ({ defaultShouldRevalidate }) => (applying ? applying.indexChanged : defaultShouldRevalidate)
  : undefined

/** Reloads the data of the open page's routes that the update concerns. */
export async function revalidateContent(revalidate: () => Promise<void>, update: ContentUpdate): Promise<void> {
  applying = update
  try {
    await revalidate()
  } finally {
    applying = null
  }
}

/** Loader data the dev server pushed, by route, each numbered in the order it came. */
const pushed = new Map<string, { data: unknown; seq: number }>()
let seq = 0
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Hands pushed page data to the pages that show it (useLiveData). */
export function pushPageData(pages: Record<string, unknown>): void {
  for (const [route, data] of Object.entries(pages)) pushed.set(route, { data, seq: ++seq })
  for (const listener of listeners) listener()
}

/** Whether `route` names the page at `pathname` (either may end in a slash). */
export function isSamePage(route: string, pathname: string): boolean {
  return samePath(route, pathname)
}

/**
 * A page's loader data, or in `npm run dev` the newer version the dev server pushed after a save
 * (newer than this loader data: a later load, e.g. after navigating away and back, wins again).
 * In the build it returns `loaderData` as it is.
 */
export function useLiveData<T extends { route: string }>(loaderData: T): T {
  if (!import.meta.env.DEV) return loaderData
  // The condition is fixed per build, so the hooks below always run in the same order.
  // When this loader data arrived: pushes before it are older than it.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const [base, setBase] = useState({ loaderData, seq })
  let since = base.seq
  if (base.loaderData !== loaderData) {
    since = seq
    setBase({ loaderData, seq })
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const entry = useSyncExternalStore(subscribe, () => pushed.get(loaderData.route), () => undefined)
  return entry && entry.seq > since ? (entry.data as T) : loaderData
}
