/**
 * How the site names its routes and the files that go with them, in one place: the content build,
 * the route modules and the components all call these. Kept free of imports so that the one rule
 * for page paths (`normalizePathname`), which every page runs, brings nothing else into a first
 * visit's JavaScript; titles and descriptions of the fixed pages live in `fixed-pages.ts`.
 */

/** The routes of the pages no content file makes. */
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

/** The blog's feeds, one resource route per format. */
export const blogFeedPaths = { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' } as const

/** A blog post: `/blog/{slug}`. */
export const postRoute = (slug: string): string => `/blog/${slug}`

/** `/blog` for page 1 of the post list, `/blog/page/N` after. */
export const blogPageRoute = (page: number): string => (page === 1 ? '/blog' : `/blog/page/${page}`)

/** The list of posts with one tag. */
export const blogTagRoute = (key: string): string => `/blog/tags/${key}`

/** A sidebar category's generated index page. */
export const categoryRoute = (slug: string): string => `/docs/category/${slug}`

/** Where the API reference's pages live: `/docs/api/{slug}`. */
export const apiRoutePrefix = '/docs/api'

/** The Lexicon changelog's first page; each older minor series has its own below it (`/docs/api/changelog/0-18`). */
export const changelogRoute = `${apiRoutePrefix}/changelog`

/** Files the reference serves besides its pages: the Lexicon history as one JSON document, and the changelog's Atom feed. */
export const referenceFilePaths = { historyJson: `${apiRoutePrefix}/lexicon-history.json`, changelogFeed: `${changelogRoute}/atom.xml` } as const

/** The full docs sidebar, a resource route: docs pages fetch it when a reader opens a branch their HTML left out. */
export const docsSidebarPath = '/docs/sidebar.json'

/** Every post by year, a resource route: the blog layout's data on client navigation into the blog. */
export const blogSidebarPath = '/blog/sidebar.json'

/** A page's plain-Markdown twin: `/docs/get-started` → `/docs/get-started.md`. */
export const markdownTwinPath = (route: string): string => `${route.replace(/(.)\/$/, '$1')}.md`

/**
 * Where the browser fetches a page's data on client navigation, a static file the content build
 * writes: `/docs/get-started` → `/page-data/docs/get-started.json`, `/` → `/page-data/index.json`.
 */
export const pageDataPath = (route: string): string => `/page-data${route.replace(/\/$/, '') || '/index'}.json`
