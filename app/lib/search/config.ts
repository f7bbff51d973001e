/**
 * Which search provider this build uses, fixed at build time: Algolia DocSearch when the
 * DOCSEARCH_* variables were set (vite.config.ts injects them as `__SEARCH_CONFIG__`), else the
 * built-in index. Only search code loaded on demand reads it; the navbar's button gets the
 * preconnect origin as its own build-time constant.
 */
export type SearchConfig =
  | { provider: 'builtin' }
  | {
      provider: 'algolia'
      appId: string
      /** The public, search-only key. */
      apiKey: string
      indexName: string
      /** Overrides Algolia's hosts (an Algolia-compatible proxy, or a test server). */
      host: { url: string; protocol: 'http' | 'https' } | null
    }

export const searchConfig: SearchConfig = typeof __SEARCH_CONFIG__ === 'undefined' ? { provider: 'builtin' } : __SEARCH_CONFIG__

/** The name shown after "Search by", and where it links. */
export function getProviderInfo(config: SearchConfig = searchConfig): { name: string; homepage: string } {
  return config.provider === 'algolia'
    ? { name: 'Algolia', homepage: 'https://www.algolia.com/developers/' }
    : { name: 'MiniSearch', homepage: 'https://lucaong.github.io/minisearch/' }
}

/** The origin search requests go to, for a preconnect; null when search stays on this site. */
export function getSearchOrigin(config: SearchConfig = searchConfig): string | null {
  if (config.provider !== 'algolia') return null
  if (config.host) return `${config.host.protocol}://${config.host.url}`
  return `https://${config.appId.toLowerCase()}-dsn.algolia.net`
}
