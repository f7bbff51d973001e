import { blogTags } from '../../config/blog.ts'
import { blogPageRoute } from '../routes.ts'
import type { BlogAuthorsData, BlogListData, BlogPostSummary, BlogSidebarYear, BlogTagsData, DatedPostLink, HomeData } from '../types.ts'
import { getTag, groupByYear, paginate } from './blog-posts.ts'

/** The blog's list pages, computed from the listed posts (newest first) by the assembly. */

/** How many posts the home page lists; the blog index has the rest. */
const latestCount = 3

/** Every page of the post list (at least one, empty when there are no posts). */
export function getBlogListPages(summaries: BlogPostSummary[], perPage: number): BlogListData[] {
  const pages = paginate(summaries, perPage)
  return pages.map((posts, i) => ({
    page: i + 1,
    pageCount: pages.length,
    posts,
    newer: i > 0 ? blogPageRoute(i) : null,
    older: i < pages.length - 1 ? blogPageRoute(i + 2) : null,
  }))
}

/** Every post's title and link by year, newest first: the sidebar on every blog page, so kept small. */
export function getBlogSidebar(summaries: BlogPostSummary[]): BlogSidebarYear[] {
  return groupByYear(summaries).map(({ year, posts }) => ({ year, posts: posts.map((p) => ({ title: p.title, route: p.route })) }))
}

const datedLink = (post: BlogPostSummary): DatedPostLink => ({ title: post.title, route: post.route, date: post.date })

/** Every post by year, newest first, with its date. */
export function getBlogArchive(summaries: BlogPostSummary[]): { year: string; posts: DatedPostLink[] }[] {
  return groupByYear(summaries.map(datedLink))
}

export function getTagsWithCounts(summaries: BlogPostSummary[]): BlogTagsData['tags'] {
  return Object.keys(blogTags).map((key) => ({ ...getTag(key), count: summaries.filter((p) => p.tags.some((t) => t.key === key)).length }))
}

export function getTagPage(key: keyof typeof blogTags, summaries: BlogPostSummary[]): { tag: ReturnType<typeof getTag>; posts: BlogPostSummary[] } {
  return { tag: getTag(key), posts: summaries.filter((p) => p.tags.some((t) => t.key === key)) }
}

export function getAuthorsWithPosts(summaries: BlogPostSummary[]): BlogAuthorsData['authors'] {
  const byKey = new Map<string, BlogAuthorsData['authors'][number]>()
  for (const post of summaries) {
    for (const author of post.authors) {
      if (!byKey.has(author.key)) byKey.set(author.key, { author, posts: [] })
      byKey.get(author.key)?.posts.push(datedLink(post))
    }
  }
  return [...byKey.values()]
}

/** The posts the home page lists, with only the fields it shows, so its data stays small. */
export function getLatestPosts(summaries: BlogPostSummary[]): HomeData['posts'] {
  return summaries.slice(0, latestCount).map(({ route, title, description, date, readingMinutes }) => ({ route, title, description, date, readingMinutes }))
}
