import { describe, expect, it } from 'vitest'
import { buildAlgoliaRequest } from '../../../app/lib/search/algolia-provider.ts'
import { getSearchOrigin, getProviderInfo } from '../../../app/lib/search/config.ts'
import { readSearchConfig } from '../../../scripts/search/search-config.ts'

const env = { DOCSEARCH_APP_ID: 'APPID123', DOCSEARCH_API_KEY: 'public-search-key', DOCSEARCH_INDEX_NAME: 'atproto-docs' }

describe('readSearchConfig', () => {
  it('uses the built-in index when no DOCSEARCH_* variable is set', () => {
    expect(readSearchConfig({})).toEqual({ provider: 'builtin' })
    expect(getProviderInfo({ provider: 'builtin' })).toEqual({ name: 'the built-in index', homepage: 'https://github.com/bluesky-social/atproto-docs/blob/main/app/lib/search/builtin-index.ts' })
  })

  it('uses Algolia when all three are set', () => {
    const config = readSearchConfig(env)
    expect(config).toEqual({ provider: 'algolia', appId: 'APPID123', apiKey: 'public-search-key', indexName: 'atproto-docs', host: null })
    expect(getProviderInfo(config).name).toBe('Algolia')
  })

  it('refuses a partial configuration, naming what is missing', () => {
    expect(() => readSearchConfig({ DOCSEARCH_APP_ID: 'X' })).toThrow('Search: DOCSEARCH_APP_ID is set but DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME are not. Set all three to use Algolia DocSearch, or none for the built-in index.')
  })

  it('takes a host override with or without a scheme, https by default', () => {
    expect(readSearchConfig({ ...env, DOCSEARCH_HOST: 'http://127.0.0.1:8108' })).toMatchObject({ host: { url: '127.0.0.1:8108', protocol: 'http' } })
    expect(readSearchConfig({ ...env, DOCSEARCH_HOST: 'search.example.com' })).toMatchObject({ host: { url: 'search.example.com', protocol: 'https' } })
    expect(() => readSearchConfig({ ...env, DOCSEARCH_HOST: 'ftp://x' })).toThrow(/DOCSEARCH_HOST must be an http\(s\) host/)
    // Not a host at all: the same reason, not the URL parser's "Invalid URL".
    expect(() => readSearchConfig({ ...env, DOCSEARCH_HOST: 'search example.com' })).toThrow('Search: DOCSEARCH_HOST must be an http(s) host such as "search.example.com" or "http://127.0.0.1:8108", got "search example.com".')
  })

  it('gives the search origin (for the preconnect and the CSP) from the configuration', () => {
    expect(getSearchOrigin(readSearchConfig(env))).toBe('https://appid123-dsn.algolia.net')
    expect(getSearchOrigin(readSearchConfig({ ...env, DOCSEARCH_HOST: 'http://127.0.0.1:8108' }))).toBe('http://127.0.0.1:8108')
    expect(getSearchOrigin(readSearchConfig({ ...env, DOCSEARCH_HOST: 'https://search.example.com:443/path' }))).toBe('https://search.example.com')
    expect(getSearchOrigin(readSearchConfig({}))).toBeNull()
  })
})

describe('buildAlgoliaRequest', () => {
  it('asks for exactly the DocSearch fields, 20 hits and snippets of the given length', () => {
    const request = buildAlgoliaRequest('atproto-docs', { query: 'firehose', page: 0, hitsPerPage: 20, snippetLength: 10 })
    expect(Object.keys(request).sort()).toEqual(['attributesToRetrieve', 'attributesToSnippet', 'highlightPostTag', 'highlightPreTag', 'hitsPerPage', 'indexName', 'query'])
    expect(request).toMatchObject({ indexName: 'atproto-docs', query: 'firehose', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
    expect(request.attributesToRetrieve).toEqual(['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'])
    expect(request.attributesToSnippet).toContain('content:10')
    expect(buildAlgoliaRequest('i', { query: 'q', page: 0, hitsPerPage: 20, snippetLength: 5 }).attributesToSnippet).toContain('hierarchy.lvl1:5')
  })

  it('adds a page only past the first', () => {
    expect(buildAlgoliaRequest('i', { query: 'q', page: 2, hitsPerPage: 20, snippetLength: 10 })).toMatchObject({ page: 2 })
  })
})
