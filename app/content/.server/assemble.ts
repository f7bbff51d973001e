/**
 * The second half of the content build: given every compiled page, makes what spans pages. The
 * content index (every route with its kind and title, in a fixed order), the docs sidebar and its
 * category pages, each docs page's breadcrumbs and previous/next links, the blog's order, lists,
 * tags, archive and authors, and the link check, then each route's page file (loader data and
 * bodies), twin and search sections. It compiles nothing, so `npm run dev` runs it after every
 * save (dev-build.ts) exactly as `npm run build` does once.
 */
import { blogConfig, blogTags } from '../../config/blog.ts'
import type { SidebarItemConfig } from '../../config/sidebars.ts'
import { excerptKey } from '../../lib/page-bodies.tsx'
import { blogListPage, blogTagPage, fixedPages, type FixedPage } from '../fixed-pages.ts'
import type {
  BlogArchiveData,
  BlogAuthorsData,
  BlogListData,
  BlogPostData,
  BlogPostSummary,
  BlogSidebarYear,
  BlogTagData,
  BlogTagsData,
  HomeData,
  IndexEntry,
  PageFile,
  PageLink,
  RouteKind,
  SidebarNode,
} from '../types.ts'
import type { BuiltApi } from './builders/api-render.ts'
import type { BuiltPost } from './builders/blog.ts'
import { buildCategoryPage } from './builders/categories.ts'
import type { BuiltPage } from './builders/context.ts'
import type { DocBody } from './builders/docs.ts'
import type { StandalonePageData } from '../types.ts'
import type { ShowcaseData } from '../types.ts'
import { getBlogArchive, getAuthorsWithPosts, getBlogListPages, getBlogSidebar, getLatestPosts, getTagPage, getTagsWithCounts } from './blog-lists.ts'
import { checkLinks } from './checks.ts'
import type { ContentProblem } from './markdown/problems.ts'
import type { PageSection } from './markdown/types.ts'
import { buildSidebar, getDocRoute, type DocSource } from './sidebar.ts'

/** Everything the builders made, the input of the assembly. */
export interface CompiledPages {
  /** The docs' sources (the sidebar is made from their front matter) and what each compiled to. */
  docSources: DocSource[]
  docs: BuiltPage<DocBody>[]
  api: BuiltApi
  standalone: BuiltPage<StandalonePageData>[]
  posts: BuiltPost[]
  showcase: { entry: IndexEntry; page: ShowcaseData }
}

export interface AssembleOptions {
  root: string
  sidebarConfig: SidebarItemConfig[]
  /** The text of app/config/sidebars.ts, to point at the line of a sidebar problem. */
  sidebarText: string
  /** Source file → route, for links written as paths to .md/.mdx files. */
  fileRoutes: Map<string, string>
  /** Paths the site serves besides its pages (the resource routes' files): links to them are valid. */
  servedFiles: readonly string[]
  /**
   * Source file → the date it last changed (YYYY-MM-DD), from its front matter or git (build.ts):
   * docs pages show it, and the sitemap gives every dated page's as `<lastmod>`.
   */
  dates?: ReadonlyMap<string, string>
}

/** The compiled site: what the store holds (store/write.ts). */
export interface SiteContent {
  index: IndexEntry[]
  sidebar: SidebarNode[]
  blogSidebar: BlogSidebarYear[]
  /** Listed posts, newest first: the feeds read these. */
  summaries: BlogPostSummary[]
  /** Route → its page file, for every route whose module has a loader. */
  pages: Map<string, PageFile>
  /** Route → plain-markdown twin. */
  twins: Map<string, string>
  /** Route → sections, for search records. */
  sections: Map<string, PageSection[]>
  /** Post route → the post's HTML for feed readers. */
  feeds: Map<string, string>
  /** Other files the site serves as they are, by path: the API reference's OpenAPI documents, history and changelog feed. */
  files: Map<string, string>
}

export interface Assembled {
  content: SiteContent
  problems: ContentProblem[]
  warnings: string[]
}

const fixedEntry = (page: FixedPage): IndexEntry => ({ ...page, source: null, unlisted: false, draft: false, keywords: [] })

function summaryOf(post: BuiltPost): BlogPostSummary {
  const { slug, route, title, description, date, authors, tags, readingMinutes, truncated, draft } = post.page
  return { slug, route, title, description, date, authors, tags, readingMinutes, truncated, draft }
}

/** A page's markdown twin and search sections. */
function addOutputs(content: SiteContent, page: BuiltPage<unknown>): void {
  content.twins.set(page.entry.route, page.markdown)
  content.sections.set(page.entry.route, page.sections)
}

/** The excerpts of `posts`, as the bodies of a page that lists them. */
const excerptsOf = (posts: BlogPostSummary[], excerpts: Map<string, string>): Record<string, string> =>
  Object.fromEntries(posts.map((post) => [excerptKey(post.route), excerpts.get(post.route) ?? '']))

export async function assembleSite(compiled: CompiledPages, options: AssembleOptions): Promise<Assembled> {
  const problems: ContentProblem[] = []
  const warnings: string[] = []
  const content: SiteContent = { index: [], sidebar: [], blogSidebar: [], summaries: [], pages: new Map(), twins: new Map(), sections: new Map(), feeds: new Map(), files: compiled.api.files }

  // The route table, in a fixed order. A second claim on a route warns and is dropped.
  const claimed = new Map<string, string>()
  const claim = (entry: IndexEntry): boolean => {
    const owner = claimed.get(entry.route)
    if (owner !== undefined) {
      warnings.push(`Duplicate route ${entry.route}: ${entry.source ?? entry.kind} and ${owner} both map to it; keeping ${owner}`)
      return false
    }
    claimed.set(entry.route, entry.source ?? entry.kind)
    content.index.push(entry)
    return true
  }
  const addPage = (route: string, kind: RouteKind, data: unknown, bodies: Record<string, string> = {}) => content.pages.set(route, { kind, data, bodies })

  // Docs whose front matter is wrong have a problem of their own: an empty category is not one more.
  const docFiles = new Set(compiled.docSources.map((doc) => doc.file))
  const unreadDocs = [...options.fileRoutes.keys()].filter((file) => file.startsWith('content/docs/') && !docFiles.has(file))
  const sidebar = buildSidebar('docs', options.sidebarConfig, compiled.docSources, compiled.api, problems, options.sidebarText, unreadDocs)
  content.sidebar = sidebar.nodes

  claim(fixedEntry(fixedPages.home))
  // The search page renders nothing from the content; its empty page file keeps every page alike for prefetching.
  if (claim(fixedEntry(fixedPages.search))) addPage(fixedPages.search.route, 'search', {})
  if (claim(compiled.showcase.entry)) addPage(compiled.showcase.entry.route, 'showcase', compiled.showcase.page)
  const docs = compiled.docs.filter((doc) => claim(doc.entry))
  // Category cards describe the pages they link to, so they are made once those are known.
  const entries = new Map(content.index.map((e) => [e.route, e]))
  for (const page of compiled.api.pages) entries.set(page.entry.route, page.entry)
  const categories = (await Promise.all(sidebar.categories.map((category) => buildCategoryPage(category, entries)))).filter((page) => claim(page.entry))
  const apiPages = compiled.api.pages.filter((page) => claim(page.entry))
  const standalone = compiled.standalone.filter((page) => claim(page.entry))

  const listed = compiled.posts.filter((post) => !post.entry.unlisted)
  const listPages = getBlogListPages(listed.map(summaryOf), blogConfig.postsPerPage)
  listPages.forEach((page) => claim(fixedEntry(blogListPage(page.page))))
  claim(fixedEntry(fixedPages.blogArchive))
  claim(fixedEntry(fixedPages.blogAuthors))
  claim(fixedEntry(fixedPages.blogTags))
  for (const key of Object.keys(blogTags) as (keyof typeof blogTags)[]) claim(fixedEntry(blogTagPage(key)))
  const posts = compiled.posts.filter((post) => claim(post.entry))

  // Links: every page's links against every route and served file. A page that failed to compile,
  // or whose front matter did, still counts as existing (`options.fileRoutes` has every source), so
  // its problems are not echoed as broken links on other pages.
  const routes = new Set([...content.index.map((e) => e.route), ...options.fileRoutes.values(), ...options.servedFiles, ...content.files.keys()])
  for (const page of [...docs, ...standalone, ...posts]) {
    const result = checkLinks(page.entry.source as string, page.entry.route, page.links, { root: options.root, routes, fileRoutes: options.fileRoutes })
    problems.push(...result.broken)
    warnings.push(...result.warnings)
  }

  // Docs pages: breadcrumbs from the sidebar's categories, previous and next in its reading order.
  const neighbours = (route: string): { previous: PageLink | null; next: PageLink | null } => {
    const at = sidebar.order.findIndex((l) => l.route === route)
    return at === -1 ? { previous: null, next: null } : { previous: sidebar.order[at - 1] ?? null, next: sidebar.order[at + 1] ?? null }
  }
  const sidebarLabels = new Map(compiled.docSources.map((d) => [getDocRoute(d), d.frontMatter.sidebar_label ?? d.frontMatter.title]))
  const dateOf = (entry: IndexEntry) => (entry.source ? options.dates?.get(entry.source) : undefined)
  for (const doc of [...docs, ...categories, ...apiPages]) {
    const { route } = doc.entry
    const crumb = sidebarLabels.get(route) ?? doc.entry.title
    const breadcrumbs = route === '/docs' ? [{ label: 'Docs', href: null }] : [{ label: 'Docs', href: '/docs' }, ...(sidebar.parents.get(route) ?? []), { label: crumb, href: null }]
    const lastUpdate = dateOf(doc.entry)
    addPage(route, doc.page.kind, { ...doc.page, breadcrumbs, ...neighbours(route), ...(lastUpdate ? { lastUpdate } : {}) }, { [route]: doc.body })
    addOutputs(content, doc)
  }
  for (const page of standalone) {
    addPage(page.entry.route, 'page', page.page, { [page.entry.route]: page.body })
    addOutputs(content, page)
  }

  addBlogPages(posts, content, addPage)
  // Every dated page's date in the index, for the sitemap.
  content.index = content.index.map((entry) => {
    const lastUpdate = dateOf(entry)
    return lastUpdate ? { ...entry, lastUpdate } : entry
  })

  return { content, problems, warnings }
}

/**
 * The blog's pages: listed posts newest first, each post linked to its neighbours in that order,
 * the lists of posts (with the excerpts they show), the tags, archive and authors, and the home
 * page's latest posts.
 */
function addBlogPages(posts: BuiltPost[], content: SiteContent, addPage: (route: string, kind: RouteKind, data: unknown, bodies?: Record<string, string>) => void): void {
  const excerpts = new Map(posts.map((post) => [post.entry.route, post.excerpt]))
  content.summaries = posts.filter((post) => !post.entry.unlisted).map(summaryOf)
  content.blogSidebar = getBlogSidebar(content.summaries)
  for (const post of posts) {
    const at = content.summaries.findIndex((s) => s.route === post.entry.route)
    const link = (s: BlogPostSummary | undefined): PageLink | null => (s ? { title: s.title, route: s.route } : null)
    const data: BlogPostData = { ...post.page, newer: at > 0 ? link(content.summaries[at - 1]) : null, older: at >= 0 ? link(content.summaries[at + 1]) : null }
    addPage(post.entry.route, 'blog-post', data, { [post.entry.route]: post.body })
    content.feeds.set(post.entry.route, post.feedHtml)
    addOutputs(content, post)
  }
  for (const page of getBlogListPages(content.summaries, blogConfig.postsPerPage)) {
    addPage(blogListPage(page.page).route, 'blog-list', page satisfies BlogListData, excerptsOf(page.posts, excerpts))
  }
  for (const key of Object.keys(blogTags) as (keyof typeof blogTags)[]) {
    const data = getTagPage(key, content.summaries) satisfies BlogTagData
    addPage(blogTagPage(key).route, 'blog-tag', data, excerptsOf(data.posts, excerpts))
  }
  addPage(fixedPages.blogArchive.route, 'blog-archive', { years: getBlogArchive(content.summaries) } satisfies BlogArchiveData)
  addPage(fixedPages.blogAuthors.route, 'blog-authors', { authors: getAuthorsWithPosts(content.summaries) } satisfies BlogAuthorsData)
  addPage(fixedPages.blogTags.route, 'blog-tags', { tags: getTagsWithCounts(content.summaries) } satisfies BlogTagsData)
  addPage(fixedPages.home.route, 'home', { posts: getLatestPosts(content.summaries) } satisfies HomeData)

}
