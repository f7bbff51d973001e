import { site } from '../../config/site.ts'

/**
 * Search's settings. Which provider this build uses, fixed at build time: Algolia DocSearch when the
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
    : { name: 'the built-in index', homepage: `${site.editUrlBase.replace('/edit/', '/blob/')}app/lib/search/builtin-index.ts` }
}

/** The origin search requests go to, for the preconnect and the CSP's connect-src; null when search stays on this site. */
export function getSearchOrigin(config: SearchConfig = getBuildSearchConfig()): string | null {
  if (config.provider !== 'algolia') return null
  if (config.host) return `${config.host.protocol}://${config.host.url}`
  return `https://${config.appId.toLowerCase()}-dsn.algolia.net`
}

/** Search limits (spec section 9), shared by the modal, the /search page and the index. */
export const searchLimits = {
  hitsPerPage: 20,
  /** Words in a content snippet; the narrow value applies at 768 px and below. */
  snippetWords: 10,
  snippetWordsNarrow: 5,
  narrowMedia: '(max-width: 768px)',
  maxQueryLength: 64,
  stallThresholdMs: 300,
  recentSearches: 7,
  /** Recent searches kept once at least one favourite exists. */
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  /** Hits from one page in a response, so a single page cannot fill the results. */
  hitsPerPageGroup: 3,
  suggestions: 3,
} as const

/** The tags around matches in highlighted and snippeted text (both providers use these). */
export const highlightPreTag = '<mark>'
export const highlightPostTag = '</mark>'

const siteHost = new URL(site.url).host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Hits whose URL matches this leave the site with a full page load instead of the client router. */
export const externalUrlPattern = new RegExp(`^(?:[a-z][a-z0-9+.-]*:)?//(?!${siteHost}(?:[/:?#]|$))`, 'i')

/** Offered on the no-results screen when the session has no better suggestion. */
export const defaultSuggestions = ['OAuth', 'Firehose', 'createRecord']

/** Where "Let us know." leads: a new issue on the docs repository, titled with the query. */
export function getFeedbackUrl(query: string): string {
  const title = `Search: no results for "${query}"`
  const repository = site.editUrlBase.replace(/\/edit\/.*$/, '')
  return `${repository}/issues/new?title=${encodeURIComponent(title)}`
}
