import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { indexFile, pieceOf, processTerm, queryPieces, queryWords, tokenizeForIndex } from '../../../app/lib/search/analysis.ts'
import { buildIndexFiles, createBuiltinIndex, editDistance, indexShape, type BuiltinIndex, type PieceFile } from '../../../app/lib/search/builtin-index.ts'
import type { SearchRecord, SearchRequest } from '../../../app/lib/search/types.ts'
import { benchQueries, measureBuiltinSearch, measureFirstQueryBytes } from '../../../scripts/bench/search-bench.ts'
import { buildSearchRecords } from '../../../scripts/search/search-records.ts'
import { index, sections, siteUrl } from './fixture.ts'
import { tempDir } from '../temp-dir.ts'

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
const all = [...records, hostile]

/** The index's files as the browser gets them (through JSON), read from memory. */
function openIndex(files: Record<string, unknown>, hold?: (name: string) => Promise<void> | void): BuiltinIndex {
  const json = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, JSON.stringify(data)]))
  return createBuiltinIndex(async (name) => {
    await hold?.(name)
    if (!(name in json)) throw new Error(`no file ${name}`)
    return JSON.parse(json[name])
  })
}

// Short heads and small docs files, so that most terms have tails and a query reads only some files.
const files = buildIndexFiles(all, { ...indexShape, headHits: 1, headPostings: 2, docsBytes: 400 })
const request = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({ query, page: 0, hitsPerPage: 20, snippetLength: 10, ...extra })
const search = (query: string, extra: Partial<SearchRequest> = {}) => openIndex(files).search(request(query, extra))
const read = (index: BuiltinIndex, kind: string) => index.filesRead.filter((name) => name.startsWith(`${kind}-`))

/**
 * The ranking the engine documents, computed the slow way: every unit (URL) scored by scanning its
 * text, every term of the vocabulary tried against every query word.
 */
function bruteForce(records: SearchRecord[], query: string): string[] {
  const units = new Map<string, { page: string; fields: string[]; level: number }>()
  for (const r of records) {
    const headings = [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].filter((h): h is string => h !== null)
    const level = r.url === r.url_without_anchor ? 1 : headings.length + 1
    const unit = units.get(r.url) ?? { page: r.url_without_anchor, level, fields: [level === 1 ? r.hierarchy.lvl1 : '', level === 1 ? '' : headings.at(-1)!, level === 1 ? '' : [r.hierarchy.lvl1, ...headings.slice(0, -1)].join(' '), ''] }
    if (r.content) unit.fields[3] = unit.fields[3] ? `${unit.fields[3]} ${r.content}` : r.content
    units.set(r.url, unit)
  }
  const list = [...units.entries()]
  const terms = list.map(([, u]) => u.fields.map((text) => tokenizeForIndex(text).flatMap((w) => processTerm(w) ?? [])))
  const averages = [0, 1, 2, 3].map((f) => {
    const lengths = terms.map((fields) => fields[f].length).filter(Boolean)
    return lengths.reduce((a, b) => a + b, 0) / lengths.length
  })
  const boost = (f: number, level: number) => [6, [3.75, 3.6, 3.45, 3.3, 3.3][level - 2], 1, 1][f]
  const vocabulary = [...new Set(terms.flat(2))]
  const df = (term: string) => terms.filter((fields) => fields.some((field) => field.includes(term))).length
  const impact = (term: string, u: number) => {
    let score = 0
    terms[u].forEach((field, f) => {
      const tf = field.filter((t) => t === term).length
      if (tf) score += boost(f, list[u][1].level) * ((tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * field.length) / averages[f])))
    })
    const idf = Math.log(1 + (list.length - df(term) + 0.5) / (df(term) + 0.5))
    return score ? Math.max(1, Math.round(idf * score * 10)) : 0
  }
  const best = (term: string) => Math.max(...list.map((_, u) => impact(term, u)))
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  if (queryWords(query).length === 0) return []
  const closeness: boolean[][] = []
  const scores = queryWords(query).map((word) => {
    const weights = new Map<string, number>()
    const add = (term: string, weight: number) => weights.set(term, Math.max(weight, weights.get(term) ?? 0))
    if (vocabulary.includes(word.term)) add(word.term, 1)
    if (word.prefix) {
      const begun = vocabulary.filter((t) => t !== word.term && t.startsWith(word.term)).sort((a, b) => best(b) - best(a) || byName(a, b))
      for (const t of begun.slice(0, 10)) add(t, 0.8 * (word.term.length / t.length) ** 2)
    }
    const near = vocabulary.map((t) => [t, editDistance(word.term, t, 9)] as const).filter(([, d]) => d > 0 && d <= word.typos)
    const typos = new Set<string>()
    for (const [t, d] of near.sort((a, b) => a[1] - b[1] || byName(a[0], b[0])).slice(0, 8)) {
      if (!weights.has(t)) typos.add(t)
      add(t, 0.5 / d)
    }
    // Whether the unit matches the word only by a typo.
    closeness.push(list.map((_, u) => [...weights].every(([t]) => impact(t, u) === 0 || typos.has(t))))
    return list.map((_, u) => Math.max(0, ...[...weights].map(([t, w]) => w * impact(t, u))))
  })
  const typoWords = (u: number) => closeness.filter((c) => c[u]).length
  const ranked = list
    .map((_, u) => u)
    .filter((u) => scores.every((s) => s[u] > 0))
    .sort((a, b) => typoWords(a) - typoWords(b) || scores.reduce((s, w) => s + w[b], 0) - scores.reduce((s, w) => s + w[a], 0) || a - b)
  const perPage = new Map<string, number>()
  return ranked
    .filter((u) => {
      const page = list[u][1].page
      perPage.set(page, (perPage.get(page) ?? 0) + 1)
      return perPage.get(page)! <= 3
    })
    .map((u) => new URL(list[u][0]).pathname + new URL(list[u][0]).hash)
}

const queries = ['firehose', 'fi', 're', 'jetstr', 'sequence numbers', 'sequence num', 'timline', 'irehose', 'virehose', 'firehsoe', 'getTimeline', 'app.bsky.feed.getTimeline', 'cursors', 'relays', 'frame format', 'probe', 'websocket zzqxv', 'zzqxv', 'the of', 'dag cbor', 'json firehose']

describe('the built-in index against a brute-force ranking', () => {
  it('ranks every query as the brute force does, heads, tails, prefixes, typos and all', async () => {
    expect(Object.keys(files).filter((name) => name.startsWith('tail-')).length).toBeGreaterThan(10)
    expect(Object.keys(files).filter((name) => name.startsWith('docs-')).length).toBeGreaterThan(3)
    for (const query of queries) {
      const expected = bruteForce(all, query)
      const found = await search(query, { hitsPerPage: 100 })
      expect(found.hits.map((hit) => hit.url), query).toEqual(expected)
      expect(found.nbHits, query).toBe(expected.length)
    }
  })

  it('gives the same answers however the index is cut', async () => {
    const whole = buildIndexFiles(all, { ...indexShape, headHits: 1000, headPostings: 1000, docsBytes: 1e9 })
    expect(Object.keys(whole).filter((name) => name.startsWith('tail-'))).toEqual([])
    for (const query of queries) for (const page of [0, 1]) expect(await openIndex(whole).search(request(query, { page, hitsPerPage: 3 })), query).toEqual(await search(query, { page, hitsPerPage: 3 }))
  })
})

describe('what a search reads', () => {
  it('reads the core, then the query\'s own pieces for a first answer, the rest for the full one; each file once', async () => {
    const index = openIndex(files)
    await index.prepare()
    expect(index.filesRead).toEqual([indexFile.core])
    const first = await index.search(request('jetstream', { partial: true }))
    expect(first.hits.length).toBeGreaterThan(0)
    expect(index.filesRead).toEqual([indexFile.core, indexFile.piece(pieceOf('jetstream'))])
    await first.pending
    expect(read(index, 'tail').length).toBeGreaterThan(0)
    await index.search(request('jetstream'))
    const afterOne = index.filesRead.length
    expect(afterOne).toBeLessThan(Object.keys(files).length / 10)
    await index.search(request('jetstream'))
    expect(index.filesRead).toHaveLength(afterOne)
    expect(new Set(index.filesRead).size).toBe(afterOne)
  })

  it('asks for the query\'s pieces together with the core, not after it', async () => {
    let release!: () => void
    const core = new Promise<void>((resolve) => (release = resolve))
    const index = openIndex(files, (name) => (name === indexFile.core ? core : undefined))
    const searching = index.search(request('firehose sequence'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(index.filesRead).toEqual([indexFile.core, ...queryPieces('firehose sequence').map(indexFile.piece)])
    release()
    expect((await searching).hits[0].url).toBe('/docs/advanced-guides/firehose#cursors')
  })

  it('reads for a first answer a bounded amount however large the site grows', () => {
    // The fixture's pages four times over under new addresses, as the benchmark's scaled corpus is.
    const copies = (n: number) => Array.from({ length: n }, (_, i) => all.map((r) => ({ ...r, url: r.url.replace('.test/', `.test/${i}/`), url_without_anchor: r.url_without_anchor.replace('.test/', `.test/${i}/`) }))).flat()
    const firstAnswer = (built: Record<string, unknown>) => [indexFile.core, ...queryPieces('relays').map(indexFile.piece)].reduce((n, name) => n + JSON.stringify(built[name]).length, 0)
    // Heads of one hit at most, so that the fixture's terms fill theirs at 1× as the site's frequent terms do.
    const [one, four, sixteen] = [1, 4, 16].map((n) => buildIndexFiles(copies(n), { ...indexShape, headHits: 1, headPostings: 2 }))
    expect(firstAnswer(four)).toBeLessThanOrEqual(1.25 * firstAnswer(one))
    expect(firstAnswer(sixteen)).toBeLessThanOrEqual(1.25 * firstAnswer(one))
    // The core says nothing of the pages or units: it is the same size.
    expect(JSON.stringify(four[indexFile.core]).length).toBe(JSON.stringify(one[indexFile.core]).length)
  })

  it('names, from a query\'s words alone, the pieces holding every term they begin', () => {
    const pieces = Object.entries(files).filter(([name]) => name.startsWith('piece-'))
    expect(pieces).toHaveLength(1024)
    for (const query of ['firehose', 'getTimeline cursor', 'Jetstr', 'fi', 'sequence numbers']) {
      for (const word of queryWords(query)) {
        const own = files[indexFile.piece(pieceOf(word.term))] as PieceFile
        const terms = new Set(own[2].map((row) => row[0]))
        const begun = pieces.flatMap(([, piece]) => (piece as PieceFile)[2].map((row) => row[0])).filter((term) => term.startsWith(word.term))
        if (word.term.length > 2) for (const term of begun) expect(terms.has(term), `${query}: ${term}`).toBe(true)
        else expect(own[3][word.term]).toEqual(expect.arrayContaining([...new Set(begun)].slice(0, 1)))
      }
    }
    // The first three letters name the piece, so a word typed further keeps reading the same one.
    expect(queryPieces('fir')).toEqual(queryPieces('firehose'))
    expect(queryPieces('the of a')).toEqual([])
  })

  it('never reads the term lists for words too short for typos', async () => {
    const index = openIndex(files)
    expect((await index.search(request('dag'))).nbHits).toBeGreaterThan(0)
    expect(read(index, 'terms')).toEqual([])
  })

  it('fails a search whose file cannot be read, and reads it again on the next one', async () => {
    let failing = true
    const index = openIndex(files, (name) => {
      if (failing && name !== indexFile.core) throw new Error('offline')
    })
    await expect(index.search(request('firehose'))).rejects.toThrow('offline')
    failing = false
    expect((await index.search(request('firehose'))).hits[0].url).toBe('/docs/advanced-guides/firehose')
  })

  it('rejects a core of another format, and files of another build, saying what to do', async () => {
    const core = files[indexFile.core] as object
    await expect(openIndex({ ...files, [indexFile.core]: { ...core, version: 5 } }).prepare()).rejects.toThrow('Search index: expected format version 6, got 5; rebuild the site.')
    await expect(openIndex({ ...files, [indexFile.core]: { ...core, pieces: 128 } }).prepare()).rejects.toThrow('Search index: the index has 128 pieces where this code reads 1024; rebuild the site.')
    const piece = indexFile.piece(pieceOf('firehose'))
    const stale = { ...files, [piece]: ['0badbeef', ...(files[piece] as unknown[]).slice(1)] }
    await expect(openIndex(stale).search(request('firehose'))).rejects.toThrow(`Search index: ${piece} is not of the build the core describes; rebuild the site.`)
    // A partial answer does not hide a stale term list either: its pending settles with the error.
    const list = indexFile.terms(7)
    const partial = await openIndex({ ...files, [list]: ['0badbeef', []] }).search(request('firehose', { partial: true }))
    await expect(partial.pending).rejects.toThrow(`${list} is not of the build`)
  })

  it('refuses records of one page or one URL that are not together', () => {
    expect(() => buildIndexFiles([records[1], records[0], records[2]])).toThrow(/are not together/)
    const cursors = records.filter((r) => r.anchor === 'cursors')
    expect(() => buildIndexFiles([...records.slice(0, 4), cursors[0], records[4], cursors[1]])).toThrow(/are not together/)
  })
})

describe('relevance of the built-in index', () => {
  it('matches the last word by prefix and tolerates typos, also in the first letters', async () => {
    expect((await search('jetstr')).hits[0].hierarchy.lvl1).toBe('Introducing Jetstream')
    expect((await search('jetstr ')).nbHits).toBe(0)
    expect((await search('firehsoe')).hits[0].url).toBe('/docs/advanced-guides/firehose')
    expect((await search('timline')).hits.some((h) => h.url === '/docs/api/app-bsky-feed-get-timeline')).toBe(true)
    expect((await search('virehose')).hits[0].url).toBe('/docs/advanced-guides/firehose')
  })

  it('finds camelCase parts of identifiers and exact method names', async () => {
    expect((await search('timeline')).hits[0].url).toBe('/docs/api/app-bsky-feed-get-timeline')
    expect((await search('getTimeline')).hits[0].url).toBe('/docs/api/app-bsky-feed-get-timeline')
    expect((await search('app.bsky.feed.getTimeline')).hits[0].url).toBe('/docs/api/app-bsky-feed-get-timeline')
  })

  it('needs every query word and ignores filler words', async () => {
    expect((await search('the firehose websocket')).hits.map((h) => h.url)).toEqual(['/docs/advanced-guides/firehose#connecting'])
    expect((await search('websocket zzqxv')).nbHits).toBe(0)
    expect((await search('websocket vs firehose')).nbHits).toBe(1)
  })

  it('finds a phrase of several words', async () => {
    expect((await search('frame format')).hits[0].url).toBe('/docs/advanced-guides/firehose#frame-format')
    expect((await search('sequence numbers')).hits[0].url).toBe('/docs/advanced-guides/firehose#cursors')
  })

  it('ranks matches without typos first', async () => {
    // "relays" (one typo allowed on "relay") also matches "delay", whose page says it more often.
    const page = (path: string, title: string, content: string): SearchRecord => ({ ...hostile, objectID: path, type: 'lvl1', hierarchy: { ...hostile.hierarchy, lvl1: title, lvl2: null }, content, url: `${siteUrl}${path}`, url_without_anchor: `${siteUrl}${path}`, anchor: null })
    const small = buildIndexFiles([page('/delays', 'Delays', 'A delay. Delays delay delayed delays.'), page('/relays', 'Crawling', 'A relay crawls every repository; long text around it, and more text after that.')])
    expect((await openIndex(small).search(request('relays'))).hits.map((hit) => hit.url)).toEqual(['/relays', '/delays'])
  })

  it('ranks a title or heading match above the same word in prose, and says which matched', async () => {
    expect((await search('firehose')).hits[0]).toMatchObject({ type: 'lvl1', url: '/docs/advanced-guides/firehose' })
    expect((await search('cursors')).hits[0]).toMatchObject({ type: 'lvl3', url: '/docs/advanced-guides/firehose#cursors' })
    expect((await search('sequence')).hits[0]).toMatchObject({ type: 'content', url: '/docs/advanced-guides/firehose#cursors' })
  })

  it('lists a URL once and at most three hits per page', async () => {
    const hits = (await search('relays')).hits
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length)
    const perPage = new Map<string, number>()
    for (const h of (await search('firehose')).hits) perPage.set(h.url.split('#')[0], (perPage.get(h.url.split('#')[0]) ?? 0) + 1)
    expect(Math.max(...perPage.values())).toBe(3)
  })

  it('returns DocSearch-shaped hits with highlighted hierarchy and a snippet of the asked length', async () => {
    const hit = (await search('sequence', { snippetLength: 5 })).hits.find((h) => h.type === 'content')!
    expect(hit).toMatchObject({ type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'The firehose', lvl2: 'Connecting', lvl3: 'Cursors' }, url: '/docs/advanced-guides/firehose#cursors' })
    expect(hit.objectID).toEqual(expect.any(String))
    const snippet = hit._snippetResult!.content!.value
    expect(snippet).toContain('<mark>sequence</mark>')
    expect(snippet.replace(/<\/?mark>|…/g, '').trim().split(/\s+/)).toHaveLength(5)
    expect(hit._highlightResult!.hierarchy!.lvl3!.value).toBe('Cursors')
    // A page hit's prose is its description.
    expect((await search('firehose')).hits[0].content).toBe('Consume the event stream.')
  })

  it('pages through results', async () => {
    const all = await search('relays', { hitsPerPage: 100 })
    const second = await search('relays', { hitsPerPage: 1, page: 1 })
    expect(second.hits[0].objectID).toBe(all.hits[1].objectID)
    expect(second.nbPages).toBe(all.nbHits)
  })

  it('escapes markup from records in highlighted and snippeted text', async () => {
    const hit = (await search('probe')).hits[0]
    expect(hit.objectID).toMatch(/hostile/)
    expect(hit._highlightResult!.hierarchy!.lvl1!.value).toBe('&lt;script&gt;window.pwned = 1&lt;/script&gt;')
    expect(hit._highlightResult!.hierarchy!.lvl2!.value).toBe('<mark>Probe</mark> &lt;img src=x onerror=alert(1)&gt;')
    expect(hit._snippetResult!.content!.value).not.toMatch(/<img|<script/)
  })

  it('answers an empty or filler-only query with nothing, reading nothing past the core', async () => {
    const index = openIndex(files)
    expect((await index.search(request(''))).nbHits).toBe(0)
    expect((await index.search(request('the of'))).nbHits).toBe(0)
    expect(index.filesRead).toEqual([indexFile.core])
  })

  it('counts typos as insertions, deletions and substitutions', () => {
    expect(editDistance('firehose', 'firehose', 2)).toBe(0)
    expect(editDistance('timline', 'timeline', 2)).toBe(1)
    expect(editDistance('firehsoe', 'firehose', 2)).toBe(2)
    expect(editDistance('oauth', 'auth', 1)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})

describe('a partial answer', () => {
  it('ranks on the heads at hand before the rest arrives: pages first, then the same search in full', async () => {
    const index = openIndex(files)
    const partial = await index.search(request('firehose', { partial: true }))
    const full = await search('firehose')
    expect(partial.pending).toBeInstanceOf(Promise)
    // Read so far: the core and the query's piece; the heads rank the first hits, linked to their pages.
    expect(index.filesRead.slice(0, 2)).toEqual([indexFile.core, indexFile.piece(pieceOf('firehose'))])
    expect(partial.hits[0]).toMatchObject({ url: '/docs/advanced-guides/firehose', type: 'lvl1', content: null, hierarchy: { lvl0: 'Docs', lvl1: 'The firehose', lvl2: null } })
    await partial.pending
    const again = await index.search(request('firehose', { partial: true }))
    expect(again.pending).toBeUndefined()
    expect(again).toEqual(full)
  })

  it('asks for the hits\' text only after the answer is out, and not at all once typed past', async () => {
    const index = openIndex(files)
    const controller = new AbortController()
    const stale = await index.search(request('frame format', { partial: true, signal: controller.signal }))
    expect(stale.hits.length).toBeGreaterThan(0)
    expect(read(index, 'docs')).toEqual([])
    controller.abort()
    await stale.pending
    expect(read(index, 'docs')).toEqual([])
    const current = await index.search(request('frame format', { partial: true }))
    expect(read(index, 'docs')).toEqual([])
    await current.pending
    expect(read(index, 'docs').length).toBeGreaterThan(0)
  })

  it('waits for the rest rather than answer with nothing while more postings are coming', async () => {
    // "beta" and "gamma" each rank best alone on a page of their own; only the third page has both, lower.
    const page = (path: string, content: string): SearchRecord => ({ ...hostile, objectID: path, type: 'lvl1', hierarchy: { ...hostile.hierarchy, lvl1: path, lvl2: null }, content, url: `${siteUrl}${path}`, url_without_anchor: `${siteUrl}${path}`, anchor: null })
    const small = buildIndexFiles([page('/b', 'beta beta'), page('/g', 'gamma gamma'), page('/both', 'beta gamma and a long text around them both')], { ...indexShape, headHits: 1, headPostings: 1 })
    let release!: () => void
    const tails = new Promise<void>((resolve) => (release = resolve))
    // The term lists (typos beginning otherwise) never come: the tails of the words' own terms are enough.
    const index = openIndex(small, (name) => (name.startsWith('tail-') ? tails : name.startsWith('terms-') ? new Promise<void>(() => {}) : undefined))
    let answered = false
    const answer = index.search(request('beta gamma', { partial: true })).finally(() => (answered = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBe(false)
    release()
    expect((await answer).hits.map((hit) => hit.url)).toEqual(['/both'])
    // A typo that only the term lists name comes the same way.
    expect((await search('irehose', { partial: true })).hits[0].url).toBe('/docs/advanced-guides/firehose')
  })

  it('is never given unless asked for: a plain search waits for every posting and the text', async () => {
    const result = await search('frame format')
    expect(result.pending).toBeUndefined()
    expect(result.hits[0]).toMatchObject({ url: '/docs/advanced-guides/firehose#frame-format', type: 'lvl2' })
  })

  it('stops fetching for a search typed past, and keeps what it read for the next', async () => {
    const controller = new AbortController()
    const index = openIndex(files, (name) => void (name.startsWith('piece-') && controller.abort()))
    await expect(index.search(request('jetstream', { signal: controller.signal }))).rejects.toThrow()
    expect(read(index, 'docs')).toEqual([])
    const pieces = read(index, 'piece').length
    expect(pieces).toBeGreaterThan(0)
    expect(await index.search(request('jetstream'))).toEqual(await search('jetstream'))
    expect(read(index, 'piece')).toHaveLength(pieces)
  })
})

describe('the search benchmark', () => {
  it('measures the index on disk: size, first-query bytes and query latency', async () => {
    const clientDir = tempDir('search-bench-')
    mkdirSync(join(clientDir, 'search-index'))
    for (const [name, data] of Object.entries(files)) writeFileSync(join(clientDir, 'search-index', name), JSON.stringify(data))
    const result = await measureBuiltinSearch({ clientDir, queries: ['firehose', 'zzqxv'], rounds: 3 })
    expect(result).toMatchObject({ files: Object.keys(files).length, units: new Set(all.map((r) => r.url)).size, queries: 6 })
    const written = Object.values(files).map((data) => Buffer.from(JSON.stringify(data)))
    expect(result.rawBytes).toBe(written.reduce((t, b) => t + b.length, 0))
    expect(result.gzipBytes).toBe(written.reduce((t, b) => t + gzipSync(b, { level: 9 }).length, 0))
    expect(result.coreBrotliBytes).toBeLessThan(result.brotliBytes)
    expect(result.medianMs).toBeLessThanOrEqual(result.p95Ms)
    expect(benchQueries).toContain('oauth')
    const first = await measureFirstQueryBytes(clientDir, 'firehose')
    expect(first.files[0]).toBe(indexFile.core)
    expect(first.hits).toBeGreaterThan(0)
    expect(first.bytes).toBe(first.files.reduce((n, name) => n + JSON.stringify(files[name]).length, 0))
    expect(first.firstBytes).toBe([indexFile.core, indexFile.piece(pieceOf('firehose'))].reduce((n, name) => n + JSON.stringify(files[name]).length, 0))
  })
})
