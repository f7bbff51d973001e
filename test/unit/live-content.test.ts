import { EventEmitter } from 'node:events'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, ErrorPayload, ViteDevServer } from 'vite'
import { describe, expect, it } from 'vitest'
import { createDevBuildState, rebuildContent } from '../../app/content/.server/dev-build.ts'
import { formatLocation } from '../../app/content/.server/markdown/problems.ts'
import { createStoreReader } from '../../app/content/.server/store/read.ts'
import type { DocPageData } from '../../app/content/types.ts'
import routes from '../../app/routes.ts'
import { pageDataPath } from '../../app/content/routes.ts'
import { contentBuildsTiming, contentOverlayPlugin, liveContentEvents, type ContentUpdate, type ContentWarnings, type Hello } from '../../app/lib/live-content-events.ts'
import { isContentInput, liveContent, rawEventFile, type LiveContentPipeline } from '../../scripts/vite/live-content-plugin.ts'
import { doc, fixtureSidebars, makeFixture } from './fixture.ts'
import { tempDir } from './temp-dir.ts'

/** A fixture site rebuilt the way `npm run dev` does after each save, into a store of its own. */
function setUp() {
  const fixture = makeFixture({
    'content/docs/get-started.mdx': doc('Get started', 'Start here.'),
    'content/docs/guides/one.mdx': doc('One', 'The first guide.', 'sidebar_position: 1\n'),
    'content/docs/guides/two.mdx': doc('Two', 'The second guide.', 'sidebar_position: 2\n'),
  })
  const dir = tempDir('live-content-store-')
  const state = createDevBuildState()
  const options = { apiReference: null, sidebarConfig: fixtureSidebars, navbar: [] }
  const rebuild = () => rebuildContent(fixture.root, routes, state, options, dir)
  const write = (file: string, text: string) => writeFileSync(join(fixture.root, file), text)
  const remove = (file: string) => rmSync(join(fixture.root, file))
  /** The store a full build from scratch writes for the files as they are now: path → text. */
  const fromScratch = async () => {
    const fresh = tempDir('live-content-fresh-')
    await rebuildContent(fixture.root, routes, createDevBuildState(), options, fresh)
    return readStore(fresh)
  }
  const store = createStoreReader(dir)
  /** A docs page's loader data and its rendered body, as the store holds them. */
  const docPage = (route: string) => {
    const file = store.readPageFile(route)
    return file && { ...(file.data as DocPageData), html: file.bodies[route] }
  }
  return { root: fixture.root, dir, rebuild, write, remove, fromScratch, store, docPage }
}

function readStore(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (sub: string) => {
    for (const name of readdirSync(join(dir, sub))) {
      const path = sub ? `${sub}/${name}` : name
      if (statSync(join(dir, path)).isDirectory()) walk(path)
      else files[path] = readFileSync(join(dir, path), 'utf8')
    }
  }
  walk('')
  return files
}

const sidebarLinks = (store: ReturnType<typeof createStoreReader>) => JSON.stringify(store.getSidebar()).match(/"href":"[^"]+"/g)

describe('the dev server’s rebuild after a save', () => {
  it('compiles only the saved page and reports only its route as changed', async () => {
    const { rebuild, write, docPage } = setUp()
    const first = await rebuild()
    expect(first.compiled).toBe(3)
    expect(first.problems).toEqual([])
    write('content/docs/guides/two.mdx', doc('Two', 'The second guide, edited.', 'sidebar_position: 2\n'))
    const next = await rebuild()
    expect(next).toMatchObject({ compiled: 1, changedRoutes: ['/docs/guides/two'], problems: [] })
    expect(docPage('/docs/guides/two')?.html).toContain('edited')
  })

  it('serves a new page at its route and in the sidebar, and a deleted one no more', async () => {
    const { rebuild, write, remove, store, docPage } = setUp()
    await rebuild()
    write('content/docs/guides/three.mdx', doc('Three', 'A third guide.', 'sidebar_position: 3\n'))
    const added = await rebuild()
    expect(added.compiled).toBe(1)
    // The new page, the category listing it, and the page before it (its "next" link) changed.
    expect(added.changedRoutes.sort()).toEqual(['/docs/category/guides', '/docs/guides/three', '/docs/guides/two'])
    expect(docPage('/docs/guides/three')?.title).toBe('Three')
    expect(docPage('/docs/guides/two')?.next).toEqual({ title: 'Three', route: '/docs/guides/three' })
    expect(sidebarLinks(store)).toContain('"href":"/docs/guides/three"')

    remove('content/docs/guides/three.mdx')
    const removed = await rebuild()
    expect(removed.compiled).toBe(0)
    expect(docPage('/docs/guides/three')).toBeUndefined()
    expect(sidebarLinks(store)).not.toContain('"href":"/docs/guides/three"')
  })

  it('reports a broken file with its line and keeps serving its last good version, until it is fixed', async () => {
    const { rebuild, write, docPage } = setUp()
    await rebuild()
    write('content/docs/guides/two.mdx', '---\ntitle: Two\ndescription: [unclosed\n---\n\nBroken.\n')
    const broken = await rebuild()
    // YAML notices the unclosed list where the front matter ends, on the closing `---`.
    expect(broken.problems.map(formatLocation)).toEqual([
      'content/docs/guides/two.mdx:4:1: the front matter is not valid YAML: unexpected end of the stream within a flow collection. Check quotes and indentation; a value with a colon needs quotes.',
    ])
    expect(docPage('/docs/guides/two')?.html).toContain('The second guide.')

    write('content/docs/guides/two.mdx', doc('Two', 'Fine again {oops'))
    const mdxError = await rebuild()
    expect(mdxError.problems.map(formatLocation)).toEqual([
      'content/docs/guides/two.mdx:6:17: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    ])
    expect(docPage('/docs/guides/two')?.html).toContain('The second guide.')

    write('content/docs/guides/two.mdx', doc('Two', 'Fixed.'))
    const fixed = await rebuild()
    expect(fixed.problems).toEqual([])
    expect(docPage('/docs/guides/two')?.html).toContain('Fixed.')
  })

  it('treats a saved snippet as a change to the pages that include it', async () => {
    const { root, rebuild, write, remove, docPage } = setUp()
    mkdirSync(join(root, 'content/_snippets'))
    write('content/_snippets/login.ts', "await agent.login({ identifier: 'alice' })\n")
    write('content/docs/guides/one.mdx', doc('One', '```ts\n// @include login\n```', 'sidebar_position: 1\n'))
    expect((await rebuild()).problems).toEqual([])
    write('content/_snippets/login.ts', "await agent.login({ identifier: 'bob' })\n")
    const next = await rebuild()
    expect(next).toMatchObject({ compiled: 1, changedRoutes: ['/docs/guides/one'], problems: [] })
    expect(docPage('/docs/guides/one')?.html).toContain('bob')

    remove('content/_snippets/login.ts')
    const missing = await rebuild()
    expect(missing.problems.map(formatLocation)).toEqual([
      'content/docs/guides/one.mdx:8:1: the snippet "login" does not exist: "// @include login" reads content/_snippets/login.ts. Create that file or fix the name.',
    ])
    // The last good version keeps being served while the include is broken.
    expect(docPage('/docs/guides/one')?.html).toContain('bob')
  })

  it('shows drafts, marked as drafts, in the sidebar and on the page', async () => {
    const { rebuild, write, store, docPage } = setUp()
    write('content/docs/guides/wip.mdx', doc('Work in progress', 'Not yet.', 'draft: true\n'))
    await rebuild()
    expect(docPage('/docs/guides/wip')?.draft).toBe(true)
    expect(docPage('/docs/guides/one')?.draft).toBe(false)
    expect(JSON.stringify(store.getSidebar())).toContain('{"type":"link","label":"Work in progress","href":"/docs/guides/wip","badge":"draft"}')
  })
})

describe('a save that changes only a page’s body', () => {
  it('rewrites only that page’s files, leaving the index alone, with what a full build gives', async () => {
    const { dir, rebuild, write, fromScratch, docPage } = setUp()
    await rebuild()
    const index = readFileSync(join(dir, 'index.json'), 'utf8')
    write('content/docs/guides/two.mdx', doc('Two', 'The second guide, edited in place.', 'sidebar_position: 2\n'))
    const next = await rebuild()
    expect(next).toEqual({ problems: [], warnings: [], changedRoutes: ['/docs/guides/two'], indexChanged: false, compiled: 1, read: expect.any(Map) })
    // What it read of each source, for the dev server to tell a save it has built from a new one.
    expect(next.read.get('content/docs/guides/two.mdx')).toContain('edited in place')
    expect(readFileSync(join(dir, 'index.json'), 'utf8')).toBe(index)
    expect(docPage('/docs/guides/two')?.html).toContain('edited in place')
    // Byte for byte what a full build of the same files writes (version.txt, twins and sections included).
    expect(readStore(dir)).toEqual(await fromScratch())
  })

  it('reaches the sidebar and the neighbours when the front matter changed', async () => {
    const { rebuild, write, fromScratch, store, dir, docPage } = setUp()
    await rebuild()
    write('content/docs/guides/two.mdx', doc('Two, renamed', 'The second guide.', 'sidebar_position: 2\n'))
    const next = await rebuild()
    expect(next.indexChanged).toBe(true)
    expect(docPage('/docs/guides/one')?.next).toEqual({ title: 'Two, renamed', route: '/docs/guides/two' })
    expect(JSON.stringify(store.getSidebar())).toContain('"label":"Two, renamed"')
    expect(readStore(dir)).toEqual(await fromScratch())
  })

  it('reports a broken link in the saved page, and shows the page again once it is fixed', async () => {
    const { rebuild, write, docPage } = setUp()
    await rebuild()
    write('content/docs/guides/two.mdx', doc('Two', 'A [broken link](/docs/nope).', 'sidebar_position: 2\n'))
    const broken = await rebuild()
    expect(broken.problems.map(formatLocation)).toEqual([expect.stringContaining('content/docs/guides/two.mdx:7:3: broken link "/docs/nope"')])
    write('content/docs/guides/two.mdx', doc('Two', 'Fixed and edited.', 'sidebar_position: 2\n'))
    expect(await rebuild()).toMatchObject({ changedRoutes: ['/docs/guides/two'], indexChanged: false, problems: [] })
    expect(docPage('/docs/guides/two')?.html).toContain('Fixed and edited.')
  })
})

describe('what the dev server watches', () => {
  it('is the content, the config, the content pipeline and the routes', () => {
    const root = '/project'
    expect(['content/docs/a.mdx', 'content/showcase.ts', 'content/_snippets/login.ts', 'app/config/sidebars.ts', 'app/content/.server/build.ts', 'app/routes.ts', 'app/routes/doc.tsx', 'public/img/a.svg'].map((f) => isContentInput(root, join(root, f)))).toEqual([true, true, true, true, true, true, true, true])
    expect(['app/components/navbar.tsx', '.cache/content/index.json', 'contentious.md', 'publications.md', 'build/client/index.html'].map((f) => isContentInput(root, join(root, f)))).toEqual([false, false, false, false, false])
  })
})

/**
 * The dev server's plugin against a file system it watches the way chokidar does, with the events
 * each kind of save sends, chokidar's dropped ones left out, and a pipeline that can be held right
 * after it has read the page: each test holds the moment where a save could be lost, every time.
 */
describe('saves while the dev server builds', () => {
  interface Read {
    text: string
    release: () => void
  }

  async function startPlugin() {
    const dir = tempDir('live-saves-')
    const page = join(dir, 'content/docs/page.mdx')
    mkdirSync(dirname(page), { recursive: true })
    writeFileSync(page, 'saved 0')
    const watcher = new EventEmitter()
    const sent: { type: string; event?: string; data?: unknown }[] = []
    const reads: string[] = []
    let hold = false
    const waiting: Read[] = []
    const arrivals: ((read: Read) => void)[] = []
    const pipeline: LiveContentPipeline = {
      async rebuild() {
        const text = existsSync(page) ? readFileSync(page, 'utf8') : '(no page)'
        reads.push(text)
        if (hold) {
          await new Promise<void>((release) => {
            const read = { text, release }
            const next = arrivals.shift()
            if (next) next(read)
            else waiting.push(read)
          })
        }
        // As the content build does: the page's data file for the browser.
        mkdirSync(dirname(join(dir, 'public', pageDataPath('/docs/page'))), { recursive: true })
        writeFileSync(join(dir, 'public', pageDataPath('/docs/page')), JSON.stringify({ data: { text }, bodies: {} }))
        // A page whose text begins with "warn" makes the build warn.
        const warnings = text.startsWith('warn') ? [`content/docs/page.mdx: ${text}`] : []
        // And one that begins with "broken" has a problem.
        const problems = text.startsWith('broken') ? [{ file: 'content/docs/page.mdx', line: 1, column: 1, message: text }] : []
        return { problems, warnings, changedRoutes: ['/docs/page'], indexChanged: false, compiled: 1, read: new Map([['content/docs/page.mdx', text]]) }
      },
      warmUp: async () => undefined,
    }
    const warned: string[] = []
    const logger = { info: () => undefined, warn: (text: string) => warned.push(text), error: () => undefined }
    const middlewares: Connect.NextHandleFunction[] = []
    type Listener = (data: unknown, client: { send: (payload: unknown) => void }) => void
    const listeners = new Map<string, Listener>()
    const server = {
      config: { root: dir, logger },
      watcher,
      middlewares: { use: (middleware: Connect.NextHandleFunction) => middlewares.push(middleware) },
      environments: {
        client: { hot: { send: (payload: { type: string; event?: string; data?: unknown }) => sent.push(payload), on: (event: string, listener: Listener) => listeners.set(event, listener) } },
        ssr: { moduleGraph: { getModuleById: () => undefined, getModulesByFile: () => undefined, invalidateModule: () => undefined } },
      },
    } as unknown as ViteDevServer
    const updates = () => sent.filter((payload) => payload.type === 'custom' && payload.event === liveContentEvents.update)
    /** What the server sends to one page alone in answer to its `event`. */
    const toPageAlone = (event: string, data: unknown) => {
      const toPage: unknown[] = []
      listeners.get(event)!(data, { send: (payload) => toPage.push(payload) })
      return toPage
    }
    const plugin = liveContent({ pipeline: () => pipeline, publicDir: join(dir, 'public') })
    await (plugin.configureServer as (server: ViteDevServer) => Promise<void>)(server)
    return {
      dir,
      page,
      reads,
      /** Holds every build after it has read the page, from now on. */
      holdBuilds: () => (hold = true),
      /** The next build that reads the page, once it has (held until released); fails if none comes. */
      nextRead: () =>
        new Promise<Read>((resolve, reject) => {
          if (waiting.length > 0) return resolve(waiting.shift()!)
          arrivals.push(resolve)
          setTimeout(() => reject(new Error('no build read the page after the save')), 5000)
        }),
      /** Chokidar's change event for a file. */
      change: (file = page) => watcher.emit('change', file),
      /** The file system's own event, as chokidar passes it on whatever it does with it. */
      raw: (file = page) => watcher.emit('raw', 'change', basename(file), { watchedPath: file }),
      /** The raw event of the page's folder when a file was renamed into the page. */
      renamedInto: (file = page) => watcher.emit('raw', 'rename', basename(file), { watchedPath: dirname(file) }),
      /** Resolves once no build is running or due. */
      settled: async () => {
        for (let quiet = 0; quiet < 3; ) {
          const before = reads.length
          await new Promise((resolve) => setTimeout(resolve, 120))
          quiet = reads.length === before && waiting.length === 0 ? quiet + 1 : 0
        }
      },
      updates: () => updates().length,
      /** What the terminal has printed as warnings. */
      warned,
      /** The lists of warnings sent to the open pages, in order. */
      warningsSent: () => sent.filter((payload) => payload.type === 'custom' && payload.event === liveContentEvents.warnings).map((payload) => (payload.data as ContentWarnings).warnings),
      /** What the last update told the open pages. */
      lastUpdate: () => updates().at(-1)?.data as ContentUpdate,
      /** The Server-Timing header the dev server sends with a page now. */
      pageTiming: () => {
        const headers = new Map<string, string>()
        const res = { setHeader: (name: string, value: string) => headers.set(name, value) }
        for (const middleware of middlewares) middleware({ headers: { accept: 'text/html' } } as IncomingMessage, res as unknown as ServerResponse, () => undefined)
        return headers.get('Server-Timing')
      },
      /** What the server sends a page alone when its socket opens and it says hello with `data`. */
      hello: (data: Hello | undefined) => toPageAlone(liveContentEvents.hello, data),
      /** What the server sends a page alone that asks for the content's problems again. */
      askForProblems: () => toPageAlone(liveContentEvents.problems, undefined),
      /** The error overlays sent to every open page, in order. */
      overlaysSent: () => sent.filter((payload) => payload.type === 'error') as unknown as ErrorPayload[],
    }
  }

  it('builds the write of a save made in place, though the build before read the file still empty and chokidar reported the truncate alone', async () => {
    const dev = await startPlugin()
    dev.holdBuilds()
    // writeFileSync is a truncate and a write; under load the writer may pause between the two.
    const fd = openSync(dev.page, 'w')
    dev.raw()
    dev.change()
    const truncated = await dev.nextRead()
    expect(truncated.text).toBe('')
    writeSync(fd, 'saved 1')
    closeSync(fd)
    // Chokidar drops the write's change event (same file within its throttle, modification time unchanged): only the raw one comes.
    dev.raw()
    truncated.release()
    const after = await dev.nextRead()
    after.release()
    expect(after.text).toBe('saved 1')
    await dev.settled()
    expect(dev.reads.at(-1)).toBe('saved 1')
  })

  it('builds the second of two saves 10 ms apart (format on save), whose change event chokidar dropped', async () => {
    const dev = await startPlugin()
    dev.holdBuilds()
    writeFileSync(dev.page, 'saved 1')
    dev.raw()
    dev.change()
    const first = await dev.nextRead()
    writeFileSync(dev.page, 'saved 2, formatted')
    dev.raw()
    first.release()
    const second = await dev.nextRead()
    second.release()
    expect(second.text).toBe('saved 2, formatted')
    await dev.settled()
    expect(dev.reads.at(-1)).toBe('saved 2, formatted')
  })

  it('builds an atomic save (a temporary file renamed over the page), from the rename alone', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const before = dev.reads.length
    const temp = join(dirname(dev.page), '.page.mdx.swp')
    writeFileSync(temp, 'saved 1, atomically')
    // The temporary file's own events start no build: the content build never reads a dotfile.
    dev.change(temp)
    dev.raw(temp)
    await dev.settled()
    expect(dev.reads.length).toBe(before)
    renameSync(temp, dev.page)
    // The folder's raw event names the page; chokidar's change for it is dropped here.
    dev.renamedInto()
    await dev.settled()
    expect(dev.reads.slice(before)).toEqual(['saved 1, atomically'])
  })

  it('builds a save made while the build of the previous one is still running', async () => {
    const dev = await startPlugin()
    dev.holdBuilds()
    writeFileSync(dev.page, 'saved 1')
    dev.change()
    const first = await dev.nextRead()
    writeFileSync(dev.page, 'saved 2')
    dev.change()
    first.release()
    const second = await dev.nextRead()
    second.release()
    expect(second.text).toBe('saved 2')
    await dev.settled()
    expect(dev.updates()).toBeGreaterThanOrEqual(2)
  })

  it('does not build again for the late events of a save the build read whole', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const before = dev.reads.length
    dev.holdBuilds()
    writeFileSync(dev.page, 'saved 1')
    dev.change()
    const read = await dev.nextRead()
    dev.raw()
    dev.raw()
    read.release()
    await dev.settled()
    expect(dev.reads.slice(before)).toEqual(['saved 1'])
  })

  it('builds a save once, though its events come one by one after a build that finished at once', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const before = dev.reads.length
    writeFileSync(dev.page, 'saved 1')
    // The page's raw event, its folder's, then chokidar's change, each in a task of its own: the
    // fake pipeline never waits on I/O, so each build is over before the next event.
    const task = () => new Promise((resolve) => setTimeout(resolve, 0))
    dev.raw()
    await task()
    dev.renamedInto()
    await task()
    dev.change()
    await dev.settled()
    expect(dev.reads.slice(before)).toEqual(['saved 1'])
    // The next save is built, the same way.
    writeFileSync(dev.page, 'saved 2')
    dev.raw()
    await task()
    dev.change()
    await dev.settled()
    expect(dev.reads.slice(before)).toEqual(['saved 1', 'saved 2'])
  })

  it('sends the changed page’s new data file with the update, so the open page need not ask the server, busy with the next save', async () => {
    const dev = await startPlugin()
    writeFileSync(dev.page, 'saved 1')
    dev.raw()
    await dev.settled()
    expect(dev.lastUpdate()).toEqual({
      routes: ['/docs/page'],
      indexChanged: false,
      files: { [pageDataPath('/docs/page')]: JSON.stringify({ data: { text: 'saved 1' }, bodies: {} }) },
    })
  })

  it('waits for the write of a save it finds empty, rather than build an empty page', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const before = dev.reads.length
    const fd = openSync(dev.page, 'w')
    dev.change()
    // The write lands well within the wait, and its event is dropped.
    await new Promise((resolve) => setTimeout(resolve, 10))
    writeSync(fd, 'saved 1')
    closeSync(fd)
    await dev.settled()
    expect(dev.reads.slice(before)).toEqual(['saved 1'])
  })

  it('starts no build for the file Vim creates and deletes before a save, to learn whether it may write in the folder', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const before = dev.reads.length
    const probe = join(dirname(dev.page), '4913')
    writeFileSync(probe, '')
    dev.renamedInto(probe)
    rmSync(probe)
    dev.renamedInto(probe)
    await dev.settled()
    expect(dev.reads.length).toBe(before)
  })

  it('builds a save that first moves the page aside (Vim keeps its backup so), not the moment the page is missing', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const before = dev.reads.length
    // Vim renames the page to its backup, writes the page anew, and deletes the backup.
    renameSync(dev.page, `${dev.page}~`)
    dev.renamedInto()
    await new Promise((resolve) => setTimeout(resolve, 10))
    writeFileSync(dev.page, 'saved 1, by Vim')
    dev.renamedInto()
    dev.raw()
    rmSync(`${dev.page}~`)
    dev.renamedInto(`${dev.page}~`)
    await dev.settled()
    expect(dev.reads.slice(before)).toEqual(['saved 1, by Vim'])
  })

  it('builds a JetBrains safe write once, from the copy renamed over the page, and not for the copies', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const before = dev.reads.length
    const [copy, old] = [`${dev.page}___jb_tmp___`, `${dev.page}___jb_old___`]
    writeFileSync(copy, 'saved 1, by IntelliJ')
    dev.renamedInto(copy)
    dev.raw(copy)
    await dev.settled()
    expect(dev.reads.length).toBe(before)
    renameSync(dev.page, old)
    renameSync(copy, dev.page)
    dev.renamedInto(old)
    dev.renamedInto()
    rmSync(old)
    dev.renamedInto(old)
    await dev.settled()
    expect(dev.reads.slice(before)).toEqual(['saved 1, by IntelliJ'])
  })

  it('brings a page up to date whose socket opened after a save was built: its document says which build it showed', async () => {
    const dev = await startPlugin()
    await dev.settled()
    const shown = dev.pageTiming()
    expect(shown).toBe(`${contentBuildsTiming};desc=1`)
    const builds = Number(shown!.split('desc=')[1])
    // Loaded, but its socket not open yet: the update of this save goes to the other pages only.
    writeFileSync(dev.page, 'saved 1')
    dev.raw()
    await dev.settled()
    expect(dev.pageTiming()).toBe(`${contentBuildsTiming};desc=2`)
    const catchUp = { type: 'custom', event: liveContentEvents.update, data: { routes: [], indexChanged: true, files: {} } }
    expect(dev.hello({ builds })).toEqual([catchUp])
    // A page that showed the last build, and one that cannot tell.
    expect(dev.hello({ builds: builds + 1 })).toEqual([])
    expect(dev.hello({ builds: null })).toEqual([catchUp])
  })

  it('prints the build’s warnings and sends them to the open pages when they change, not again on each save, and cleared when none are left', async () => {
    const dev = await startPlugin()
    await dev.settled()
    expect(dev.warningsSent()).toEqual([])
    writeFileSync(dev.page, 'warn 1')
    dev.raw()
    await dev.settled()
    expect(dev.warningsSent()).toEqual([['content/docs/page.mdx: warn 1']])
    expect(dev.warned).toEqual(['warning: content/docs/page.mdx: warn 1'])
    // A page that opens now is told them; a save that leaves them as they were is quiet.
    expect(dev.hello({ builds: 2 })).toEqual([{ type: 'custom', event: liveContentEvents.warnings, data: { warnings: ['content/docs/page.mdx: warn 1'] } }])
    writeFileSync(dev.page, 'saved 2')
    dev.raw()
    await dev.settled()
    expect(dev.warningsSent()).toEqual([['content/docs/page.mdx: warn 1'], []])
    expect(dev.hello({ builds: 3 })).toEqual([])
    writeFileSync(dev.page, 'saved 3')
    dev.raw()
    await dev.settled()
    expect(dev.warningsSent()).toHaveLength(2)
    expect(dev.warned).toHaveLength(1)
  })

  it('sends the content’s problems again to a page that asks (an update of Vite’s own closed its overlay), as long as there are any', async () => {
    const dev = await startPlugin()
    await dev.settled()
    expect(dev.askForProblems()).toEqual([])
    writeFileSync(dev.page, 'broken front matter')
    dev.raw()
    await dev.settled()
    expect(dev.overlaysSent()).toHaveLength(1)
    const [overlay] = dev.overlaysSent()
    expect(overlay.err).toMatchObject({ message: 'broken front matter', plugin: contentOverlayPlugin })
    // To that page alone, and as often as it asks.
    expect(dev.askForProblems()).toEqual([overlay])
    expect(dev.askForProblems()).toEqual([overlay])
    expect(dev.overlaysSent()).toHaveLength(1)
    writeFileSync(dev.page, 'saved 2')
    dev.raw()
    await dev.settled()
    expect(dev.askForProblems()).toEqual([])
  })
})

describe('raw events', () => {
  it('name the watched file itself, or a file in the watched folder', () => {
    expect(rawEventFile('page.mdx', '/p/content/docs/page.mdx')).toBe('/p/content/docs/page.mdx')
    expect(rawEventFile('page.mdx', '/p/content/docs')).toBe('/p/content/docs/page.mdx')
    expect(rawEventFile('', '/p/content/docs/page.mdx')).toBe('/p/content/docs/page.mdx')
  })
})
