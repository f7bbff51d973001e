import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch'
import { searchLimits } from './constants.ts'
import { indexOptions, processTerm, tokenizeQuery, type IndexedDocument } from './engine.ts'
import { createWordMatcher, highlightText, snippetText } from './highlight.ts'
import { hierarchyLevels, type Hierarchy, type HighlightValue, type HitType, type SearchHit, type SearchRequest, type SearchResponse } from './types.ts'

/**
 * The built-in index file (`/search-index.json`). MiniSearch's own serialisation spends most of
 * its bytes on JSON objects keyed by document id; this packs the same data into sorted terms and
 * flat, delta-coded number arrays (about half the size once gzipped) and unpacks it on load.
 */
export interface BuiltinIndexFile {
  version: 2
  /** [lvl0, lvl1, route] per page. */
  pages: [string, string, string][]
  /** [page, type, anchor, headings (lvl2…), content] per record; the array position is the document id. */
  docs: [number, HitType, string | null, string[], string | null][]
  index: PackedIndex
}

export interface PackedIndex {
  /** MiniSearch's scalar state, as it serialised it. */
  meta: Pick<AsPlainObject, 'documentCount' | 'nextId' | 'fieldIds' | 'averageFieldLength' | 'dirtCount' | 'serializationVersion'>
  /** Field lengths of every document, one after another (as many per document as there are fields). */
  fieldLength: number[]
  terms: string[]
  /** Per term, per field: fieldId, n, then n document ids as deltas, then their n term frequencies. */
  postings: number[][]
}

export interface LoadedIndex {
  file: BuiltinIndexFile
  engine: MiniSearch<IndexedDocument>
}

export const builtinIndexVersion = 2

/** Packs MiniSearch's serialisation; document ids must be 0…n-1 in insertion order (the build adds them so). */
export function packIndex(plain: AsPlainObject): PackedIndex {
  const { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion } = plain
  const fieldCount = Object.keys(fieldIds).length
  const fieldLength: number[] = []
  for (let id = 0; id < nextId; id++) {
    if (plain.documentIds[id] !== id) throw new Error(`Search index: document ${id} has id ${String(plain.documentIds[id])}; ids must be 0…n-1 in insertion order.`)
    const lengths = plain.fieldLength[id] ?? []
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lengths[f] ?? 0)
  }
  const entries = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const postings = entries.map(([, fields]) => {
    const row: number[] = []
    for (const [fieldId, docs] of Object.entries(fields)) {
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b)
      row.push(Number(fieldId), ids.length)
      ids.forEach((id, i) => row.push(id - (i === 0 ? 0 : ids[i - 1])))
      for (const id of ids) row.push(docs[id])
    }
    return row
  })
  return { meta: { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion }, fieldLength, terms: entries.map(([term]) => term), postings }
}

export function unpackIndex(packed: PackedIndex): AsPlainObject {
  const fieldCount = Object.keys(packed.meta.fieldIds).length
  const documentIds: AsPlainObject['documentIds'] = {}
  const fieldLength: AsPlainObject['fieldLength'] = {}
  const storedFields: AsPlainObject['storedFields'] = {}
  for (let id = 0; id < packed.meta.nextId; id++) {
    documentIds[id] = id
    fieldLength[id] = packed.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount)
    storedFields[id] = {}
  }
  const index: AsPlainObject['index'] = packed.terms.map((term, t) => {
    const row = packed.postings[t]
    const fields: Record<string, Record<string, number>> = {}
    for (let at = 0; at < row.length; ) {
      const fieldId = row[at]
      const n = row[at + 1]
      const docs: Record<string, number> = {}
      let id = 0
      for (let i = 0; i < n; i++) {
        id += row[at + 2 + i]
        docs[id] = row[at + 2 + n + i]
      }
      fields[fieldId] = docs
      at += 2 + 2 * n
    }
    return [term, fields]
  })
  return { ...packed.meta, documentIds, fieldLength, storedFields, index }
}

export function loadBuiltinIndex(file: BuiltinIndexFile): LoadedIndex {
  if (file?.version !== builtinIndexVersion) throw new Error(`Search index: expected format version ${builtinIndexVersion}, got ${String(file?.version)}; rebuild the site.`)
  const fields = Object.keys(file.index.meta.fieldIds).join(',')
  if (fields !== indexOptions.fields.join(',')) throw new Error(`Search index: built with the fields ${fields}, but this code searches ${indexOptions.fields.join(',')}; rebuild the site.`)
  return { file, engine: MiniSearch.loadJS(unpackIndex(file.index), indexOptions) }
}

const typeBoost: Record<HitType, number> = { lvl1: 1.5, lvl2: 1.25, lvl3: 1.2, lvl4: 1.15, lvl5: 1.1, lvl6: 1.1, content: 1 }

function toHit(file: BuiltinIndexFile, result: SearchResult, queryTerms: string[], snippetWords: number): SearchHit {
  const [pageIndex, type, anchor, headings, content] = file.docs[result.id as number]
  const [lvl0, lvl1, route] = file.pages[pageIndex]
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

/**
 * Runs a query the way the Algolia index is configured: every query word must match (by prefix,
 * with typo tolerance), titles and headings rank above prose, and a page gives at most a few hits.
 */
export function searchBuiltinIndex({ file, engine }: LoadedIndex, request: SearchRequest): SearchResponse {
  const query = request.query.slice(0, searchLimits.maxQueryLength)
  // Highlighting marks the words as typed; the engine matches their stems.
  const queryTerms = tokenizeQuery(query).filter((word) => processTerm(word) !== null)
  if (queryTerms.length === 0) return { hits: [], nbHits: 0, page: request.page, nbPages: 0 }
  const results = engine.search(query, { boostDocument: (id) => typeBoost[file.docs[id as number][1]] })
  // One hit per URL (a heading and the prose under it share one), and a few per page.
  const seen = new Set<string>()
  const perPage = new Map<number, number>()
  const kept = results.filter((result) => {
    const [page, , anchor] = file.docs[result.id as number]
    const url = `${page}#${anchor ?? ''}`
    const count = perPage.get(page) ?? 0
    if (seen.has(url) || count >= searchLimits.hitsPerPageGroup) return false
    seen.add(url)
    perPage.set(page, count + 1)
    return true
  })
  const start = request.page * request.hitsPerPage
  return {
    hits: kept.slice(start, start + request.hitsPerPage).map((result) => toHit(file, result, queryTerms, request.snippetLength)),
    nbHits: kept.length,
    page: request.page,
    nbPages: Math.ceil(kept.length / request.hitsPerPage),
  }
}
