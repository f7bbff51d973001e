import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { IndexEntry } from '../../types.ts'
import type { CompileCache, DepsContext } from '../cache.ts'
import type { ApiFamilySummary } from '../markdown/components.ts'
import { ContentErrors, type ContentProblem } from '../markdown/problems.ts'
import type { CompiledContent, PageSection, SourceLink } from '../markdown/types.ts'
import type { SourceFile } from '../source-files.ts'

/** What every builder gets: where the content is, the compile cache, and where problems go. */
export interface BuildContext {
  root: string
  cache: CompileCache
  problems: ContentProblem[]
  /** Source file → its route, so links between .md/.mdx files become links between pages. */
  fileRoutes: Map<string, string>
  apiFamilies: ApiFamilySummary[]
  /** The site's origin, for the absolute URLs of feed HTML. */
  siteUrl: string
  /** Where "Edit this page" links go: this prefix plus the source file. */
  editUrlBase: string
  /** Each file's last good compile, served while the file has problems (`npm run dev`). */
  lastGood?: Map<string, CompiledContent>
}

/**
 * One page a builder made: its content-index entry, what its route's loader returns, its rendered
 * body (kept apart from the loader data: see app/lib/page-bodies.tsx), its plain-markdown twin and
 * search sections, and the links the build must check.
 */
export interface BuiltPage<P> {
  entry: IndexEntry
  page: P
  body: string
  markdown: string
  sections: PageSection[]
  links: SourceLink[]
}

/** Resolves `./other.mdx#part` written in `file` to the other page's route, when it has one. */
function linkResolver(file: string, fileRoutes: Map<string, string>) {
  return (url: string): string | undefined => {
    if (!/^\.{0,2}\/?[^:]*\.mdx?(#.*)?$/.test(url) || url.startsWith('/')) return undefined
    const [path, hash] = url.split('#')
    const to = fileRoutes.get(join(file, '..', path))
    return to ? `${to}${hash ? `#${hash}` : ''}` : undefined
  }
}

function readProjectFile(root: string, file: string): string | null {
  const path = join(root, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

/**
 * Compiles one source through the cache. A page with problems adds them to `ctx.problems` and
 * gives its last good compile (dev) or null; every other page still compiles, so one build
 * reports everything at once.
 */
export async function compileSource(ctx: BuildContext, source: SourceFile<unknown>, route: string, options: { feed?: boolean } = {}): Promise<CompiledContent | null> {
  const resolveLink = linkResolver(source.file, ctx.fileRoutes)
  const input = { file: source.file, body: source.body, lineOffset: source.lineOffset, route, feedOrigin: options.feed ? ctx.siteUrl : null }
  const deps: DepsContext = {
    resolveLink,
    apiFamiliesKey: JSON.stringify(ctx.apiFamilies),
    readFile: (file) => readProjectFile(ctx.root, file),
  }
  try {
    const compiled = await ctx.cache.compile(source.file, JSON.stringify(input), deps, async () => {
      // The compiler (MDX, Shiki) loads only when a page has to be compiled: a warm build never needs it.
      const { compileContent } = await import('../markdown/compile.ts')
      return compileContent(input, { resolveLink, apiFamilies: ctx.apiFamilies, readFile: deps.readFile })
    })
    ctx.lastGood?.set(source.file, compiled)
    return compiled
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error
    ctx.problems.push(...error.problems)
    return ctx.lastGood?.get(source.file) ?? null
  }
}

export function getEditUrl(ctx: BuildContext, file: string): string {
  return `${ctx.editUrlBase}${file}`
}
