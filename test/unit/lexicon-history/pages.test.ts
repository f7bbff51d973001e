import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { buildChangelogPages, namespaceOf } from '../../../app/content/.server/api/history/changelog-page.ts'
import { changeText } from '../../../app/content/.server/api/history/describe.ts'
import { buildHistory } from '../../../app/content/.server/api/history/history-file.ts'
import type { Change } from '../../../app/content/.server/api/history/model.ts'
import { indexHistory } from '../../../app/content/.server/api/history/page-history.ts'
import { toPageHast, toPageMarkdown } from '../../../app/content/.server/api/render.ts'
import { doc, query } from './fixtures.ts'

const html = (tree: Parameters<typeof toPageHast>[0]) => toHtml(toPageHast(tree))

/** Releases 1.0.0 → 1.3.0 of two documents, to check what pages show of them. */
function fixtureHistory() {
  const record = (props: Record<string, unknown>) => doc('app.bsky.thing.record', { main: { type: 'record', key: 'tid', record: { type: 'object', properties: props } } })
  return buildHistory([
    { version: '1.0.0', docs: [record({ a: { type: 'string' } })], changelog: null },
    { version: '1.1.0', docs: [record({ a: { type: 'string', maxLength: 10 } })], changelog: null },
    { version: '1.2.0', docs: [record({ a: { type: 'string', maxLength: 10 }, b: { type: 'string' } }), query({}, {})], changelog: null },
    {
      version: '1.3.0',
      docs: [record({ a: { type: 'string', maxLength: 10 }, b: { type: 'integer' } }), query({}, {}), doc('com.gone.thing', { main: { type: 'token' } })],
      changelog: '## 1.3.0\n\n- [#7](https://github.com/bluesky-social/atproto/pull/7) [`abc`](https://github.com/bluesky-social/atproto/commit/abc) Thanks [@a](https://github.com/a)! - Change `b` to an integer\n',
    },
  ])
}

describe('indexHistory', () => {
  const index = indexHistory(fixtureHistory())

  it('says when a document was added, and null for what the first release already had', () => {
    expect(index.addedIn('com.example.getThing')).toBe('1.2.0')
    expect(index.addedIn('app.bsky.thing.record')).toBeNull()
    expect(index.first).toBe('1.0.0')
  })

  it('lists a document’s changes newest first', () => {
    expect(index.changesOf('app.bsky.thing.record').map(({ version, change }) => `${version} ${changeText(change)}`)).toEqual([
      '1.3.0 b type string → integer',
      '1.2.0 b added',
      '1.1.0 a maxLength 10 set',
    ])
  })

  it('marks fields added or changed in the last three minor series, and puts their releases on the first changelog page', () => {
    expect(index.recentMinors).toEqual(['1.3', '1.2', '1.1'])
    // `b` was added in 1.2.0 and changed in 1.3.0: it stays "new" with the release that added it.
    expect(index.fieldMark('app.bsky.thing.record', 'b')).toEqual({ kind: 'added', version: '1.2.0' })
    expect(index.fieldMark('app.bsky.thing.record', 'a')).toEqual({ kind: 'changed', version: '1.1.0' })
    expect(index.changelogHref('1.1.0')).toBe('/docs/api/changelog#v1-1-0')
  })

  it('sends releases of older series to their own changelog page', () => {
    const older = indexHistory({ ...fixtureHistory(), versions: ['0.9.0', ...fixtureHistory().versions] })
    expect(older.changelogHref('0.9.0')).toBe('/docs/api/changelog/0-9#v0-9-0')
  })
})

describe('the changelog pages', () => {
  const history = fixtureHistory()
  const index = indexHistory(history)
  const ref = buildApiReference()
  const ctx = { catalog: {} as never, nsid: '' }
  const pages = buildChangelogPages(history, index, ctx, (nsid) => (nsid === 'app.bsky.thing.record' ? '/docs/api/app-bsky-thing-record' : null))
  const [first] = pages
  const out = html(first.tree)

  it('has one section per release that changed a Lexicon, newest first, each with its anchor and counts', () => {
    expect(first.route).toBe('/docs/api/changelog')
    expect(first.versions).toEqual(['1.3.0', '1.2.0', '1.1.0'])
    expect([...out.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1])).toEqual(['v1-3-0', 'v1-2-0', 'v1-1-0'])
    expect(out).toContain('2 changes, 1 breaking; compared with 1.2.0.')
  })

  it('links an NSID that has a page and shows the others as code; marks breaking changes; links the notes’ pull requests', () => {
    expect(out).toContain('<a href="/docs/api/app-bsky-thing-record"><code>app.bsky.thing.record</code></a>: <code>b</code> type <code>string</code> → <code>integer</code> <span class="badge badge-breaking">Breaking</span>')
    expect(out).toContain('<code>com.gone.thing</code>: Added (token)')
    expect(out).toContain('Change <code>b</code> to an integer (<a href="https://github.com/bluesky-social/atproto/pull/7">#7</a>)')
  })

  it('filters by namespace with radio buttons in the HTML only; rows and releases say their namespaces', () => {
    expect(out).toMatch(/<input type="radio" name="changelog-ns" id="changelog-ns-all" value="all" class="showcase-filter-input sr-only" checked>/)
    for (const ns of ['app.bsky', 'com.atproto', 'chat.bsky', 'tools.ozone']) expect(out).toContain(`id="changelog-ns-${ns.replace('.', '-')}"`)
    expect(out).toContain('<section class="api-release" data-ns="app.bsky com.example other">'.replace(' com.example', ''))
    expect(out).toContain('<li data-ns="other"><code>com.example.getThing</code>: Added (query)</li>')
    expect(namespaceOf('tools.ozone.team.addMember')).toBe('tools.ozone')
    const md = toPageMarkdown(first.title, first.tree)
    expect(md).not.toMatch(/radio|All namespaces|<section/)
    expect(md).toContain('## 1.3.0')
    expect(md).toContain('- [`app.bsky.thing.record`](/docs/api/app-bsky-thing-record): `b` type `string` → `integer` **Breaking**')
  })

  it('in the real reference: starts at /docs/api/changelog with the pinned release, one page per older series, every release once', () => {
    const versions = ref.changelog.flatMap((p) => p.versions)
    expect(ref.changelog[0].route).toBe('/docs/api/changelog')
    expect(new Set(versions).size).toBe(versions.length)
    expect(ref.changelog.slice(1).every((p) => /^\/docs\/api\/changelog\/0-\d+$/.test(p.route))).toBe(true)
    const text = html(ref.changelog[0].tree)
    expect(text).toContain('stand in for Lexicon releases')
  })
})

describe('the reference pages show the history', () => {
  const ref = buildApiReference()
  const page = (nsid: string) => {
    const found = ref.pages.find((p) => p.nsid === nsid)
    if (!found) throw new Error(nsid)
    return found
  }

  it('a document older than the first release read is "Added in 0.6.0 or earlier", a newer one "Added in" its release', () => {
    expect(html(page('app.bsky.feed.getTimeline').tree)).toContain('<p class="api-added-in">Added in <code>@atproto/api</code> 0.6.0 or earlier')
    const added = html(page('tools.ozone.moderation.getAccountPreferences').tree)
    expect(added).toContain('<p class="api-added-in">Added in <code>@atproto/api</code> <a href="/docs/api/changelog#v0-20-44">0.20.44</a>.</p>')
  })

  it('spot check against the blog: pinned posts added pinnedPost to the profile record in 0.13.8', () => {
    // The blog's pinned-posts post (October 2024) tells of the `pinnedPost` strongRef added to app.bsky.actor.profile.
    const profile = toPageMarkdown('app.bsky.actor.profile', page('app.bsky.actor.profile').tree)
    expect(profile).toContain('- [0.13.8](/docs/api/changelog/0-13#v0-13-8): `pinnedPost` added')
    const changelog = ref.changelog.find((p) => p.route === '/docs/api/changelog/0-13')
    expect(changelog && toPageMarkdown(changelog.title, changelog.tree)).toMatch(/## 0\.13\.8\n[\s\S]*?\[`app\.bsky\.actor\.profile`\]\(\/docs\/api\/app-bsky-actor-profile\): `pinnedPost` added/)
  })

  it('at most five changes in the History list, and the same in HTML and markdown', () => {
    for (const p of ref.pages) {
      const md = toPageMarkdown(p.title, p.tree)
      const section = md.slice(md.indexOf('## History'), md.indexOf('## Lexicon source'))
      expect(section.match(/^- \[/gm)?.length ?? 0).toBeLessThanOrEqual(5)
    }
  })

  it('badges a field row changed in the last three minor series, not older ones', () => {
    const defs = html(page('app.bsky.feed.defs').tree)
    expect(defs).toContain('<code>knownLikers</code> <span class="badge badge-history">New in 0.20.42</span>')
    const bookmarked = /<code>bookmarked<\/code>( <span class="badge[^"]*">)?/.exec(defs)
    expect(bookmarked?.[1]).toBeUndefined() // added in 0.16.7, before the window
  })
})

describe('describeChange', () => {
  const c = (change: Omit<Change, 'breaking'>) => changeText({ breaking: false, ...change })
  it('names where a change is and what happened', () => {
    expect(c({ kind: 'field-added', at: 'x.y.getZ', field: 'params.limit', required: true })).toBe('parameter limit added, required')
    expect(c({ kind: 'constraint', at: 'x.y.defs#view', field: 'tags', constraint: 'items.maxLength', from: 640, to: 64 })).toBe('#view.tags items.maxLength 640 → 64')
    expect(c({ kind: 'constraint', at: 'x.y.z', field: 'reason', constraint: 'knownValues', added: ['a', 'b'], removed: ['c'] })).toBe('reason knownValues: added a, b; removed c')
    expect(c({ kind: 'error-added', at: 'x.y.z', error: 'RepoNotFound' })).toBe('Error RepoNotFound added')
    expect(c({ kind: 'encoding-changed', at: 'x.y.z', field: 'input', to: 'application/json' })).toBe('request body added, application/json')
    expect(c({ kind: 'def-removed', at: 'x.y.defs#old', type: 'object' })).toBe('#old removed')
  })
})
