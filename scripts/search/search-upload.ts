import { existsSync, readFileSync } from 'node:fs'
import { highlightPostTag, highlightPreTag } from '../../app/lib/search/constants.ts'
import type { SearchRecord } from '../../app/lib/search/types.ts'

/** The index settings the records are designed for (see scripts/search/search-records.ts). */
export const indexSettings = {
  searchableAttributes: ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content'],
  attributesForFaceting: ['type'],
  // At most three hits per page, so one long page cannot fill the results.
  attributeForDistinct: 'url_without_anchor',
  distinct: 3,
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: ['content:10'],
  highlightPreTag,
  highlightPostTag,
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
} as const

/** The part of the Algolia v5 search client the upload uses. */
export interface UploadClient {
  setSettings(params: { indexName: string; indexSettings: Record<string, unknown> }): Promise<{ taskID: number }>
  waitForTask(params: { indexName: string; taskID: number }): Promise<unknown>
  replaceAllObjects(params: { indexName: string; objects: Record<string, unknown>[]; batchSize?: number }): Promise<unknown>
}

/**
 * Upload credentials from the environment. The admin key is never the public search key the site
 * ships (DOCSEARCH_API_KEY): a missing one is an error, not a fallback.
 */
export function readUploadConfig(env: NodeJS.ProcessEnv = process.env) {
  const appId = env.ALGOLIA_APP_ID || env.DOCSEARCH_APP_ID
  const adminKey = env.ALGOLIA_ADMIN_API_KEY
  const indexName = env.ALGOLIA_INDEX_NAME || env.DOCSEARCH_INDEX_NAME
  const missing = [
    !appId && 'the application id (DOCSEARCH_APP_ID or ALGOLIA_APP_ID)',
    !adminKey && 'an admin API key (ALGOLIA_ADMIN_API_KEY; the search-only DOCSEARCH_API_KEY cannot write)',
    !indexName && 'the index name (DOCSEARCH_INDEX_NAME or ALGOLIA_INDEX_NAME)',
  ].filter(Boolean)
  if (missing.length > 0) throw new Error(`search:upload: missing ${missing.join(', ')}. Set them in the environment and run "npm run search:upload" again.`)
  return { appId: appId!, adminKey: adminKey!, indexName: indexName! }
}

export function readRecords(file: string): SearchRecord[] {
  if (!existsSync(file)) throw new Error(`search:upload: ${file} does not exist. Run "npm run build" first; it writes the search records.`)
  const records = JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[]
  if (!Array.isArray(records) || records.length === 0) throw new Error(`search:upload: ${file} holds no records; check the build's output.`)
  return records
}

/**
 * Replaces every object of the index with the build's records, atomically: Algolia's
 * replaceAllObjects fills a temporary copy of the index and then moves it over the live one.
 */
export async function uploadSearchRecords(client: UploadClient, indexName: string, records: SearchRecord[]): Promise<void> {
  // Settings first, so the temporary index copies them.
  const { taskID } = await client.setSettings({ indexName, indexSettings: { ...indexSettings } })
  await client.waitForTask({ indexName, taskID })
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[], batchSize: 1000 })
}
