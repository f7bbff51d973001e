import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { HotPayload, Plugin, ViteDevServer } from 'vite'
import type * as DevBuild from '../../app/content/.server/dev-build.ts'
import type { ContentProblem } from '../../app/content/.server/markdown/problems.ts'
import * as problemText from '../../app/content/.server/markdown/problems.ts'
import type { ContentUpdate } from '../../app/lib/live-content.ts'

/** The events the dev server and the page exchange (see app/components/live-content.tsx). */
export const liveContentEvents = {
  /** Server → page: the compiled content changed; data: ContentUpdate. */
  update: 'atproto-docs:content-update',
  /** Server → page: the content has no problems (any more): close the error overlay. */
  ok: 'atproto-docs:content-ok',
  /** Page → server: a page opened; answer with the overlay if the content has problems. */
  hello: 'atproto-docs:content-hello',
} as const

/** Files whose change means the content must be built again. */
const watched = ['content', join('app', 'config'), join('app', 'content')]

export function isContentInput(root: string, file: string): boolean {
  const path = relative(root, file)
  return watched.some((dir) => path === dir || path.startsWith(dir + sep))
}

/**
 * Vite's file watcher (chokidar) reports a file's change and then drops that file's change events
 * for the next 50 ms, so a second save inside that window (an editor's format-on-save, two quick
 * saves) would never be built: the page would keep showing the first. The handler this returns
 * passes every event on and looks at the file once more after the window; if it changed since
 * the event, it passes that on as one more change.
 */
export function catchDroppedChanges(onChange: (file: string) => void, windowMs = 50): (file: string) => void {
  const modified = (file: string) => {
    try {
      return statSync(file).mtimeMs
    } catch {
      return -1
    }
  }
  const handle = (file: string) => {
    const seen = modified(file)
    setTimeout(() => {
      if (modified(file) !== seen) handle(file)
    }, windowMs + 25)
    onChange(file)
  }
  return handle
}

/** At most this many pages' data travel with an update; more (a snippet many pages include) reload from the server. */
const maxPushedPages = 3

function pushedPages(pipeline: typeof DevBuild, state: DevBuild.DevBuildState, routes: string[]): Record<string, unknown> {
  return Object.fromEntries(routes.flatMap((route) => {
    const data = pipeline.getPageData(state, route)
    return data === undefined ? [] : [[route, data]]
  }))
}

/** The id of React Router's virtual server-build module (resolved with Vite's `\0` prefix). */
const reactRouterServerBuild = 'virtual:react-router/server-build'

/** The problems as one Vite error overlay: the first with its code frame, the others listed under it. */
export function toOverlay(root: string, problems: ContentProblem[]): HotPayload {
  const [first, ...rest] = problems
  const source = existsSync(join(root, first.file)) ? readFileSync(join(root, first.file), 'utf8') : null
  const more = rest.length > 0 ? `\n\n${rest.length} more problem(s):\n${rest.map(problemText.formatLocation).join('\n')}` : ''
  return {
    type: 'error',
    err: {
      message: `${first.message}${more}`,
      stack: '',
      id: first.file,
      frame: source ? problemText.codeFrame(first, source) : '',
      plugin: 'atproto-docs:content',
      loc: first.line ? { file: join(root, first.file), line: first.line, column: first.column ?? 1 } : undefined,
    },
  }
}

/**
 * Live authoring for `npm run dev`: builds the content when the server starts, then again after
 * every save under content/, app/config/ or the pipeline itself, compiling only what changed.
 * The open page reloads its data in place (no full reload, scroll kept); problems show in the
 * browser's error overlay and once in the terminal, each with file, line, column and code frame,
 * while the last good version of every page keeps being served.
 */
export function liveContent(): Plugin {
  let server: ViteDevServer
  let root: string
  let state: DevBuild.DevBuildState | undefined
  let problems: ContentProblem[] = []
  let running: Promise<void> | null = null
  let again = false
  /** Project files saved since the last build started; null: unknown (the first build). */
  let saved: Set<string> | null = null

  const load = () => server.ssrLoadModule('/app/content/.server/dev-build.ts') as Promise<typeof DevBuild>

  const invalidateServerBuild = () => {
    const graph = server.environments.ssr.moduleGraph
    const build = graph.getModuleById(`\0${reactRouterServerBuild}`)
    if (build) graph.invalidateModule(build)
  }

  const reportProblems = (found: ContentProblem[]) => {
    const before = JSON.stringify(problems)
    problems = found
    const hot = server.environments.client.hot
    if (found.length === 0) {
      if (before !== '[]') {
        server.config.logger.info('Content: all problems fixed.', { timestamp: true })
        hot.send({ type: 'custom', event: liveContentEvents.ok })
      }
      return
    }
    if (JSON.stringify(found) === before) return
    const readSource = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null)
    for (const problem of found) server.config.logger.error(`✗ ${problemText.describeProblem(problem, readSource, { color: true })}\n`, { timestamp: true })
    hot.send(toOverlay(root, found))
  }

  const build = async (reason: string) => {
    const started = performance.now()
    const changed = saved && [...saved]
    saved = new Set()
    const pipeline = await load()
    state ??= pipeline.createDevBuildState()
    const result = await pipeline.rebuildContent(root, state, {}, undefined, changed ?? undefined)
    for (const warning of result.warnings) server.config.logger.warn(`warning: ${warning}`)
    reportProblems(result.problems)
    // React Router's server build holds the prerender list (read from the content index), and with
    // ssr:false it answers only the routes on it: make it again when pages come or go.
    if (result.indexChanged) invalidateServerBuild()
    if (result.changedRoutes.length > 0 || result.indexChanged) {
      // A save that changed a page or two and nothing else sends their data along: the open page
      // shows it without asking the server again.
      const pages = !result.indexChanged && result.changedRoutes.length <= maxPushedPages ? pushedPages(pipeline, state, result.changedRoutes) : undefined
      const update: ContentUpdate = { routes: result.changedRoutes, indexChanged: result.indexChanged, pages }
      server.environments.client.hot.send({ type: 'custom', event: liveContentEvents.update, data: update })
    }
    const ms = Math.round(performance.now() - started)
    server.config.logger.info(`Content ${reason}: ${result.compiled} page(s) compiled, ${result.changedRoutes.length} route(s) changed in ${ms} ms.`, { timestamp: true })
  }

  /** One build at a time; saves during a build start one more build after it. */
  const schedule = (reason: string): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = build(reason)
      .catch((error: Error) => {
        // A failure of the pipeline itself (not of the content): say so and keep the server up.
        server.config.logger.error(`Content build failed: ${error.stack ?? error.message}`, { timestamp: true })
        server.environments.client.hot.send({ type: 'error', err: { message: `Content build failed: ${error.message}`, stack: error.stack ?? '', plugin: 'atproto-docs:content' } })
      })
      .finally(() => {
        running = null
        if (again) {
          again = false
          void schedule('after more changes')
        }
      })
    return running
  }

  return {
    name: 'atproto-docs:live-content',
    apply: 'serve',
    async configureServer(devServer) {
      server = devServer
      root = server.config.root
      const onContentChange = catchDroppedChanges((file: string) => {
        saved?.add(relative(root, file))
        void schedule(`changed (${relative(root, file)})`)
      })
      // Vite watches the whole project: only content inputs are looked at again after a save.
      const onChange = (file: string) => {
        if (isContentInput(root, file)) onContentChange(file)
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
      server.environments.client.hot.on(liveContentEvents.hello, (_data, client) => {
        if (problems.length > 0) client.send(toOverlay(root, problems))
      })
      await schedule('built')
      // In the background: the server answers at once, and the first save finds everything loaded.
      load().then((pipeline) => pipeline.warmUp()).catch(() => undefined)
    },
  }
}
