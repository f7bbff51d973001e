import { searchLimits } from '../../app/lib/search/constants.ts'
import { clientDir } from '../../scripts/build/output.ts'
import { kb } from '../../scripts/bench/page-weight.ts'
import { measureFirstQueryBytes, openBuiltIndex } from '../../scripts/bench/search-bench.ts'
import { measureRelevance, searchQuestions } from '../../scripts/bench/search-questions.ts'
import { expect, test } from './browser.ts'

/** The built site's own search index: what a first query costs, and what real queries find. */

const index = openBuiltIndex(clientDir)
const topUrls = async (query: string, n = 3) =>
  (await index.search({ query, page: 0, hitsPerPage: searchLimits.hitsPerPage, snippetLength: searchLimits.snippetWords })).hits.slice(0, n).map((hit) => hit.url)

test.describe('the built-in search index of the build', () => {
  test(`finds an answer among the first three pages for at least 90 % of ${searchQuestions.length} questions developers ask`, async () => {
    expect(searchQuestions.length).toBeGreaterThanOrEqual(40)
    const relevance = await measureRelevance(async (query) => (await index.search({ query, page: 0, hitsPerPage: searchLimits.hitsPerPage, snippetLength: searchLimits.snippetWords })).hits)
    const misses = relevance.misses.map((miss) => `${miss.query} → ${miss.pages.join(', ') || 'nothing'}`).join('\n')
    expect(relevance.hitAt3, `hit@3 ${(relevance.hitAt3 * 100).toFixed(1)} %, MRR ${relevance.mrr.toFixed(3)}; missed:\n${misses}`).toBeGreaterThanOrEqual(0.9)
  })

  test('answers a first query ("oauth") in full with at most 50 KB of the index over the wire, core and term list included', async () => {
    const cost = await measureFirstQueryBytes(clientDir)
    expect(cost.hits).toBe(searchLimits.hitsPerPage)
    expect(cost.files[0]).toBe('core.json')
    expect(cost.bytes, `${kb(cost.bytes)}: ${cost.files.join(', ')}`).toBeLessThanOrEqual(50 * 1024)
  })

  for (const [query, url] of [
    ['app.bsky.feed.getTimeline', '/docs/api/app-bsky-feed-get-timeline'],
    ['getTimeline', '/docs/api/app-bsky-feed-get-timeline'],
    ['timline', '/docs/api/app-bsky-feed-get-timeline'],
    ['com.atproto.repo.createRecord', '/docs/api/com-atproto-repo-create-record'],
    ['createRecord', '/docs/api/com-atproto-repo-create-record'],
    ['firehose', '/docs/advanced-guides/firehose'],
    ['firehsoe', '/docs/advanced-guides/firehose'],
    ['rate limits', '/docs/advanced-guides/rate-limits'],
    ['creating a post', '/docs/tutorials/creating-a-post'],
    ['jetstream', '/blog/jetstream'],
    ['postView', '/docs/api/app-bsky-feed-defs'],
    ['app.bsky.feed.post', '/docs/api/app-bsky-feed-post'],
    ['profileViewDetailed', '/docs/api/app-bsky-actor-defs'],
    ['send a direct message', '/docs/api/chat-bsky-convo-send-message'],
  ]) {
    test(`finds ${query} on its own page among the first three hits`, async () => {
      expect((await topUrls(query)).map((u) => u.split('#')[0])).toContain(url)
    })
  }
})
