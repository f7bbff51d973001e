import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { loadBuiltinIndex, packIndex, searchBuiltinIndex, unpackIndex } from '../../../app/lib/search/builtin-index.ts'
import { indexOptions } from '../../../app/lib/search/engine.ts'
import type { SearchRecord } from '../../../app/lib/search/types.ts'
import { benchQueries, measureBuiltinSearch, measureSearch } from '../../../scripts/lib/search-bench.ts'
import { buildBuiltinIndex } from '../../../scripts/lib/search-index.ts'
import { buildSearchRecords } from '../../../scripts/lib/search-records.ts'
import { index, sections, siteUrl } from './fixture.ts'

const records = buildSearchRecords(index, sections, siteUrl)
// A record whose text is markup, as a careless page could produce.
const hostile: SearchRecord = {
  ...records[0],
  objectID: 'hostile',
  type: 'content',
  hierarchy: { ...records[0].hierarchy, lvl1: '<script>window.pwned = 1</script>', lvl2: 'Probe <img src=x onerror=alert(1)>' },
  content: 'The probe text <img src=x onerror="window.pwned=1"> ends here.',
  url: `${siteUrl}/hostile#probe`,
  url_without_anchor: `${siteUrl}/hostile`,
  anchor: 'probe',
}
const file = JSON.parse(JSON.stringify(buildBuiltinIndex([...records, hostile])))
const loaded = loadBuiltinIndex(file)
const search = (query: string, extra: Partial<{ page: number; hitsPerPage: number; snippetLength: number }> = {}) =>
  searchBuiltinIndex(loaded, { query, page: 0, hitsPerPage: 20, snippetLength: 10, ...extra })

describe('the built-in index', () => {
  it('survives serialisation: the packed form searches exactly like MiniSearch’s own', () => {
    const engine = new MiniSearch(indexOptions)
    engine.addAll(records.map((r, id) => ({ id, title: r.hierarchy.lvl1, heading: r.hierarchy.lvl2 ?? '', trail: r.hierarchy.lvl3 ?? '', content: r.content ?? '' })))
    const plain = engine.toJSON()
    const roundTrip = MiniSearch.loadJS(unpackIndex(JSON.parse(JSON.stringify(packIndex(plain)))), indexOptions)
    for (const query of ['firehose', 'jetstr', 'sequence numbers', 'timline']) {
      expect(roundTrip.search(query).map((r) => [r.id, r.score])).toEqual(engine.search(query).map((r) => [r.id, r.score]))
    }
  })

  it('rejects a file of another format version with a message that says what to do', () => {
    expect(() => loadBuiltinIndex({ ...file, version: 1 })).toThrow(/expected format version 2, got 1; rebuild the site/)
    const stale = { ...file, index: { ...file.index, meta: { ...file.index.meta, fieldIds: { title: 0, content: 1 } } } }
    expect(() => loadBuiltinIndex(stale)).toThrow('Search index: built with the fields title,content, but this code searches title,heading,trail,content; rebuild the site.')
  })

  it('matches by prefix and tolerates typos', () => {
    expect(search('jetstr').hits[0].hierarchy.lvl1).toBe('Introducing Jetstream')
    expect(search('firehsoe').nbHits).toBeGreaterThan(0)
    expect(search('timline').hits.some((h) => h.url === '/docs/api/app-bsky-feed-get-timeline')).toBe(true)
  })

  it('finds camelCase parts of identifiers', () => {
    expect(search('timeline').hits[0].url).toBe('/docs/api/app-bsky-feed-get-timeline')
    expect(search('getTimeline').hits[0].url).toBe('/docs/api/app-bsky-feed-get-timeline')
  })

  it('needs every query word and ignores filler words', () => {
    expect(search('the firehose websocket').hits.map((h) => h.url)).toEqual(['/docs/advanced-guides/firehose#connecting'])
    expect(search('websocket zzqxv').nbHits).toBe(0)
  })

  it('ranks a title or heading match above the same word in prose', () => {
    const hits = search('firehose').hits
    expect(hits[0]).toMatchObject({ type: 'lvl1', url: '/docs/advanced-guides/firehose' })
    expect(search('cursors').hits[0]).toMatchObject({ type: 'lvl3', url: '/docs/advanced-guides/firehose#cursors' })
  })

  it('lists a URL once and at most three hits per page', () => {
    const hits = search('relays').hits
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length)
    const perPage = new Map<string, number>()
    for (const h of search('firehose').hits) perPage.set(h.url.split('#')[0], (perPage.get(h.url.split('#')[0]) ?? 0) + 1)
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3)
  })

  it('returns DocSearch-shaped hits with highlighted hierarchy and a snippet of the asked length', () => {
    const hit = search('sequence', { snippetLength: 5 }).hits.find((h) => h.type === 'content')!
    expect(hit).toMatchObject({ type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'The firehose', lvl2: 'Connecting', lvl3: 'Cursors' }, url: '/docs/advanced-guides/firehose#cursors' })
    expect(hit.objectID).toEqual(expect.any(String))
    const snippet = hit._snippetResult!.content!.value
    expect(snippet).toContain('<mark>sequence</mark>')
    expect(snippet.replace(/<\/?mark>|…/g, '').trim().split(/\s+/)).toHaveLength(5)
    expect(hit._highlightResult!.hierarchy!.lvl3!.value).toBe('Cursors')
  })

  it('pages through results', () => {
    const all = search('relays', { hitsPerPage: 100 })
    const second = search('relays', { hitsPerPage: 1, page: 1 })
    expect(second.hits[0].objectID).toBe(all.hits[1].objectID)
    expect(second.nbPages).toBe(all.nbHits)
  })

  it('escapes markup from records in highlighted and snippeted text', () => {
    const hit = search('probe').hits[0]
    expect(hit.objectID).toMatch(/hostile/)
    expect(hit._highlightResult!.hierarchy!.lvl1!.value).toBe('&lt;script&gt;window.pwned = 1&lt;/script&gt;')
    expect(hit._highlightResult!.hierarchy!.lvl2!.value).toBe('<mark>Probe</mark> &lt;img src=x onerror=alert(1)&gt;')
    expect(hit._snippetResult!.content!.value).not.toMatch(/<img|<script/)
  })

  it('can be measured by the benchmark: size on the wire and query latency', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-bench-'))
    writeFileSync(join(dir, 'search-index.json'), JSON.stringify(file))
    const result = measureBuiltinSearch({ indexFile: join(dir, 'search-index.json'), queries: ['firehose', 'zzqxv'], rounds: 3 })
    expect(result).toMatchObject({ records: records.length + 1, queries: 6 })
    expect(await measureSearch(dir)).toMatchObject({ records: records.length + 1, queries: benchQueries.length * 5 })
    // The sizes are those of the file as written, raw and gzipped.
    const raw = Buffer.from(JSON.stringify(file))
    expect(result.rawBytes).toBe(raw.length)
    expect(result.gzipBytes).toBe(gzipSync(raw, { level: 9 }).length)
    expect(result.gzipBytes).toBeLessThan(result.rawBytes)
    expect(result.medianMs).toBeLessThanOrEqual(result.p95Ms)
  })

  it('answers an empty or filler-only query with nothing', () => {
    expect(search('').nbHits).toBe(0)
    expect(search('the of').nbHits).toBe(0)
  })
})
