import MiniSearch from 'minisearch'
import { builtinIndexVersion, coreFileName, docsFileName, encodeType, packPostings, termListFileName, type CoreFile, type DocsFile, type TermListFile, type TermsFile } from '../../app/lib/search/builtin-index.ts'
import { indexOptions, type IndexedDocument } from '../../app/lib/search/engine.ts'
import { termPiece, termPieceCount, termsFileName } from '../../app/lib/search/index-pieces.ts'
import type { SearchRecord } from '../../app/lib/search/types.ts'

const headingLevels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

/**
 * How the index is cut: postings into `termPieces` pieces (a count), record text into runs of
 * about `docsBytes` bytes of JSON. A term's piece comes from its first two letters
 * (app/lib/search/index-pieces.ts), so a query's pieces are known before the core arrives. A
 * query reads the text of the hits it shows (a dozen or so runs: hits come from many pages), so
 * smaller runs waste fewer bytes but cost more requests.
 */
export const indexCuts = { termPieces: termPieceCount, docsBytes: 4_000 }

/** Cuts a list into runs of about `bytes` bytes of JSON; returns the index each run starts at. */
function cutIntoShards(items: unknown[], bytes: number): number[] {
  const starts = [0]
  let size = 0
  items.forEach((item, i) => {
    const length = JSON.stringify(item).length + 1
    if (size > 0 && size + length > bytes) {
      starts.push(i)
      size = 0
    }
    size += length
  })
  return starts
}

const slices = <T,>(items: T[], starts: number[]) => starts.map((start, s) => items.slice(start, starts[s + 1] ?? items.length))

/**
 * The built-in provider's index from the search records, as the files of `/search-index/` (see
 * app/lib/search/builtin-index.ts): the MiniSearch index (titles, headings and prose as separate
 * fields so they can be boosted) cut into a core, pieces of terms with their postings, the list
 * of every term and runs of record text.
 */
export function buildBuiltinIndex(records: SearchRecord[], cuts = indexCuts): Record<string, unknown> {
  const pages: CoreFile['pages'] = []
  const pageStarts: number[] = []
  const pageIds = new Map<string, number>()
  const docs: DocsFile = []
  const urls: number[] = []
  const urlIds = new Map<string, number>()
  let types = ''
  const documents: IndexedDocument[] = []
  for (const record of records) {
    const id = docs.length
    let page = pageIds.get(record.url_without_anchor)
    if (page === undefined) {
      page = pages.length
      pageIds.set(record.url_without_anchor, page)
      pages.push([record.hierarchy.lvl0, record.hierarchy.lvl1, new URL(record.url_without_anchor).pathname])
      pageStarts.push(id)
    }
    if (page !== pages.length - 1) throw new Error(`Search index: the records of ${record.url_without_anchor} are not together; the index stores records page by page.`)
    const url = urlIds.get(record.url) ?? urlIds.size
    urls.push(url - (id === 0 ? 0 : urlIds.get(records[id - 1].url)!))
    urlIds.set(record.url, url)
    const headings = headingLevels.map((level) => record.hierarchy[level]).filter((h): h is string => h !== null)
    docs.push([record.anchor, headings, record.content])
    types += encodeType(record.type)
    const own = record.type === 'lvl1' || record.type === 'content' ? null : headings.at(-1)!
    const above = own === null ? headings : headings.slice(0, -1)
    documents.push({
      id,
      title: record.type === 'lvl1' ? record.hierarchy.lvl1 : '',
      heading: own ?? '',
      trail: record.type === 'lvl1' ? '' : [record.hierarchy.lvl1, ...above].join(' '),
      content: record.content ?? '',
    })
  }
  const engine = new MiniSearch<IndexedDocument>(indexOptions)
  engine.addAll(documents)
  const plain = engine.toJSON()
  for (let id = 0; id < plain.nextId; id++) {
    if (plain.documentIds[id] !== id) throw new Error(`Search index: document ${id} has id ${String(plain.documentIds[id])}; ids must be 0…n-1 in insertion order.`)
  }
  const lengthOf = (id: number, fieldId: number) => plain.fieldLength[id]?.[fieldId] ?? 0
  const entries = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const pieces: TermsFile[] = Array.from({ length: cuts.termPieces }, () => [])
  for (const [term, fields] of entries) pieces[termPiece(term, cuts.termPieces)].push(packPostings(term, fields, lengthOf))
  const termList: TermListFile = entries.map(([term]) => term)
  const docShards = cutIntoShards(docs, cuts.docsBytes)
  const { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion } = plain
  const core: CoreFile = {
    version: builtinIndexVersion,
    meta: { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion },
    pieceTerms: pieces.map((rows) => rows.length),
    docShards,
    pages,
    pageStarts,
    types,
    urls,
  }
  const files: Record<string, unknown> = { [coreFileName]: core, [termListFileName]: termList }
  pieces.forEach((rows, piece) => (files[termsFileName(piece)] = rows))
  slices(docs, docShards).forEach((rows, s) => (files[docsFileName(s)] = rows))
  return files
}
