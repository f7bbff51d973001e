import { indexFile, queryPieces } from './analysis.ts'
import { builtinIndexPath, getBuildSearchConfig } from './config.ts'
import type { SearchProvider } from './types.ts'

const kept = new Map<string, Promise<unknown>>()

/** What `load` gives for `key`, loaded once; a failure is forgotten, so the next call tries again. */
export function keep<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = kept.get(key) as Promise<T> | undefined
  if (!promise) {
    kept.set(key, (promise = load()))
    promise.catch(() => kept.delete(key))
  }
  return promise
}

/** The build's provider, its code fetched on first use so neither engine weighs on page loads. */
export function loadSearchProvider(): Promise<SearchProvider> {
  const config = getBuildSearchConfig()
  return keep('provider', () =>
    config.provider === 'algolia'
      ? import('./algolia-provider.ts').then((m) => m.createAlgoliaProvider(config))
      : import('./builtin-index.ts').then((m) => m.createBuiltinIndex(readIndexFile)),
  )
}

/**
 * Reads a file of the built-in index (`/search-index/NAME`), once: what the page fetched on intent
 * is what the index then reads.
 */
function readIndexFile(name: string): Promise<unknown> {
  const url = `${builtinIndexPath}${name}`
  return keep(url, () =>
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Could not load the search index ${url}: HTTP ${response.status}`)
      return response.json() as Promise<unknown>
    }),
  )
}

/**
 * Gets search ready as the reader shows intent to search: the provider's code and, for the
 * built-in index, its core file start loading together (fetching the core from here saves
 * waiting for the code before asking for it). Settles once both are in, or either has failed: a
 * failure is left for the first search to show.
 */
export function prepareSearch(): Promise<void> {
  if (getBuildSearchConfig().provider === 'builtin') readIndexFile(indexFile.core).catch(() => {})
  return loadSearchProvider()
    .then((p) => p.prepare())
    .catch(() => {})
}

/**
 * As the reader types, before the search code has arrived (search-dialog.tsx): fetches the
 * pieces of the built-in index that hold the terms the query's words begin, so they arrive with
 * the core instead of a round trip after it.
 */
export function prepareQuery(query: string): void {
  if (getBuildSearchConfig().provider !== 'builtin') return
  for (const piece of queryPieces(query)) readIndexFile(indexFile.piece(piece)).catch(() => {})
}
