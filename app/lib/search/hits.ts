import { useEffect, useState } from 'react'
import { externalUrlPattern, searchLimits } from './constants.ts'
import { parseHighlighted, type TextPart } from './highlight.ts'
import { loadSearchProvider } from './provider.ts'
import { hierarchyLevels, type HierarchyLevel, type HighlightValue, type SearchHit, type SearchResponse } from './types.ts'

/** How a hit (or a stored search) is shown, derived from either provider's hit, and the search the dialog's first hits and the /search page run. */

export interface HitGroup {
  /** The page's URL without the anchor: hits are grouped by it. */
  key: string
  section: string
  title: TextPart[]
  hits: SearchHit[]
}

function highlighted(value: HighlightValue | undefined, fallback: string | null): TextPart[] | null {
  if (value?.value) return parseHighlighted(value.value)
  return fallback === null ? null : [{ text: fallback, highlighted: false }]
}

/** The deepest level the hit has: its own heading, or for prose the heading it sits under. */
export function getHitLevel(hit: SearchHit): HierarchyLevel {
  if (hit.type !== 'content') return hit.type
  return hierarchyLevels.findLast((level) => level !== 'lvl0' && hit.hierarchy[level]) ?? 'lvl1'
}

export function getHitTitle(hit: SearchHit): TextPart[] {
  const level = getHitLevel(hit)
  const value = hit._highlightResult?.hierarchy?.[level] ?? hit._snippetResult?.hierarchy?.[level]
  return highlighted(value, hit.hierarchy[level] ?? hit.hierarchy.lvl1) ?? []
}

/** The content snippet, for prose hits and page hits that carry a description. */
export function getHitSnippet(hit: SearchHit): TextPart[] | null {
  if (!hit.content) return null
  return highlighted(hit._snippetResult?.content ?? hit._highlightResult?.content, hit.content)
}

/**
 * Where the hit sits: the trail above its own heading, e.g. "Docs › The firehose › Event types"
 * from lvl0, or just "Event types" from lvl2 when the page title is already shown above it.
 */
export function getHitPath(hit: SearchHit, from: 'lvl0' | 'lvl2' = 'lvl2'): string {
  return hierarchyLevels
    .slice(hierarchyLevels.indexOf(from), hierarchyLevels.indexOf(getHitLevel(hit)))
    .map((l) => hit.hierarchy[l])
    .filter(Boolean)
    .join(' › ')
}

/** Hits grouped by page, in the order each page first appears; a URL already listed is not repeated. */
export function groupHitsByPage(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>()
  for (const hit of hits) {
    const key = hit.url.replace(/#.*$/, '')
    if (!groups.has(key)) groups.set(key, { key, section: hit.hierarchy.lvl0, title: highlighted(hit._highlightResult?.hierarchy?.lvl1, hit.hierarchy.lvl1) ?? [], hits: [] })
    const group = groups.get(key)!
    if (!group.hits.some((listed) => listed.url === hit.url)) group.hits.push(hit)
  }
  return [...groups.values()]
}

/**
 * Where a hit leads. In-site URLs (relative, or absolute on this site or this origin) become paths
 * for the client router; anything matching the external-URL pattern is left for a full page load.
 */
export function resolveHitUrl(url: string, origin: string): { href: string; external: boolean } {
  if (externalUrlPattern.test(url)) {
    try {
      if (new URL(url).origin !== origin) return { href: url, external: true }
    } catch {
      return { href: url, external: true }
    }
  }
  const parsed = new URL(url, origin)
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { href: '/', external: false }
  return { href: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false }
}

/** A click the site handles itself: the main button without modifiers (the others keep the browser's behaviour). */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** Follows a hit in this window: in-site through the client router's `navigate`, elsewhere by a full page load. */
export function followHit(url: string, navigate: (to: string) => void): void {
  const { href, external } = resolveHitUrl(url, window.location.origin)
  if (external) window.location.assign(href)
  else navigate(href)
}

/** A page of hits from the build's provider, with snippets cut for the viewport (spec: 10 words, 5 at 768 px or narrower). */
export async function searchPage(query: string, page: number, partial: boolean, signal: AbortSignal): Promise<SearchResponse> {
  const provider = await loadSearchProvider()
  const snippetLength = window.matchMedia(searchLimits.narrowMedia).matches ? searchLimits.snippetWordsNarrow : searchLimits.snippetWords
  return provider.search({ query, page, hitsPerPage: searchLimits.hitsPerPage, snippetLength, partial, signal })
}

export type SearchResults = Pick<SearchResponse, 'hits' | 'nbHits' | 'page' | 'nbPages'> & {
  /** `partial` while a first answer waits for the rest of the index, which may reorder it; `stalled` past the stall threshold. */
  status: 'idle' | 'loading' | 'stalled' | 'partial' | 'error' | 'done'
  query: string
}

const noResults: SearchResults = { status: 'idle', query: '', hits: [], nbHits: 0, page: 0, nbPages: 0 }

/**
 * Searches `query` (as given: a trailing space ends a word; null keeps what is shown) and tracks
 * its state. A later `page`'s hits are added to the earlier ones; with `partial` (the first page
 * only), the ranked hits come first and again in full once their text has arrived.
 */
export function useSearch(query: string | null, page = 0, partial = false): SearchResults {
  const [results, setResults] = useState(noResults)
  useEffect(() => {
    if (query === null) return
    if (!query.trim()) return setResults(noResults)
    const controller = new AbortController()
    const signal = controller.signal
    setResults((r) => ({ ...r, status: 'loading' }))
    const stall = setTimeout(() => setResults((r) => (r.status === 'loading' ? { ...r, status: 'stalled' } : r)), searchLimits.stallThresholdMs)
    const search = () => searchPage(query, page, partial, signal)
    void (async () => {
      for (let response = await search(); !signal.aborted; response = await search()) {
        clearTimeout(stall)
        const { hits, nbHits, nbPages, pending } = response
        setResults((r) => ({ status: pending ? 'partial' : 'done', query, hits: page === 0 ? hits : [...r.hits, ...hits], nbHits, page, nbPages }))
        if (!pending) return
        await pending
      }
    })().catch((error: unknown) => {
      if (signal.aborted) return
      clearTimeout(stall)
      console.warn('Search failed:', error)
      setResults({ ...noResults, status: 'error', query })
    })
    return () => {
      controller.abort()
      clearTimeout(stall)
    }
  }, [query, page, partial])
  return results
}
