/**
 * `npm run search:upload`: pushes build/client/search-records.json to the Algolia index named by
 * DOCSEARCH_INDEX_NAME, replacing everything in it. Needs ALGOLIA_ADMIN_API_KEY.
 */
import { join } from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { readRecords, readUploadConfig, uploadSearchRecords } from './search/search-upload.ts'
import { readSearchConfig } from './search/search-config.ts'
import { readFlags } from './support/command-line.ts'

readFlags('npm run search:upload (no arguments; the settings come from the environment)', {})
try {
  const { appId, adminKey, indexName } = readUploadConfig()
  const records = readRecords(join(process.cwd(), 'build/client/search-records.json'))
  // DOCSEARCH_HOST (an Algolia-compatible proxy) applies to uploads too.
  const search = readSearchConfig({ ...process.env, DOCSEARCH_APP_ID: appId, DOCSEARCH_API_KEY: adminKey, DOCSEARCH_INDEX_NAME: indexName })
  const host = search.provider === 'algolia' ? search.host : null
  const client = algoliasearch(appId, adminKey, host ? { hosts: [{ ...host, accept: 'readWrite' }] } : undefined)
  await uploadSearchRecords(client, indexName, records)
  console.log(`search:upload: ${records.length} records now in the Algolia index "${indexName}".`)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
