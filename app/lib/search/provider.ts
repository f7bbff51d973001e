import { builtinIndexPath, getBuildSearchConfig } from './config.ts'
import type { SearchProvider } from './types.ts'

let provider: Promise<SearchProvider> | null = null

/** The build's provider, its code fetched on first use so neither engine weighs on page loads. */
export function loadSearchProvider(): Promise<SearchProvider> {
  const config = getBuildSearchConfig()
  provider ??= (
    config.provider === 'algolia'
      ? import('./algolia-provider.ts').then((m) => m.createAlgoliaProvider(config))
      : import('./builtin-provider.ts').then((m) => m.createBuiltinProvider())
  ).catch((error: unknown) => {
    provider = null
    throw error
  })
  return provider
}

let preloaded = false

/**
 * Gets search ready as the reader shows intent to search: the provider's code and, for the
 * built-in index, its core file start loading together (the preload link saves waiting for the
 * code before asking for the file). A failure is left for the first search to show.
 */
export function prepareSearch(): void {
  if (!preloaded && getBuildSearchConfig().provider === 'builtin') {
    preloaded = true
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'fetch'
    link.crossOrigin = 'anonymous'
    link.href = `${builtinIndexPath}core.json`
    document.head.append(link)
  }
  loadSearchProvider()
    .then((p) => p.prepare())
    .catch(() => {})
}
