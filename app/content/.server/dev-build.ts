/**
 * The content build as `npm run dev` runs it after every save: drafts included, the compile cache
 * kept in memory across saves (and on disk), the last good version of a broken file kept serving,
 * and only the store files that changed rewritten (writeStore). The dev server plugin
 * (scripts/lib/live-content.ts) loads this module through Vite, so edits to the config and to
 * this pipeline apply without a restart.
 */
import { buildContent, openCompileCache, patchPageBody, type BuildOptions, type BuildSession, type ContentBuild, type LastGood } from './build.ts'
import type { CompileCache } from './cache.ts'
import { getPipelineVersion } from './cache.ts'
import type { ContentProblem } from './markdown/problems.ts'
import { patchStoreFiles, routeOfStorePath, routeStorePath, storeDir, toStoreFiles, writeStore, type StoreFile } from './store.ts'
import { compileContent } from './markdown/compile.ts'

/** What survives from one rebuild to the next. */
export interface DevBuildState {
  cache?: CompileCache
  lastGood: LastGood
  /** The last build, while it had no problems: what a save that changes only a page's body patches. */
  last?: { session: BuildSession; content: ContentBuild; files: Map<string, StoreFile> }
}

export interface DevBuildResult {
  problems: ContentProblem[]
  warnings: string[]
  /** Routes whose page, twin or sections changed (added and removed ones included). */
  changedRoutes: string[]
  /** Whether the content index, sidebar or post list changed. */
  indexChanged: boolean
  /** Pages compiled (not answered by the cache). */
  compiled: number
}

export function createDevBuildState(): DevBuildState {
  return { lastGood: { sources: new Map(), compiled: new Map() } }
}

/**
 * Builds the content again after a save, into the store. `changed` lists the project files saved
 * since the last rebuild (unknown: everything may have changed). When that is one page whose front
 * matter is as before, only that page compiles and only its store files are written: the index,
 * sidebar, category pages and neighbours' links cannot have changed (patchPageBody). Anything else
 * runs the whole build, through the compile cache. `options` and `dir` are for tests (a fixture's
 * config, a store of its own).
 */
export async function rebuildContent(root: string, state: DevBuildState, options: Partial<BuildOptions> = {}, dir = storeDir, changed?: string[]): Promise<DevBuildResult> {
  if (state.cache && state.last && changed?.length === 1) {
    const misses = state.cache.stats.misses
    const patched = await patchPageBody(state.last.session, state.last.content, changed[0])
    if (patched) {
      state.lastGood.sources.set(changed[0], patched.source)
      const files = patchStoreFiles(state.last.files, patched.content, [patched.route])
      state.last = { ...state.last, content: patched.content, files }
      return result(writeStore(files, dir), [], patched.warnings, state.cache.stats.misses - misses)
    }
  }
  // A new pipeline version (its code or the lock file changed) starts a new cache.
  if (!state.cache || state.cache.version !== getPipelineVersion(root)) state.cache = openCompileCache(root)
  const misses = state.cache.stats.misses
  state.last = undefined
  const { content, problems, warnings, session } = await buildContent({ ...options, root, includeDrafts: true, cache: state.cache, lastGood: state.lastGood })
  const files = toStoreFiles(content)
  state.last = problems.length === 0 ? { session, content, files } : undefined
  return result(writeStore(files, dir), problems, warnings, state.cache.stats.misses - misses)
}

/** What `route`'s loader now returns, from the last build kept in memory (undefined: no such page, or the build had problems). */
export function getPageData(state: DevBuildState, route: string): unknown {
  const file = state.last?.files.get(routeStorePath(route))
  return file ? (JSON.parse(file.text) as { data: unknown }).data : undefined
}

function result(touched: string[], problems: ContentProblem[], warnings: string[], compiled: number): DevBuildResult {
  return {
    problems,
    warnings,
    changedRoutes: [...new Set(touched.map(routeOfStorePath).filter((route): route is string => route !== null))],
    indexChanged: touched.includes('index.json'),
    compiled,
  }
}

/**
 * Compiles a small page and throws the result away, so that the author's first save does not pay
 * for loading the MDX processor and the highlighter (seconds), which a start from a warm cache
 * never needed. Failures do not matter here: the real build reports problems.
 */
export async function warmUp(): Promise<void> {
  const body = '# Warm-up\n\nA paragraph with `code`.\n\n```ts\nconst answer = 42\n```\n'
  await compileContent(
    { file: 'content/docs/warm-up.mdx', body, lineOffset: 0, route: '/docs/warm-up', feedOrigin: null },
    { resolveLink: () => undefined, apiFamilies: [], readFile: () => null },
  ).catch(() => undefined)
}
