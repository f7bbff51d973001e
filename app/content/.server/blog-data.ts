import { blogConfig, blogTags } from '../../config/blog.ts'
import type { BlogAuthor, BlogPostSummary, BlogSidebarYear, BlogTag } from '../types.ts'
import { getBlogPageRoute, getTag, groupByYear, paginate } from './blog.ts'
import { getBlogSummaries } from './store.ts'

/** Loader-side views of the blog, all computed from the compiled post summaries. */

export interface BlogListPage {
  page: number
  pageCount: number
  posts: BlogPostSummary[]
  newer: string | null
  older: string | null
}

export function getBlogListPage(page: number): BlogListPage | undefined {
  const pages = paginate(getBlogSummaries(), blogConfig.postsPerPage)
  if (!Number.isInteger(page) || page < 1 || page > pages.length) return undefined
  return {
    page,
    pageCount: pages.length,
    posts: pages[page - 1],
    newer: page > 1 ? getBlogPageRoute(page - 1) : null,
    older: page < pages.length ? getBlogPageRoute(page + 1) : null,
  }
}

export function getBlogSidebar(): BlogSidebarYear[] {
  return groupByYear(getBlogSummaries())
}

export function getTagsWithCounts(): (BlogTag & { count: number })[] {
  const summaries = getBlogSummaries()
  return Object.keys(blogTags).map((key) => ({ ...getTag(key), count: summaries.filter((p) => p.tags.some((t) => t.key === key)).length }))
}

export function getTagPage(key: string): { tag: BlogTag; posts: BlogPostSummary[] } | undefined {
  if (!(key in blogTags)) return undefined
  return { tag: getTag(key), posts: getBlogSummaries().filter((p) => p.tags.some((t) => t.key === key)) }
}

export function getAuthorsWithPosts(): { author: BlogAuthor; posts: { title: string; route: string; date: string }[] }[] {
  const byKey = new Map<string, { author: BlogAuthor; posts: { title: string; route: string; date: string }[] }>()
  for (const post of getBlogSummaries()) {
    for (const author of post.authors) {
      if (!byKey.has(author.key)) byKey.set(author.key, { author, posts: [] })
      byKey.get(author.key)?.posts.push({ title: post.title, route: post.route, date: post.date })
    }
  }
  return [...byKey.values()]
}
