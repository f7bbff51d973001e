import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createDevBuildState, rebuildContent } from '../../app/content/.server/dev-build.ts'
import { formatLocation } from '../../app/content/.server/markdown/problems.ts'
import { createStoreReader } from '../../app/content/.server/store.ts'
import { catchDroppedChanges, isContentInput } from '../../scripts/lib/live-content.ts'
import { doc, fixtureSidebars, makeFixture } from './fixture.ts'


let cleanup = () => {}
afterEach(() => cleanup())

/** A fixture site rebuilt the way `npm run dev` does after each save, into a store of its own. */
function setUp() {
  const fixture = makeFixture({
    'content/docs/get-started.mdx': doc('Get started', 'Start here.'),
    'content/docs/guides/one.mdx': doc('One', 'The first guide.', 'sidebar_position: 1\n'),
    'content/docs/guides/two.mdx': doc('Two', 'The second guide.', 'sidebar_position: 2\n'),
  })
  const dir = mkdtempSync(join(tmpdir(), 'live-content-store-'))
  cleanup = () => {
    fixture.cleanup()
    rmSync(dir, { recursive: true, force: true })
  }
  const state = createDevBuildState()
  const options = { apiReference: null, sidebarConfig: fixtureSidebars, navbar: [] }
  /** `saved`: the files saved since the last rebuild, as the dev server passes them. */
  const rebuild = (saved?: string[]) => rebuildContent(fixture.root, state, options, dir, saved)
  const write = (file: string, text: string) => writeFileSync(join(fixture.root, file), text)
  const remove = (file: string) => rmSync(join(fixture.root, file))
  /** The store a full build from scratch writes for the files as they are now: path → text. */
  const fromScratch = async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'live-content-fresh-'))
    try {
      await rebuildContent(fixture.root, createDevBuildState(), options, fresh)
      return readStore(fresh)
    } finally {
      rmSync(fresh, { recursive: true, force: true })
    }
  }
  return { root: fixture.root, dir, state, rebuild, write, remove, fromScratch, store: createStoreReader(dir) }
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
    const { rebuild, write, store } = setUp()
    const first = await rebuild()
    expect(first.compiled).toBe(3)
    expect(first.problems).toEqual([])
    write('content/docs/guides/two.mdx', doc('Two', 'The second guide, edited.', 'sidebar_position: 2\n'))
    const next = await rebuild()
    expect(next).toMatchObject({ compiled: 1, changedRoutes: ['/docs/guides/two'], problems: [] })
    expect(store.getDocPage('/docs/guides/two')?.html).toContain('edited')
  })

  it('serves a new page at its route and in the sidebar, and a deleted one no more', async () => {
    const { rebuild, write, remove, store } = setUp()
    await rebuild()
    write('content/docs/guides/three.mdx', doc('Three', 'A third guide.', 'sidebar_position: 3\n'))
    const added = await rebuild()
    expect(added.compiled).toBe(1)
    // The new page, the category listing it, and the page before it (its "next" link) changed.
    expect(added.changedRoutes.sort()).toEqual(['/docs/category/guides', '/docs/guides/three', '/docs/guides/two'])
    expect(store.getDocPage('/docs/guides/three')?.title).toBe('Three')
    expect(store.getDocPage('/docs/guides/two')?.next).toEqual({ title: 'Three', route: '/docs/guides/three' })
    expect(sidebarLinks(store)).toContain('"href":"/docs/guides/three"')

    remove('content/docs/guides/three.mdx')
    const removed = await rebuild()
    expect(removed.compiled).toBe(0)
    expect(store.getDocPage('/docs/guides/three')).toBeUndefined()
    expect(sidebarLinks(store)).not.toContain('"href":"/docs/guides/three"')
  })

  it('reports a broken file with its line and keeps serving its last good version, until it is fixed', async () => {
    const { rebuild, write, store } = setUp()
    await rebuild()
    write('content/docs/guides/two.mdx', '---\ntitle: Two\ndescription: [unclosed\n---\n\nBroken.\n')
    const broken = await rebuild()
    // YAML notices the unclosed list where the front matter ends, on the closing `---`.
    expect(broken.problems.map(formatLocation)).toEqual([
      'content/docs/guides/two.mdx:4:1: the front matter is not valid YAML: unexpected end of the stream within a flow collection. Check quotes and indentation; a value with a colon needs quotes.',
    ])
    expect(store.getDocPage('/docs/guides/two')?.html).toContain('The second guide.')

    write('content/docs/guides/two.mdx', doc('Two', 'Fine again {oops'))
    const mdxError = await rebuild()
    expect(mdxError.problems.map(formatLocation)).toEqual([
      'content/docs/guides/two.mdx:6:17: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    ])
    expect(store.getDocPage('/docs/guides/two')?.html).toContain('The second guide.')

    write('content/docs/guides/two.mdx', doc('Two', 'Fixed.'))
    const fixed = await rebuild()
    expect(fixed.problems).toEqual([])
    expect(store.getDocPage('/docs/guides/two')?.html).toContain('Fixed.')
  })

  it('treats a saved snippet as a change to the pages that include it', async () => {
    const { root, rebuild, write, remove, store } = setUp()
    mkdirSync(join(root, 'content/_snippets'))
    write('content/_snippets/login.ts', "await agent.login({ identifier: 'alice' })\n")
    write('content/docs/guides/one.mdx', doc('One', '```ts\n// @include login\n```', 'sidebar_position: 1\n'))
    expect((await rebuild()).problems).toEqual([])
    write('content/_snippets/login.ts', "await agent.login({ identifier: 'bob' })\n")
    const next = await rebuild()
    expect(next).toMatchObject({ compiled: 1, changedRoutes: ['/docs/guides/one'], problems: [] })
    expect(store.getDocPage('/docs/guides/one')?.html).toContain('bob')

    remove('content/_snippets/login.ts')
    const missing = await rebuild()
    expect(missing.problems.map(formatLocation)).toEqual([
      'content/docs/guides/one.mdx:8:1: the snippet "login" does not exist: "// @include login" reads content/_snippets/login.ts. Create that file or fix the name.',
    ])
    // The last good version keeps being served while the include is broken.
    expect(store.getDocPage('/docs/guides/one')?.html).toContain('bob')
  })

  it('shows drafts, marked as drafts, in the sidebar and on the page', async () => {
    const { rebuild, write, store } = setUp()
    write('content/docs/guides/wip.mdx', doc('Work in progress', 'Not yet.', 'draft: true\n'))
    await rebuild()
    expect(store.getDocPage('/docs/guides/wip')?.draft).toBe(true)
    expect(store.getDocPage('/docs/guides/one')?.draft).toBe(false)
    expect(JSON.stringify(store.getSidebar())).toContain('{"type":"link","label":"Work in progress","href":"/docs/guides/wip","badge":"draft"}')
  })
})

describe('a save that changes only a page’s body', () => {
  it('compiles that page and rewrites only its files, leaving the index alone, with what a full build gives', async () => {
    const { dir, state, rebuild, write, fromScratch, store } = setUp()
    await rebuild()
    const index = readFileSync(join(dir, 'index.json'), 'utf8')
    write('content/docs/guides/two.mdx', doc('Two', 'The second guide, edited in place.', 'sidebar_position: 2\n'))
    const session = state.last?.session
    const next = await rebuild(['content/docs/guides/two.mdx'])
    expect(next).toEqual({ problems: [], warnings: [], changedRoutes: ['/docs/guides/two'], indexChanged: false, compiled: 1 })
    // Patched, not built again: the same build session, and index.json untouched.
    expect(state.last?.session).toBe(session)
    expect(readFileSync(join(dir, 'index.json'), 'utf8')).toBe(index)
    expect(store.getDocPage('/docs/guides/two')?.html).toContain('edited in place')
    // Byte for byte what a full build of the same files writes (version.txt, twins and sections included).
    expect(readStore(dir)).toEqual(await fromScratch())
  })

  it('builds everything again when the front matter changed, so the title reaches the sidebar and the neighbours', async () => {
    const { state, rebuild, write, fromScratch, store, dir } = setUp()
    await rebuild()
    const session = state.last?.session
    write('content/docs/guides/two.mdx', doc('Two, renamed', 'The second guide.', 'sidebar_position: 2\n'))
    const next = await rebuild(['content/docs/guides/two.mdx'])
    expect(next.indexChanged).toBe(true)
    expect(state.last?.session).not.toBe(session)
    expect(store.getDocPage('/docs/guides/one')?.next).toEqual({ title: 'Two, renamed', route: '/docs/guides/two' })
    expect(JSON.stringify(store.getSidebar())).toContain('"label":"Two, renamed"')
    expect(readStore(dir)).toEqual(await fromScratch())
  })

  it('builds everything again for a broken page, reporting it, and patches again once it is fixed', async () => {
    const { state, rebuild, write, store } = setUp()
    await rebuild()
    write('content/docs/guides/two.mdx', doc('Two', 'A [broken link](/docs/nope).', 'sidebar_position: 2\n'))
    const broken = await rebuild(['content/docs/guides/two.mdx'])
    expect(broken.problems.map(formatLocation)).toEqual([expect.stringContaining('content/docs/guides/two.mdx:7:3: broken link "/docs/nope"')])
    expect(state.last).toBeUndefined()
    write('content/docs/guides/two.mdx', doc('Two', 'Fixed.', 'sidebar_position: 2\n'))
    expect((await rebuild(['content/docs/guides/two.mdx'])).problems).toEqual([])
    const session = state.last?.session
    write('content/docs/guides/two.mdx', doc('Two', 'Fixed and edited.', 'sidebar_position: 2\n'))
    expect(await rebuild(['content/docs/guides/two.mdx'])).toMatchObject({ changedRoutes: ['/docs/guides/two'], indexChanged: false, problems: [] })
    expect(state.last?.session).toBe(session)
    expect(store.getDocPage('/docs/guides/two')?.html).toContain('Fixed and edited.')
  })
})

describe('what the dev server watches', () => {
  it('is the content, the config and the content pipeline', () => {
    const root = '/project'
    expect(['content/docs/a.mdx', 'content/showcase.ts', 'content/_snippets/login.ts', 'app/config/sidebars.ts', 'app/content/.server/build.ts'].map((f) => isContentInput(root, join(root, f)))).toEqual([true, true, true, true, true])
    expect(['app/components/navbar.tsx', '.cache/content/index.json', 'contentious.md', 'build/client/index.html'].map((f) => isContentInput(root, join(root, f)))).toEqual([false, false, false, false])
  })
})

describe('saves the file watcher drops', () => {
  it('passes on a second save made inside the watcher’s quiet window, once, and nothing when the file did not change again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dropped-changes-'))
    cleanup = () => rmSync(dir, { recursive: true, force: true })
    const file = join(dir, 'page.mdx')
    writeFileSync(file, 'first')
    const seen: string[] = []
    const handle = catchDroppedChanges((f) => seen.push(readFileSync(f, 'utf8')), 20)
    handle(file)
    // The second save comes 5 ms later: the watcher reports nothing for it.
    await new Promise((resolve) => setTimeout(resolve, 5))
    writeFileSync(file, 'second')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(seen).toEqual(['first', 'second'])
    // A save the watcher did report, with no other after it: passed on once only.
    writeFileSync(file, 'third')
    handle(file)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(seen).toEqual(['first', 'second', 'third'])
  })
})
