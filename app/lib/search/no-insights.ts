/**
 * What `@algolia/autocomplete-plugin-algolia-insights` resolves to in this site's build
 * (vite.config.ts). autocomplete-core creates that plugin only for Algolia's own result sources
 * with automatic insights; the search modal gets its results from app/lib/search/provider.ts and
 * turns insights off, so the plugin (and its loader of Algolia's analytics script) is never used.
 */
export function createAlgoliaInsightsPlugin(): never {
  throw new Error('Search modal: the Algolia Insights plugin is not bundled; the modal turns insights off.')
}
