import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, sep } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { performance } from 'node:perf_hooks'
import type { ErrorPayload, HotPayload, NormalizedHotChannelClient, Plugin, Rollup, ViteDevServer } from 'vite'
import type * as DevBuild from '../../app/content/.server/dev-build.ts'
import type { ContentProblem } from '../../app/content/.server/markdown/problems.ts'
import * as problemText from '../../app/content/.server/markdown/problems.ts'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { publicFolder, storeDir } from '../../app/content/.server/store/files.ts'
import { pageDataPath } from '../../app/content/routes.ts'
import { contentBuildsTiming, contentOverlayPlugin, liveContentEvents, type ContentUpdate, type ContentWarnings, type Hello } from '../../app/lib/live-content-events.ts'

/**
 * Files whose change means the content must be built again: the route table and modules
 * (`checkServedRoutes` runs in dev too), and public/, whose images the pages check and measure.
 */
const watched = ['content', 'public', join('app', 'config'), join('app', 'content'), join('app', 'routes.ts'), join('app', 'routes')]

export function isContentInput(root: string, file: string): boolean {
  const path = relative(root, file)
  return watched.some((dir) => path === dir || path.startsWith(dir + sep))
}

/** A chokidar `raw` event's file: the watched file itself, or a file in the watched folder. */
export function rawEventFile(path: string, watchedPath: string): string {
  return !path || basename(watchedPath) === path ? watchedPath : join(watchedPath, path)
}

/**
 * Whether `file` may be in the middle of a save: empty (a save written in place, between its
 * truncate and its write) or gone (a save that first moves the file aside, as Vim does to keep its
 * backup, between the move and the write).
 */
function isMidSave(file: string): boolean {
  try {
    return statSync(file).size === 0
  } catch {
    return true
  }
}

/** What a file holds now ('' once deleted). */
function contentOf(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/**
 * Editors' temporary files, never content: swap files and backups (`.page.mdx.swp`, `page.mdx~`),
 * the file Vim creates and deletes to see whether it may write in a folder (`4913`), and
 * JetBrains' safe-write copies (`page.mdx___jb_tmp___`, `page.mdx___jb_old___`).
 */
const isTemporary = (file: string) => /^(?:\..*|\d+|.*~|.*___jb_(?:tmp|old)___)$/.test(basename(file))

/** How long a build waits, at most, for a saved file it finds empty or gone to be written (three checks, this far apart). */
const midSaveWaitMs = 30

/** The most routes whose data files an update carries; a page changed by a bigger update fetches its own. */
const pushedRoutesMax = 20

/** The data file of each changed route, by URL, for the update (none for a route deleted, or when many changed). */
function pushedFiles(routes: string[], dir: string): Record<string, string> {
  if (routes.length > pushedRoutesMax) return {}
  const files: Record<string, string> = {}
  for (const url of routes.map(pageDataPath)) {
    const text = contentOf(join(dir, url))
    if (text) files[url] = text
  }
  return files
}

/** The id of React Router's virtual server-build module (resolved with Vite's `\0` prefix). */
const reactRouterServerBuild = 'virtual:react-router/server-build'

/** The problems as one Vite error overlay: the first with its code frame, the others listed under it. */
export function toOverlay(root: string, problems: ContentProblem[]): HotPayload {
  const [[first, ...others], ...rest] = problemText.groupByMessage(problems)
  const source = existsSync(join(root, first.file)) ? readFileSync(join(root, first.file), 'utf8') : null
  const more = rest.length > 0 ? `\n\n${rest.length} more problem(s):\n${rest.map(([one, ...same]) => `${problemText.formatLocation(one)}${same.length ? ` (and ${same.length} more place(s))` : ''}`).join('\n')}` : ''
  return {
    type: 'error',
    err: {
      message: `${first.message}${problemText.otherPlaces(others)}${more}`,
      stack: '',
      id: first.file,
      frame: source ? problemText.codeFrame(first, source) : '',
      plugin: contentOverlayPlugin,
      loc: first.line ? { file: join(root, first.file), line: first.line, column: first.column ?? 1 } : undefined,
    },
  }
}

/** What the plugin asks of the content pipeline: build the content again, into the store. */
export interface LiveContentPipeline {
  rebuild(): Promise<DevBuild.DevBuildResult>
  /** Loads what the first compile needs, so the author's first save does not wait for it. */
  warmUp(): Promise<void>
}

/**
 * The real pipeline, app/content/.server/dev-build.ts, loaded through Vite at every build so that
 * edits to it, to the config and to app/routes.ts apply without a restart.
 */
function loadPipeline(server: ViteDevServer): LiveContentPipeline {
  let state: DevBuild.DevBuildState | undefined
  const load = () => server.ssrLoadModule('/app/content/.server/dev-build.ts') as Promise<typeof DevBuild>
  return {
    async rebuild() {
      const [pipeline, routes] = await Promise.all([load(), server.ssrLoadModule('/app/routes.ts') as Promise<{ default: RouteConfigEntry[] }>])
      state ??= pipeline.createDevBuildState()
      return pipeline.rebuildContent(server.config.root, routes.default, state)
    },
    warmUp: async () => (await load()).warmUp(),
  }
}

/**
 * Shows the content's problems where the author looks, once each: in the terminal and as the error
 * overlay; when none are left, says so and closes the overlay. `shown` is null when the overlay
 * shows a failed build instead. Returns the problems now shown.
 */
function reportProblems(server: ViteDevServer, shown: ContentProblem[] | null, found: ContentProblem[]): ContentProblem[] {
  const root = server.config.root
  const hot = server.environments.client.hot
  if (found.length === 0) {
    if (shown === null || shown.length > 0) {
      server.config.logger.info('Content: all problems fixed.', { timestamp: true })
      hot.send({ type: 'custom', event: liveContentEvents.ok })
    }
    return found
  }
  if (JSON.stringify(found) === JSON.stringify(shown)) return found
  const readSource = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null)
  for (const text of problemText.describeProblems(found, readSource, { color: true })) server.config.logger.error(`✗ ${text}\n`, { timestamp: true })
  hot.send(toOverlay(root, found))
  return found
}

/** The message that gives the open pages the build's warnings (an empty list clears them). */
const warningsMessage = (warnings: string[]): HotPayload => ({ type: 'custom', event: liveContentEvents.warnings, data: { warnings } satisfies ContentWarnings })

/**
 * Shows the build's warnings when they change: in the terminal, and in the open pages, which list
 * them without hiding the page. Returns the warnings now shown.
 */
function reportWarnings(server: ViteDevServer, shown: string[], found: string[]): string[] {
  if (JSON.stringify(found) === JSON.stringify(shown)) return shown
  for (const warning of found) server.config.logger.warn(`warning: ${warning}`, { timestamp: true })
  if (found.length === 0) server.config.logger.info('Content: no warnings left.', { timestamp: true })
  server.environments.client.hot.send(warningsMessage(found))
  return found
}

/**
 * Live authoring for `npm run dev`: builds the content when the server starts, then again after
 * every save under content/, app/config/, the pipeline or the routes, compiling only what changed.
 * The open page reloads its data in place (no full reload, scroll kept); problems show in the
 * browser's error overlay and once in the terminal, each with file, line, column and code frame,
 * while the last good version of every page keeps being served.
 *
 * No save is lost: every event the file system reports for a content file starts a build, or one
 * more after the build under way (which may have read the file before the save was complete).
 * Chokidar's own change events are not enough: it drops a file's events that follow another within
 * 5 ms or 50 ms, and those whose modification time looks unchanged, which a save written in place
 * (truncate, then write) often is. Its `raw` events are each event as the file system sent it.
 * `pipeline` and `publicDir` (where the content build writes the files the browser reads) are for
 * tests; the defaults are the real ones. One closure, longer than ~100 lines: the build queue, the
 * watcher's handlers and the page sockets share what was built and what was saved since.
 */
export function liveContent(options: { pipeline?: (server: ViteDevServer) => LiveContentPipeline; publicDir?: string } = {}): Plugin {
  const publicDir = options.publicDir ?? join(storeDir, publicFolder)
  let server: ViteDevServer
  let root: string
  let pipeline: LiveContentPipeline
  let problems: ContentProblem[] = []
  let warnings: string[] = []
  /** The overlay of the last build, when it failed (a module it runs did not load): shown until a build succeeds. */
  let failure: ErrorPayload | null = null
  let running: Promise<void> | null = null
  /** Builds that changed the content so far: the count each page's document is sent with. */
  let builds = 0
  /** Content files with events since the last build began. */
  const saved = new Set<string>()
  /**
   * What each file held for the last build that read it: a saved file as the build began, and
   * every content source as the build read it (it reads them all, whichever file was saved).
   */
  const built = new Map<string, string>()
  /** Whether the last build that read `file` read what it holds now: a late event of a save already built. */
  const isBuilt = (file: string) => built.get(file) === contentOf(file)

  const invalidateServerBuild = () => {
    const graph = server.environments.ssr.moduleGraph
    const build = graph.getModuleById(`\0${reactRouterServerBuild}`)
    if (build) graph.invalidateModule(build)
  }

  /** Makes the server's next load of each file's module, and of the modules that import it, read it again. */
  const invalidateModules = (files: Iterable<string>) => {
    const graph = server.environments.ssr.moduleGraph
    for (const file of files) for (const module of graph.getModulesByFile(file) ?? []) graph.invalidateModule(module)
  }

  const build = async (reason: string) => {
    const started = performance.now()
    // A save written in place is empty for a moment, and one that moves the file aside first is
    // gone for a moment: give its write a chance to land, rather than show an empty or a deleted
    // page (the write's own event starts one more build if it lands later). A file deleted for good
    // costs its build this wait.
    for (let wait = 0; wait < 3 && [...saved].some(isMidSave); wait++) await delay(midSaveWaitMs)
    for (const file of saved) built.set(file, contentOf(file))
    // A saved module (content/showcase.ts, app/config/, the pipeline) is run again by this build:
    // Vite marks it stale only after this handler, which runs first.
    invalidateModules(saved)
    saved.clear()
    const result = await pipeline.rebuild()
    for (const [file, text] of result.read) built.set(join(root, file), text)
    warnings = reportWarnings(server, warnings, result.warnings)
    problems = reportProblems(server, failure ? null : problems, result.problems)
    failure = null
    // React Router's server build holds the prerender list (read from the content index), and with
    // ssr:false it answers only the routes on it: make it again when pages come or go.
    if (result.indexChanged) invalidateServerBuild()
    if (result.changedRoutes.length > 0 || result.indexChanged) {
      builds++
      const update: ContentUpdate = { routes: result.changedRoutes, indexChanged: result.indexChanged, files: pushedFiles(result.changedRoutes, publicDir) }
      server.environments.client.hot.send({ type: 'custom', event: liveContentEvents.update, data: update })
    }
    const ms = Math.round(performance.now() - started)
    server.config.logger.info(`Content ${reason}: ${result.compiled} page(s) compiled, ${result.changedRoutes.length} route(s) changed in ${ms} ms.`, { timestamp: true })
  }

  /**
   * One build at a time. A file with events during a build is built again after it, unless the
   * build read it as it is now (the late event of a save the build read whole).
   */
  const schedule = (reason: string): Promise<void> => {
    if (running) return running
    running = build(reason)
      .catch((error: Error) => {
        // A failure of the pipeline itself (not of the content): say so and keep the server up.
        server.config.logger.error(`Content build failed: ${error.stack ?? error.message}`, { timestamp: true })
        // A module the build runs that does not compile says where (Vite's transform errors carry it).
        const { id, frame, loc } = error as Rollup.RollupError
        failure = { type: 'error', err: { message: `Content build failed: ${error.message}`, stack: error.stack ?? '', plugin: contentOverlayPlugin, id, frame, loc } }
        server.environments.client.hot.send(failure)
      })
      .finally(() => {
        running = null
        for (const file of saved) if (isBuilt(file)) saved.delete(file)
        if (saved.size > 0) void schedule('after more changes')
      })
    return running
  }

  return {
    name: 'atproto-docs:live-content',
    apply: 'serve',
    async configureServer(devServer) {
      server = devServer
      root = server.config.root
      pipeline = (options.pipeline ?? loadPipeline)(server)
      // Vite watches the whole project: only content inputs are looked at again after a save.
      const onEvent = (file: string) => {
        if (!isContentInput(root, file) || isTemporary(file)) return
        // One save brings several events (the file's and its folder's raw ones, chokidar's change).
        // A build that never waits on I/O has finished before the next is delivered: one that
        // finds the file as the last build read it has nothing to build.
        if (!running && isBuilt(file)) return
        saved.add(file)
        void schedule(`changed (${relative(root, file)})`)
      }
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onEvent)
      server.watcher.on('raw', (_event: string, path: string, details: { watchedPath?: string }) => {
        if (details.watchedPath) onEvent(rawEventFile(path, details.watchedPath))
      })
      // Each page learns which build its document showed (read back by its hello, below).
      server.middlewares.use((req, res, next) => {
        if (req.headers.accept?.includes('text/html')) res.setHeader('Server-Timing', `${contentBuildsTiming};desc=${builds}`)
        next()
      })
      /** Shows a page the overlay of the content's problems, if it has any. */
      const sendProblems = (client: NormalizedHotChannelClient) => {
        if (failure) client.send(failure)
        else if (problems.length > 0) client.send(toOverlay(root, problems))
      }
      server.environments.client.hot.on(liveContentEvents.problems, (_data: unknown, client) => sendProblems(client))
      server.environments.client.hot.on(liveContentEvents.hello, (data: Hello | undefined, client) => {
        sendProblems(client)
        if (warnings.length > 0) client.send(warningsMessage(warnings))
        // A page's socket opens a moment after it has loaded (after it has hydrated, on a busy
        // machine): a save built in between was sent to every page but that one. It loads its data again.
        if (data?.builds !== builds) {
          const update: ContentUpdate = { routes: [], indexChanged: true, files: {} }
          client.send({ type: 'custom', event: liveContentEvents.update, data: update })
        }
      })
      await schedule('built')
      // In the background: the server answers at once, and the first save finds everything loaded.
      pipeline.warmUp().catch(() => undefined)
    },
  }
}
