import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import { createBuiltinIndex, editDistance, matchingTerms, termListFileName, type BuiltinIndex, type CoreFile, type TermListFile, type TermsFile } from '../../../app/lib/search/builtin-index.ts'
import { queryTermPieces, termPiece, termPieceCount, termsFileName } from '../../../app/lib/search/index-pieces.ts'
import type { SearchRecord, SearchRequest } from '../../../app/lib/search/types.ts'
import { benchQueries, measureBuiltinSearch, measureFirstQueryBytes } from '../../../scripts/bench/search-bench.ts'
import { buildBuiltinIndex } from '../../../scripts/search/search-index.ts'
import { buildSearchRecords } from '../../../scripts/search/search-records.ts'
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

/** The index's files as the browser gets them (through JSON), read from memory; `onRead` hears each read. */
function openIndex(files: Record<string, unknown>, onRead?: (name: string) => void): BuiltinIndex {
  const json = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, JSON.stringify(data)]))
  return createBuiltinIndex(async (name) => {
    onRead?.(name)
    if (!(name in json)) throw new Error(`no file ${name}`)
    return JSON.parse(json[name])
  })
}

// Small runs of text, so the fixture's index has many and a query reads only some of them.
const files = buildBuiltinIndex([...records, hostile], { termPieces: termPieceCount, docsBytes: 400 })
const whole = buildBuiltinIndex([...records, hostile], { termPieces: 1, docsBytes: Infinity })
const request = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({ query, page: 0, hitsPerPage: 20, snippetLength: 10, ...extra })
const search = (query: string, extra: Partial<SearchRequest> = {}) => openIndex(files).search(request(query, extra))

describe('the built-in index, in pieces', () => {
  it('answers every query exactly as the index in one piece does', async () => {
    expect(Object.keys(files).filter((name) => name.startsWith('terms-')).length).toBeGreaterThan(5)
    expect(Object.keys(files).filter((name) => name.startsWith('docs-')).length).toBeGreaterThan(3)
    expect(Object.keys(whole).sort()).toEqual(['core.json', 'docs-0.json', 'terms-0.json', 'terms.json'])
    const pieces = openIndex(files)
    const one = openIndex(whole)
    for (const query of ['firehose', 'jetstr', 'sequence numbers', 'timline', 'irehose', 'xfirehose', 'getTimeline', 'cursors', 'relays', 'firehsoe', 'frame format', 'probe', 'zzqxv', 'the of']) {
      for (const page of [0, 1]) expect(await pieces.search(request(query, { page, hitsPerPage: 3 })), query).toEqual(await one.search(request(query, { page, hitsPerPage: 3 })))
    }
  })

  it('reads the core, then only the pieces a query needs, each once', async () => {
    const index = openIndex(files)
    await index.prepare()
    expect(index.filesRead).toEqual(['core.json'])
    await index.search(request('jetstream'))
    const afterOne = index.filesRead.length
    expect(afterOne).toBeGreaterThan(1)
    expect(afterOne).toBeLessThan(Object.keys(files).length / 2)
    await index.search(request('jetstream'))
    expect(index.filesRead.length).toBe(afterOne)
    expect(new Set(index.filesRead).size).toBe(index.filesRead.length)
  })

  it('makes its engine from the core without any record\'s statistics: each piece brings those of the records it names', async () => {
    const made = vi.spyOn(MiniSearch, 'loadJS')
    try {
      const index = openIndex(files)
      await index.prepare()
      expect(made).toHaveBeenCalledTimes(1)
      expect(made.mock.calls[0][0]).toMatchObject({ documentIds: {}, fieldLength: {}, index: [] })
      await index.search(request('jetstream'))
      expect(made).toHaveBeenCalledTimes(1)
    } finally {
      made.mockRestore()
    }
  })

  it('fails a search whose piece cannot be read, and reads it again on the next one', async () => {
    let failing = true
    const index = createBuiltinIndex(async (name) => {
      if (failing && name !== 'core.json') throw new Error('offline')
      return JSON.parse(JSON.stringify(files[name]))
    })
    await expect(index.search(request('firehose'))).rejects.toThrow('offline')
    failing = false
    expect((await index.search(request('firehose'))).hits[0].url).toBe('/docs/advanced-guides/firehose')
  })

  it('rejects a core of another format version with a message that says what to do', async () => {
    const core = files['core.json'] as { version: number; meta: { fieldIds: object } }
    await expect(openIndex({ ...files, 'core.json': { ...core, version: 4 } }).prepare()).rejects.toThrow('Search index: expected format version 5, got 4; rebuild the site.')
    const stale = { ...core, meta: { ...core.meta, fieldIds: { title: 0, content: 1 } } }
    await expect(openIndex({ ...files, 'core.json': stale }).prepare()).rejects.toThrow('Search index: built with the fields title,content, but this code searches title,heading,trail,content; rebuild the site.')
    await expect(openIndex({ ...files, 'core.json': { ...core, pieceTerms: undefined } }).prepare()).rejects.toThrow('Search index: the core does not count the terms of its pieces; rebuild the site.')
  })

  it('rejects pieces and a term list of another format or build instead of answering from them', async () => {
    const piece = termsFileName(termPiece('firehos'))
    const rows = files[piece] as TermsFile
    // The previous format: postings without their terms.
    const old = { ...files, [piece]: rows.map((row) => row.slice(1)) }
    await expect(openIndex(old).search(request('firehose'))).rejects.toThrow(`Search index: ${piece} is not in format version 5; rebuild the site.`)
    const short = { ...files, [piece]: rows.slice(1) }
    await expect(openIndex(short).search(request('firehose'))).rejects.toThrow(`Search index: ${piece} holds ${rows.length - 1} terms where the core counts ${rows.length}; rebuild the site.`)
    const terms = files[termListFileName] as TermListFile
    const lacking = { ...files, [termListFileName]: terms.filter((term) => term !== 'firehos') }
    await expect(openIndex(lacking).search(request('irehose'))).rejects.toThrow(`Search index: terms.json lists ${rows.length - 1} terms of ${piece} where the core counts ${rows.length}; rebuild the site.`)
    await expect(openIndex({ ...files, [termListFileName]: { terms } }).search(request('irehose'))).rejects.toThrow('Search index: terms.json is not a list of terms; rebuild the site.')
    // A partial answer does not hide it either: its pending settles with the error.
    const partial = await openIndex(lacking).search(request('firehose', { partial: true }))
    await expect(partial.pending).rejects.toThrow(/terms\.json lists .* rebuild the site/)
  })

  it('refuses records of one page that are not together', () => {
    expect(() => buildBuiltinIndex([records[1], records[0], records[2]])).toThrow(/are not together/)
  })
})

describe('relevance of the built-in index', () => {
  it('matches by prefix and tolerates typos', async () => {
    expect((await search('jetstr')).hits[0].hierarchy.lvl1).toBe('Introducing Jetstream')
    expect((await search('firehsoe')).nbHits).toBeGreaterThan(0)
    expect((await search('timline')).hits.some((h) => h.url === '/docs/api/app-bsky-feed-get-timeline')).toBe(true)
    // A typo in the first letters too: the whole dictionary is searched, not one piece of it.
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
  })

  it('finds a phrase of several words', async () => {
    expect((await search('frame format')).hits[0].url).toBe('/docs/advanced-guides/firehose#frame-format')
    expect((await search('sequence numbers')).hits[0].url).toBe('/docs/advanced-guides/firehose#cursors')
  })

  it('ranks a title or heading match above the same word in prose', async () => {
    expect((await search('firehose')).hits[0]).toMatchObject({ type: 'lvl1', url: '/docs/advanced-guides/firehose' })
    expect((await search('cursors')).hits[0]).toMatchObject({ type: 'lvl3', url: '/docs/advanced-guides/firehose#cursors' })
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
    expect(index.filesRead).toEqual(['core.json'])
  })
})

describe('the search benchmark', () => {
  it('measures the index on disk: size, first-query bytes and query latency', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'search-bench-'))
    mkdirSync(join(clientDir, 'search-index'))
    for (const [name, data] of Object.entries(files)) writeFileSync(join(clientDir, 'search-index', name), JSON.stringify(data))
    const result = await measureBuiltinSearch({ clientDir, queries: ['firehose', 'zzqxv'], rounds: 3 })
    expect(result).toMatchObject({ files: Object.keys(files).length, records: records.length + 1, queries: 6 })
    // The sizes are those of the files as written, raw and gzipped.
    const written = Object.values(files).map((data) => Buffer.from(JSON.stringify(data)))
    expect(result.rawBytes).toBe(written.reduce((t, b) => t + b.length, 0))
    expect(result.gzipBytes).toBe(written.reduce((t, b) => t + gzipSync(b, { level: 9 }).length, 0))
    expect(result.gzipBytes).toBeLessThan(result.rawBytes)
    expect(result.coreBrotliBytes).toBeLessThan(result.brotliBytes)
    expect(result.medianMs).toBeLessThanOrEqual(result.p95Ms)
    expect(benchQueries).toContain('oauth')
    const first = await measureFirstQueryBytes(clientDir, 'firehose')
    expect(first.files[0]).toBe('core.json')
    expect(first.hits).toBeGreaterThan(0)
    expect(first.bytes).toBe(first.files.reduce((n, name) => n + JSON.stringify(files[name]).length, 0))
  })
})

describe('a search typed past', () => {
  it('stops fetching for an aborted search: no record text for a query already replaced', async () => {
    const index = openIndex(files)
    await index.prepare()
    const controller = new AbortController()
    const stale = index.search({ ...request('jetstream'), signal: controller.signal })
    controller.abort()
    await expect(stale).rejects.toThrow()
    expect(index.filesRead.filter((name) => name.startsWith('docs-'))).toEqual([])
    expect((await index.search(request('jetstream'))).hits[0].hierarchy.lvl1).toBe('Introducing Jetstream')
  })

  it('keeps the postings of a search replaced while they were on their way: the next search reads them from the engine', async () => {
    const controller = new AbortController()
    const read: string[] = []
    const index = createBuiltinIndex(async (name) => {
      read.push(name)
      // The reader types on while the postings are fetched.
      if (name.startsWith('terms-')) controller.abort()
      return JSON.parse(JSON.stringify(files[name]))
    })
    await expect(index.search({ ...request('jetstream'), signal: controller.signal })).rejects.toThrow()
    expect(read.filter((name) => name.startsWith('docs-'))).toEqual([])
    const termsRead = read.filter((name) => name.startsWith('terms-')).length
    expect(termsRead).toBeGreaterThan(0)
    const next = await index.search(request('jetstream'))
    expect(read.filter((name) => name.startsWith('terms-'))).toHaveLength(termsRead)
    expect(next).toEqual(await openIndex(files).search(request('jetstream')))
  })
})

describe('the terms a query word can match', () => {
  it('counts typos as MiniSearch does: insertions, deletions and substitutions', () => {
    expect(editDistance('firehose', 'firehose', 2)).toBe(0)
    expect(editDistance('timline', 'timeline', 2)).toBe(1)
    expect(editDistance('firehsoe', 'firehose', 2)).toBe(2)
    expect(editDistance('oauth', 'auth', 1)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })

  it('finds in the sorted term list exactly what MiniSearch finds in its tree of terms', () => {
    const terms = whole[termListFileName] as TermListFile
    const tree = SearchableMap.from<number>(terms.map((term, i) => [term, i]))
    const words = ['fire', 'firehose', 'firehsoe', 'irehose', 'timline', 'jetstr', 're', 'zzqxv', terms[0], terms.at(-1)!, `${terms.at(-1)!}z`]
    for (const term of words) {
      for (const [prefix, maxDistance] of [[false, 0], [true, 0], [true, 1], [true, 2], [false, 2]] as const) {
        const expected = new Set<number>()
        if (prefix) for (const [, i] of tree.atPrefix(term)) expected.add(i)
        else if (tree.has(term)) expected.add(tree.get(term)!)
        if (maxDistance) for (const [, [i]] of tree.fuzzyGet(term, maxDistance)) expected.add(i)
        expect(new Set(matchingTerms(terms, { term, prefix, maxDistance })), `${term} ${prefix} ${maxDistance}`).toEqual(expected)
      }
    }
  })
})

describe('a partial answer', () => {
  it('ranks before the hits\' text arrives: pages first, the same search in full once `pending` settles', async () => {
    const index = openIndex(files)
    const partial = await index.search(request('frame format', { partial: true }))
    const full = await openIndex(files).search(request('frame format'))
    expect(partial.pending).toBeInstanceOf(Promise)
    expect(partial.nbHits).toBe(full.nbHits)
    // Each hit links to its page, without the heading or prose only the record text has.
    expect(partial.hits.map((hit) => hit.url)).toEqual(full.hits.map((hit) => hit.url.split('#')[0]))
    expect(partial.hits.every((hit) => hit.content === null && hit.hierarchy.lvl2 === null)).toBe(true)
    expect(partial.hits[0].hierarchy.lvl1).toBe(full.hits[0].hierarchy.lvl1)
    await partial.pending
    const again = await index.search(request('frame format', { partial: true }))
    expect(again.pending).toBeUndefined()
    expect(again).toEqual(full)
  })

  it('asks for the hits\' text only after the answer is out, and not at all once typed past', async () => {
    const index = openIndex(files)
    const controller = new AbortController()
    const stale = await index.search(request('frame format', { partial: true, signal: controller.signal }))
    expect(stale.hits.length).toBeGreaterThan(0)
    // The answer is back, and not one request for its text has been made yet.
    expect(index.filesRead.filter((name) => name.startsWith('docs-'))).toEqual([])
    controller.abort()
    await stale.pending
    expect(index.filesRead.filter((name) => name.startsWith('docs-'))).toEqual([])

    const current = await index.search(request('frame format', { partial: true }))
    expect(index.filesRead.filter((name) => name.startsWith('docs-'))).toEqual([])
    await current.pending
    expect(index.filesRead.filter((name) => name.startsWith('docs-')).length).toBeGreaterThan(0)
  })

  it('is never given unless asked for: a plain search waits for the text', async () => {
    const result = await openIndex(files).search(request('frame format'))
    expect(result.pending).toBeUndefined()
    expect(result.hits[0].url).toBe('/docs/advanced-guides/firehose#frame-format')
  })
})

describe('pieces of postings named by the query alone', () => {
  const terms = files[termListFileName] as TermListFile

  it('names, from a query\'s words, the pieces holding every term they begin', () => {
    expect(Object.keys(files).filter((name) => name.startsWith('terms-'))).toHaveLength(termPieceCount)
    for (const query of ['firehose', 'getTimeline cursor', 'Jetstr', 'app.bsky.feed.getTimeline', 'créer', 'sequence numbers']) {
      const pieces = new Set(queryTermPieces(query))
      const words = query.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2)
      for (const word of words) {
        const begun = terms.filter((term) => term.startsWith(word.toLowerCase().slice(0, 5)))
        for (const term of begun) expect(pieces.has(termPiece(term)), `${query}: ${term}`).toBe(true)
      }
      // Each piece file lists exactly the term list's terms of that piece, as many as the core counts.
      for (const piece of pieces) {
        const own = terms.filter((term) => termPiece(term) === piece)
        expect((files[termsFileName(piece)] as TermsFile).map((row) => row[0])).toEqual(own)
        expect((files['core.json'] as CoreFile).pieceTerms[piece]).toBe(own.length)
      }
    }
    expect(queryTermPieces('the of a')).toEqual([])
    // Hashed from the first two letters only, so any prefix of a word typed so far names the same piece.
    expect(queryTermPieces('fi')).toEqual(queryTermPieces('firehose'))
  })

  it('reads the pieces a query\'s words begin together with the core, not after it', async () => {
    let releaseCore!: () => void
    const coreHeld = new Promise<void>((resolve) => (releaseCore = resolve))
    const index = createBuiltinIndex(async (name) => {
      if (name === 'core.json') await coreHeld
      return JSON.parse(JSON.stringify(files[name]))
    })
    const searching = index.search(request('firehose'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(index.filesRead).toEqual(['core.json', termsFileName(termPiece('firehos'))])
    releaseCore()
    expect((await searching).hits[0].url).toBe('/docs/advanced-guides/firehose')
    expect(new Set(index.filesRead).size).toBe(index.filesRead.length)
  })

  it('finds typo matches that begin with other letters, in other pieces, fetched once the term list names them', async () => {
    expect(termPiece('irehos')).not.toBe(termPiece('firehos'))
    const index = openIndex(files)
    const result = await index.search(request('irehose'))
    expect(result.hits[0].url.split('#')[0]).toBe('/docs/advanced-guides/firehose')
    const read = index.filesRead
    expect(read.indexOf(termListFileName)).toBeGreaterThan(read.indexOf(termsFileName(termPiece('irehos'))))
    expect(read.indexOf(termsFileName(termPiece('firehos')))).toBeGreaterThan(read.indexOf(termListFileName))
    expect(result).toEqual(await openIndex(whole).search(request('irehose')))
  })

  it('asks for the term list only once the query\'s own pieces are in, so it never competes with them', async () => {
    const own = termsFileName(termPiece('firehos'))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const index = createBuiltinIndex(async (name) => {
      if (name === own) await held
      return JSON.parse(JSON.stringify(files[name]))
    })
    const searching = index.search(request('firehose', { partial: true }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(index.filesRead).toEqual(['core.json', own])
    release()
    const partial = await searching
    expect(partial.hits[0].url).toBe('/docs/advanced-guides/firehose')
    await partial.pending
    expect(index.filesRead).toContain(termListFileName)
  })

  it('never reads the term list for words too short for typos: every term they match begins with them', async () => {
    const index = openIndex(files)
    const result = await index.search(request('dag'))
    expect(result.nbHits).toBeGreaterThan(0)
    expect(index.filesRead).not.toContain(termListFileName)
    expect(result).toEqual(await openIndex(whole).search(request('dag')))
  })

  it('gives a partial answer, then in full exactly the whole index\'s answer, typo matches from other pieces included', async () => {
    for (const query of ['irehose', 'firehsoe', 'timline', 'relays', 'getTimeline', 'frame format', 'jetstr', 'xfirehose', 'zzqxv']) {
      const index = openIndex(files)
      const partial = await index.search(request(query, { partial: true }))
      await partial.pending
      const full = await index.search(request(query, { partial: true }))
      expect(full.pending, query).toBeUndefined()
      expect(full, query).toEqual(await openIndex(whole).search(request(query)))
    }
  })

  it('gives a partial answer on the postings at hand while typo matches from other pieces come, and the full one after', async () => {
    // "relays" (one typo allowed on "relay") also matches "delay", whose piece the query does not name.
    expect(termPiece('delay')).not.toBe(termPiece('relay'))
    const page = (path: string, title: string, content: string): SearchRecord => ({
      ...records[0],
      objectID: path,
      type: 'content',
      hierarchy: { ...records[0].hierarchy, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content,
      url: `${siteUrl}${path}`,
      url_without_anchor: `${siteUrl}${path}`,
      anchor: null,
    })
    const small = buildBuiltinIndex([page('/relays', 'Relays', 'A relay crawls every repository.'), page('/delays', 'Delays', 'A delay of a few seconds is normal.')])
    const heldPiece = termsFileName(termPiece('delay'))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const read = (name: string) => JSON.parse(JSON.stringify(small[name])) as unknown
    const index = createBuiltinIndex(async (name) => {
      if (name === heldPiece) await held
      return read(name)
    })
    const partial = await index.search(request('relays', { partial: true }))
    expect(partial.pending).toBeInstanceOf(Promise)
    expect(partial.hits.map((hit) => hit.url)).toEqual(['/relays'])
    release()
    await partial.pending
    const full = await index.search(request('relays', { partial: true }))
    expect(full.pending).toBeUndefined()
    expect(full.hits.map((hit) => hit.url)).toEqual(['/relays', '/delays'])
    // A plain search never answers before every piece is in.
    expect(await createBuiltinIndex(async (name) => read(name)).search(request('relays'))).toEqual(full)
  })

  it('waits for the other pieces rather than answer a partial search with nothing', async () => {
    let readOthers = false
    const index = createBuiltinIndex(async (name) => {
      if (name === termsFileName(termPiece('firehos'))) readOthers = true
      return JSON.parse(JSON.stringify(files[name]))
    })
    const result = await index.search(request('irehose', { partial: true, hitsPerPage: 1 }))
    expect(readOthers).toBe(true)
    expect(result.nbHits).toBeGreaterThan(0)
  })
})
