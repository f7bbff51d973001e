/**
 * What `preact` and `@algolia/autocomplete-plugin-algolia-insights` resolve to in this site's build
 * (vite.config.ts). autocomplete-js imports Preact only for its default renderer, and the search
 * modal always passes React's instead (search-autocomplete.tsx); autocomplete-core creates the
 * insights plugin only for Algolia's own sources with insights on, and the modal turns insights off.
 */
function notBundled(): never {
  throw new Error('Search modal: Preact and the Algolia Insights plugin are not bundled; pass autocomplete-js a React renderer and insights: false.')
}

export const createElement = notBundled
export const Fragment = notBundled
export const render = notBundled
export const createAlgoliaInsightsPlugin = notBundled
