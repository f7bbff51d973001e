/**
 * React Router prerenders every page from a request with a trailing slash (`/blog/`), while
 * readers load the plain path (`/blog`). Anything rendered from the location goes through this,
 * so the prerendered HTML and the hydrated page agree. `/showcase/` keeps its slash: that is its URL.
 */
export function normalizePathname(pathname: string): string {
  if (pathname === '/' || pathname === '/showcase/') return pathname
  return pathname.replace(/\/+$/, '') || '/'
}
