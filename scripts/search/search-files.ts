import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getSiteAddress } from '../../app/config/site-address.ts'
import { store } from '../../app/content/.server/store/read.ts'
import type { IndexEntry } from '../../app/content/types.ts'
import type { PageSection } from '../../app/content/.server/markdown/types.ts'
import { buildIndexFiles } from '../../app/lib/search/builtin-index.ts'
import { builtinIndexPath } from '../../app/lib/search/config.ts'
import { buildSearchRecords } from './search-records.ts'

/** The files search needs in the build output: the records (for Algolia) and the built-in index's folder. */
export const searchFiles = { records: 'search-records.json', indexDir: builtinIndexPath.replace(/^\/|\/$/g, '') } as const

/** The search records of the content and the built-in index made from them: file name → JSON text. */
export function buildSearchData(index: IndexEntry[], sections: Record<string, PageSection[]>, siteUrl = getSiteAddress().url): { records: ReturnType<typeof buildSearchRecords>; indexFiles: Record<string, string> } {
  const records = buildSearchRecords(index, sections, siteUrl)
  if (records.length === 0) throw new Error('Search: the content index produced no search records; check that .cache/content/sections/ is not empty (run "npm run build:content").')
  const indexFiles = Object.fromEntries(Object.entries(buildIndexFiles(records)).map(([name, data]) => [name, JSON.stringify(data)]))
  return { records, indexFiles }
}

/**
 * Writes `search-records.json` (DocSearch records, what `npm run search:upload` pushes) and the
 * built-in provider's index in `search-index/` (its core fetched when the reader shows intent to
 * search, the rest piece by piece as queries need it). A failure here fails the build: a site
 * whose search is broken must not ship.
 */
export function writeSearchFiles(clientDir: string, index: IndexEntry[], sections: Record<string, PageSection[]> = Object.fromEntries(store.getSections()), siteUrl = getSiteAddress().url): { records: number; indexBytes: number; indexFiles: number } {
  const { records, indexFiles } = buildSearchData(index, sections, siteUrl)
  writeFileSync(join(clientDir, searchFiles.records), JSON.stringify(records))
  const dir = join(clientDir, searchFiles.indexDir)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [name, json] of Object.entries(indexFiles)) writeFileSync(join(dir, name), json)
  return { records: records.length, indexBytes: Object.values(indexFiles).reduce((n, json) => n + Buffer.byteLength(json), 0), indexFiles: Object.keys(indexFiles).length }
}
