/**
 * Loads the Try it panel's chunk on demand. A .js file for the same reason as
 * ../load-search-modal.js: the parenthesised import keeps Vite's module-preload helper off the
 * docs pages' first-visit JavaScript.
 */
export const loadTryItPanel = () => import(/* @vite-ignore */ ('./try-it-panel.lazy.tsx'))
