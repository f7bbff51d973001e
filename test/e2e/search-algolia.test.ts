import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchRecord } from '../../app/lib/search/types.ts'
import { createSiteServer } from '../../scripts/lib/server.ts'
import { ensureAlgoliaFixture, fixtureCredentials, isPortFree } from './algolia-fixture.ts'
import { useBrowser, waitForHydration } from './browser.ts'
import { externalQuery, probeQuery, startFakeAlgolia, type FakeAlgolia } from './fake-algolia.ts'
import { dialog, hits, readResults, search, searchInput } from './search-helpers.ts'

const { page: newPage } = useBrowser()

let site: Server
let siteUrl: string
let algolia: FakeAlgolia

beforeAll(async () => {
  let fixture = await ensureAlgoliaFixture()
  if (!(await isPortFree(fixture.port))) fixture = await ensureAlgoliaFixture(fixture.port)
  const records = JSON.parse(readFileSync(join(fixture.clientDir, 'search-records.json'), 'utf8')) as SearchRecord[]
  algolia = await startFakeAlgolia({ port: fixture.port, records, appId: fixtureCredentials.appId, apiKey: fixtureCredentials.apiKey })
  site = createSiteServer({ dir: fixture.clientDir })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
}, 600_000)

afterAll(async () => {
  await algolia?.stop().catch(() => {})
  await new Promise((resolve) => site?.close(resolve))
})

async function openSite(path = '/docs/get-started'): Promise<Page> {
  const page = await newPage({ baseURL: siteUrl })
  await page.goto(path)
  await waitForHydration(page)
  return page
}

async function openModal(page: Page) {
  await page.keyboard.press('Control+k')
  await page.locator(searchInput).waitFor()
}

const queryRequests = () => algolia.requests.filter((r) => r.path === '/1/indexes/*/queries')

describe('search with Algolia DocSearch configured', () => {
  it('preconnects to the search host, allows it in the CSP and says "Search by Algolia"', async () => {
    const page = await newPage({ baseURL: siteUrl })
    const response = await page.goto('/docs/get-started')
    expect(await page.locator(`head link[rel="preconnect"][href="${algolia.origin}"]`).count()).toBe(1)
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`connect-src 'self' ${algolia.origin}(;|$)`))
    expect(await page.locator('[data-testid="search-provider"]').textContent()).toBe('Algolia')
  })

  it('sends one POST /1/indexes/*/queries per search, credentials in the query string, DocSearch parameters in the body', async () => {
    const page = await openSite()
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await openModal(page)
    const before = queryRequests().length
    await search(page, 'firehose')
    await page.locator(hits).first().waitFor()
    const sent = queryRequests().slice(before)
    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request.method).toBe('POST')
    expect(request.params).toMatchObject({ 'x-algolia-application-id': fixtureCredentials.appId, 'x-algolia-api-key': fixtureCredentials.apiKey })
    expect(request.body?.requests).toHaveLength(1)
    const body = request.body!.requests![0]
    expect(Object.keys(body).sort()).toEqual(['attributesToRetrieve', 'attributesToSnippet', 'highlightPostTag', 'highlightPreTag', 'hitsPerPage', 'indexName', 'query'])
    expect(body).toMatchObject({ indexName: fixtureCredentials.indexName, query: 'firehose', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
    expect(body.attributesToSnippet).toContain('content:10')
    expect(body.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']))
    // Contextual search is off: no facet filters narrow the query.
    expect(body).not.toHaveProperty('facetFilters')
    // The built-in index is not used when Algolia is configured.
    expect(fetched.filter((path) => path.startsWith('/search-index'))).toEqual([])
  })

  it('shows the service’s hits grouped by page, highlighted', async () => {
    const page = await openSite()
    await openModal(page)
    await search(page, 'jetstream')
    await page.locator(hits).first().waitFor()
    const { groups, titles } = await readResults(page)
    expect(groups[0]).toContain('Jetstream')
    expect(titles.length).toBeGreaterThan(0)
    expect((await page.locator(`${hits} mark`).allTextContents()).every((m) => /^jetstream$/i.test(m))).toBe(true)
    expect(await page.locator(`${dialog} .search-by`).textContent()).toBe('Search by Algolia')
  })

  it('opens a hit whose URL is on the site’s domain with the client router, at its anchor', async () => {
    const page = await openSite()
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3))
    await openModal(page)
    await search(page, 'frame format')
    await page.locator(hits).first().waitFor()
    const href = await page.locator(`${hits} a.search-hit`).first().getAttribute('href')
    expect(href).toMatch(/^\/docs\/advanced-guides\/firehose#frame-format$/)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${siteUrl}${href}`)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3)
  })

  it('leaves the site with a full page load for a hit matching the external-URL pattern', async () => {
    const page = await openSite()
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 4))
    await openModal(page)
    await search(page, externalQuery)
    await page.locator(hits).first().waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${algolia.origin}/landing`)
    expect(await page.locator('h1').textContent()).toBe('Another site')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
  })

  it('shows markup in the service’s hits as text', async () => {
    const page = await openSite()
    await openModal(page)
    await search(page, probeQuery)
    await page.locator(hits).first().waitFor()
    const { groups, titles } = await readResults(page)
    expect(groups[0]).toBe('Docs<script>window.pwned=1</script>Probe page')
    expect(titles[0]).toBe('Probe <img src=x onerror="window.pwned=2">')
    expect(await page.locator(`${dialog} img, ${dialog} script`).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
  })

  it('shows the stalled indicator while a slow answer comes in', async () => {
    const page = await openSite()
    await openModal(page)
    algolia.bodyDelayMs = 1200
    try {
      await search(page, 'rate limits')
      await page.locator(`${dialog} .search-stalled`).waitFor()
      await page.locator(hits).first().waitFor()
      expect(await page.locator(`${dialog} .search-stalled`).count()).toBe(0)
    } finally {
      algolia.bodyDelayMs = 0
    }
  })

  for (const [phase, delay, timeout] of [['connect', 'headerDelayMs', 1000], ['read', 'bodyDelayMs', 2000]] as const) {
    it(`gives up on an answer after the ${timeout / 1000} s ${phase} timeout and shows the error screen`, async () => {
      const page = await openSite()
      await openModal(page)
      algolia[delay] = 6000
      try {
        const started = Date.now()
        await search(page, 'labeler')
        await page.locator(`${dialog} .search-screen-error`).waitFor()
        expect(Date.now() - started).toBeGreaterThanOrEqual(timeout - 100)
        // Well before the 6 s answer: the client gave up on its own.
        expect(Date.now() - started).toBeLessThan(timeout + 3000)
      } finally {
        algolia[delay] = 0
      }
    })
  }

  it('serves the /search page from the service, page by page', async () => {
    const page = await openSite('/search?q=feed')
    await page.locator('.search-page-results .search-hit').first().waitFor()
    const before = queryRequests().length
    await page.getByRole('button', { name: 'Load more results' }).click()
    await expect.poll(() => page.locator('.search-page-results .search-hit').count()).toBe(40)
    expect(queryRequests().slice(before).map((r) => r.body?.requests?.[0].page)).toEqual([1])
  })

  it('shows the error screen when the search service is down', async () => {
    const page = await openSite()
    await openModal(page)
    await algolia.stop()
    await search(page, 'oauth')
    const screen = page.locator(`${dialog} .search-screen-error`)
    await screen.waitFor()
    expect(await screen.locator('p').allTextContents()).toEqual(['Unable to fetch results', 'You might want to check your network connection.'])
  })
})
