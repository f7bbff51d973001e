/**
 * The routes of the pages no content file makes; `fixedPages` gives each its title and description.
 * Kept apart so the one rule for page paths (`normalizePathname`), which every page runs, does not
 * bring those descriptions and the blog's tags into every first visit's JavaScript.
 */
export const fixedRoutes = {
  home: '/',
  search: '/search',
  // The one route with a trailing slash, as on the site this replaces.
  showcase: '/showcase/',
  blogArchive: '/blog/archive',
  blogAuthors: '/blog/authors',
  blogTags: '/blog/tags',
} as const

/** The routes whose URL ends with a slash; every other route drops it (see `normalizePathname`). */
export const slashedRoutes: ReadonlySet<string> = new Set(Object.values(fixedRoutes).filter((route) => route !== '/' && route.endsWith('/')))
