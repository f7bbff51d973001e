import MiniSearch from 'minisearch'
import { builtinIndexVersion, packIndex, type BuiltinIndexFile } from '../../app/lib/search/builtin-index.ts'
import { indexOptions, type IndexedDocument } from '../../app/lib/search/engine.ts'
import type { SearchRecord } from '../../app/lib/search/types.ts'

const headingLevels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

/**
 * The built-in provider's index file from the search records: the MiniSearch index (titles,
 * headings and prose as separate fields so they can be boosted) and the records in compact form.
 */
export function buildBuiltinIndex(records: SearchRecord[]): BuiltinIndexFile {
  const pages: BuiltinIndexFile['pages'] = []
  const pageIds = new Map<string, number>()
  const docs: BuiltinIndexFile['docs'] = []
  const documents: IndexedDocument[] = []
  for (const record of records) {
    let page = pageIds.get(record.url_without_anchor)
    if (page === undefined) {
      page = pages.length
      pageIds.set(record.url_without_anchor, page)
      pages.push([record.hierarchy.lvl0, record.hierarchy.lvl1, new URL(record.url_without_anchor).pathname])
    }
    const headings = headingLevels.map((level) => record.hierarchy[level]).filter((h): h is string => h !== null)
    const id = docs.length
    docs.push([page, record.type, record.anchor, headings, record.content])
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
  return { version: builtinIndexVersion, pages, docs, index: packIndex(engine.toJSON()) }
}
