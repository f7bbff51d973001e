/**
 * The content build as `npm run dev` runs it after every save: drafts included, the compile cache
 * kept in memory across saves (and on disk), the last good version of a broken file kept serving,
 * and only the store files that changed rewritten. The dev server plugin
 * (scripts/vite/live-content-plugin.ts) loads this module through Vite, so edits to the config and to
 * this pipeline apply without a restart.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { site } from '../../config/site.ts'
import { buildContent, openCompileCache, type BuildOptions, type LastGood } from './build.ts'
import type { CompileCache } from './cache.ts'
import { getPipelineVersion } from './cache.ts'
import { readFileHistory, type FileHistory } from './git-dates.ts'
import { compileContent } from './markdown/compile.ts'
import type { ContentProblem } from './markdown/problems.ts'
import { storeDir } from './store/files.ts'
import { routeOfStoreFile } from './store/files.ts'
import { toStoreFiles, writeStore } from './store/write.ts'

/** What survives from one rebuild to the next. */
export interface DevBuildState {
  cache?: CompileCache
  lastGood: LastGood
  /**
   * The content's git history as the dev server found it at its first build: a save does not run
   * git again. A page saved since its last commit has no date (its text is not the committed one).
   */
  history?: FileHistory
}

export interface DevBuildResult {
  problems: ContentProblem[]
  warnings: string[]
  /** Routes whose page data, twin or sections changed (added and removed ones included). */
  changedRoutes: string[]
  /** Whether the content index, sidebar or post list changed: every list and layout may show it. */
  indexChanged: boolean
  /** Pages compiled (not answered by the cache). */
  compiled: number
  /** The text of every content source the build read, by path from the root: a save it read whole needs no build of its own. */
  read: ReadonlyMap<string, string>
}

export function createDevBuildState(): DevBuildState {
  return { lastGood: { sources: new Map(), compiled: new Map() } }
}

/**
 * Builds the content again after a save, into the store: every source is read again, and only
 * those whose text (or what they depend on) changed are compiled. `options` and `dir` are for
 * tests (a fixture's config, a store of its own).
 */
export async function rebuildContent(root: string, routeConfig: readonly RouteConfigEntry[], state: DevBuildState, options: Partial<BuildOptions> = {}, dir = storeDir): Promise<DevBuildResult> {
  // A new pipeline version (its code or the lock file changed) starts a new cache.
  if (!state.cache || state.cache.version !== getPipelineVersion(root, site.url)) state.cache = openCompileCache(root)
  const misses = state.cache.stats.misses
  const history = options.history !== undefined ? options.history : (state.history ??= await readFileHistory(root))
  const { content, problems, warnings, read } = await buildContent({ quietDates: true, ...options, root, routeConfig, includeDrafts: true, cache: state.cache, lastGood: state.lastGood, history })
  const touched = writeStore(toStoreFiles(content), dir)
  const routes = new Set(content.index.map((entry) => entry.route))
  return {
    problems,
    warnings,
    changedRoutes: [...new Set(touched.map((path) => routeOfStoreFile(path, routes)).filter((route): route is string => route !== null))],
    indexChanged: touched.includes('index.json'),
    compiled: state.cache.stats.misses - misses,
    read,
  }
}

/**
 * Compiles a small page and throws the result away, so that the author's first save does not pay
 * for loading the MDX processor and the highlighter (seconds), which a start from a warm cache
 * never needed. Failures do not matter here: the real build reports problems.
 *
 * @public The dev server calls it on the module Vite loads (scripts/vite/live-content-plugin.ts), which no import shows.
 */
export async function warmUp(): Promise<void> {
  const body = '# Warm-up\n\nA paragraph with `code`.\n\n```ts\nconst answer = 42\n```\n'
  await compileContent(
    { file: 'content/docs/warm-up.mdx', body, lineOffset: 0, route: '/docs/warm-up', feedOrigin: null },
    { resolveLink: () => undefined, apiFamilies: [], readFile: () => null },
  ).catch(() => undefined)
}
