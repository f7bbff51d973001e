import { slashedRoutes } from '../content/routes.ts'

/**
 * The canonical path of a page for any way of writing it: `/x.html`, `/x/index.html` and `/x/`
 * become `/x` (`/index.html` becomes `/`), and the routes declared with a trailing slash
 * (`/showcase/`, see `fixedRoutes`) keep or gain theirs. The one rule for page paths: the static
 * server redirects to it, client navigations to `.html` paths follow it, the security headers,
 * the link check and the build output map files and links through it, and anything rendered from
 * the location uses it so the prerendered HTML (requested as `/blog/`) and the hydrated page agree.
 */
export function normalizePathname(pathname: string): string {
  const plain = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/+$/, '') || '/'
  return slashedRoutes.has(`${plain}/`) ? `${plain}/` : plain
}

/** Whether an address leaves the site's own paths: it has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')
}
