/**
 * The pages no content file makes (home, search, showcase, the blog's lists), each with its route,
 * title and description. The content index and every route's `meta()` read them from here, so
 * the sitemap, search and the page's own `<title>` cannot disagree. Shared by build and browser.
 */
import { blogConfig, blogTags } from '../config/blog.ts'
import { site } from '../config/site.ts'
import type { RouteKind } from './types.ts'

export interface FixedPage {
  route: string
  kind: RouteKind
  title: string
  description: string
}

export const fixedPages = {
  home: {
    route: '/',
    kind: 'home',
    title: site.title,
    description: `${site.tagline} Guides, tutorials, starter templates, the full HTTP API reference and the developer blog for the AT Protocol.`,
  },
  search: {
    route: '/search',
    kind: 'search',
    title: 'Search',
    description: `Search the ${site.title} documentation, API reference and blog.`,
  },
  showcase: {
    // The one route with a trailing slash, as on the site this replaces.
    route: '/showcase/',
    kind: 'showcase',
    title: 'Showcase',
    description: 'Clients, feed builders, bridges, moderation tools, libraries and servers that the community has built on the AT Protocol.',
  },
  blogArchive: { route: '/blog/archive', kind: 'blog-archive', title: 'Archive', description: 'Every post on the blog, by year.' },
  blogAuthors: { route: '/blog/authors', kind: 'blog-authors', title: 'Authors', description: 'The people and teams who write this blog.' },
  blogTags: { route: '/blog/tags', kind: 'blog-tags', title: 'Tags', description: 'Every topic on the blog, with its number of posts.' },
} as const satisfies Record<string, FixedPage>

/** The routes whose URL ends with a slash; every other route drops it (see `normalizePathname`). */
export const slashedRoutes: ReadonlySet<string> = new Set(Object.values(fixedPages).map((page) => page.route).filter((route) => route !== '/' && route.endsWith('/')))

/** `/blog` for page 1, `/blog/page/N` after. */
export function getBlogPageRoute(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`
}

/** Page `page` of the blog's post list. */
export function blogListPage(page: number): FixedPage {
  return { route: getBlogPageRoute(page), kind: 'blog-list', title: page === 1 ? 'Blog' : `Blog, page ${page}`, description: blogConfig.description }
}

/** The list of posts with one tag; `key` must be a key of `blogTags`. */
export function blogTagPage(key: keyof typeof blogTags): FixedPage {
  const tag = blogTags[key]
  return { route: `/blog/tags/${key}`, kind: 'blog-tag', title: `Posts tagged "${tag.label}"`, description: tag.description }
}
