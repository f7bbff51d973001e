import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../../app/config/site.ts'
import { getSections } from '../../app/content/.server/store.ts'
import type { IndexEntry } from '../../app/content/types.ts'
import type { PageSection } from '../../app/content/.server/markdown/types.ts'
import { buildBuiltinIndex } from './search-index.ts'
import { buildSearchRecords } from './search-records.ts'

/** The files search needs in the build output: the records (for Algolia) and the built-in index. */
export const searchFiles = { records: 'search-records.json', index: 'search-index.json' } as const

/** The search records of the content and the built-in index made from them (as JSON). */
export function buildSearchData(index: IndexEntry[], sections: Record<string, PageSection[]>, siteUrl = site.url): { records: ReturnType<typeof buildSearchRecords>; indexJson: string } {
  const records = buildSearchRecords(index, sections, siteUrl)
  if (records.length === 0) throw new Error('Search: the content index produced no search records; check that .cache/content/sections.json is not empty (run "npm run build:content").')
  return { records, indexJson: JSON.stringify(buildBuiltinIndex(records)) }
}

/**
 * Writes `search-records.json` (DocSearch records, what `npm run search:upload` pushes) and
 * `search-index.json` (the built-in provider's index, fetched the first time search opens).
 * A failure here fails the build: a site whose search is broken must not ship.
 */
export function writeSearchFiles(clientDir: string, index: IndexEntry[], sections: Record<string, PageSection[]> = getSections(), siteUrl = site.url): { records: number; indexBytes: number } {
  const { records, indexJson } = buildSearchData(index, sections, siteUrl)
  writeFileSync(join(clientDir, searchFiles.records), JSON.stringify(records))
  writeFileSync(join(clientDir, searchFiles.index), indexJson)
  return { records: records.length, indexBytes: Buffer.byteLength(indexJson) }
}
