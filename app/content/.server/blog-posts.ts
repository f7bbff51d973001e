import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { z } from 'zod'
import { blogConfig, blogTags } from '../../config/blog.ts'
import { blogTagPage } from '../fixed-pages.ts'
import type { BlogAuthor, BlogTag } from '../types.ts'
import type { ContentProblem } from './markdown/problems.ts'
import { publicPath } from './markdown/rehype-plugins.ts'
import type { BlogFrontMatter } from './schema.ts'
import { locate, type SourceFile } from './source-files.ts'

export type PostSource = SourceFile<BlogFrontMatter> & { slug: string; date: string }

const authorSchema = z
  .object({
    name: z.string().min(1),
    title: z.string().min(1),
    url: z.string().url(),
    image: z.string().min(1),
  })
  .strict()

const authorsFile = 'content/blog/authors.yml'

/** The blog's authors, and which keys' problems are already reported at content/blog/authors.yml. */
export interface BlogAuthors {
  authors: Map<string, BlogAuthor>
  /** Keys whose entry is broken, or every key (true) when the file is not valid YAML or missing: posts naming them are not reported again. */
  broken: Set<string> | true
  /** The file does not exist: reported once, not at every post. */
  missing?: true
}

/**
 * Reads content/blog/authors.yml; every entry must have name, title, url and image. An entry that
 * breaks (or the whole file, when it is not valid YAML or gone) keeps its version from `lastGood`:
 * the authors of the previous build, which `npm run dev` passes.
 */
export function readAuthors(root: string, problems: ContentProblem[], lastGood?: ReadonlyMap<string, BlogAuthor>): BlogAuthors {
  const file = authorsFile
  const authors = new Map<string, BlogAuthor>()
  if (!existsSync(join(root, file))) return { authors: new Map(lastGood), broken: true, missing: true }
  const text = readFileSync(join(root, file), 'utf8')
  let data: Record<string, unknown>
  try {
    // gray-matter's YAML engine reads a plain YAML file when it is wrapped as front matter.
    data = matter(`---\n${text}\n---\n`, {}).data as Record<string, unknown>
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; reason?: string; message: string }
    problems.push({ file, line: e.mark ? e.mark.line : null, column: e.mark ? e.mark.column + 1 : null, message: `not valid YAML: ${e.reason ?? e.message}` })
    return { authors: new Map(lastGood), broken: true }
  }
  const broken = new Set<string>()
  for (const [key, value] of Object.entries(data)) {
    const parsed = authorSchema.safeParse(value)
    const image = parsed.success ? imageProblem(root, parsed.data.image) : null
    if (!parsed.success || image) {
      const at = locate(text, new RegExp(`^${key}\\s*:`, 'm'))
      const found = parsed.success ? [`field "image": ${image}`] : parsed.error.issues.map((issue) => `field "${issue.path.join('.')}": ${issue.message}`)
      for (const problem of found) problems.push({ file, ...at, message: `author "${key}", ${problem}` })
      broken.add(key)
      const last = lastGood?.get(key)
      if (last) authors.set(key, last)
      continue
    }
    authors.set(key, { key, ...parsed.data })
  }
  return { authors, broken }
}

/** What is wrong with an author's image, if anything: a site image must exist under public/; an https address is taken as it is. */
function imageProblem(root: string, image: string): string | null {
  if (image.startsWith('https://')) return null
  const path = image.startsWith('/') && !image.startsWith('//') ? publicPath(image) : null
  if (path === null) return `"${image}" is not a site path inside public/ (/img/authors/…) nor an https address`
  return existsSync(join(root, path)) ? null : `${image} does not exist: site images live in public/ (${path})`
}

const datedName = /^(?:.*\/)?(\d{4}-\d{2}-\d{2})-([a-z0-9-]+?)(?:\/index)?$/

/** The slug a post's file name gives it: `2024-05-01-hello` → `hello`. */
export const slugByName = (id: string): string => datedName.exec(id)?.[2] ?? id.split('/').pop()!

/** Works out each post's date and slug (front matter first, then the file name) and checks its tags and authors. */
export function resolvePosts(files: SourceFile<BlogFrontMatter>[], { authors, broken, missing }: BlogAuthors, problems: ContentProblem[]): PostSource[] {
  const posts: PostSource[] = []
  // Every post names at least one author (the front matter schema), so a blog with posts needs the file.
  if (missing && files.length > 0) {
    problems.push({ file: authorsFile, line: null, column: null, message: `missing: the ${files.length} post(s) name their authors from this file (${files[0].file} first). Restore it, or create it with an entry (name, title, url, image) per author key.` })
  }
  for (const source of files) {
    const named = datedName.exec(source.id)
    const date = source.frontMatter.date?.toISOString().slice(0, 10) ?? named?.[1]
    const slug = source.frontMatter.slug ?? slugByName(source.id)
    const problem = (field: string, message: string) => problems.push({ file: source.file, line: source.fieldLines[field] ?? 1, column: 1, message })
    if (!date) {
      problem('', 'no date: name the file YYYY-MM-DD-slug.mdx or set "date" in the front matter')
      continue
    }
    for (const tag of source.frontMatter.tags) {
      if (!(tag in blogTags)) {
        problem('tags', `front matter field "tags": unknown tag "${tag}"; known tags are ${Object.keys(blogTags).join(', ')} (app/config/blog.ts)`)
      }
    }
    for (const author of source.frontMatter.authors) {
      // A key whose entry is broken is reported once, at its entry.
      if (!authors.has(author) && broken !== true && !broken.has(author)) problem('authors', `front matter field "authors": "${author}" is not a key of ${authorsFile}`)
    }
    const updated = source.frontMatter.last_update?.date.toISOString().slice(0, 10)
    if (updated && updated < date) problem('last_update', `front matter field "last_update": date ${updated} is before the post's date ${date}; a revision comes after publication`)
    posts.push({ ...source, date, slug })
  }
  // Newest first; posts of the same day keep a stable order by slug.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

export function getTag(key: string): BlogTag {
  const tag = blogTags[key as keyof typeof blogTags]
  return { key, label: tag.label, description: tag.description, route: blogTagPage(key as keyof typeof blogTags).route }
}

export function getReadingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / blogConfig.wordsPerMinute))
}

export function paginate<T>(items: T[], perPage: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage))
  return pages.length > 0 ? pages : [[]]
}

/** Posts by year, newest year first, keeping the order they come in (the blog sidebar and the archive). */
export function groupByYear<T extends { date: string }>(posts: T[]): { year: string; posts: T[] }[] {
  const years = new Map<string, T[]>()
  for (const post of posts) {
    const year = post.date.slice(0, 4)
    years.set(year, [...(years.get(year) ?? []), post])
  }
  return [...years.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, items]) => ({ year, posts: items }))
}
