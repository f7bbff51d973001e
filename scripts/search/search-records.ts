import type { IndexEntry, RouteKind } from '../../app/content/types.ts'
import type { PageSection } from '../../app/content/.server/markdown/types.ts'
import { hierarchyOf, type HitType, type SearchRecord } from '../../app/lib/search/types.ts'

/**
 * DocSearch-shaped records from the content index: per page one lvl1 record (title and
 * description), one record per heading, and the prose of each section in content records. The
 * same records feed the built-in index and `npm run search:upload`.
 */

/** The site section of each kind of page that search covers; other kinds (listings, /search) are left out. */
const sectionOf: Partial<Record<RouteKind, string>> = {
  doc: 'Docs',
  'doc-category': 'Docs',
  api: 'API',
  'blog-post': 'Blog',
  home: 'Pages',
  showcase: 'Pages',
  page: 'Pages',
}

/** Characters per content record: small records give focused snippets and stay far under Algolia's size limit. */
const chunkSize = 600
/**
 * Content records kept per section. API pages end in long generated schema listings; their opening
 * (the top-level fields) is what people search for, and the rest would triple the index.
 */
const chunksPerSection: Partial<Record<RouteKind, number>> = { api: 1 }

const levelWeight: Record<HitType, number> = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 }

/** Cuts prose into chunks of about `size` characters at sentence ends, else at spaces. */
export function chunkText(text: string, size = chunkSize): string[] {
  const chunks: string[] = []
  let rest = text.replace(/\s+/g, ' ').trim()
  while (rest.length > size) {
    const window = rest.slice(0, size + 1)
    let cut = Math.max(window.lastIndexOf('. ', size), window.lastIndexOf('? ', size), window.lastIndexOf('! ', size))
    cut = cut > size / 2 ? cut + 1 : window.lastIndexOf(' ', size)
    if (cut <= 0) cut = size
    chunks.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  if (rest) chunks.push(rest)
  return chunks
}

/** Records for every listed page the search covers, in index order. */
export function buildSearchRecords(index: IndexEntry[], sections: Record<string, PageSection[]>, siteUrl: string): SearchRecord[] {
  const records: SearchRecord[] = []
  for (const entry of index) {
    const lvl0 = sectionOf[entry.kind]
    if (!lvl0 || entry.unlisted) continue
    const pageUrl = new URL(entry.route, siteUrl).href
    let position = 0
    const add = (type: HitType, headings: string[], anchor: string | null, content: string | null, key: string) => {
      records.push({
        objectID: `${entry.route}#${anchor ?? ''}:${key}`,
        type,
        hierarchy: hierarchyOf(lvl0, entry.title, headings),
        content,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        url_without_anchor: pageUrl,
        anchor,
        weight: { level: levelWeight[type], position: position++ },
      })
    }
    add('lvl1', [], null, entry.description || null, 'page')
    if (entry.keywords.length > 0) add('content', [], null, `Topics: ${entry.keywords.join(', ')}`, 'keywords')
    for (const section of sections[entry.route] ?? []) {
      // Deeper headings keep only their parents that exist, so the type follows the trail's length.
      const headings = section.headings.slice(0, 5)
      if (section.anchor && headings.length > 0) add(`lvl${headings.length + 1}` as HitType, headings, section.anchor, null, 'heading')
      const chunks = chunkText(section.text).slice(0, chunksPerSection[entry.kind] ?? Infinity)
      chunks.forEach((chunk, i) => add('content', headings, section.anchor, chunk, `content-${i}`))
    }
  }
  return records
}
