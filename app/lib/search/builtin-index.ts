import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch'
import type SearchableMap from 'minisearch/SearchableMap'
import { searchLimits } from './constants.ts'
import { indexOptions, processTerm, searchOptions, tokenizeQuery, type IndexedDocument } from './engine.ts'
import { createWordMatcher, highlightText, snippetText } from './highlight.ts'
import { queryTermPieces, termPiece, termsFileName } from './index-pieces.ts'
import { hierarchyLevels, type Hierarchy, type HighlightValue, type HitType, type SearchHit, type SearchRequest, type SearchResponse } from './types.ts'

/**
 * The built-in index, in pieces a query fetches as it needs them (written to `/search-index/` by
 * the postbuild step, scripts/lib/search-index.ts):
 *
 * - `core.json`, fetched when the reader shows intent to search: every indexed term, the
 *   statistics the ranking needs, and the page and kind of every record;
 * - `terms-N.json`: the postings (which records hold a term, how often, in which field) of the
 *   terms whose first two letters hash to N (index-pieces.ts). The pieces of the terms a query's
 *   words begin are named by the words alone, so they are fetched together with the core; the
 *   pieces of typo matches that begin with other letters once the core's term list has them;
 * - `docs-N.json`: the text of a run of records (anchor, headings, prose), fetched for the hits
 *   shown.
 *
 * Ranking runs MiniSearch over the postings of exactly the terms the query can match, so the
 * results are those of the whole index.
 */
export interface CoreFile {
  version: 4
  /** MiniSearch's scalar state, as it serialised it. */
  meta: Pick<AsPlainObject, 'documentCount' | 'nextId' | 'fieldIds' | 'averageFieldLength' | 'dirtCount' | 'serializationVersion'>
  /** Field lengths of every record, one after another (as many per record as there are fields). */
  fieldLength: number[]
  /** Every indexed term, sorted. */
  terms: string[]
  /** How many `terms-N.json` pieces there are (N = termPiece(term, termPieces); each lists its terms' postings in term order). */
  termPieces: number
  /** Id of the first record of each `docs-N.json`. */
  docShards: number[]
  /** [lvl0, lvl1, route] per page. */
  pages: [string, string, string][]
  /** Id of the first record of each page (records are stored page by page). */
  pageStarts: number[]
  /** One character per record: its type, '1'–'6' for lvl1–lvl6, 'c' for content. */
  types: string
  /** Per record, the change in its URL number from the record before: records sharing a URL count once. */
  urls: number[]
}

/** Per term of the piece, in term order, per field: fieldId, n, then n record ids as deltas, then their n term frequencies. */
export type TermsFile = number[][]
/** [anchor, headings (lvl2…), content] per record of the shard. */
export type DocsFile = [string | null, string[], string | null][]

export const builtinIndexVersion = 4
export const coreFileName = 'core.json'
export const docsFileName = (shard: number) => `docs-${shard}.json`

/** Reads one file of the index by name (in the browser, a fetch of /search-index/NAME). */
export type IndexFileReader = (name: string) => Promise<unknown>

const typeCodes: Record<HitType, string> = { lvl1: '1', lvl2: '2', lvl3: '3', lvl4: '4', lvl5: '5', lvl6: '6', content: 'c' }
const typeOfCode = Object.fromEntries(Object.entries(typeCodes).map(([type, code]) => [code, type])) as Record<string, HitType>
export const encodeType = (type: HitType) => typeCodes[type]

/** Packs the postings of one term: see TermsFile. */
export function packPostings(fields: Record<string, Record<string, number>>): number[] {
  const row: number[] = []
  for (const [fieldId, docs] of Object.entries(fields)) {
    const ids = Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b)
    row.push(Number(fieldId), ids.length)
    ids.forEach((id, i) => row.push(id - (i === 0 ? 0 : ids[i - 1])))
    for (const id of ids) row.push(docs[id])
  }
  return row
}

/** A term's postings as MiniSearch holds them: field id → record id → term frequency. */
type Postings = Map<number, Map<number, number>>

export function unpackPostings(row: number[]): Postings {
  const fields: Postings = new Map()
  for (let at = 0; at < row.length; ) {
    const n = row[at + 1]
    const docs = new Map<number, number>()
    let id = 0
    for (let i = 0; i < n; i++) {
      id += row[at + 2 + i]
      docs.set(id, row[at + 2 + n + i])
    }
    fields.set(row[at], docs)
    at += 2 + 2 * n
  }
  return fields
}

/**
 * MiniSearch 7 (pinned) keeps its term index in `_index`. It has no public way to add a term's
 * postings without the records' text, and rebuilding the engine with `loadJS` for every new
 * piece cost tens of milliseconds a keystroke (each record's statistics converted again), so
 * the engine is made once and new terms go straight into its index. The unit tests compare the
 * answers with those of the whole index, so a MiniSearch that changed this would fail them.
 */
const termIndexOf = (engine: MiniSearch<IndexedDocument>) => (engine as unknown as { _index: SearchableMap<Postings> })._index

/** Runs `work` when the page is next idle (in a few milliseconds where there is no idle callback). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 })
  else setTimeout(work, 0)
}

/** Settles after the next frame has been painted, or after a task where nothing paints (or the page is hidden). */
function afterNextPaint(): Promise<void> {
  const paints = typeof requestAnimationFrame === 'function'
  return new Promise((resolve) => {
    if (paints) requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, paints ? 100 : 0)
  })
}

/** The shard holding item `i`, given the first item of each shard. */
function shardOf(starts: number[], i: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid] <= i) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The first of the sorted `terms` not before `key`. */
function lowerBound(terms: string[], key: string): number {
  let lo = 0
  let hi = terms.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (terms[mid] < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The Levenshtein distance of `a` and `b` (as MiniSearch counts typos), or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  // Two rows of the distance matrix, reused: this runs over every indexed term per query word.
  let previous = new Uint16Array(b.length + 1)
  let row = new Uint16Array(b.length + 1)
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1))
      row[j] = cost
      if (cost < best) best = cost
    }
    if (best > max) return max + 1
    ;[previous, row] = [row, previous]
  }
  return previous[b.length]
}

/**
 * The indexes of the sorted `terms` a query term can match: itself, the terms it begins and those
 * within its typo allowance, as MiniSearch matches them. Searched in the sorted list rather than a
 * tree: building MiniSearch's tree of every term cost about 100 ms of a cold page's main thread.
 */
export function matchingTerms(terms: string[], { term, prefix, maxDistance }: { term: string; prefix: boolean; maxDistance: number }): number[] {
  const found: number[] = []
  const at = lowerBound(terms, term)
  if (prefix) for (let i = at; i < terms.length && terms[i].startsWith(term); i++) found.push(i)
  else if (terms[at] === term) found.push(at)
  if (maxDistance) terms.forEach((candidate, i) => editDistance(term, candidate, maxDistance) <= maxDistance && found.push(i))
  return found
}

const typeBoost: Record<HitType, number> = { lvl1: 1.5, lvl2: 1.25, lvl3: 1.2, lvl4: 1.15, lvl5: 1.1, lvl6: 1.1, content: 1 }

interface QuerySpec {
  term: string
  prefix: boolean
  maxDistance: number
}

/** The terms MiniSearch would look up for a query: each query word, processed, with its prefix and typo settings. */
function querySpecs(query: string): QuerySpec[] {
  const terms = tokenizeQuery(query)
    .map((word) => processTerm(word))
    .filter((term): term is string => Boolean(term))
  return terms.map((term, i) => {
    const fuzzy = typeof searchOptions.fuzzy === 'function' ? searchOptions.fuzzy(term, i, terms) : (searchOptions.fuzzy ?? false)
    const ratio = fuzzy === true ? 0.2 : Number(fuzzy)
    const maxDistance = ratio < 1 ? Math.min(searchOptions.maxFuzzy ?? 6, Math.round(term.length * ratio)) : ratio
    return { term, prefix: searchOptions.prefix === true, maxDistance }
  })
}

export interface BuiltinIndex {
  /** Fetches the core file (at the reader's first sign of intent). */
  prepare(): Promise<void>
  search(request: SearchRequest): Promise<SearchResponse>
  /** The files read so far, in order: what a search has cost. */
  readonly filesRead: string[]
}

interface Core {
  file: CoreFile
  /** The piece of each term, and the terms (indexes into `file.terms`, in order) of each piece. */
  pieceOf: Uint16Array
  termsOf: number[][]
  /** The engine, with every record's statistics and the postings of the pieces read so far; made on first use. */
  engine: () => MiniSearch<IndexedDocument>
  pageOf: (id: number) => number
  urlOf: Int32Array
}

function loadCore(file: CoreFile): Core {
  if (file?.version !== builtinIndexVersion) throw new Error(`Search index: expected format version ${builtinIndexVersion}, got ${String(file?.version)}; rebuild the site.`)
  const fields = Object.keys(file.meta.fieldIds).join(',')
  if (fields !== indexOptions.fields.join(',')) throw new Error(`Search index: built with the fields ${fields}, but this code searches ${indexOptions.fields.join(',')}; rebuild the site.`)
  if (!Number.isInteger(file.termPieces) || file.termPieces < 1 || file.termPieces > 65_535) throw new Error(`Search index: termPieces is ${String(file.termPieces)}, not a number of pieces; rebuild the site.`)
  const pieceOf = new Uint16Array(file.terms.length)
  const termsOf: number[][] = Array.from({ length: file.termPieces }, () => [])
  file.terms.forEach((term, i) => {
    pieceOf[i] = termPiece(term, file.termPieces)
    termsOf[pieceOf[i]].push(i)
  })
  const urlOf = new Int32Array(file.meta.nextId)
  let url = 0
  for (let id = 0; id < file.meta.nextId; id++) {
    url += file.urls[id]
    urlOf[id] = url
  }
  let engine: MiniSearch<IndexedDocument> | null = null
  // Made when a first query's postings are on their way, so its cost (every record's statistics,
  // tens of milliseconds on a phone) overlaps the network instead of delaying the modal.
  const makeEngine = () => {
    const fieldCount = indexOptions.fields.length
    const documentIds: AsPlainObject['documentIds'] = {}
    const fieldLength: AsPlainObject['fieldLength'] = {}
    for (let id = 0; id < file.meta.nextId; id++) {
      documentIds[id] = id
      fieldLength[id] = file.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount)
    }
    // No stored fields: hits take their text from the docs pieces.
    return MiniSearch.loadJS({ ...file.meta, documentIds, fieldLength, storedFields: {}, index: [] }, indexOptions)
  }
  return {
    file,
    pieceOf,
    termsOf,
    engine: () => (engine ??= makeEngine()),
    pageOf: (id) => shardOf(file.pageStarts, id),
    urlOf,
  }
}

/**
 * The built-in index, read piece by piece through `read` (which should fail with an Error when a
 * file cannot be had). Each file is read once; a failed read is tried again by the next search.
 */
export function createBuiltinIndex(read: IndexFileReader): BuiltinIndex {
  const filesRead: string[] = []
  const files = new Map<string, Promise<unknown>>()
  const readOnce = (name: string) => {
    let file = files.get(name)
    if (!file) {
      filesRead.push(name)
      file = read(name).catch((error: unknown) => {
        files.delete(name)
        throw error
      })
      files.set(name, file)
    }
    return file
  }
  let core: Promise<Core> | null = null
  let coreLoaded = false
  const getCore = () => {
    core ??= readOnce(coreFileName)
      .then((file) => {
        const loaded = loadCore(file as CoreFile)
        coreLoaded = true
        // The engine (every record's statistics: tens of milliseconds on a phone) is made while
        // the page is idle, so the first keystroke does not wait for it.
        whenIdle(() => loaded.engine())
        return loaded
      })
      .catch((error: unknown) => {
        core = null
        throw error
      })
    return core
  }
  const termPiecesRead = new Set<number>()
  /** Puts the postings of a piece into the engine, once (two searches may have read the same piece). */
  const addPiece = (c: Core, piece: number, rows: TermsFile) => {
    if (termPiecesRead.has(piece)) return
    const terms = c.termsOf[piece]
    if (rows.length !== terms.length) throw new Error(`Search index: ${termsFileName(piece)} holds ${rows.length} terms where the core lists ${terms.length}; rebuild the site.`)
    termPiecesRead.add(piece)
    const termIndex = termIndexOf(c.engine())
    rows.forEach((row, j) => termIndex.set(c.file.terms[terms[j]], unpackPostings(row)))
  }
  const loadPieces = (c: Core, pieces: number[]) =>
    Promise.all(pieces.filter((p) => !termPiecesRead.has(p)).map(async (p) => addPiece(c, p, (await readOnce(termsFileName(p))) as TermsFile))).then(() => {})

  /**
   * Loads the postings of every term the query can match into the engine. The pieces of the terms
   * its words begin were asked for with the core (see search); with `partial`, the pieces of typo
   * matches beginning with other letters are not waited for: `rest` settles when they are in.
   */
  async function loadPostings(c: Core, specs: QuerySpec[], partial: boolean, signal?: AbortSignal): Promise<{ engine: MiniSearch<IndexedDocument>; rest: Promise<void> | null }> {
    const needed = new Set<number>()
    for (const spec of specs) for (const i of matchingTerms(c.file.terms, spec)) needed.add(c.pieceOf[i])
    signal?.throwIfAborted()
    const own = new Set(specs.map((spec) => termPiece(spec.term, c.file.termPieces)))
    // The pieces are asked for first, so the engine is made (if it is not yet) while they come.
    const rest = loadPieces(c, [...needed].filter((p) => !own.has(p)))
    // A failure here is the answer's (or, for a partial one, the full search's) to report.
    rest.catch(() => {})
    const ownLoaded = loadPieces(c, [...needed].filter((p) => own.has(p)))
    const engine = c.engine()
    await ownLoaded
    if (!partial) await rest
    // Typed past while the postings came: the newer search ranks, this one need not.
    signal?.throwIfAborted()
    return { engine, rest: [...needed].every((p) => termPiecesRead.has(p)) ? null : rest }
  }

  const docs = new Map<number, DocsFile>()
  /** Fetches the text of the records `ids`; resolves once every one is in `docs`. */
  const loadDocs = (c: Core, ids: number[]) =>
    Promise.all(
      [...new Set(ids.map((id) => shardOf(c.file.docShards, id)))]
        .filter((s) => !docs.has(s))
        .map(async (s) => docs.set(s, (await readOnce(docsFileName(s))) as DocsFile)),
    )
  const docOf = (c: Core, id: number): DocsFile[number] | undefined => {
    const s = shardOf(c.file.docShards, id)
    return docs.get(s)?.[id - c.file.docShards[s]]
  }

  return {
    filesRead,
    async prepare() {
      await getCore()
    },
    /**
     * Runs a query the way the Algolia index is configured: every query word must match (by prefix,
     * with typo tolerance), titles and headings rank above prose, and a page gives at most a few hits.
     */
    async search(request) {
      const query = request.query.slice(0, searchLimits.maxQueryLength)
      const specs = querySpecs(query)
      // The pieces holding the terms the query's words begin are named by the words alone: read
      // them together with the core, not a round trip after it. (Once the core is here, it names them.)
      const corePromise = getCore()
      if (!coreLoaded) for (const piece of queryTermPieces(query)) readOnce(termsFileName(piece)).catch(() => {})
      const c = await corePromise
      if (specs.length === 0) return { hits: [], nbHits: 0, page: request.page, nbPages: 0 }
      const loaded = await loadPostings(c, specs, request.partial === true, request.signal)
      let { rest } = loaded
      const typeOf = (id: number) => typeOfCode[c.file.types[id]]
      const rank = () => {
        const results = loaded.engine.search(query, { boostDocument: (id) => typeBoost[typeOf(id as number)] })
        // One hit per URL (a heading and the prose under it share one), and a few per page.
        const seen = new Set<number>()
        const perPage = new Map<number, number>()
        return results.filter((result) => {
          const id = result.id as number
          const page = c.pageOf(id)
          const count = perPage.get(page) ?? 0
          if (seen.has(c.urlOf[id]) || count >= searchLimits.hitsPerPageGroup) return false
          seen.add(c.urlOf[id])
          perPage.set(page, count + 1)
          return true
        })
      }
      let kept = rank()
      // Nothing yet, but typo matches beginning with other letters are on their way: an empty
      // partial answer would flash "no results", so this one waits for them.
      if (kept.length === 0 && rest) {
        await rest
        request.signal?.throwIfAborted()
        rest = null
        kept = rank()
      }
      const start = request.page * request.hitsPerPage
      const shown = kept.slice(start, start + request.hitsPerPage)
      request.signal?.throwIfAborted()
      const complete = !rest && shown.every((r) => docOf(c, r.id as number))
      // The text is one more round trip (a request per piece, 6 at a time over HTTP/1.1), as are the
      // postings of typo matches beginning with other letters: a partial answer shows the pages at
      // once, ranked on the postings at hand, from what the core knows. Its text is asked for once
      // that answer is on screen (each request costs the main thread a few milliseconds), and not
      // at all if the reader has typed past it by then.
      const loadShown = () => (request.signal?.aborted ? Promise.resolve() : loadDocs(c, shown.map((r) => r.id as number)).then(() => {}))
      const docsLoading = request.partial && !complete ? afterNextPaint().then(loadShown) : loadShown()
      const loading = rest ? Promise.all([docsLoading, rest]) : docsLoading
      if (!complete && !request.partial) await loading
      // Highlighting marks the words as typed; the engine matched their stems.
      const queryTerms = tokenizeQuery(query).filter((word) => processTerm(word) !== null)
      return {
        hits: shown.map((result) => toHit(c, typeOf(result.id as number), docOf(c, result.id as number) ?? null, result, queryTerms, request.snippetLength)),
        nbHits: kept.length,
        page: request.page,
        nbPages: Math.ceil(kept.length / request.hitsPerPage),
        ...(!complete && request.partial ? { pending: loading.then(() => {}) } : {}),
      }
    },
  }
}

/** A hit as the UI shows it; without its record's text (`doc` null, a partial answer), a link to its page. */
function toHit(c: Core, type: HitType, doc: DocsFile[number] | null, result: SearchResult, queryTerms: string[], snippetWords: number): SearchHit {
  const [anchor, headings, content] = doc ?? [null, [], null]
  const [lvl0, lvl1, route] = c.file.pages[c.pageOf(result.id as number)]
  const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: headings[0] ?? null, lvl3: headings[1] ?? null, lvl4: headings[2] ?? null, lvl5: headings[3] ?? null, lvl6: headings[4] ?? null }
  const matcher = createWordMatcher(queryTerms, result.terms, processTerm)
  const highlighted: Partial<Record<(typeof hierarchyLevels)[number], HighlightValue>> = {}
  for (const level of hierarchyLevels) {
    const text = hierarchy[level]
    if (text === null) continue
    const { value, matched } = highlightText(text, matcher)
    highlighted[level] = { value, matchLevel: matched ? 'full' : 'none' }
  }
  const hit: SearchHit = {
    objectID: `${route}#${anchor ?? ''}:${result.id}`,
    type,
    hierarchy,
    content,
    url: anchor ? `${route}#${anchor}` : route,
    _highlightResult: { hierarchy: highlighted },
  }
  if (content) {
    const { value, matched } = snippetText(content, matcher, snippetWords)
    hit._snippetResult = { content: { value, matchLevel: matched ? 'full' : 'none' } }
  }
  return hit
}
