/**
 * The content build: reads content/ and the config, runs one builder per kind of content (docs,
 * API reference, stand-alone pages, blog, showcase) through the compile cache, then assembles what
 * spans pages: the content index, the sidebar and category pages, previous/next links, the blog's
 * order and the link check. `npm run build` and `npm run dev` both call it; with a warm cache only
 * changed pages are compiled again.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { blogConfig, blogTags } from '../../config/blog.ts'
import { sidebars, type SidebarItemConfig } from '../../config/sidebars.ts'
import { site, type NavbarItem } from '../../config/site.ts'
import { blogListPage, blogTagPage, fixedPages } from '../fixed-pages.ts'
import type { BlogAuthor, BlogPostData, BlogPostSummary, DocPageData, IndexEntry, PageLink, ShowcaseData, SidebarNode, StandalonePageData } from '../types.ts'
import { showcaseProjects } from '../../../content/showcase.ts'
import type { ApiReference } from './api/build.ts'
import { buildApi, noApi, renderApi, type BuiltApi } from './builders/api.ts'
import { buildPost, type BuiltPost } from './builders/blog.ts'
import { buildCategoryPage } from './builders/categories.ts'
import type { BuildContext, BuiltPage } from './builders/context.ts'
import { buildDoc, type DocBody } from './builders/docs.ts'
import { buildStandalonePage, type PageSource } from './builders/pages.ts'
import { buildShowcase } from './builders/showcase.ts'
import { paginate, readAuthors, resolvePosts, type PostSource } from './blog.ts'
import { CompileCache, getPipelineVersion } from './cache.ts'
import { checkLinks, checkNavbar, checkRouteModules, listRouteModules, siteConfigFile } from './checks.ts'
import { buildSidebar, getDocRoute, sidebarsFile, type DocSource } from './docs.ts'
import type { ContentProblem } from './markdown/problems.ts'
import type { CompiledContent, PageSection } from './markdown/types.ts'
import { blogFrontMatterSchema, docFrontMatterSchema, pageFrontMatterSchema } from './schema.ts'
import { listSourceFiles, parseSourceFile, type SourceFile } from './source-files.ts'

export interface BuildOptions {
  root: string
  /** Drafts are compiled only when true (`npm run dev`). */
  includeDrafts?: boolean
  /** Where compiled pages are kept; the default is an in-memory cache (nothing reused). */
  cache?: CompileCache
  sidebarConfig?: Record<string, SidebarItemConfig[]>
  navbar?: readonly unknown[]
  routesFile?: string
  /** The API reference; the default reads the Lexicons of the pinned @atproto/api. Pass null for none. */
  apiReference?: ApiReference | null
  /** The showcase entries to validate; the default is content/showcase.ts. */
  showcase?: unknown
  /**
   * The last version of each file that parsed and compiled (`npm run dev` keeps one across
   * rebuilds): a file that breaks keeps serving it while its problems are reported.
   */
  lastGood?: LastGood
}

/** Per source file, its last good front matter parse and compile. */
export interface LastGood {
  sources: Map<string, SourceFile<unknown>>
  compiled: Map<string, CompiledContent>
}

/** Everything the site renders, computed once; `writeStore` puts it in .cache/content for the loaders. */
export interface ContentBuild {
  index: IndexEntry[]
  sidebar: SidebarNode[]
  /** Listed posts, newest first: the blog lists, the home page and the feeds read these. */
  summaries: BlogPostSummary[]
  /** Route → what the route's loader returns. */
  docs: Record<string, DocPageData>
  pages: Record<string, StandalonePageData>
  posts: Record<string, BlogPostData>
  showcase: ShowcaseData
  /** Route → plain-markdown twin. */
  markdown: Record<string, string>
  /** Route → sections, for search records. */
  sections: Record<string, PageSection[]>
  /** Post route → the post's HTML for feed readers. */
  feeds: Record<string, string>
}

export interface BuildResult {
  content: ContentBuild
  problems: ContentProblem[]
  warnings: string[]
  /** What a later save that changes only a page's body needs to patch this build (patchPageBody). */
  session: BuildSession
}

type PageKind = 'doc' | 'page' | 'post'

/** A build's sources and link tables, kept by `npm run dev` so a body-only save skips the rest. */
export interface BuildSession {
  ctx: BuildContext
  authors: Map<string, BlogAuthor>
  /** Each compiled page's source (file → kind, its source as parsed, its route). */
  pages: Map<string, { kind: PageKind; source: SourceFile<unknown>; route: string }>
  /** The link check's tables, as the build ran it. */
  links: { routes: Set<string>; fileRoutes: Map<string, string> }
}

/** Files the build writes besides pages; links to them are valid. */
export const emittedFiles = ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json', '/sitemap.xml', '/robots.txt', '/llms.txt', '/llms-full.txt', '/search-records.json']

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await fn(items[i])
      }
    }),
  )
  return results
}

function readText(root: string, file: string): string {
  const path = join(root, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : ''
}

/** The cache `npm run build` and `npm run dev` share, under .cache/compile. */
export function openCompileCache(root: string): CompileCache {
  return new CompileCache(join(root, '.cache/compile'), getPipelineVersion(root))
}

export async function buildContent(options: BuildOptions): Promise<BuildResult> {
  const { root } = options
  const problems: ContentProblem[] = []
  const warnings: string[] = []

  const cache = options.cache ?? new CompileCache(null, '')
  checkNavbar(options.navbar ?? (site.navbar as readonly NavbarItem[]), problems, readText(root, siteConfigFile))
  await checkRouteModules(root, listRouteModules(root, options.routesFile), problems, options.routesFile, cache)

  const { lastGood } = options
  const read = <S extends z.ZodType>(dir: string, schema: S): SourceFile<z.infer<S>>[] =>
    listSourceFiles(root, dir).flatMap((file) => {
      const parsed = parseSourceFile(file, dir, readText(root, file), schema, problems)
      if (parsed) lastGood?.sources.set(file, parsed)
      const source = (parsed ?? lastGood?.sources.get(file)) as SourceFile<z.infer<S>> | undefined
      return source && (options.includeDrafts || !(source.frontMatter as { draft: boolean }).draft) ? [source] : []
    })
  const docs = read('content/docs', docFrontMatterSchema)
  const standalone = read('content/pages', pageFrontMatterSchema)
  const authors = readAuthors(root, problems)
  const posts = resolvePosts(read('content/blog', blogFrontMatterSchema), authors, problems)

  const ctx: BuildContext = {
    root,
    cache,
    problems,
    fileRoutes: new Map(),
    apiFamilies: [],
    siteUrl: site.url,
    editUrlBase: site.editUrlBase,
    lastGood: lastGood?.compiled,
  }
  const api: BuiltApi =
    options.apiReference === null ? noApi : options.apiReference ? await renderApi(options.apiReference) : await buildApi(ctx)
  ctx.apiFamilies = api.families

  // Every source's route, known before anything compiles, so links between files resolve.
  for (const doc of docs) ctx.fileRoutes.set(doc.file, getDocRoute(doc))
  for (const page of standalone) ctx.fileRoutes.set(page.file, `/${page.id}`)
  for (const post of posts) ctx.fileRoutes.set(post.file, `/blog/${post.slug}`)

  const sidebar = buildSidebar('docs', (options.sidebarConfig ?? sidebars).docs ?? [], docs, api.groups, problems, readText(root, sidebarsFile))

  // One pass per source; four at a time keeps both cores busy while one page waits on the cache.
  const [builtDocs, builtPages, builtPosts] = await Promise.all([
    mapLimit(docs, 4, (doc) => buildDoc(ctx, doc)),
    mapLimit(standalone, 4, (page) => buildStandalonePage(ctx, page)),
    mapLimit(posts, 4, (post) => buildPost(ctx, post, authors)),
  ])
  const showcase = buildShowcase(ctx, options.showcase === undefined ? showcaseProjects : options.showcase)

  // The route table, in a fixed order. A second claim on a route warns and is dropped.
  const index: IndexEntry[] = []
  const claimed = new Map<string, string>()
  const claim = (entry: IndexEntry): boolean => {
    const owner = claimed.get(entry.route)
    if (owner !== undefined) {
      warnings.push(`Duplicate route ${entry.route}: ${entry.source ?? entry.kind} and ${owner} both map to it; keeping ${owner}`)
      return false
    }
    claimed.set(entry.route, entry.source ?? entry.kind)
    index.push(entry)
    return true
  }
  const fixedEntry = (page: { route: string; kind: IndexEntry['kind']; title: string; description: string }): IndexEntry => ({
    route: page.route,
    kind: page.kind,
    title: page.title,
    description: page.description,
    source: null,
    unlisted: false,
    draft: false,
    keywords: [],
  })
  const present = <T>(items: (T | null)[]) => items.filter((item): item is T => item !== null)

  claim(fixedEntry(fixedPages.home))
  claim(fixedEntry(fixedPages.search))
  claim(showcase.entry)
  const docPages = present(builtDocs).filter((doc) => claim(doc.entry))
  const entries = new Map(index.map((e) => [e.route, e]))
  for (const doc of docPages) entries.set(doc.entry.route, doc.entry)
  for (const page of api.pages) entries.set(page.entry.route, page.entry)
  const categoryPages = await Promise.all(sidebar.categories.map((category) => buildCategoryPage(category, entries)))
  const categories = categoryPages.filter((category) => claim(category.entry))
  const apiPages = api.pages.filter((page) => claim(page.entry))
  const standalonePages = present(builtPages).filter((page) => claim(page.entry))

  const postPages = present(builtPosts)
  const listed = postPages.filter((post) => !post.entry.unlisted)
  paginate(listed, blogConfig.postsPerPage).forEach((_, i) => claim(fixedEntry(blogListPage(i + 1))))
  claim(fixedEntry(fixedPages.blogArchive))
  claim(fixedEntry(fixedPages.blogAuthors))
  claim(fixedEntry(fixedPages.blogTags))
  for (const key of Object.keys(blogTags) as (keyof typeof blogTags)[]) claim(fixedEntry(blogTagPage(key)))
  const claimedPosts = postPages.filter((post) => claim(post.entry))

  // Links: every page's links against every route and emitted file. A page that failed to compile
  // still counts as existing, so its problems are not echoed as broken links on other pages.
  const routes = new Set([...index.map((e) => e.route), ...ctx.fileRoutes.values(), ...emittedFiles])
  const fileRoutes = new Map([...docPages, ...standalonePages, ...claimedPosts].map((p) => [p.entry.source as string, p.entry.route]))
  for (const page of [...docPages, ...standalonePages, ...claimedPosts]) {
    const result = checkLinks(page.entry.source as string, page.entry.route, page.links, { root, routes, fileRoutes })
    problems.push(...result.broken)
    warnings.push(...result.warnings)
  }

  const content: ContentBuild = {
    index,
    sidebar: sidebar.nodes,
    summaries: [],
    docs: {},
    pages: {},
    posts: {},
    showcase: showcase.page,
    markdown: {},
    sections: {},
    feeds: {},
  }
  const output = <P>(page: BuiltPage<P>) => {
    content.markdown[page.entry.route] = page.markdown
    content.sections[page.entry.route] = page.sections
  }

  const neighbours = (route: string): { previous: PageLink | null; next: PageLink | null } => {
    const at = sidebar.order.findIndex((l) => l.route === route)
    if (at === -1) return { previous: null, next: null }
    return { previous: sidebar.order[at - 1] ?? null, next: sidebar.order[at + 1] ?? null }
  }
  const placeDoc = (doc: BuiltPage<DocBody>, crumbLabel: string) => {
    const { route } = doc.entry
    const breadcrumbs =
      route === '/docs'
        ? [{ label: 'Docs', href: null }]
        : [{ label: 'Docs', href: '/docs' }, ...(sidebar.parents.get(route) ?? []), { label: crumbLabel, href: null }]
    content.docs[route] = { ...doc.page, breadcrumbs, ...neighbours(route) }
    output(doc)
  }
  const sidebarLabels = new Map(docs.map((d) => [getDocRoute(d), d.frontMatter.sidebar_label ?? d.frontMatter.title]))
  for (const doc of docPages) placeDoc(doc, sidebarLabels.get(doc.entry.route) ?? doc.entry.title)
  for (const category of categories) placeDoc(category, category.entry.title)
  for (const page of apiPages) placeDoc(page, page.entry.title)
  for (const page of standalonePages) {
    content.pages[page.entry.route] = page.page
    output(page)
  }

  content.summaries = claimedPosts.filter((post) => !post.entry.unlisted).map(summaryOf)
  for (const post of claimedPosts) {
    const at = content.summaries.findIndex((s) => s.route === post.entry.route)
    const link = (s: BlogPostSummary | undefined): PageLink | null => (s ? { title: s.title, route: s.route } : null)
    content.posts[post.entry.route] = {
      ...post.page,
      newer: at > 0 ? link(content.summaries[at - 1]) : null,
      older: at >= 0 ? link(content.summaries[at + 1]) : null,
    }
    content.feeds[post.entry.route] = post.feedHtml
    output(post)
  }

  const pages: BuildSession['pages'] = new Map()
  const sourceOf = new Map<string, SourceFile<unknown>>([...docs, ...standalone, ...posts].map((source) => [source.file, source]))
  const keep = (kind: PageKind, built: { entry: IndexEntry }[]) => {
    for (const { entry } of built) pages.set(entry.source as string, { kind, source: sourceOf.get(entry.source as string) as SourceFile<unknown>, route: entry.route })
  }
  keep('doc', docPages)
  keep('page', standalonePages)
  keep('post', claimedPosts)
  return { content, problems, warnings, session: { ctx, authors, pages, links: { routes, fileRoutes } } }
}

function summaryOf(post: BuiltPost): BlogPostSummary {
  const { slug, route, title, description, date, authors: by, tags, readingMinutes, excerptHtml, truncated, draft } = post.page
  return { slug, route, title, description, date, authors: by, tags, readingMinutes, excerptHtml, truncated, draft }
}

const schemaOf = { doc: ['content/docs', docFrontMatterSchema], page: ['content/pages', pageFrontMatterSchema], post: ['content/blog', blogFrontMatterSchema] } as const

/** What decides everything about a page except its own body: route, index entry, sidebar, lists. */
const frontOf = (source: SourceFile<unknown>) => JSON.stringify([source.frontMatter, source.lineOffset, source.fieldLines])

export interface PatchResult {
  content: ContentBuild
  route: string
  /** The page's source as parsed now (the last good version of the file). */
  source: SourceFile<unknown>
  warnings: string[]
}

/**
 * A save that changed only the body of a page the last build compiled: compiles that page and
 * puts it into `content` (a copy) in place of its old version, leaving the index, sidebar, other
 * pages and the link tables as they were, which a full build would make again unchanged. Returns
 * null when the save needs a full build: the front matter changed, the file is not such a page,
 * or the new version has problems (the full build reports them).
 */
export async function patchPageBody(session: BuildSession, content: ContentBuild, file: string): Promise<PatchResult | null> {
  const known = session.pages.get(file)
  if (!known) return null
  const path = join(session.ctx.root, file)
  if (!existsSync(path)) return null
  const problems: ContentProblem[] = []
  const [dir, schema] = schemaOf[known.kind]
  const parsed = parseSourceFile(file, dir, readFileSync(path, 'utf8'), schema, problems)
  if (!parsed || problems.length > 0 || frontOf(parsed) !== frontOf(known.source)) return null
  // Same front matter: the source the last build resolved (a post's date and slug too), with the new body.
  const source = { ...known.source, body: parsed.body }
  const ctx: BuildContext = { ...session.ctx, problems }
  const built =
    known.kind === 'doc'
      ? await buildDoc(ctx, source as DocSource)
      : known.kind === 'page'
        ? await buildStandalonePage(ctx, source as PageSource)
        : await buildPost(ctx, source as PostSource, session.authors)
  if (!built || problems.length > 0) return null
  const { route } = known
  const entry = content.index.find((e) => e.route === route)
  if (JSON.stringify(entry) !== JSON.stringify(built.entry)) return null
  const links = checkLinks(file, route, built.links, { root: session.ctx.root, ...session.links })
  if (links.broken.length > 0) return null

  const next: ContentBuild = { ...content, markdown: { ...content.markdown, [route]: built.markdown }, sections: { ...content.sections, [route]: built.sections } }
  if (known.kind === 'doc') {
    const { breadcrumbs, previous, next: after } = content.docs[route]
    next.docs = { ...content.docs, [route]: { ...(built.page as DocBody), breadcrumbs, previous, next: after } }
  } else if (known.kind === 'page') {
    next.pages = { ...content.pages, [route]: built.page as StandalonePageData }
  } else {
    const post = built as BuiltPost
    const { newer, older } = content.posts[route]
    next.posts = { ...content.posts, [route]: { ...post.page, newer, older } }
    next.feeds = { ...content.feeds, [route]: post.feedHtml }
    next.summaries = content.summaries.map((summary) => (summary.route === route ? summaryOf(post) : summary))
  }
  session.pages.set(file, { ...known, source })
  return { content: next, route, source: parsed, warnings: links.warnings }
}
