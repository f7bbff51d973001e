import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch'
import type SearchableMap from 'minisearch/SearchableMap'
import { searchLimits } from './constants.ts'
import { indexOptions, processTerm, searchOptions, tokenizeQuery, type IndexedDocument } from './engine.ts'
import { createWordMatcher, highlightText, snippetText } from './highlight.ts'
import { queryTermPieces, termPiece, termsFileName } from './index-pieces.ts'
import { hierarchyLevels, type Hierarchy, type HighlightValue, type HitType, type SearchHit, type SearchRequest, type SearchResponse } from './types.ts'

/**
 * The built-in index, in pieces a query fetches as it needs them (written to `/search-index/` by
 * the build's search-index step, scripts/search/search-index.ts):
 *
 * - `core.json`, fetched when the reader shows intent to search: the statistics the ranking needs
 *   of the whole index, and the page and kind of every record;
 * - `terms-N.json`: the terms whose first two letters hash to N (index-pieces.ts), each with its
 *   postings (which records hold it, how often, in which field, and how long that field is). The
 *   pieces of the terms a query's words begin are named by the words alone, so they are fetched
 *   together with the core and rank a first answer on their own;
 * - `terms.json`: every term, sorted, fetched after a first answer's pieces: it names the pieces
 *   of typo matches that begin with other letters (`irehose` → firehose), for the full answer;
 * - `docs-N.json`: the text of a run of records (anchor, headings, prose), fetched for the hits
 *   shown.
 *
 * Ranking runs MiniSearch over the postings of exactly the terms the query can match, so the full
 * results are those of the whole index.
 */
export interface CoreFile {
  version: 5
  /** MiniSearch's scalar state, as it serialised it. */
  meta: Pick<AsPlainObject, 'documentCount' | 'nextId' | 'fieldIds' | 'averageFieldLength' | 'dirtCount' | 'serializationVersion'>
  /** How many terms each `terms-N.json` lists (N = termPiece(term, pieceTerms.length)): a piece or term list of another build shows here. */
  pieceTerms: number[]
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

/**
 * One row per term of the piece, in term order: the term, then per field it is in: fieldId, n,
 * then n record ids as deltas, their n term frequencies and the n records' lengths of that field.
 * (The lengths ride with the postings so that no file has to carry every record's: a query needs
 * only those of the records its terms name.)
 */
export type TermsFile = [string, ...number[]][]
/** Every indexed term, sorted. */
export type TermListFile = string[]
/** [anchor, headings (lvl2…), content] per record of the shard. */
export type DocsFile = [string | null, string[], string | null][]

export const builtinIndexVersion = 5
export const coreFileName = 'core.json'
export const termListFileName = 'terms.json'
export const docsFileName = (shard: number) => `docs-${shard}.json`

/** Reads one file of the index by name (in the browser, a fetch of /search-index/NAME). */
export type IndexFileReader = (name: string) => Promise<unknown>

const typeCodes: Record<HitType, string> = { lvl1: '1', lvl2: '2', lvl3: '3', lvl4: '4', lvl5: '5', lvl6: '6', content: 'c' }
const typeOfCode = Object.fromEntries(Object.entries(typeCodes).map(([type, code]) => [code, type])) as Record<string, HitType>
export const encodeType = (type: HitType) => typeCodes[type]

/** Packs one term and its postings into a row of a TermsFile; `lengthOf` gives a record's length of a field. */
export function packPostings(term: string, fields: Record<string, Record<string, number>>, lengthOf: (id: number, fieldId: number) => number): TermsFile[number] {
  const row: TermsFile[number] = [term]
  for (const [field, docs] of Object.entries(fields)) {
    const fieldId = Number(field)
    const ids = Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b)
    row.push(fieldId, ids.length)
    ids.forEach((id, i) => row.push(id - (i === 0 ? 0 : ids[i - 1])))
    for (const id of ids) row.push(docs[id])
    for (const id of ids) row.push(lengthOf(id, fieldId))
  }
  return row
}

/** A term's postings as MiniSearch holds them: field id → record id → term frequency. */
type Postings = Map<number, Map<number, number>>

/** Reads a row's postings; `onLength` hears the length of each record's field they name. */
export function unpackPostings(row: TermsFile[number], onLength: (id: number, fieldId: number, length: number) => void): Postings {
  const fields: Postings = new Map()
  for (let at = 1; at < row.length; ) {
    const fieldId = row[at] as number
    const n = row[at + 1] as number
    const docs = new Map<number, number>()
    let id = 0
    for (let i = 0; i < n; i++) {
      id += row[at + 2 + i] as number
      docs.set(id, row[at + 2 + n + i] as number)
      onLength(id, fieldId, row[at + 2 + 2 * n + i] as number)
    }
    fields.set(fieldId, docs)
    at += 2 + 3 * n
  }
  return fields
}

/**
 * MiniSearch 7 (pinned) keeps its term index in `_index`, and the records it knows with their
 * field lengths in `_documentIds` and `_fieldLength`: all its `search` reads of them. It has no
 * public way to add postings without the records' text, and loading every record's statistics up
 * front cost a cold page tens of milliseconds (and the core a quarter of its bytes), so the engine
 * starts empty and each piece adds its terms and the records they name. The unit tests compare
 * the answers with those of the whole index, so a MiniSearch that changed this would fail them.
 */
interface EngineInternals {
  _index: SearchableMap<Postings>
  _documentIds: Map<number, number>
  _fieldLength: Map<number, number[]>
}
const internalsOf = (engine: MiniSearch<IndexedDocument>) => engine as unknown as EngineInternals

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
  /** The engine, with the postings of the pieces read so far and the statistics of the records they name. */
  engine: MiniSearch<IndexedDocument>
  pageOf: (id: number) => number
  urlOf: Int32Array
}

const rebuild = (problem: string) => new Error(`Search index: ${problem}; rebuild the site.`)

function loadCore(file: CoreFile): Core {
  if (file?.version !== builtinIndexVersion) throw rebuild(`expected format version ${builtinIndexVersion}, got ${String(file?.version)}`)
  const fields = Object.keys(file.meta.fieldIds).join(',')
  if (fields !== indexOptions.fields.join(',')) throw rebuild(`built with the fields ${fields}, but this code searches ${indexOptions.fields.join(',')}`)
  const pieces = file.pieceTerms
  if (!Array.isArray(pieces) || pieces.length < 1 || pieces.length > 65_535 || !pieces.every((n) => Number.isInteger(n) && n >= 0)) throw rebuild('the core does not count the terms of its pieces')
  const urlOf = new Int32Array(file.meta.nextId)
  let url = 0
  for (let id = 0; id < file.meta.nextId; id++) {
    url += file.urls[id]
    urlOf[id] = url
  }
  // No records yet (each piece brings those its terms name), and no stored fields: hits take their text from the docs pieces.
  const engine = MiniSearch.loadJS({ ...file.meta, documentIds: {}, fieldLength: {}, storedFields: {}, index: [] }, indexOptions)
  return { file, engine, pageOf: (id) => shardOf(file.pageStarts, id), urlOf }
}

/** Checks that a piece is of this format and of the core's build, so a stale file gives an error rather than a wrong answer. */
function checkPiece(c: Core, piece: number, rows: unknown): asserts rows is TermsFile {
  const name = termsFileName(piece)
  if (!Array.isArray(rows) || rows.some((row) => !Array.isArray(row) || typeof row[0] !== 'string')) throw rebuild(`${name} is not in format version ${builtinIndexVersion}`)
  if (rows.length !== c.file.pieceTerms[piece]) throw rebuild(`${name} holds ${rows.length} terms where the core counts ${c.file.pieceTerms[piece]}`)
}

/** Every term and its piece, from the term list, checked against the core's count of each piece. */
interface TermList {
  terms: string[]
  pieceOf: Uint16Array
}

function loadTermList(c: Core, terms: unknown): TermList {
  const counts = c.file.pieceTerms
  if (!Array.isArray(terms) || terms.some((term) => typeof term !== 'string')) throw rebuild(`${termListFileName} is not a list of terms`)
  const pieceOf = new Uint16Array(terms.length)
  const found = new Array<number>(counts.length).fill(0)
  terms.forEach((term: string, i) => {
    pieceOf[i] = termPiece(term, counts.length)
    found[pieceOf[i]]++
  })
  const wrong = found.findIndex((n, piece) => n !== counts[piece])
  if (wrong >= 0) throw rebuild(`${termListFileName} lists ${found[wrong]} terms of ${termsFileName(wrong)} where the core counts ${counts[wrong]}`)
  return { terms: terms as string[], pieceOf }
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
        return loaded
      })
      .catch((error: unknown) => {
        core = null
        throw error
      })
    return core
  }
  let termList: Promise<TermList> | null = null
  let termListLoaded: TermList | null = null
  const getTermList = (c: Core) => {
    termList ??= readOnce(termListFileName)
      .then((terms) => (termListLoaded = loadTermList(c, terms)))
      .catch((error: unknown) => {
        termList = null
        throw error
      })
    return termList
  }

  const termPiecesRead = new Set<number>()
  const fieldCount = indexOptions.fields.length
  /** Puts the terms of a piece into the engine, with the lengths of the records they name; once (two searches may have read the same piece). */
  const addPiece = (c: Core, piece: number, rows: unknown) => {
    if (termPiecesRead.has(piece)) return
    checkPiece(c, piece, rows)
    termPiecesRead.add(piece)
    const { _index, _documentIds, _fieldLength } = internalsOf(c.engine)
    const setLength = (id: number, fieldId: number, length: number) => {
      let lengths = _fieldLength.get(id)
      if (!lengths) {
        _documentIds.set(id, id)
        _fieldLength.set(id, (lengths = new Array<number>(fieldCount).fill(0)))
      }
      lengths[fieldId] = length
    }
    for (const row of rows) _index.set(row[0], unpackPostings(row, setLength))
  }
  const loadPieces = (c: Core, pieces: number[]) =>
    Promise.all(pieces.filter((p) => !termPiecesRead.has(p)).map(async (p) => addPiece(c, p, await readOnce(termsFileName(p))))).then(() => {})

  /**
   * Loads the pieces of the query's typo matches that begin with other letters than its words (the
   * term list names them); null when there are none to load. Without the list yet, it is asked for
   * once `ownLoaded` (the query's own pieces) settles: on a slow network, bytes fetched alongside
   * those would delay the first answer, which needs only them.
   */
  const typoPieces = (c: Core, specs: QuerySpec[], own: number[], ownLoaded: Promise<void>): Promise<void> | null => {
    if (!specs.some((spec) => spec.maxDistance > 0)) return null
    const missing = (list: TermList) => {
      const needed = new Set<number>()
      for (const spec of specs) for (const i of matchingTerms(list.terms, spec)) needed.add(list.pieceOf[i])
      return [...needed].filter((p) => !termPiecesRead.has(p) && !own.includes(p))
    }
    if (!termListLoaded) return ownLoaded.then(() => getTermList(c)).then((list) => loadPieces(c, missing(list)))
    const pieces = missing(termListLoaded)
    return pieces.length ? loadPieces(c, pieces) : null
  }

  /**
   * Loads the postings of every term the query can match into the engine. The pieces of the terms
   * its words begin were asked for with the core (see search); with `partial`, the pieces of typo
   * matches beginning with other letters are not waited for: `rest` settles when they are in.
   */
  async function loadPostings(c: Core, specs: QuerySpec[], partial: boolean, signal?: AbortSignal): Promise<{ rest: Promise<void> | null }> {
    const own = [...new Set(specs.map((spec) => termPiece(spec.term, c.file.pieceTerms.length)))]
    const ownLoaded = loadPieces(c, own)
    let restDone = false
    const rest = typoPieces(c, specs, own, ownLoaded)?.then(() => {
      restDone = true
    })
    // A failure here is the answer's (or, for a partial one, the full search's) to report.
    rest?.catch(() => {})
    await ownLoaded
    if (!partial && rest) await rest
    // Typed past while the postings came: the newer search ranks, this one need not.
    signal?.throwIfAborted()
    return { rest: rest && !restDone ? rest : null }
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
      // them together with the core, not a round trip after it. (Once the core is here, its count of pieces names them.)
      const corePromise = getCore()
      if (!coreLoaded) for (const piece of queryTermPieces(query)) readOnce(termsFileName(piece)).catch(() => {})
      const c = await corePromise
      if (specs.length === 0) return { hits: [], nbHits: 0, page: request.page, nbPages: 0 }
      let { rest } = await loadPostings(c, specs, request.partial === true, request.signal)
      const typeOf = (id: number) => typeOfCode[c.file.types[id]]
      const rank = () => {
        const results = c.engine.search(query, { boostDocument: (id) => typeBoost[typeOf(id as number)] })
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
