import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { blogConfig, blogTags } from '../../config/blog.ts'
import { sidebars, type SidebarItemConfig } from '../../config/sidebars.ts'
import { site, type NavbarItem } from '../../config/site.ts'
import type {
  BlogPostData,
  BlogPostSummary,
  DocPageData,
  IndexEntry,
  PageLink,
  ShowcaseData,
  SidebarNode,
  StandalonePageData,
} from '../types.ts'
import { showcaseProjects } from '../../../content/showcase.ts'
import type { ApiReference } from './api/build.ts'
import { getBlogPageRoute, getReadingMinutes, getTag, paginate, readAuthors, resolvePosts } from './blog.ts'
import { checkLinks, checkNavbar, checkRouteModules, listRouteModules } from './checks.ts'
import { buildSidebar, getDocRoute, type GeneratedGroup } from './docs.ts'
import { compileContent, ContentError } from './markdown/compile.ts'
import { apiFamilyTableMarkdown, setApiFamilies } from './markdown/mdx-components.tsx'
import { rehypeCodeBlocks } from './markdown/highlight.ts'
import { renderApiPage } from './api/render.ts'
import { collectSections, rehypeExternalLinks, rehypeHeadingAnchors, rehypeScrollableTables } from './markdown/rehype-plugins.ts'
import { toMarkdownTwin, type TwinOptions } from './markdown/twin.ts'
import type { CompiledContent, PageSection, SourceLink } from './markdown/types.ts'
import { blogFrontMatterSchema, docFrontMatterSchema, pageFrontMatterSchema } from './schema.ts'
import { parseShowcase } from './showcase.ts'
import { readSourceFiles } from './source-files.ts'

export interface BuildOptions {
  root: string
  /** Drafts are compiled only when true (`npm run dev`). */
  includeDrafts?: boolean
  sidebarConfig?: Record<string, SidebarItemConfig[]>
  navbar?: readonly unknown[]
  routesFile?: string
  /** The API reference; the default reads the Lexicons of the pinned @atproto/api. Pass null for none. */
  apiReference?: ApiReference | null
  /** The showcase entries to validate; the default is content/showcase.ts. */
  showcase?: unknown
}

/** Everything the site renders, computed once; written to .cache/content by the build script. */
export interface ContentBuild {
  index: IndexEntry[]
  sidebar: SidebarNode[]
  docs: Record<string, DocPageData>
  pages: Record<string, StandalonePageData>
  blog: {
    posts: Record<string, BlogPostData>
    summaries: BlogPostSummary[]
  }
  /** Route → plain-markdown twin. */
  markdown: Record<string, string>
  /** Route → sections, for search records. */
  sections: Record<string, PageSection[]>
  /** The community projects on /showcase/, validated. */
  showcase: ShowcaseData
  /** Files emitted next to the pages (feeds, sitemap, …): the link check accepts them. */
  extraFiles: string[]
}

export interface BuildResult {
  content: ContentBuild
  errors: string[]
  warnings: string[]
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

async function loadApiReference(): Promise<ApiReference | null> {
  if (!existsSync(new URL('./api/build.ts', import.meta.url))) return null
  const { buildApiReference } = await import('./api/build.ts')
  return buildApiReference()
}

/** The card of an API family on the reference index: its methods, then its records and types. */
function describeApiGroup(item: Extract<SidebarNode, { type: 'category' }>): { count: string; description: string; firstHref: string | undefined } {
  const methods = item.items.filter((child) => child.type === 'link')
  const types = item.items.flatMap((child) => (child.type === 'category' ? child.items : []))
  const parts = [methods.length > 0 ? `${methods.length} methods` : '', types.length > 0 ? `${types.length} records and types` : ''].filter(Boolean)
  const first = [...methods, ...types].find((child) => child.type === 'link')
  return {
    count: parts.join(', '),
    description: methods.length > 0 ? `The ${item.label} family of XRPC methods.` : `Records and types of ${item.label} that the methods use.`,
    firstHref: first?.type === 'link' ? first.href : undefined,
  }
}

/** Runs the site's own rehype steps (highlighting, anchors, safe external links) on a generated tree. */
async function renderGeneratedTree(tree: import('hast').Root): Promise<{ html: string; sections: PageSection[] }> {
  await rehypeCodeBlocks()(tree)
  rehypeHeadingAnchors()(tree)
  rehypeExternalLinks()(tree)
  rehypeScrollableTables()(tree)
  return { html: toHtml(tree), sections: collectSections(tree) }
}

function editUrl(file: string | null): string | null {
  return file ? `${site.editUrlBase}${file}` : null
}

export async function buildContent(options: BuildOptions): Promise<BuildResult> {
  const { root } = options
  const errors: string[] = []
  const warnings: string[] = []

  checkNavbar(options.navbar ?? (site.navbar as readonly NavbarItem[]), errors)
  checkRouteModules(root, listRouteModules(root, options.routesFile), errors)

  const keep = <T extends { frontMatter: { draft: boolean } }>(items: T[]) =>
    options.includeDrafts ? items : items.filter((i) => !i.frontMatter.draft)
  const docs = keep(readSourceFiles(root, 'content/docs', docFrontMatterSchema, errors))
  const standalone = keep(readSourceFiles(root, 'content/pages', pageFrontMatterSchema, errors))
  const authors = readAuthors(root, errors)
  const posts = keep(resolvePosts(readSourceFiles(root, 'content/blog', blogFrontMatterSchema, errors), authors, errors))
  const api = options.apiReference === undefined ? await loadApiReference() : options.apiReference

  const apiGroups: GeneratedGroup[] = (api?.families ?? []).map((family) => ({
    label: family.id,
    links: family.methods.map((m) => ({
      label: m.nsid.split('.').pop() ?? m.nsid,
      href: m.route,
      ...(m.deprecated ? { badge: 'deprecated' } : {}),
    })),
    types: family.types.map((t) => ({ label: t.nsid.split('.').pop() ?? t.nsid, href: t.route })),
  }))
  const apiFamilies = (api?.families ?? []).filter((f) => f.methods.length > 0).map((f) => ({ id: f.id, slug: f.slug, count: f.methods.length }))
  setApiFamilies(apiFamilies)
  // Plain-markdown forms of the MDX components, for the twins; each mirrors its component.
  const twinOptions: TwinOptions = { components: { ApiFamilyTable: apiFamilyTableMarkdown(apiFamilies) } }
  const twin = (file: string, title: string, description: string, body: string): string => {
    try {
      return toMarkdownTwin(title, description, body, twinOptions)
    } catch (error) {
      errors.push(`${file}: ${(error as Error).message}`)
      return ''
    }
  }
  const sidebarConfig = options.sidebarConfig ?? sidebars
  const built = buildSidebar('docs', sidebarConfig.docs ?? [], docs, apiGroups, errors)

  // The route table. A second claim on a route warns and is dropped: the first one wins.
  const index: IndexEntry[] = []
  const seen = new Map<string, string>()
  const claim = (entry: IndexEntry): boolean => {
    const owner = seen.get(entry.route)
    if (owner !== undefined) {
      warnings.push(`Duplicate route ${entry.route}: ${entry.source ?? entry.kind} and ${owner} both map to it; keeping ${owner}`)
      return false
    }
    seen.set(entry.route, entry.source ?? entry.kind)
    index.push(entry)
    return true
  }
  const fixed: [string, IndexEntry['kind'], string, string][] = [
    ['/', 'home', site.title, `${site.tagline} Guides, tutorials, starter templates, the full HTTP API reference and the developer blog for the AT Protocol.`],
    ['/search', 'search', 'Search', `Search the ${site.title} documentation, API reference and blog.`],
    ['/showcase/', 'showcase', 'Showcase', 'Clients, feed builders, bridges, moderation tools, libraries and servers that the community has built on the AT Protocol.'],
  ]
  for (const [route, kind, title, description] of fixed) claim({ route, kind, title, description, source: null, headings: [], unlisted: false })

  const fileRoutes = new Map<string, string>()
  const docRoutes = docs.filter((doc) => claim({ route: getDocRoute(doc), kind: 'doc', title: doc.frontMatter.title, description: doc.frontMatter.description, source: doc.file, headings: [], unlisted: doc.frontMatter.unlisted }))
  for (const doc of docRoutes) fileRoutes.set(doc.file, getDocRoute(doc))
  for (const category of built.categories) {
    claim({ route: category.route, kind: 'doc-category', title: category.config.label, description: category.config.description, source: null, headings: [], unlisted: false })
  }
  for (const page of api?.pages ?? []) {
    claim({ route: page.route, kind: 'api', title: page.title, description: page.description, source: null, headings: [], unlisted: false })
  }
  const pageRoutes = standalone.filter((page) => claim({ route: `/${page.id}`, kind: 'page', title: page.frontMatter.title, description: page.frontMatter.description, source: page.file, headings: [], unlisted: page.frontMatter.unlisted }))
  for (const page of pageRoutes) fileRoutes.set(page.file, `/${page.id}`)

  const listedPosts = posts.filter((p) => !p.frontMatter.unlisted)
  const blogPages = paginate(listedPosts, blogConfig.postsPerPage)
  blogPages.forEach((_, i) => claim({ route: getBlogPageRoute(i + 1), kind: 'blog-list', title: i === 0 ? 'Blog' : `Blog, page ${i + 1}`, description: blogConfig.description, source: null, headings: [], unlisted: false }))
  claim({ route: '/blog/archive', kind: 'blog-archive', title: 'Archive', description: 'Every post on the blog, by year.', source: null, headings: [], unlisted: false })
  claim({ route: '/blog/authors', kind: 'blog-authors', title: 'Authors', description: 'The people and teams who write this blog.', source: null, headings: [], unlisted: false })
  claim({ route: '/blog/tags', kind: 'blog-tags', title: 'Tags', description: 'Every topic on the blog, with its number of posts.', source: null, headings: [], unlisted: false })
  for (const key of Object.keys(blogTags)) {
    const tag = getTag(key)
    claim({ route: tag.route, kind: 'blog-tag', title: `Posts tagged "${tag.label}"`, description: tag.description, source: null, headings: [], unlisted: false })
  }
  const postRoutes = posts.filter((post) => claim({ route: `/blog/${post.slug}`, kind: 'blog-post', title: post.frontMatter.title, description: post.frontMatter.description, source: post.file, headings: [], unlisted: post.frontMatter.unlisted }))
  for (const post of postRoutes) fileRoutes.set(post.file, `/blog/${post.slug}`)

  // Compile every source once.
  const sources = [...docRoutes, ...pageRoutes, ...postRoutes]
  const compiled = new Map<string, CompiledContent>()
  const linksToCheck: { file: string; route: string; links: SourceLink[] }[] = []
  await mapLimit(sources, 4, async (source) => {
    const route = fileRoutes.get(source.file) as string
    try {
      const result = await compileContent(source.body, source.file, {
        lineOffset: source.lineOffset,
        resolveLink: (url) => {
          if (!/^\.{0,2}\/?[^:]*\.mdx?(#.*)?$/.test(url) || url.startsWith('/')) return undefined
          const [path, hash] = url.split('#')
          const target = join(source.file, '..', path)
          const to = fileRoutes.get(target)
          return to ? `${to}${hash ? `#${hash}` : ''}` : undefined
        },
      })
      compiled.set(source.file, result)
      linksToCheck.push({ file: source.file, route, links: result.links })
    } catch (error) {
      if (error instanceof ContentError) errors.push(error.message)
      else throw error
    }
  })

  const routes = new Set([...index.map((e) => e.route), ...emittedFiles])
  for (const { file, route, links } of linksToCheck) {
    const result = checkLinks(file, route, links, { root, routes, fileRoutes })
    errors.push(...result.broken)
    warnings.push(...result.warnings)
  }

  const content: ContentBuild = {
    index,
    sidebar: built.nodes,
    docs: {},
    pages: {},
    blog: { posts: {}, summaries: [] },
    markdown: {},
    sections: {},
    showcase: parseShowcase(options.showcase === undefined ? showcaseProjects : options.showcase, 'content/showcase.ts', errors),
    extraFiles: emittedFiles,
  }
  const entryOf = new Map(index.map((e) => [e.route, e]))
  const neighbours = (route: string): { previous: PageLink | null; next: PageLink | null } => {
    const at = built.order.findIndex((l) => l.route === route)
    if (at === -1) return { previous: null, next: null }
    return { previous: built.order[at - 1] ?? null, next: built.order[at + 1] ?? null }
  }
  const crumbs = (route: string, title: string) => [
    { label: 'Docs', href: '/docs' },
    ...(built.parents.get(route) ?? []),
    { label: title, href: null },
  ]

  for (const doc of docRoutes) {
    const result = compiled.get(doc.file)
    if (!result) continue
    const route = getDocRoute(doc)
    const fm = doc.frontMatter
    content.docs[route] = {
      kind: 'doc',
      route,
      title: fm.title,
      description: fm.description,
      html: result.html,
      toc: result.toc,
      hideToc: fm.hide_table_of_contents,
      editUrl: editUrl(doc.file),
      breadcrumbs: route === '/docs' ? [{ label: 'Docs', href: null }] : crumbs(route, fm.sidebar_label ?? fm.title),
      ...neighbours(route),
      badges: [],
      markdownUrl: `${route}.md`,
      unlisted: fm.unlisted,
    }
    content.markdown[route] = twin(doc.file, fm.title, fm.description, doc.body)
    content.sections[route] = result.sections
    const entry = entryOf.get(route)
    if (entry) entry.headings = result.toc
  }

  for (const category of built.categories) {
    // One list feeds both the HTML cards and the twin, so they say the same thing.
    const cardData = category.items.map((item) => {
      const entry = item.href ? entryOf.get(item.href) : undefined
      const family = item.type === 'category' ? describeApiGroup(item) : null
      return {
        label: item.label,
        count: family?.count ?? null,
        description: family?.description ?? entry?.description ?? '',
        href: item.href ?? family?.firstHref ?? '#',
        familyId: item.type === 'category' && !item.href ? item.label.replace(/\./g, '-') : undefined,
      }
    })
    const cards = cardData.map((card) =>
      h('li', { id: card.familyId }, [
        h('a.card', { href: card.href }, [h('h2.card-title', card.label), h('p.card-description', card.description), card.count ? h('p.card-meta', card.count) : null]),
      ]),
    )
    const tree = h(null, [h('p.lead', category.config.description), h('ul.card-grid', cards)])
    const { html, sections } = await renderGeneratedTree({ type: 'root', children: tree.children })
    content.docs[category.route] = {
      kind: 'doc-category',
      route: category.route,
      title: category.config.label,
      description: category.config.description,
      html,
      toc: [],
      hideToc: true,
      editUrl: null,
      breadcrumbs: crumbs(category.route, category.config.label),
      ...neighbours(category.route),
      badges: [],
      markdownUrl: `${category.route}.md`,
      unlisted: false,
    }
    content.markdown[category.route] = `# ${category.config.label}\n\n> ${category.config.description}\n\n${cardData
      .map((card) => `- [${card.label}](${card.href})${card.description ? `: ${card.description}` : ''}${card.count ? ` (${card.count})` : ''}`)
      .join('\n')}\n`
    content.sections[category.route] = sections
  }

  for (const page of api?.pages ?? []) {
    const { html, markdown, sections, toc } = await renderApiPage(page)
    content.docs[page.route] = {
      kind: 'api',
      route: page.route,
      title: page.title,
      description: page.description,
      html,
      toc,
      hideToc: false,
      editUrl: null,
      breadcrumbs: crumbs(page.route, page.title),
      ...neighbours(page.route),
      // The generated body opens with the method and Deprecated badges itself.
      badges: [],
      markdownUrl: `${page.route}.md`,
      unlisted: false,
      ...(page.tryIt ? { tryIt: page.tryIt } : {}),
    }
    content.markdown[page.route] = markdown
    content.sections[page.route] = sections
    const entry = entryOf.get(page.route)
    if (entry) entry.headings = toc
  }

  for (const page of pageRoutes) {
    const result = compiled.get(page.file)
    if (!result) continue
    const route = `/${page.id}`
    content.pages[route] = {
      route,
      title: page.frontMatter.title,
      description: page.frontMatter.description,
      html: result.html,
      toc: result.toc,
      hideToc: page.frontMatter.hide_table_of_contents,
      unlisted: page.frontMatter.unlisted,
    }
    content.markdown[route] = twin(page.file, page.frontMatter.title, page.frontMatter.description, page.body)
    content.sections[route] = result.sections
  }

  const summaries: BlogPostSummary[] = []
  for (const post of postRoutes) {
    const result = compiled.get(post.file)
    if (!result) continue
    summaries.push({
      slug: post.slug,
      route: `/blog/${post.slug}`,
      title: post.frontMatter.title,
      description: post.frontMatter.description,
      date: post.date,
      authors: post.frontMatter.authors.flatMap((key) => authors.get(key) ?? []),
      tags: post.frontMatter.tags.filter((t) => t in blogTags).map(getTag),
      readingMinutes: getReadingMinutes(result.plainText),
      excerptHtml: result.excerptHtml,
      truncated: result.excerptHtml.length < result.html.length,
    })
  }
  const listed = summaries.filter((s) => postRoutes.find((p) => p.slug === s.slug && !p.frontMatter.unlisted))
  content.blog.summaries = listed
  summaries.forEach((summary) => {
    const post = postRoutes.find((p) => p.slug === summary.slug)
    const result = post && compiled.get(post.file)
    if (!post || !result) return
    const at = listed.findIndex((s) => s.slug === summary.slug)
    const link = (s: BlogPostSummary | undefined) => (s ? { title: s.title, route: s.route } : null)
    content.blog.posts[summary.route] = {
      ...summary,
      html: result.html,
      toc: result.toc,
      hideToc: post.frontMatter.hide_table_of_contents,
      newer: at > 0 ? link(listed[at - 1]) : null,
      older: at >= 0 ? link(listed[at + 1]) : null,
      editUrl: editUrl(post.file),
      markdownUrl: `${summary.route}.md`,
    }
    content.markdown[summary.route] = twin(post.file, summary.title, summary.description, post.body)
    content.sections[summary.route] = result.sections
    const entry = entryOf.get(summary.route)
    if (entry) entry.headings = result.toc
  })

  return { content, errors, warnings }
}
