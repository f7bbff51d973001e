import { getBuildSearchConfig } from './config.ts'
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
