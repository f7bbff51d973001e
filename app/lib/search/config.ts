import { getSiteAddress } from '../../config/site-address.ts'

/**
 * Which search provider this build uses, fixed at build time: Algolia DocSearch when the
 * DOCSEARCH_* variables were set (scripts/search/search-config.ts reads them, and the build defines
 * them as `__SEARCH_CONFIG__`), else the built-in index. The one place that derives the provider's
 * name and the search origin, for the footer, the preconnect and the Content-Security-Policy.
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
export type AlgoliaConfig = Extract<SearchConfig, { provider: 'algolia' }>

/**
 * This build's configuration. A function, so Node scripts may import this module: they read the
 * environment with readSearchConfig instead, and calling this outside a Vite build throws.
 */
export const getBuildSearchConfig = (): SearchConfig => __SEARCH_CONFIG__

/** Where the build's search-index step writes the built-in index's files (scripts/search/search-files.ts). */
export const builtinIndexPath = '/search-index/'

/** The name shown after "Search by", and where it links. */
export function getProviderInfo(config: SearchConfig = getBuildSearchConfig()): { name: string; homepage: string } {
  return config.provider === 'algolia'
    ? { name: 'Algolia', homepage: 'https://www.algolia.com/developers/' }
    : { name: 'the built-in index', homepage: `${getSiteAddress().editUrlBase.replace('/edit/', '/blob/')}app/lib/search/builtin-index.ts` }
}

/** The one host Algolia search requests go to: the override, else the application's own. */
export const getAlgoliaHost = (config: AlgoliaConfig) => config.host ?? { url: `${config.appId.toLowerCase()}-dsn.algolia.net`, protocol: 'https' as const }

/** The origin search requests go to, for the preconnect and the CSP's connect-src; null when search stays on this site. */
export function getSearchOrigin(config: SearchConfig = getBuildSearchConfig()): string | null {
  if (config.provider !== 'algolia') return null
  const { protocol, url } = getAlgoliaHost(config)
  return `${protocol}://${url}`
}
