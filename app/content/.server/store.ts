import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BlogPostData, BlogPostSummary, DocPageData, IndexEntry, ShowcaseData, SidebarNode, StandalonePageData } from '../types.ts'
import type { ContentBuild } from './build.ts'
import type { PageSection } from './markdown/types.ts'

/**
 * The compiled content on disk, written by `scripts/build-content.ts` before the site build and
 * read by route loaders while pages are prerendered. Loaders never compile anything themselves.
 */
export const storeDir = join(process.cwd(), '.cache/content')

export function writeStore(content: ContentBuild, dir = storeDir): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const { docs, pages, blog, markdown, sections, showcase, ...rest } = content
  writeFileSync(join(dir, 'index.json'), JSON.stringify(rest))
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs))
  writeFileSync(join(dir, 'pages.json'), JSON.stringify(pages))
  writeFileSync(join(dir, 'blog.json'), JSON.stringify(blog))
  writeFileSync(join(dir, 'markdown.json'), JSON.stringify(markdown))
  writeFileSync(join(dir, 'sections.json'), JSON.stringify(sections))
  writeFileSync(join(dir, 'showcase.json'), JSON.stringify(showcase))
}

const cache = new Map<string, unknown>()

function read<T>(name: string): T {
  if (!cache.has(name)) {
    let text: string
    try {
      text = readFileSync(join(storeDir, name), 'utf8')
    } catch {
      throw new Error(`Compiled content ${join(storeDir, name)} is missing: run "npm run build:content" (part of "npm run build") first.`)
    }
    cache.set(name, JSON.parse(text))
  }
  return cache.get(name) as T
}

export function getIndex(): IndexEntry[] {
  return read<{ index: IndexEntry[] }>('index.json').index
}

/** The index entry of one route; title and description of generated pages come from here. */
export function getIndexEntry(route: string): IndexEntry | undefined {
  return getIndex().find((entry) => entry.route === route)
}

export function getSidebar(): SidebarNode[] {
  return read<{ sidebar: SidebarNode[] }>('index.json').sidebar
}

export function getDocPage(route: string): DocPageData | undefined {
  return read<Record<string, DocPageData>>('docs.json')[route]
}

export function getStandalonePage(route: string): StandalonePageData | undefined {
  return read<Record<string, StandalonePageData>>('pages.json')[route]
}

export function getBlogPost(route: string): BlogPostData | undefined {
  return read<{ posts: Record<string, BlogPostData> }>('blog.json').posts[route]
}

export function getBlogSummaries(): BlogPostSummary[] {
  return read<{ summaries: BlogPostSummary[] }>('blog.json').summaries
}

export function getShowcase(): ShowcaseData {
  return read<ShowcaseData>('showcase.json')
}

export function getMarkdownTwins(): Record<string, string> {
  return read<Record<string, string>>('markdown.json')
}

/** A miss in a loader: the page does not exist. Thrown as a 404 response, nothing else is. */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}

/** Route → the page's sections (heading trail, anchor, prose), for search records. */
export function getSections(): Record<string, PageSection[]> {
  return read<Record<string, PageSection[]>>('sections.json')
}
