import { pageDataPath } from '../content/routes.ts'
import type { PageFile } from '../content/types.ts'
import { rememberBodies } from './page-bodies.tsx'
import { normalizePathname } from './pathname.ts'
import { isSlowConnection } from './prefetch.ts'

/**
 * Client navigation reads static files the content build wrote, one per page (`pageDataPath`),
 * instead of React Router's `.data` files: those carry what the loader returns, and the loaders
 * leave the rendered bodies out (see page-bodies.tsx). Every route with a loader has a
 * `clientLoader` that calls `fetchPageData` (or `fetchJson` for a layout's data), so React Router
 * never fetches `.data` on its own, and the files here are what intent prefetching asks for too.
 */

/** Files fetched or being fetched, by URL: a prefetch and the navigation after it share one request. */
const files = new Map<string, Promise<unknown>>()

/**
 * The text and value of each file last read, by URL: a file fetched again (after `forgetFetchedData`)
 * with the same text gives the same object, so memoised components showing it do not render again.
 */
const lastRead = new Map<string, { text: string; value: unknown }>()

/** The value of the file at `url` that holds `text`. */
function parse(url: string, text: string): unknown {
  const last = lastRead.get(url)
  if (last?.text === text) return last.value
  const value: unknown = JSON.parse(text)
  lastRead.set(url, { text, value })
  return value
}

async function request(url: string): Promise<unknown> {
  const response = await fetch(url)
  // A thrown Response becomes the route's error: a 404 shows the not-found page.
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText })
  return parse(url, await response.text())
}

/** The JSON at `url`, fetched once. A failed fetch is forgotten, so the next attempt asks again. */
export function fetchJson<T>(url: string): Promise<T> {
  let file = files.get(url)
  if (!file) {
    const started = request(url)
    files.set(url, started)
    started.catch(() => {
      if (files.get(url) === started) files.delete(url)
    })
    file = started
  }
  return file as Promise<T>
}

/**
 * A route's loader data for client navigation, with its bodies kept for the components. A load that
 * React Router gave up on (a newer navigation or revalidation replaced it) keeps nothing: its file
 * may be older than the one already on screen, and the bodies are shared by every render.
 */
export async function fetchPageData<T>(request: Request): Promise<T> {
  const file = await fetchJson<PageFile<T>>(pageDataPath(normalizePathname(new URL(request.url).pathname)))
  request.signal.throwIfAborted()
  rememberBodies(file.bodies)
  return file.data
}

/** Starts fetching the data of the page at `pathname` (a link the reader points at), unless the connection is slow. */
function prefetchPageData(pathname: string): void {
  if (isSlowConnection()) return
  fetchJson(pageDataPath(normalizePathname(pathname))).catch(() => undefined)
}

/**
 * `npm run dev`, after a save: drops the files at `urls` (every file fetched so far without them),
 * then keeps the files in `fresh` (URL → text) as if just fetched.
 */
export function forgetFetchedData(urls?: readonly string[], fresh: Readonly<Record<string, string>> = {}): void {
  if (urls) urls.forEach((url) => files.delete(url))
  else files.clear()
  for (const [url, text] of Object.entries(fresh)) {
    try {
      files.set(url, Promise.resolve(parse(url, text)))
    } catch {
      // Left to be fetched, which shows the page's error as a navigation would.
    }
  }
}

/** The in-site page a link event is about, or null (another site, a file, the page itself). */
function linkedPage(event: Event): string | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || /\.(?!html$)[a-z0-9]+$/i.test(url.pathname)) return null
  return normalizePathname(url.pathname) === normalizePathname(window.location.pathname) ? null : url.pathname
}

/**
 * Fetches a page's data ahead when the reader shows intent to open it: the pointer rests on a link
 * for a moment, or a link is focused or touched. One listener on the document covers every link,
 * those inside rendered content included. Returns a function that stops it.
 */
export function prefetchOnIntent(hoverMs = 80): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const onOver = (event: Event) => {
    clearTimeout(timer)
    const page = linkedPage(event)
    if (page) timer = setTimeout(() => prefetchPageData(page), hoverMs)
  }
  const onOut = () => clearTimeout(timer)
  const now = (event: Event) => {
    const page = linkedPage(event)
    if (page) prefetchPageData(page)
  }
  document.addEventListener('pointerover', onOver)
  document.addEventListener('pointerout', onOut)
  document.addEventListener('focusin', now)
  document.addEventListener('touchstart', now, { passive: true })
  return () => {
    clearTimeout(timer)
    document.removeEventListener('pointerover', onOver)
    document.removeEventListener('pointerout', onOut)
    document.removeEventListener('focusin', now)
    document.removeEventListener('touchstart', now)
  }
}
