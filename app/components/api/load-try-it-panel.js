/**
 * Loads the Try it panel's chunk on demand. A .js file with a parenthesised specifier on purpose:
 * Vite wraps string-literal dynamic imports in its module-preload helper, which would otherwise
 * join the docs pages' first-visit JavaScript. In development the dev server serves the path as is.
 */
export const loadTryItPanel = () => import(/* @vite-ignore */ ('./try-it-panel.lazy.tsx'))
