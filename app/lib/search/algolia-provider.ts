import { liteClient } from 'algoliasearch/lite'
import { getAlgoliaHost, type AlgoliaConfig } from './config.ts'
import { highlightPostTag, highlightPreTag } from './constants.ts'
import { hierarchyLevels, type SearchHit, type SearchProvider, type SearchRequest, type SearchResponse } from './types.ts'

const headingLevels = hierarchyLevels.slice(1)

/** The one request of a search: the fields DocSearch asks for, snippets of the given length. */
export function buildAlgoliaRequest(indexName: string, request: SearchRequest) {
  return {
    indexName,
    query: request.query,
    attributesToRetrieve: ['hierarchy.lvl0', ...headingLevels.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...headingLevels.map((l) => `hierarchy.${l}:${request.snippetLength}`), `content:${request.snippetLength}`],
    highlightPreTag,
    highlightPostTag,
    hitsPerPage: request.hitsPerPage,
    // Only the /search page asks past the first page ("Load more").
    ...(request.page > 0 ? { page: request.page } : {}),
  }
}

/**
 * Algolia DocSearch through the lite client: one POST /1/indexes/*\/queries per search, the
 * application id and search key as query parameters. The client's timeouts (connect 1 s, read
 * 2 s, write 30 s) and host cache (a host marked down is retried after 2 minutes) apply.
 * Contextual search is off: no facet filters are sent.
 */
export function createAlgoliaProvider(config: AlgoliaConfig): SearchProvider {
  const client = liteClient(config.appId, config.apiKey, {
    // One host, the one the Content-Security-Policy allows (scripts/build/security-headers.ts).
    hosts: [{ ...getAlgoliaHost(config), accept: 'readWrite' }],
    timeouts: { connect: 1_000, read: 2_000, write: 30_000 },
  })
  return {
    // The preconnect link already warmed the connection; nothing else to fetch ahead.
    prepare: async () => {},
    async search(request): Promise<SearchResponse> {
      const { results } = await client.search({ requests: [buildAlgoliaRequest(config.indexName, request)] })
      const result = results[0] as { hits?: SearchHit[]; nbHits?: number; page?: number; nbPages?: number } | undefined
      if (!result || !Array.isArray(result.hits)) throw new Error('The search service answered without results[0].hits.')
      return { hits: result.hits, nbHits: result.nbHits ?? result.hits.length, page: result.page ?? request.page, nbPages: result.nbPages ?? 1 }
    },
  }
}
