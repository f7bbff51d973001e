import type { AlgoliaConfig, SearchConfig } from '../../app/lib/search/config.ts'

const required = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const

/**
 * The search provider for a build, from the environment: Algolia when all three DOCSEARCH_*
 * variables are set, the built-in index when none is. Some but not all is a mistake, and an error.
 */
export function readSearchConfig(env: NodeJS.ProcessEnv = process.env): SearchConfig {
  const set = required.filter((name) => env[name]?.trim())
  if (set.length === 0) return { provider: 'builtin' }
  if (set.length < required.length) {
    const missing = required.filter((name) => !set.includes(name))
    throw new Error(`Search: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. Set all three to use Algolia DocSearch, or none for the built-in index.`)
  }
  let host: AlgoliaConfig['host'] = null
  const override = env.DOCSEARCH_HOST?.trim()
  if (override) {
    const text = override.includes('://') ? override : `https://${override}`
    const url = URL.canParse(text) ? new URL(text) : null
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`Search: DOCSEARCH_HOST must be an http(s) host such as "search.example.com" or "http://127.0.0.1:8108", got "${override}".`)
    host = { url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https' }
  }
  return {
    provider: 'algolia',
    appId: env.DOCSEARCH_APP_ID!.trim(),
    apiKey: env.DOCSEARCH_API_KEY!.trim(),
    indexName: env.DOCSEARCH_INDEX_NAME!.trim(),
    host,
  }
}
