import { createBuiltinIndex, type BuiltinIndex } from './builtin-index.ts'
import { builtinIndexPath, getProviderInfo } from './config.ts'
import type { SearchProvider } from './types.ts'

let index: BuiltinIndex | null = null

/** Reads a piece of the index; the core may already be on its way (provider.ts preloads it on intent). */
async function readIndexFile(name: string): Promise<unknown> {
  const url = `${builtinIndexPath}${name}`
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load the search index ${url}: HTTP ${response.status}`)
  return response.json()
}

/**
 * The default provider: the site's own index (written by the postbuild step), queried in the
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
