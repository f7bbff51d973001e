import { readFileSync } from 'node:fs'
import matter from 'gray-matter'
import { globSync } from 'tinyglobby'
import { originalCode } from './blog-originals.ts'

interface BlogPostStats {
  file: string
  slug: string
  date: string
  /** Titles of the post's "Updated…" notes: admonitions titled so, and inline bold "Updated" remarks. */
  updatedNotes: string[]
}

export interface BlogStats {
  posts: number
  /** Posts per year, newest year first. */
  perYear: { year: string; posts: number }[]
  /** Posts with an "Updated" note although their original had no code to update. */
  updatedWithoutOriginalCode: { file: string; notes: string[] }[]
}

const fileName = /(?:^|\/)(\d{4}-\d{2}-\d{2})-([^/]+?)(?:\/index)?\.mdx?$/

/** Date, slug and "Updated" notes of every post under content/blog. */
function getBlogPosts(root = process.cwd()): BlogPostStats[] {
  return globSync(['content/blog/**/*.md', 'content/blog/**/*.mdx'], { cwd: root })
    .sort()
    .map((file) => {
      const { data, content } = matter(readFileSync(`${root}/${file}`, 'utf8'))
      const fromName = fileName.exec(file)
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? fromName?.[1] ?? '')
      const slug = String(data.slug ?? fromName?.[2] ?? file.replace(/^.*\/|\.mdx?$/g, ''))
      const titled = [...content.matchAll(/^:::\w+\[(Updated[^\]]*)\]/gm)].map((m) => m[1])
      const inline = [...content.matchAll(/\*\*(Updated[^*]*)\*\*/g)].map((m) => m[1].replace(/:$/, ''))
      return { file, slug, date, updatedNotes: [...titled, ...inline] }
    })
    .filter((post) => post.date !== '')
}

export function getBlogStats(root = process.cwd(), originals: Record<string, string[]> = originalCode): BlogStats {
  const posts = getBlogPosts(root)
  const years = [...new Set(posts.map((p) => p.date.slice(0, 4)))].sort().reverse()
  const perYear = years.map((year) => ({ year, posts: posts.filter((p) => p.date.startsWith(year)).length }))
  const updatedWithoutOriginalCode = posts
    .filter((post) => post.updatedNotes.length > 0 && !originals[post.slug])
    .map((post) => ({ file: post.file, notes: post.updatedNotes }))
  return { posts: posts.length, perYear, updatedWithoutOriginalCode }
}

/** The lines for the content:stats output. */
export function formatBlogStats({ posts, perYear, updatedWithoutOriginalCode }: BlogStats): string[] {
  const years = perYear.map(({ year, posts: n }) => `${year} ${n}`)
  const lines = [`Blog: ${posts} posts (${years.join(', ')}).`]
  if (updatedWithoutOriginalCode.length === 0) lines.push('Blog: no "Updated" note without code in the original.')
  for (const { file, notes } of updatedWithoutOriginalCode) {
    lines.push(`Blog: ${file} has an "Updated" note (${notes.join('; ')}), but its original had no code to update.`)
  }
  return lines
}
