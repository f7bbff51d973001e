/**
 * First paint before scripts. React Router puts a `<link rel="modulepreload">` in the head for
 * every chunk a page hydrates with, so on a slow network ~100 KB of scripts download beside the
 * HTML and the stylesheet and delay the first paint, although a prerendered page shows its
 * content without them. The postbuild removes those links from each page: the browser then
 * fetches the chunks when it reaches React Router's hydration script at the end of the body, after
 * the stylesheet and the page's own content. Client navigations are unchanged (React Router adds
 * its prefetch links at run time).
 */

const preloadLink = /<link rel="modulepreload" href="\/assets\/[^"]+\.js"\/>/g
/** React Router's hydration script, which imports the same chunks itself. */
const hydrationScript = 'window.__reactRouterRouteModules'

export interface PreloadResult {
  html: string
  removed: number
}

/**
 * Removes the head's module preloads from a prerendered page. Throws, naming `file`, when the page
 * hydrates but has none in the expected form, so a React Router upgrade that changes the markup
 * fails the build instead of silently restoring them; a page without scripts is left alone.
 */
export function dropModulePreloads(html: string, file: string): PreloadResult {
  const headEnd = html.indexOf('</head>')
  if (!html.includes(hydrationScript)) return { html, removed: 0 }
  if (headEnd === -1) throw new Error(`${file}: no </head>, cannot find the module preloads`)
  const head = html.slice(0, headEnd)
  const removed = head.match(preloadLink)?.length ?? 0
  if (removed === 0) throw new Error(`${file}: hydrates, but has no <link rel="modulepreload" href="/assets/….js"/> in its head: check scripts/lib/module-preloads.ts against the built pages`)
  const rest = head.replace(preloadLink, '')
  if (rest.includes('modulepreload')) throw new Error(`${file}: a module preload in an unexpected form is left in the head`)
  return { html: rest + html.slice(headEnd), removed }
}
