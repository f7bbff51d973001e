/**
 * The plain path for a `.html` or `/index.html` path (`/docs/get-started.html` and
 * `/docs/get-started/index.html` → `/docs/get-started`, `/index.html` → `/`), or the path itself.
 * The static server answers these with a 301; this does the same for client-side navigations.
 */
export function normalizeHtmlPath(pathname: string): string {
  if (!pathname.endsWith('.html')) return pathname
  const plain = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '')
  return plain.length > 1 ? plain.replace(/\/+$/, '') : '/'
}
