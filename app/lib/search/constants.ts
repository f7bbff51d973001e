import { getSiteAddress } from '../../config/site-address.ts'

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

const siteHost = new URL(getSiteAddress().url).host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Hits whose URL matches this leave the site with a full page load instead of the client router. */
export const externalUrlPattern = new RegExp(`^(?:[a-z][a-z0-9+.-]*:)?//(?!${siteHost}(?:[/:?#]|$))`, 'i')

/** Offered on the no-results screen when the session has no better suggestion. */
export const defaultSuggestions = ['OAuth', 'Firehose', 'createRecord']

/** Where "Let us know." leads: a new issue on the docs repository, titled with the query. */
export function getFeedbackUrl(query: string): string {
  const title = `Search: no results for "${query}"`
  const repository = getSiteAddress().editUrlBase.replace(/\/edit\/.*$/, '')
  return `${repository}/issues/new?title=${encodeURIComponent(title)}`
}
