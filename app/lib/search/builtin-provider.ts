import { loadBuiltinIndex, searchBuiltinIndex, type LoadedIndex } from './builtin-index.ts'
import { getProviderInfo } from './config.ts'
import type { SearchProvider } from './types.ts'

/** Written by the postbuild step (scripts/lib/search-files.ts). */
export const builtinIndexUrl = '/search-index.json'

let loading: Promise<LoadedIndex> | null = null

/** Fetches and loads the index once; a failed fetch is retried on the next search. */
function getIndex(url: string): Promise<LoadedIndex> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`Could not load the search index ${url}: HTTP ${response.status}`)
      return response.json()
    })
    .then(loadBuiltinIndex)
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

/** The default provider: the site's own index, queried in the browser. Works offline and on any static host. */
export function createBuiltinProvider(url = builtinIndexUrl): SearchProvider {
  return {
    ...getProviderInfo({ provider: 'builtin' }),
    async search(request) {
      return searchBuiltinIndex(await getIndex(url), request)
    },
    async prepare() {
      await getIndex(url)
    },
  }
}
