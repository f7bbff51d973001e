/**
 * What `preact` resolves to in this site's build (vite.config.ts). @algolia/autocomplete-js imports
 * Preact only for its default renderer, and the search modal always passes React's createElement,
 * Fragment and render instead (search-autocomplete.tsx), so the search code need not carry Preact.
 */
function notBundled(): never {
  throw new Error('Search modal: Preact is not bundled; pass autocomplete-js a React renderer.')
}

export const createElement = notBundled
export const Fragment = notBundled
export const render = notBundled
