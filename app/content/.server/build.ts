/**
 * The content build, top to bottom: read content/ and the config, compile each source with the
 * builder for its kind (through the compile cache, so only what changed is compiled), then
 * assemble what spans pages (assemble.ts). `npm run build` runs it once (scripts/build-content.ts);
 * `npm run dev` runs it after every save (dev-build.ts), which keeps the compile cache in memory.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import type { z } from 'zod'
import { sidebars, type SidebarItemConfig } from '../../config/sidebars.ts'
import { site, type NavbarItem } from '../../config/site.ts'
import { showcaseProjects } from '../../../content/showcase.ts'
import { postRoute } from '../routes.ts'
import type { BlogAuthor } from '../types.ts'
import type { ApiReference } from './api/build.ts'
import { assembleSite, type Assembled } from './assemble.ts'
import { buildApi } from './builders/api.ts'
import { buildPost } from './builders/blog.ts'
import type { BuildContext } from './builders/context.ts'
import { buildDoc } from './builders/docs.ts'
import { buildStandalonePage, getStandaloneRoute } from './builders/pages.ts'
import { buildShowcase } from './builders/showcase-page.ts'
import { readAuthors, resolvePosts, slugByName } from './blog-posts.ts'
import { CompileCache, getPipelineVersion } from './cache.ts'
import { datePages, describeMissingDates, readFileHistory, type FileHistory } from './git-dates.ts'
import { checkNavbar, checkRouteModules, checkServedRoutes, listRouteModules, routesFile, servedFilePaths, siteConfigFile } from './checks.ts'
import type { ContentProblem } from './markdown/problems.ts'
import type { CompiledContent } from './markdown/types.ts'
import { blogFrontMatterSchema, docFrontMatterSchema, pageFrontMatterSchema } from './schema.ts'
import { getDocRoute, sidebarsFile } from './sidebar.ts'
import { listSourceFiles, parseSourceFile, sourceId, type SourceFile } from './source-files.ts'

export interface BuildOptions {
  root: string
  /** The site's routes (`app/routes.ts`): every page must be served by the module for its kind. */
  routeConfig: readonly RouteConfigEntry[]
  /** Drafts are compiled only when true (`npm run dev`). */
  includeDrafts?: boolean
  /** Where compiled pages are kept; the default is an in-memory cache (nothing reused). */
  cache?: CompileCache
  sidebarConfig?: Record<string, SidebarItemConfig[]>
  navbar?: readonly unknown[]
  /** The API reference; the default reads the Lexicons of the pinned @atproto/api. Pass null for none. */
  apiReference?: ApiReference | null
  /** The showcase entries to validate; the default is content/showcase.ts. */
  showcase?: unknown
  /**
   * The last version of each file that parsed and compiled (`npm run dev` keeps one across
   * rebuilds): a file that breaks keeps serving it while its problems are reported.
   */
  lastGood?: LastGood
  /**
   * The site's origin (feed HTML's absolute URLs) and the prefix of "Edit this page" links; the
   * default is this build's (`site.url`, `site.editUrlBase`, from SITE_URL and SITE_REPO).
   */
  address?: { url: string; editUrlBase: string }
  /**
   * What git knows of the content's files, for the pages' dates (git-dates.ts): read from `root`
   * when not given (`npm run dev` reads it once and passes it). Null dates no page, silently.
   */
  history?: FileHistory | null
  /** Say nothing of pages left without a date (`npm run dev`: a page being edited has none until committed). */
  quietDates?: boolean
}

/** Per source file, its last good front matter parse and compile. */
export interface LastGood {
  sources: Map<string, SourceFile<unknown>>
  compiled: Map<string, CompiledContent>
  /** The blog's authors, by key, as the last build read them (a broken entry kept from the build before). */
  authors?: Map<string, BlogAuthor>
}

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

/** The cache `npm run build` and `npm run dev` share, under .cache/compile, for this build's site address. */
export function openCompileCache(root: string): CompileCache {
  return new CompileCache(join(root, '.cache/compile'), getPipelineVersion(root, site.url))
}

const present = <T>(items: (T | null)[]) => items.filter((item): item is T => item !== null)

/**
 * Each source's date (YYYY-MM-DD): a docs page's `last_update`, else its file's last commit when
 * the file is as committed; and the one warning for those left without one.
 */
type Dated = Pick<SourceFile<object>, 'file' | 'frontMatter'>

function dateSources(history: FileHistory | null, sources: Dated[], texts: Map<string, string>, quiet: boolean): { dates: Map<string, string>; warning: string | null } {
  // Docs pages and blog posts spell it the same way (schema.ts).
  const overrideOf = (s: Dated) => (s.frontMatter as { last_update?: { date: Date } }).last_update?.date
  const overrides = new Map(sources.flatMap((s) => (overrideOf(s) ? [[s.file, overrideOf(s)!.toISOString().slice(0, 10)] as const] : [])))
  if (!history) return { dates: overrides, warning: null }
  const fromGit = datePages(history, sources.filter((s) => !overrides.has(s.file)).map((s) => ({ file: s.file, text: texts.get(s.file) ?? '' })))
  const warning = fromGit.missing.length > 0 && !quiet ? describeMissingDates(fromGit.missing, history.limit) : null
  return { dates: new Map([...fromGit.dates, ...overrides]), warning }
}

/** The route a content file's name gives it, whatever its front matter says. */
function routeByName(dir: string, file: string): string {
  const id = sourceId(dir, file)
  if (dir === 'content/docs') return getDocRoute({ id, frontMatter: {} })
  if (dir === 'content/pages') return getStandaloneRoute({ id })
  return postRoute(slugByName(id))
}

/** A build's result, and the text of every content source it read, by path from the root. */
export type BuiltContent = Assembled & { read: ReadonlyMap<string, string> }

export async function buildContent(options: BuildOptions): Promise<BuiltContent> {
  const { root, lastGood } = options
  const problems: ContentProblem[] = []
  const cache = options.cache ?? new CompileCache(null, '')
  // The pages' dates come from git, read while the pages compile, outside the compile cache.
  const historyRead = options.history !== undefined ? Promise.resolve(options.history) : readFileHistory(root)
  const texts = new Map<string, string>()

  // 1. The config and the route modules.
  checkNavbar(options.navbar ?? (site.navbar as readonly NavbarItem[]), problems, readText(root, siteConfigFile))
  await checkRouteModules(root, listRouteModules(options.routeConfig), problems, cache)

  // 2. The sources, front matter validated; a file that breaks in `npm run dev` keeps its last good version.
  // One with no version to keep still claims the route its name gives: the links to it are not
  // reported as broken as well, since its own problem is the one cause.
  const unread = new Map<string, string>()
  const read = <S extends z.ZodType>(dir: string, schema: S): SourceFile<z.infer<S>>[] =>
    listSourceFiles(root, dir).flatMap((file) => {
      const text = readText(root, file)
      texts.set(file, text)
      const parsed = parseSourceFile(file, dir, text, schema, problems)
      if (parsed) lastGood?.sources.set(file, parsed)
      const source = (parsed ?? lastGood?.sources.get(file)) as SourceFile<z.infer<S>> | undefined
      if (!source) unread.set(file, routeByName(dir, file))
      return source && (options.includeDrafts || !(source.frontMatter as { draft: boolean }).draft) ? [source] : []
    })
  const docSources = read('content/docs', docFrontMatterSchema)
  const pageSources = read('content/pages', pageFrontMatterSchema)
  const blogAuthors = readAuthors(root, problems, lastGood?.authors)
  if (lastGood) lastGood.authors = blogAuthors.authors
  const postSources = resolvePosts(read('content/blog', blogFrontMatterSchema), blogAuthors, problems)

  // 3. Every page compiled, the API reference rendered. Each source's route is known first, so
  // links between files resolve; four at a time keeps both cores busy while one page waits on the cache.
  const address = options.address ?? site
  const ctx: BuildContext = { root, cache, problems, fileRoutes: new Map(), apiFamilies: [], siteUrl: address.url, editUrlBase: address.editUrlBase, lastGood: lastGood?.compiled }
  const api = await buildApi(ctx, options.apiReference)
  ctx.apiFamilies = api.families
  for (const doc of docSources) ctx.fileRoutes.set(doc.file, getDocRoute(doc))
  for (const page of pageSources) ctx.fileRoutes.set(page.file, getStandaloneRoute(page))
  for (const post of postSources) ctx.fileRoutes.set(post.file, postRoute(post.slug))
  for (const [file, route] of unread) ctx.fileRoutes.set(file, route)
  const [docs, standalone, posts] = await Promise.all([
    mapLimit(docSources, 4, (doc) => buildDoc(ctx, doc)),
    mapLimit(pageSources, 4, (page) => buildStandalonePage(ctx, page)),
    mapLimit(postSources, 4, (post) => buildPost(ctx, post, blogAuthors.authors)),
  ])
  const showcase = buildShowcase(ctx, options.showcase === undefined ? showcaseProjects : options.showcase)
  // The showcase page is dated by its data file, when the site has one.
  const showcaseSource: Dated[] = showcase.entry.source && existsSync(join(root, showcase.entry.source)) ? [{ file: showcase.entry.source, frontMatter: {} }] : []
  for (const source of showcaseSource) texts.set(source.file, readText(root, source.file))
  const { dates, warning } = dateSources(await historyRead, [...docSources, ...pageSources, ...postSources, ...showcaseSource], texts, options.quietDates ?? false)

  // 4. What spans pages, and the check that each route reaches the module for its kind.
  const assembled = await assembleSite(
    { docSources, docs: present(docs), api, standalone: present(standalone), posts: present(posts), showcase },
    {
      root,
      sidebarConfig: (options.sidebarConfig ?? sidebars).docs ?? [],
      sidebarText: readText(root, sidebarsFile),
      fileRoutes: ctx.fileRoutes,
      servedFiles: servedFilePaths(options.routeConfig),
      dates,
    },
  )
  assembled.problems.unshift(...problems, ...checkServedRoutes(assembled.content.index, options.routeConfig, routesFile))
  if (warning) assembled.warnings.push(warning)
  return { ...assembled, read: texts }
}
