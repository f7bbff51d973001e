import { createBuiltinIndex, type BuiltinIndex } from './builtin-index.ts'
import { getProviderInfo } from './config.ts'
import { readIndexFile } from './provider.ts'
import type { SearchProvider } from './types.ts'

let index: BuiltinIndex | null = null

/**
 * The default provider: the site's own index (written by the build's "search index" step), queried in the
 * browser, fetched piece by piece as queries need it. Works offline and on any static host.
 */
export function createBuiltinProvider(): SearchProvider {
  index ??= createBuiltinIndex(readIndexFile)
  const loaded = index
  return {
    ...getProviderInfo({ provider: 'builtin' }),
    search: (request) => loaded.search(request),
    prepare: () => loaded.prepare(),
  }
}
