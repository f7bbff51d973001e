/**
 * Loads the search modal's chunk. This is a .js file on purpose: Vite wraps every string-literal
 * dynamic import in its module-preload helper (about 0.7 KB gzip, added to every page), and only
 * files it does not transform with esbuild keep the parentheses below that make it skip the
 * wrapper. Without it the few chunks the modal imports load once it arrives (one more round
 * trip on first open, and the button fetches the modal on hover or focus to hide even that).
 * In development Vite cannot rewrite this import (hence @vite-ignore) and the browser requests the
 * module by its source path, which the dev server serves as usual.
 */
export const loadSearchModal = () => import(/* @vite-ignore */ ('./search/search-modal.ts'))
