import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { SearchRecord } from '../../app/lib/search/types.ts'
import { createSiteServer } from '../../scripts/server/server.ts'
import { ensureAlgoliaFixture, fixtureCredentials } from './algolia-fixture.ts'
import { expect, expectHydrated, markDocument, readMark, test } from './browser.ts'
import { externalQuery, probeQuery, startFakeAlgolia, type FakeAlgolia } from './fake-algolia.ts'
import { isPortFree } from '../../scripts/support/free-port.ts'
import { dialog, groupTitles, hits, hitTitles, search, searchInput } from './search-helpers.ts'

// One fake Algolia on the port the build was made for, whose delays the tests change: one worker, in order.
test.describe.configure({ mode: 'default' })

let site: Server
let siteUrl: string
let algolia: FakeAlgolia

test.beforeAll(async () => {
  test.setTimeout(600_000)
  let fixture = await ensureAlgoliaFixture()
  if (!(await isPortFree(fixture.port))) fixture = await ensureAlgoliaFixture(fixture.port)
  const records = JSON.parse(readFileSync(join(fixture.clientDir, 'search-records.json'), 'utf8')) as SearchRecord[]
  algolia = await startFakeAlgolia({ port: fixture.port, records, appId: fixtureCredentials.appId, apiKey: fixtureCredentials.apiKey })
  site = createSiteServer({ dir: fixture.clientDir })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await algolia?.stop().catch(() => {})
  await new Promise((resolve) => site?.close(resolve))
})

async function openSite(page: Page, path = '/docs/get-started') {
  await page.goto(`${siteUrl}${path}`)
  await expectHydrated(page)
}

async function openModal(page: Page) {
  await page.keyboard.press('Control+k')
  await expect(page.locator(searchInput)).toBeFocused()
}

const queryRequests = () => algolia.requests.filter((r) => r.path === '/1/indexes/*/queries')

test.describe('search with Algolia DocSearch configured', () => {
  test('preconnects to the search host, allows it in the CSP and says "Search by Algolia"', async ({ page }) => {
    const response = await page.goto(`${siteUrl}/docs/get-started`)
    await expect(page.locator(`head link[rel="preconnect"][href="${algolia.origin}"]`)).toHaveCount(1)
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`connect-src 'self' ${algolia.origin}( https: http://localhost:\\* http://127\\.0\\.0\\.1:\\*)?(;|$)`))
    await expect(page.getByTestId('search-provider')).toHaveText('Algolia')
  })

  test('sends one POST /1/indexes/*/queries per search, credentials in the query string, DocSearch parameters in the body', async ({ page }) => {
    await openSite(page)
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await openModal(page)
    const before = queryRequests().length
    await search(page, 'firehose')
    await expect(page.locator(hits).first()).toBeVisible()
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

  test('shows the service’s hits grouped by page, highlighted', async ({ page }) => {
    await openSite(page)
    await openModal(page)
    await search(page, 'jetstream')
    await expect(groupTitles(page).first()).toContainText('Jetstream')
    expect(await hitTitles(page).count()).toBeGreaterThanOrEqual(1)
    const marks = await page.locator(`${hits} mark`).allTextContents()
    expect(marks.length).toBeGreaterThanOrEqual(1)
    expect(marks.filter((m) => !/^jetstream$/i.test(m))).toEqual([])
    await expect(page.locator(`${dialog} .search-by`)).toHaveText('Search by Algolia')
  })

  test('opens a hit whose URL is on the site’s domain with the client router, at its anchor', async ({ page }) => {
    await openSite(page)
    await markDocument(page, 3)
    await openModal(page)
    await search(page, 'frame format')
    await expect(page.locator(`${hits} a.search-hit`).first()).toHaveAttribute('href', '/docs/advanced-guides/firehose#frame-format')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${siteUrl}/docs/advanced-guides/firehose#frame-format`)
    expect(await readMark(page)).toBe(3)
  })

  test('leaves the site with a full page load for a hit matching the external-URL pattern', async ({ page }) => {
    await openSite(page)
    await markDocument(page, 4)
    await openModal(page)
    await search(page, externalQuery)
    await expect(page.locator(hits).first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${algolia.origin}/landing`)
    await expect(page.locator('h1')).toHaveText('Another site')
    expect(await readMark(page)).toBeUndefined()
  })

  test('shows markup in the service’s hits as text', async ({ page }) => {
    await openSite(page)
    await openModal(page)
    await search(page, probeQuery)
    await expect(groupTitles(page).first()).toHaveText('Docs<script>window.pwned=1</script>Probe page')
    await expect(hitTitles(page).first()).toHaveText('Probe <img src=x onerror="window.pwned=2">')
    await expect(page.locator(`${dialog} img, ${dialog} script`)).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
  })

  test('shows the stalled indicator while a slow answer comes in', async ({ page }) => {
    await openSite(page)
    await openModal(page)
    algolia.bodyDelayMs = 1200
    try {
      await search(page, 'rate limits')
      await expect(page.locator(`${dialog} .search-stalled`)).toBeVisible()
      await expect(page.locator(hits).first()).toBeVisible()
      await expect(page.locator(`${dialog} .search-stalled`)).toHaveCount(0)
    } finally {
      algolia.bodyDelayMs = 0
    }
  })

  for (const [phase, delay, timeout] of [['connect', 'headerDelayMs', 1000], ['read', 'bodyDelayMs', 2000]] as const) {
    test(`gives up on an answer after the ${timeout / 1000} s ${phase} timeout and shows the error screen`, async ({ page }) => {
      // Timed in the page, from the request's opening to the client aborting it: neither typing,
      // nor the test process's own event loop on a busy machine (which once made the service see a
      // query 320 ms after it was sent), counts. A page's timers fire late under load, never early.
      await page.addInitScript(() => {
        const timings: { url: string; openedAt: number; abortedAt?: number }[] = []
        ;(window as unknown as { xhrTimings: typeof timings }).xhrTimings = timings
        const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void
        XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
          const timing: (typeof timings)[number] = { url: String(args[1]), openedAt: performance.now() }
          timings.push(timing)
          this.addEventListener('abort', () => (timing.abortedAt = performance.now()))
          open.apply(this, args)
        } as typeof XMLHttpRequest.prototype.open
      })
      await openSite(page)
      await openModal(page)
      algolia[delay] = 6000
      try {
        const before = algolia.requests.length
        await search(page, 'labeler')
        await expect(page.locator(`${dialog} .search-screen-error`)).toBeVisible()
        // The service saw the client close the connection.
        const query = algolia.requests.slice(before).find((r) => r.path === '/1/indexes/*/queries')
        expect(query).toBeDefined()
        await expect.poll(() => query!.abandonedAt).toBeDefined()
        const aborted = await page.evaluate(() =>
          (window as unknown as { xhrTimings: { url: string; openedAt: number; abortedAt?: number }[] }).xhrTimings.filter((t) => t.url.includes('/queries') && t.abortedAt !== undefined),
        )
        expect(aborted).toHaveLength(1)
        const waited = aborted[0].abortedAt! - aborted[0].openedAt
        expect(waited).toBeGreaterThanOrEqual(timeout)
        // Well before the 6 s answer: the client gave up on its own.
        expect(waited).toBeLessThan(timeout + 3000)
      } finally {
        algolia[delay] = 0
      }
    })
  }

  test('serves the /search page from the service, page by page', async ({ page }) => {
    await openSite(page, '/search?q=feed')
    const shown = page.locator('.search-page-results .search-hit')
    await expect(shown).toHaveCount(20)
    const before = queryRequests().length
    await page.getByRole('button', { name: 'Load more results' }).click()
    await expect(shown).toHaveCount(40)
    expect(queryRequests().slice(before).map((r) => r.body?.requests?.[0].page)).toEqual([1])
  })

  test('shows the error screen when the search service is down', async ({ page }) => {
    await openSite(page)
    await openModal(page)
    await algolia.stop()
    await search(page, 'oauth')
    await expect(page.locator(`${dialog} .search-screen-error p`)).toHaveText(['Unable to fetch results', 'You might want to check your network connection.'])
  })
})
