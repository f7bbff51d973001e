import { blogConfig, blogTags } from '../../config/blog.ts'
import type { BlogAuthor, BlogPostSummary, BlogSidebarYear, BlogTag } from '../types.ts'
import { getBlogPageRoute } from '../fixed-pages.ts'
import { getTag, groupByYear, paginate } from './blog.ts'
import { getBlogSummaries } from './store.ts'

/**
 * Loader-side views of the blog, all computed from the compiled post summaries. Loaders call them
 * without `summaries` (read from the store); tests pass their own.
 */

export interface BlogListPage {
  page: number
  pageCount: number
  posts: BlogPostSummary[]
  newer: string | null
  older: string | null
}

export function getBlogListPage(page: number, summaries = getBlogSummaries()): BlogListPage | undefined {
  const pages = paginate(summaries, blogConfig.postsPerPage)
  if (!Number.isInteger(page) || page < 1 || page > pages.length) return undefined
  return {
    page,
    pageCount: pages.length,
    posts: pages[page - 1],
    newer: page > 1 ? getBlogPageRoute(page - 1) : null,
    older: page < pages.length ? getBlogPageRoute(page + 1) : null,
  }
}

/** Every post's title and link by year, newest first: the sidebar on every blog page, so kept small. */
export function getBlogSidebar(summaries = getBlogSummaries()): BlogSidebarYear[] {
  return groupByYear(summaries).map(({ year, posts }) => ({ year, posts: posts.map((p) => ({ title: p.title, route: p.route })) }))
}

/** Every post by year, newest first, with its date. */
export function getBlogArchive(summaries = getBlogSummaries()): { year: string; posts: { title: string; route: string; date: string }[] }[] {
  return groupByYear(summaries.map((p) => ({ title: p.title, route: p.route, date: p.date })))
}

export function getTagsWithCounts(summaries = getBlogSummaries()): (BlogTag & { count: number })[] {
  return Object.keys(blogTags).map((key) => ({ ...getTag(key), count: summaries.filter((p) => p.tags.some((t) => t.key === key)).length }))
}

export function getTagPage(key: string, summaries = getBlogSummaries()): { tag: BlogTag; posts: BlogPostSummary[] } | undefined {
  if (!(key in blogTags)) return undefined
  return { tag: getTag(key), posts: summaries.filter((p) => p.tags.some((t) => t.key === key)) }
}

export function getAuthorsWithPosts(summaries = getBlogSummaries()): { author: BlogAuthor; posts: { title: string; route: string; date: string }[] }[] {
  const byKey = new Map<string, { author: BlogAuthor; posts: { title: string; route: string; date: string }[] }>()
  for (const post of summaries) {
    for (const author of post.authors) {
      if (!byKey.has(author.key)) byKey.set(author.key, { author, posts: [] })
      byKey.get(author.key)?.posts.push({ title: post.title, route: post.route, date: post.date })
    }
  }
  return [...byKey.values()]
}
