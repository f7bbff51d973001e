import { afterNextPaint } from './after-next-paint.ts'
import { fnv1a, indexFile, longestListedLength, pieceCount, pieceOf, processTerm, queryPieces, queryWords, tokenizeForIndex, tokenizeQuery, type QueryWord } from './analysis.ts'
import { searchLimits } from './constants.ts'
import { createWordMatcher, highlightText, snippetText, type WordMatcher } from './highlight.ts'
import { hierarchyLevels, hierarchyOf, type Highlights, type HitType, type SearchHit, type SearchProvider, type SearchRecord } from './types.ts'

/**
 * The built-in search engine: a small inverted index that the build writes (`buildIndexFiles`)
 * and the browser reads piece by piece (`createBuiltinIndex`). Both halves live here, so the
 * format has one owner.
 *
 * **Units.** The index ranks URLs: a page (its title, description and opening prose) or one of
 * its headings with the prose under it. Each is searched in four fields: `title` (a page's title),
 * `heading` (a section's own heading), `trail` (the titles above a section) and `content`.
 *
 * **Scoring.** BM25 over those fields (k1 1.2, b 0.75, each field normalised by its own average
 * length), weighted by field: titles 6, headings 3.75 (level 2) down to 3.3 (levels 5–6), trail
 * and prose 1. The build stores each term's score in each unit it occurs in as an integer
 * (`impact`, tenths), so the browser needs no statistics of the corpus: a unit's score for a
 * query word is the best `weight × impact` of the terms it matches: the word itself (weight 1), a
 * longer term the last word begins (0.8 × the square of their length ratio, so `post` prefers
 * itself to `postgate`) or a term one or two typos away (0.5, 0.25). A unit matches a query when
 * it matches every word; as Algolia ranks, those with the fewest words matched only by a typo come
 * first, then by the sum of the words' scores, then in site order; at most three per page.
 *
 * **Files** (names in analysis.ts), each a JSON array opening with the build's stamp, so that
 * files of two builds are never mixed:
 *
 * - `core.json`: the format version, the stamp, the piece count and the sections' names: nothing
 *   that grows with the site.
 * - `piece-N.json`: the terms whose first three letters hash to N, each with its *head*: its
 *   postings of highest impact, enough for a page of ten hits, and the pages they name; plus the
 *   best completions of each two-letter prefix hashed to N. A query names its pieces from its
 *   words alone (analysis.ts `queryPieces`) and ranks a first answer on them.
 * - `tail-N.json`: the rest of one term's postings, read for the full answer.
 * - `terms-L.json`: every term of length L, read to find typos that begin otherwise.
 * - `docs-N.json`: the text of up to 32 units (about 2 KB), and their pages: read for the hits shown.
 *
 * A unit's number tells its docs file (`unit >> 5`), and postings carry page numbers, so no file
 * lists every unit or page: the bytes a first answer reads depend on the query, not on the size
 * of the site.
 */

const formatVersion = 6

interface CoreFile {
  version: number
  build: string
  pieces: number
  /** The sections' names (lvl0), which page rows give by index. */
  sections: string[]
}
/** A page: number, section, title and path. */
type PageRow = [number, number, string, string]
/** A term, the number of its tail file (-1 when the head holds every posting), then its head's postings (see encodePostings). */
type TermRow = [string, number, ...number[]]
export type PieceFile = [build: string, pages: PageRow[], rows: TermRow[], prefixes: Record<string, string[]>]
type TailFile = [build: string, postings: number[]]
/** A unit: page number, level (1 for the page, 2–6 for a heading), anchor, headings (lvl2 on), prose chunks. */
type UnitRow = [number, number, string | null, string[], string[]]
export type DocsFile = [build: string, pages: PageRow[], units: UnitRow[]]
type TermsFile = [build: string, terms: string[]]

/** How the index is cut. A head holds a term's best postings until they give `headHits` hits (at most three a page) or number `headPostings`. */
export const indexShape = { headHits: 10, headPostings: 32, completions: 10, typoTerms: 8, docsBytes: 2_000 }
const unitsPerDocs = 32
const bm25 = { k1: 1.2, b: 0.75 }
const headingBoost = [3.75, 3.6, 3.45, 3.3, 3.3]
const fieldBoost = (field: number, level: number) => (field === 0 ? 6 : field === 1 ? headingBoost[level - 2] : 1)

/** A term's postings: parallel lists of unit, page and impact. */
interface Postings {
  units: number[]
  pages: number[]
  impacts: number[]
}

/** Postings sorted by unit, as numbers: per page, its number's increase and a count, then per unit its number's increase and its impact. */
function encodePostings({ units, pages, impacts }: Postings): number[] {
  const out: number[] = []
  for (let i = 0, page = 0, unit = 0; i < units.length; ) {
    let end = i
    while (end < units.length && pages[end] === pages[i]) end++
    out.push(pages[i] - page, end - i)
    page = pages[i]
    for (; i < end; unit = units[i++]) out.push(units[i] - unit, impacts[i])
  }
  return out
}

function decodePostings(numbers: readonly unknown[], from: number, into: Postings): void {
  for (let at = from, page = 0, unit = 0; at < numbers.length; ) {
    page += numbers[at] as number
    const end = at + 2 + 2 * (numbers[at + 1] as number)
    for (at += 2; at < end; at += 2) {
      unit += numbers[at] as number
      into.units.push(unit)
      into.pages.push(page)
      into.impacts.push(numbers[at + 1] as number)
    }
  }
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

interface Unit {
  page: number
  row: UnitRow
  /** title, heading, trail, content */
  fields: string[]
}

/** The units of the records (one per URL), numbered by docs file, and the pages. */
function collectUnits(records: SearchRecord[], docsBytes: number) {
  const sections: string[] = []
  const pages: PageRow[] = []
  const units: Unit[] = []
  const pageOf = new Map<string, number>()
  const seen = new Set<string>()
  let lastUrl = ''
  for (const record of records) {
    if (!pageOf.has(record.url_without_anchor)) {
      if (!sections.includes(record.hierarchy.lvl0)) sections.push(record.hierarchy.lvl0)
      pageOf.set(record.url_without_anchor, pages.length)
      pages.push([pages.length, sections.indexOf(record.hierarchy.lvl0), record.hierarchy.lvl1, new URL(record.url_without_anchor).pathname])
    }
    const page = pageOf.get(record.url_without_anchor)!
    if (page !== pages.length - 1 || (seen.has(record.url) && record.url !== lastUrl)) throw new Error(`Search index: the records of ${record.url} are not together; the index stores records page by page and URL by URL.`)
    if (!seen.has(record.url)) {
      seen.add(record.url)
      const headings = hierarchyLevels.slice(2).flatMap((level) => record.hierarchy[level] ?? [])
      const level = record.url === record.url_without_anchor ? 1 : headings.length + 1
      const trail = level === 1 ? '' : [record.hierarchy.lvl1, ...headings.slice(0, -1)].join(' ')
      units.push({ page, row: [page, level, record.anchor, headings, []], fields: [level === 1 ? record.hierarchy.lvl1 : '', level === 1 ? '' : (headings.at(-1) ?? ''), trail, ''] })
    }
    if (record.content) units.at(-1)!.row[4].push(record.content)
    lastUrl = record.url
  }
  // Docs files: runs of units of about `docsBytes` of JSON; a unit's number is its file's times 32 plus its place there.
  const ids: number[] = []
  for (let i = 0, file = 0, slot = 0, bytes = 0; i < units.length; i++) {
    const size = JSON.stringify(units[i].row).length
    if (slot > 0 && (slot === unitsPerDocs || bytes + size > docsBytes)) [file, slot, bytes] = [file + 1, 0, 0]
    ids.push(file * unitsPerDocs + slot++)
    bytes += size
    units[i].fields[3] = units[i].row[4].join(' ')
  }
  return { sections, pages, units, ids }
}

/** Every term of every unit with its impact there: term → postings sorted by unit. */
function scoreTerms(units: Unit[], ids: number[]): Map<string, Postings> {
  const counts = units.map((unit) =>
    unit.fields.map((text) => {
      const terms = tokenizeForIndex(text).flatMap((word) => processTerm(word) ?? [])
      const tf = new Map<string, number>()
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1)
      return { tf, length: terms.length }
    }),
  )
  const average = [0, 1, 2, 3].map((f) => {
    const lengths = counts.map((fields) => fields[f].length).filter((n) => n > 0)
    return lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length)
  })
  const frequency = new Map<string, number>()
  for (const fields of counts) for (const term of new Set(fields.flatMap((field) => [...field.tf.keys()]))) frequency.set(term, (frequency.get(term) ?? 0) + 1)
  const postings = new Map<string, Postings>()
  counts.forEach((fields, u) => {
    const scores = new Map<string, number>()
    fields.forEach(({ tf, length }, f) => {
      for (const [term, n] of tf) {
        const saturated = (n * (bm25.k1 + 1)) / (n + bm25.k1 * (1 - bm25.b + (bm25.b * length) / average[f]))
        scores.set(term, (scores.get(term) ?? 0) + fieldBoost(f, units[u].row[1]) * saturated)
      }
    })
    for (const [term, score] of scores) {
      const df = frequency.get(term)!
      const idf = Math.log(1 + (units.length - df + 0.5) / (df + 0.5))
      let list = postings.get(term)
      if (!list) postings.set(term, (list = { units: [], pages: [], impacts: [] }))
      list.units.push(ids[u])
      list.pages.push(units[u].page)
      list.impacts.push(Math.max(1, Math.round(idf * score * 10)))
    }
  })
  return postings
}

/** A filter of a page's units in rank order: true for the first three of each page (a page gives at most three hits). */
function perPageLimit(): (page: number) => boolean {
  const counts = new Map<number, number>()
  return (page) => {
    counts.set(page, (counts.get(page) ?? 0) + 1)
    return counts.get(page)! <= searchLimits.hitsPerPageGroup
  }
}

/** Splits postings into the head (best first until enough hits, then sorted by unit) and the tail. */
function splitHead(all: Postings, shape: typeof indexShape): [Postings, Postings] {
  const order = all.units.map((_, i) => i).sort((a, b) => all.impacts[b] - all.impacts[a] || all.units[a] - all.units[b])
  const shown = perPageLimit()
  let count = 0
  for (let hits = 0; count < order.length && count < shape.headPostings && hits < shape.headHits; count++) {
    if (shown(all.pages[order[count]])) hits++
  }
  const pick = (indexes: number[]) => {
    const sorted = [...indexes].sort((a, b) => a - b)
    return { units: sorted.map((i) => all.units[i]), pages: sorted.map((i) => all.pages[i]), impacts: sorted.map((i) => all.impacts[i]) }
  }
  return [pick(order.slice(0, count)), pick(order.slice(count))]
}

/** The built-in index's files from the search records: file name → JSON-ready data. */
export function buildIndexFiles(records: SearchRecord[], shape = indexShape): Record<string, unknown> {
  const { sections, pages, units, ids } = collectUnits(records, shape.docsBytes)
  const postings = scoreTerms(units, ids)
  const terms = [...postings.keys()].sort(compareStrings)
  const pieces = Array.from({ length: pieceCount }, () => ({ rows: new Map<string, TermRow>(), prefixes: {} as Record<string, string[]> }))
  const tails: number[][] = []
  const rows = new Map<string, TermRow>()
  const best = new Map<string, number>()
  const headPages = new Map<string, number[]>()
  for (const term of terms) {
    const [head, tail] = splitHead(postings.get(term)!, shape)
    rows.set(term, [term, tail.units.length ? tails.push(encodePostings(tail)) - 1 : -1, ...encodePostings(head)])
    best.set(term, Math.max(...head.impacts))
    headPages.set(term, head.pages)
  }
  const place = (piece: (typeof pieces)[number], term: string) => piece.rows.set(term, rows.get(term)!)
  for (const term of terms) place(pieces[pieceOf(term)], term)
  // A two-letter prefix being typed matches too many terms to read: its piece lists its best completions.
  for (const prefix of new Set(terms.filter((t) => t.length > 2).map((t) => t.slice(0, 2)))) {
    const piece = pieces[pieceOf(prefix)]
    const completions = terms.filter((t) => t.length > 2 && t.startsWith(prefix)).sort((a, b) => best.get(b)! - best.get(a)! || compareStrings(a, b))
    piece.prefixes[prefix] = completions.slice(0, shape.completions)
    for (const term of piece.prefixes[prefix]) place(piece, term)
  }
  const pageRows = (numbers: Iterable<number>) => [...new Set(numbers)].sort((a, b) => a - b).map((page) => pages[page])
  const files: Record<string, unknown[]> = {}
  pieces.forEach((piece, n) => (files[indexFile.piece(n)] = [pageRows([...piece.rows.keys()].flatMap((term) => headPages.get(term)!)), [...piece.rows.values()], piece.prefixes]))
  tails.forEach((numbers, n) => (files[indexFile.tail(n)] = [numbers]))
  for (let length = 2; length <= longestListedLength; length++) files[indexFile.terms(length)] = [terms.filter((t) => Math.min(t.length, longestListedLength) === length)]
  const docs: UnitRow[][] = []
  units.forEach((unit, i) => (docs[ids[i] >> 5] ??= []).push(unit.row))
  docs.forEach((rows, n) => (files[indexFile.docs(n)] = [pageRows(rows.map((row) => row[0])), rows]))
  const build = fnv1a(JSON.stringify(files)).toString(16).padStart(8, '0')
  const out: Record<string, unknown> = { [indexFile.core]: { version: formatVersion, build, pieces: pieceCount, sections } satisfies CoreFile }
  for (const [name, data] of Object.entries(files)) out[name] = [build, ...data]
  return out
}

/** Reads one file of the index by name (in the browser, a fetch of /search-index/NAME). */
export type IndexFileReader = (name: string) => Promise<unknown>

/** The default provider: the site's own index, read piece by piece as queries need it. Works offline and on any static host. */
export interface BuiltinIndex extends SearchProvider {
  /** The files read so far, in order: what searching has cost. */
  readonly filesRead: string[]
}

const rebuild = (problem: string) => new Error(`Search index: ${problem}; rebuild the site.`)

function checkCore(file: unknown): CoreFile {
  const core = file as CoreFile | null
  if (core?.version !== formatVersion) throw rebuild(`expected format version ${formatVersion}, got ${String(core?.version)}`)
  if (core.pieces !== pieceCount) throw rebuild(`the index has ${core.pieces} pieces where this code reads ${pieceCount}`)
  return core
}

/** The Levenshtein distance of `a` and `b`, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  // Two rows of the distance matrix, reused: this runs over thousands of terms per query word.
  let previous = new Uint16Array(b.length + 1)
  let row = new Uint16Array(b.length + 1)
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1))
      best = Math.min(best, row[j])
    }
    if (best > max) return max + 1
    ;[previous, row] = [row, previous]
  }
  return previous[b.length]
}

/** How much a match counts against the word itself (1). */
const matchWeight = { prefix: (word: string, term: string) => 0.8 * (word.length / term.length) ** 2, typo: (distance: number) => 0.5 / distance }

/** The lengths of the terms a word may reach with its typos, as the term lists are cut. */
const lengthsNear = ({ term, typos }: QueryWord) =>
  [...new Set(Array.from({ length: 2 * typos + 1 }, (_, i) => Math.min(longestListedLength, term.length - typos + i)).filter((n) => n >= 2))]

/** A term a query word matches: its weight, and how: 0 the word itself, 1 a longer term it begins, 2 a typo. */
type Match = [number, number]

interface TermPostings extends Postings {
  tail: number
  /** The highest impact, found in the head, since heads hold the best postings (sorted by unit, not impact). */
  best: number
}

/**
 * The built-in index, read file by file through `read` (which should fail with an Error when a
 * file cannot be had). Each file is read once; a failed read is tried again by the next search.
 * One closure, longer than most functions here: its helpers share what has been read so far
 * (pages, pieces, postings, units), which split functions would have to pass around.
 */
export function createBuiltinIndex(read: IndexFileReader): BuiltinIndex {
  const filesRead: string[] = []
  const loads = new Map<string, Promise<unknown>>()
  /** Reads a file and handles it, once; a failure is forgotten, so the next search tries again. */
  const once = <T>(name: string, handle: (file: unknown) => T | Promise<T>): Promise<T> => {
    let loading = loads.get(name) as Promise<T> | undefined
    if (!loading) {
      filesRead.push(name)
      loads.set(name, (loading = read(name).then(handle)))
      loading.catch(() => loads.delete(name))
    }
    return loading
  }
  const getCore = () => once(indexFile.core, checkCore)
  /** A file of the core's build (the core is asked for with it, not a round trip after it). */
  const readPart = <T extends unknown[]>(name: string, handle: (file: T) => void): Promise<void> => {
    const core = getCore()
    return once(name, async (file) => {
      if (!Array.isArray(file) || file[0] !== (await core).build) throw rebuild(`${name} is not of the build the core describes`)
      handle(file as T)
    })
  }

  const pages = new Map<number, PageRow>()
  const addPages = (rows: PageRow[]) => rows.forEach((row) => pages.set(row[0], row))
  const pieces = new Map<number, { terms: string[]; prefixes: Record<string, string[]> }>()
  const rows = new Map<string, TermRow>()
  const loadPiece = (n: number) =>
    readPart<PieceFile>(indexFile.piece(n), ([, pageRows, termRows, prefixes]) => {
      addPages(pageRows)
      for (const row of termRows) rows.set(row[0], row)
      pieces.set(n, { terms: termRows.map((row) => row[0]), prefixes })
    })

  const postings = new Map<string, TermPostings>()
  /** A term's postings read so far: its head, and its tail once read. */
  const postingsOf = (term: string) => {
    let found = postings.get(term)
    const row = rows.get(term)
    if (!found && row) {
      found = { units: [], pages: [], impacts: [], tail: row[1], best: 0 }
      decodePostings(row, 2, found)
      found.best = Math.max(...found.impacts)
      postings.set(term, found)
    }
    return found
  }
  const loadTail = (term: string) => {
    const found = postingsOf(term)!
    return found.tail < 0 ? Promise.resolve() : readPart<TailFile>(indexFile.tail(found.tail), ([, numbers]) => decodePostings(numbers, 0, found))
  }
  const listed = new Map<number, string[]>()
  const loadTerms = (length: number) => readPart<TermsFile>(indexFile.terms(length), ([, terms]) => void listed.set(length, terms))

  /** The terms `word` matches, with their weights: from its piece, and with `everywhere` also the typos the term lists name. */
  const candidatesOf = (word: QueryWord, everywhere: boolean) => {
    const found = new Map<string, Match>()
    const add = (term: string, weight: number, kind: number) => found.set(term, [Math.max(weight, found.get(term)?.[0] ?? 0), Math.min(kind, found.get(term)?.[1] ?? 2)])
    const own = pieces.get(pieceOf(word.term))!
    if (rows.has(word.term)) add(word.term, 1, 0)
    if (word.prefix) {
      const begun =
        word.term.length < 3
          ? (own.prefixes[word.term] ?? [])
          : own.terms.filter((t) => t !== word.term && t.startsWith(word.term)).sort((a, b) => postingsOf(b)!.best - postingsOf(a)!.best || compareStrings(a, b))
      for (const term of begun.slice(0, indexShape.completions)) add(term, matchWeight.prefix(word.term, term), 1)
    }
    if (word.typos > 0) {
      const pool = everywhere ? lengthsNear(word).flatMap((length) => listed.get(length) ?? []) : own.terms
      const near = pool
        .map((term) => [term, editDistance(word.term, term, word.typos)] as const)
        .filter(([, distance]) => distance > 0 && distance <= word.typos)
        .sort((a, b) => a[1] - b[1] || compareStrings(a[0], b[0]))
      for (const [term, distance] of near.slice(0, indexShape.typoTerms)) add(term, matchWeight.typo(distance), 2)
    }
    return found
  }

  /**
   * Reads every posting of every term the words match: `own`, the tails of the terms at hand (a
   * round trip); `all`, also the term lists for typos, then the pieces and tails of those they name.
   */
  const readAll = (words: QueryWord[]) => {
    const own = Promise.all(words.flatMap((word) => [...candidatesOf({ ...word, typos: 0 }, false).keys()].map(loadTail))).then(() => {})
    const all = Promise.all(words.flatMap((word) => (word.typos ? lengthsNear(word).map(loadTerms) : []))).then(async () => {
      const terms = words.flatMap((word) => [...candidatesOf(word, true).keys()])
      await Promise.all(terms.map((term) => loadPiece(pieceOf(term))))
      await Promise.all([own, ...terms.map(loadTail)])
    })
    own.catch(() => {})
    return { own, all }
  }

  /** The queries (as words) whose every posting has been read. */
  const allRead = new Set<string>()
  const pageOfUnit = new Map<number, number>()
  /** Units matching every word, best first, at most three a page. */
  const rank = (candidates: Map<string, Match>[]) => {
    // Per word and unit: the best score of its matches, and how close the closest is (0 the word itself, 1 a term it begins, 2 a typo).
    const perWord = candidates.map((terms) => {
      const scores = new Map<number, number>()
      const closest = new Map<number, number>()
      for (const [term, [weight, distance]] of terms) {
        const found = postingsOf(term)
        found?.units.forEach((unit, i) => {
          scores.set(unit, Math.max(scores.get(unit) ?? 0, weight * found.impacts[i]))
          closest.set(unit, Math.min(closest.get(unit) ?? 3, distance))
          pageOfUnit.set(unit, found.pages[i])
        })
      }
      return { scores, closest }
    })
    const [fewest, ...others] = perWord.map((word) => word.scores).sort((a, b) => a.size - b.size)
    const units = [...fewest.keys()].filter((unit) => others.every((scores) => scores.has(unit)))
    // Per unit: the words it matches only by a typo, and the sum of the words' scores.
    const typos = new Map(units.map((unit) => [unit, perWord.filter((word) => word.closest.get(unit) === 2).length]))
    const total = new Map(units.map((unit) => [unit, perWord.reduce((sum, word) => sum + word.scores.get(unit)!, 0)]))
    const shown = perPageLimit()
    return units.sort((a, b) => typos.get(a)! - typos.get(b)! || total.get(b)! - total.get(a)! || a - b).filter((unit) => shown(pageOfUnit.get(unit)!))
  }

  const docs = new Map<number, UnitRow[]>()
  const unitRow = (unit: number) => docs.get(unit >> 5)?.[unit & 31]
  const loadDocs = (units: number[]) =>
    Promise.all(
      [...new Set(units.map((unit) => unit >> 5))].map((n) =>
        readPart<DocsFile>(indexFile.docs(n), ([, pageRows, unitRows]) => {
          addPages(pageRows)
          docs.set(n, unitRows)
        }),
      ),
    ).then(() => {})

  return {
    filesRead,
    /** Reads the core (at the reader's first sign of intent to search). */
    async prepare() {
      await getCore()
    },
    /** Every query word must match; titles and headings rank above prose; a page gives at most three hits. */
    async search(request) {
      const words = queryWords(request.query)
      const coreRead = getCore()
      // The pieces a first answer needs are named by the words alone: read with the core, not a round trip after it.
      const own = Promise.all(queryPieces(request.query).map(loadPiece))
      own.catch(() => {})
      const { sections } = await coreRead
      if (words.length === 0) return { hits: [], nbHits: 0, page: request.page, nbPages: 0 }
      await own
      request.signal?.throwIfAborted()
      // A first answer ranks on the heads at hand; the full one on every posting, asked for once the first is on screen.
      const key = JSON.stringify(words)
      let everything = allRead.has(key)
      let reading: ReturnType<typeof readAll> | null = null
      const read = () => (reading ??= readAll(words))
      const full = everything
        ? Promise.resolve()
        : (request.partial ? afterNextPaint() : Promise.resolve()).then(() => {
            if (request.signal?.aborted) return
            return read().all.then(() => {
              allRead.add(key)
              everything = true
            })
          })
      full.catch(() => {})
      if (!request.partial) await full
      const candidates = () => words.map((word) => candidatesOf(word, everything))
      let matched = candidates()
      let ranked = rank(matched)
      // Nothing in the heads, but more postings are coming: an empty answer would flash "no results".
      // The tails of the words' own terms come first, a round trip; typos that begin otherwise last.
      if (ranked.length === 0 && !everything) {
        await read().own
        ranked = rank((matched = candidates()))
        if (ranked.length === 0) {
          await full
          ranked = rank((matched = candidates()))
        }
      }
      request.signal?.throwIfAborted()
      const page = (units: number[]) => units.slice(request.page * request.hitsPerPage, (request.page + 1) * request.hitsPerPage)
      const shown = page(ranked)
      // A unit ranked on a tail alone has no page row yet: its text brings one.
      await loadDocs(shown.filter((unit) => !pages.has(pageOfUnit.get(unit)!)))
      request.signal?.throwIfAborted()
      const complete = everything && shown.every(unitRow)
      // The text is a round trip more. A partial answer shows the ranked pages at once and asks for
      // the text once it is on screen (each request costs the main thread), not at all if typed past.
      // Once every posting is in, the full answer's hits may be others: their text comes too.
      const loadShown = (units: number[]) => (request.signal?.aborted ? Promise.resolve() : loadDocs(units))
      const loading = Promise.all([
        request.partial && !complete ? afterNextPaint().then(() => loadShown(shown)) : loadShown(shown),
        full.then(() => (everything ? loadShown(page(rank(candidates()))) : undefined)),
      ]).then(() => {})
      if (!request.partial) await loading
      // Highlighting marks the words as typed, and the terms they matched.
      const matcher = createWordMatcher(
        tokenizeQuery(request.query).filter((word) => processTerm(word) !== null),
        matched.flatMap((terms) => [...terms.keys()]),
        processTerm,
      )
      return {
        hits: shown.map((unit) => toHit(pages.get(pageOfUnit.get(unit)!)!, unitRow(unit), sections, matcher, request.snippetLength)),
        nbHits: ranked.length,
        page: request.page,
        nbPages: Math.ceil(ranked.length / request.hitsPerPage),
        ...(request.partial && !complete ? { pending: loading } : {}),
      }
    },
  }
}

/** A hit as the UI shows it; without its unit's text (a partial answer), a link to its page. */
function toHit(page: PageRow, row: UnitRow | undefined, sections: string[], matcher: WordMatcher, snippetWords: number): SearchHit {
  const [, level, anchor, headings, chunks] = row ?? [page[0], 1, null, [], []]
  const hierarchy = hierarchyOf(sections[page[1]], page[2], headings)
  const highlighted: NonNullable<Highlights['hierarchy']> = {}
  for (const lvl of hierarchyLevels) {
    const text = hierarchy[lvl]
    if (text !== null) highlighted[lvl] = { value: highlightText(text, matcher).value }
  }
  // A heading hit when its own title or heading matched, else a prose hit; the prose shown is the chunk with the most matches.
  const own = level === 1 ? hierarchy.lvl1 : headings.at(-1)!
  const type: HitType = !row || highlightText(own, matcher).matched ? (`lvl${level}` as HitType) : 'content'
  const matches = (text: string) => tokenizeQuery(text).filter((word) => matcher(word)).length
  const content = chunks.length ? chunks.reduce((best, chunk) => (matches(chunk) > matches(best) ? chunk : best)) : null
  const hit: SearchHit = { objectID: `${page[3]}#${anchor ?? ''}`, type, hierarchy, content, url: anchor ? `${page[3]}#${anchor}` : page[3], _highlightResult: { hierarchy: highlighted } }
  if (content) hit._snippetResult = { content: { value: snippetText(content, matcher, snippetWords).value } }
  return hit
}
