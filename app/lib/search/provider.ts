import { indexFile, queryPieces } from './analysis.ts'
import { builtinIndexPath, getBuildSearchConfig } from './config.ts'
import type { SearchProvider } from './types.ts'

let provider: Promise<SearchProvider> | null = null

/** The build's provider, its code fetched on first use so neither engine weighs on page loads. */
export function loadSearchProvider(): Promise<SearchProvider> {
  const config = getBuildSearchConfig()
  provider ??= (
    config.provider === 'algolia'
      ? import('./algolia-provider.ts').then((m) => m.createAlgoliaProvider(config))
      : import('./builtin-index.ts').then((m) => m.createBuiltinIndex(readIndexFile))
  ).catch((error: unknown) => {
    provider = null
    throw error
  })
  return provider
}

const indexFiles = new Map<string, Promise<unknown>>()

/**
 * Reads a file of the built-in index (`/search-index/NAME`), once: what the page fetched on intent
 * is what the index then reads. A failed read is forgotten, so the next search tries again.
 */
export function readIndexFile(name: string): Promise<unknown> {
  let file = indexFiles.get(name)
  if (!file) {
    const url = `${builtinIndexPath}${name}`
    file = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`Could not load the search index ${url}: HTTP ${response.status}`)
        return response.json() as Promise<unknown>
      })
      .catch((error: unknown) => {
        indexFiles.delete(name)
        throw error
      })
    indexFiles.set(name, file)
  }
  return file
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
