/**
 * The pages no content file makes (home, search, showcase, the blog's lists), each with its route,
 * title and description. The content index and every route's `meta()` read them from here, so
 * the sitemap, search and the page's own `<title>` cannot disagree. Shared by build and browser.
 */
import { blogConfig, blogTags } from '../config/blog.ts'
import { site } from '../config/site.ts'
import { blogPageRoute, blogTagRoute, fixedRoutes } from './routes.ts'
import type { RouteKind } from './types.ts'

export interface FixedPage {
  route: string
  kind: RouteKind
  title: string
  description: string
}

export const fixedPages = {
  home: {
    route: fixedRoutes.home,
    kind: 'home',
    title: site.title,
    description: `${site.tagline} Guides, tutorials, starter templates, the full HTTP API reference and the developer blog for the AT Protocol.`,
  },
  search: {
    route: fixedRoutes.search,
    kind: 'search',
    title: 'Search',
    description: `Search the ${site.title} documentation, API reference and blog.`,
  },
  showcase: {
    route: fixedRoutes.showcase,
    kind: 'showcase',
    title: 'Showcase',
    description: 'Clients, feed builders, bridges, moderation tools, libraries and servers that the community has built on the AT Protocol.',
  },
  blogArchive: { route: fixedRoutes.blogArchive, kind: 'blog-archive', title: 'Archive', description: 'Every post on the blog, by year.' },
  blogAuthors: { route: fixedRoutes.blogAuthors, kind: 'blog-authors', title: 'Authors', description: 'The people and teams who write this blog.' },
  blogTags: { route: fixedRoutes.blogTags, kind: 'blog-tags', title: 'Tags', description: 'Every topic on the blog, with its number of posts.' },
} as const satisfies Record<string, FixedPage>

/** Page `page` of the blog's post list. */
export function blogListPage(page: number): FixedPage {
  return { route: blogPageRoute(page), kind: 'blog-list', title: page === 1 ? 'Blog' : `Blog, page ${page}`, description: blogConfig.description }
}

/** The list of posts with one tag; `key` must be a key of `blogTags`. */
export function blogTagPage(key: keyof typeof blogTags): FixedPage {
  const tag = blogTags[key]
  return { route: blogTagRoute(key), kind: 'blog-tag', title: `Posts tagged "${tag.label}"`, description: tag.description }
}
