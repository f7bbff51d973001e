import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { changelogAtomFeed, FEED_RELEASES, historyJsonDocument, lexiconChangelogFeed, lexiconHistoryJson } from '../../../app/content/.server/api/history/feed.ts'
import { buildHistory, loadHistory } from '../../../app/content/.server/api/history/history-file.ts'
import { indexHistory } from '../../../app/content/.server/api/history/page-history.ts'
import { procedure, query } from './fixtures.ts'

const history = buildHistory([
  { version: '1.0.0', docs: [query({}, {})], changelog: null },
  { version: '1.1.0', docs: [query({ limit: { type: 'integer' } }, {})], changelog: '## 1.1.0\n\n- [#5](https://github.com/bluesky-social/atproto/pull/5) Add `limit`\n' },
  { version: '1.2.0', docs: [query({ limit: { type: 'integer' } }, {}), procedure({})], changelog: null },
])
const index = indexHistory(history)
const options = { siteUrl: 'https://docs.example', feedUrl: 'https://docs.example/docs/api/changelog/atom.xml', updated: new Date('2026-01-02T03:04:05Z') }
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false }).parse(xml) as { feed: { id: string; updated: string; entry: { title: string | { '#text': string }; id: string; updated: string; content: { '#text': string } }[] } }

describe('changelogAtomFeed', () => {
  const xml = changelogAtomFeed(history, index, (nsid) => (nsid === 'com.example.getThing' ? '/docs/api/com-example-get-thing' : null), options)
  const feed = parse(xml).feed

  it('has one entry per release, newest first, each with its changelog link as id and the caller’s date', () => {
    expect(feed.id).toBe('https://docs.example/docs/api/changelog')
    expect(feed.entry.map((e) => (typeof e.title === 'string' ? e.title : e.title['#text']))).toEqual(['@atproto/api 1.2.0: 1 change; compared with 1.1.0.', '@atproto/api 1.1.0: 1 change; compared with 1.0.0.'])
    expect(feed.entry.map((e) => e.id)).toEqual(['https://docs.example/docs/api/changelog#v1-2-0', 'https://docs.example/docs/api/changelog#v1-1-0'])
    expect(feed.entry.every((e) => e.updated === '2026-01-02T03:04:05.000Z')).toBe(true)
  })

  it('carries each release’s changes and notes as HTML with absolute links', () => {
    const content = feed.entry[1].content['#text']
    expect(content).toContain('<a href="https://docs.example/docs/api/com-example-get-thing"><code>com.example.getThing</code></a>: parameter <code>limit</code> added')
    expect(content).toContain('<a href="https://github.com/bluesky-social/atproto/pull/5">#5</a>')
    expect(content).not.toMatch(/href="\/[^/]/)
  })

  it('is the same text for the same history and date', () => {
    expect(changelogAtomFeed(history, index, () => null, options)).toBe(changelogAtomFeed(history, index, () => null, options))
  })

  it('of the committed history: the newest releases, up to the pinned package', () => {
    const real = parse(lexiconChangelogFeed(buildApiReference(), options)).feed
    expect(real.entry).toHaveLength(FEED_RELEASES)
    expect(real.entry[0].id).toBe(`https://docs.example/docs/api/changelog#v${indexHistory(loadHistory()).pinned.replace(/\./g, '-')}`)
  })
})

describe('historyJsonDocument', () => {
  it('is the whole history, newest release first, each with its changelog URL', () => {
    const doc = JSON.parse(historyJsonDocument(history, index, 'https://docs.example')) as { first: string; latest: string; versions: string[]; releases: { version: string; url: string; changes: unknown[] }[]; about: string }
    expect(doc.first).toBe('1.0.0')
    expect(doc.latest).toBe('1.2.0')
    expect(doc.versions).toEqual(['1.0.0', '1.1.0', '1.2.0'])
    expect(doc.releases.map((r) => [r.version, r.url])).toEqual([
      ['1.2.0', 'https://docs.example/docs/api/changelog#v1-2-0'],
      ['1.1.0', 'https://docs.example/docs/api/changelog#v1-1-0'],
    ])
    expect(doc.releases[1].changes).toEqual(history.releases[0].changes)
    expect(doc.about).toMatch(/breaking/)
  })

  it('of the committed history: every release read, every change', () => {
    const committed = loadHistory()
    const doc = JSON.parse(lexiconHistoryJson('https://docs.example')) as { versions: string[]; releases: { changes: unknown[] }[] }
    expect(doc.versions).toEqual(committed.versions)
    expect(doc.releases.flatMap((r) => r.changes)).toHaveLength(committed.releases.flatMap((r) => r.changes).length)
  })
})
