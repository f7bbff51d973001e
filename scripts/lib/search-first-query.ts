import type { Browser } from 'playwright-core'

/**
 * The first search on a cold page, as a reader meets it: the page has loaded, the reader clicks
 * the navbar's search button (the pointer passes over it first) and types a query as soon as the
 * field appears. Measured in the page's own clock; bytes from the Chrome DevTools Protocol.
 */

/** Chrome DevTools' "Slow 4G" preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
export const slow4g = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 }

export interface FirstQueryResult {
  query: string
  throttled: boolean
  /** From the click to a focused search field in the open dialog. */
  modalOpenMs: number
  /** From the open dialog to the first hit of the query on screen. */
  resultsMs: number
  /** Everything transferred from the click to the first hit (code and index), as sent over the wire. */
  bytes: number
  /** Of those, the search index's files. */
  indexBytes: number
  requests: string[]
}

/** Whether a requested path is part of the built-in search index (the whole file, or a piece of it). */
export const isSearchIndexPath = (path: string) => /^\/search-index(?:\.json|\/)/.test(path)

export async function measureFirstQuery(browser: Browser, baseURL: string, { query = 'oauth', throttled = false, route = '/docs/get-started' } = {}): Promise<FirstQueryResult> {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await page.goto(route)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.waitForLoadState('networkidle')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    if (throttled) await cdp.send('Network.emulateNetworkConditions', slow4g)
    const urls = new Map<string, string>()
    const sizes = new Map<string, number>()
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, new URL(event.request.url).pathname))
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength))

    // Timestamps in the page: the click, the focused field, the first hit.
    await page.evaluate(() => {
      const marks: Record<string, number> = {}
      ;(window as unknown as { __firstQuery: Record<string, number> }).__firstQuery = marks
      document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true, once: true })
      const observer = new MutationObserver(() => {
        const input = document.querySelector('.aa-DetachedContainer .aa-Input')
        if (input && document.activeElement === input) marks.open ??= performance.now()
        if (document.querySelector('.aa-DetachedContainer [data-autocomplete-source-id^="page-"] .aa-Item')) {
          marks.results ??= performance.now()
          observer.disconnect()
        }
      })
      observer.observe(document.body, { childList: true, subtree: true, attributes: true })
      document.addEventListener('focusin', () => {
        if ((document.activeElement as HTMLElement | null)?.matches('.aa-DetachedContainer .aa-Input')) marks.open ??= performance.now()
      })
    })
    await page.locator('a.search-button').click()
    const input = page.locator('.aa-DetachedContainer .aa-Input')
    await input.waitFor()
    await input.pressSequentially(query)
    await page.locator('.aa-DetachedContainer [data-autocomplete-source-id^="page-"] .aa-Item').first().waitFor({ timeout: 60_000 })
    // Let the last responses of the first search finish before counting them.
    await page.waitForLoadState('networkidle')
    const marks = await page.evaluate(() => (window as unknown as { __firstQuery: Record<string, number> }).__firstQuery)
    if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    const requests = [...sizes.keys()].map((id) => urls.get(id) ?? '?')
    const bytes = [...sizes.values()].reduce((a, b) => a + b, 0)
    const indexBytes = [...sizes.entries()].filter(([id]) => isSearchIndexPath(urls.get(id) ?? '')).reduce((a, [, b]) => a + b, 0)
    return { query, throttled, modalOpenMs: marks.open - marks.click, resultsMs: marks.results - marks.open, bytes, indexBytes, requests }
  } finally {
    await context.close()
  }
}
