import { pageDataPath } from '../../app/content/routes.ts'
import type { Page } from '@playwright/test'
import { collectErrors, expect, holdResponses, markDocument, openHydrated, readMark, test } from './browser.ts'

type Watched = Window & { progressSeen?: boolean }

/** Opens a docs page, hydrated and marked (the mark survives client navigation only). */
async function openDoc(page: Page, path = '/docs/tutorials/creating-a-post') {
  await openHydrated(page, path)
  await markDocument(page)
}
const sidebarLink = (page: Page, href: string) => page.locator(`.docs-sidebar a[href="${href}"]`)
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Notes whether the route progress indicator ever appears, however briefly. */
const watchProgress = (page: Page) =>
  page.evaluate(() => {
    ;(window as Watched).progressSeen = false
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="route-progress"]')) (window as Watched).progressSeen = true
    }).observe(document.body, { childList: true, subtree: true })
  })

test.describe('client navigation', () => {
  test('moves between docs pages with the client router, without a full reload', async ({ page }) => {
    const errors = collectErrors(page)
    await openDoc(page)
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    await expect(page).toHaveURL('/docs/tutorials/blocking')
    expect(await readMark(page)).toBe(1)
    expect(errors).toEqual([])
  })

  test('keeps the stylesheet the page came with through hydration and client navigation, and asks for no stylesheet file', async ({ page }) => {
    const stylesheetRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url())
    })
    await page.goto('/docs/tutorials/creating-a-post')
    const served = await page.locator('head style').evaluate((style) => style.textContent)
    expect(served).toContain('@layer base')
    await openDoc(page)
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    expect(await readMark(page)).toBe(1)
    // Hydration kept the served text (the client has none of its own), and the page is styled by it.
    expect(await page.locator('head style').evaluate((style) => style.textContent)).toBe(served)
    await expect(page.locator('body')).toHaveCSS('margin', '0px')
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1)
    expect(stylesheetRequests).toEqual([])
  })

  test('scrolls to the top after a route change', async ({ page }) => {
    await openDoc(page)
    await page.evaluate(() => window.scrollTo(0, 2500))
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    await expect.poll(() => scrollY(page)).toBe(0)
    expect(await readMark(page)).toBe(1)
  })

  test('scrolls to the hash target of the new page', async ({ page }) => {
    await openDoc(page, '/docs/tutorials/viewing-threads')
    await page.locator('.prose a[href="/docs/tutorials/creating-a-post#replies"]').first().click()
    await expect(page.locator('h1')).toHaveText('Creating a post')
    await expect(page).toHaveURL('/docs/tutorials/creating-a-post#replies')
    const top = () => page.evaluate(() => Math.round(document.getElementById('replies')!.getBoundingClientRect().top))
    await expect.poll(top).toBeGreaterThanOrEqual(0)
    expect(await top()).toBeLessThan(150)
    expect(await scrollY(page)).toBeGreaterThan(500)
    expect(await readMark(page)).toBe(1)
  })

  test('fetches only the next page’s data when moving between two docs pages', async ({ page }) => {
    await openDoc(page)
    await page.waitForLoadState('networkidle')
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    await page.waitForLoadState('networkidle')
    // Nothing the first page already had (the icon, styles, scripts) is asked for again.
    // Chromium asks for the page icon again after every same-document navigation; the server lets
    // it cache /img/ for a day, so that costs nothing. The page's data file is asked for once: by
    // the prefetch when the pointer reaches the link, or by the navigation, which reuses it.
    expect(fetched.filter((path) => path !== '/img/favicon.svg')).toEqual([pageDataPath('/docs/tutorials/blocking')])
    expect(await readMark(page)).toBe(1)
  })
})

test.describe('route progress', () => {
  test('shows the progress bar and spinner when the next page takes longer than 200 ms', async ({ page }) => {
    await openDoc(page)
    // The next page's data is held until the indicator has been seen, however slow the machine.
    const release = await holdResponses(page, '**/page-data/**')
    const started = Date.now()
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    await expect(page.getByTestId('route-progress').locator('.spinner')).toBeVisible()
    release()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    await expect(page.getByTestId('route-progress')).toHaveCount(0)
  })

  test('shows nothing when the next page arrives within 200 ms', async ({ page }) => {
    // The page's clock is the test's: the next page arrives 150 ms into the navigation on that
    // clock, however long a busy machine takes in real time.
    await page.clock.install()
    await openDoc(page)
    const release = await holdResponses(page, `**${pageDataPath('/docs/tutorials/muting')}`)
    await watchProgress(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    await sidebarLink(page, '/docs/tutorials/muting').click()
    await page.clock.runFor(150)
    release()
    await expect(page.locator('h1')).toHaveText('Muting accounts, lists and threads')
    // The indicator would show 200 ms into the navigation; run well past that before saying it never did.
    await page.clock.runFor(1000)
    expect(await page.evaluate(() => (window as Watched).progressSeen)).toBe(false)
  })
})

test.describe('prefetch on intent', () => {
  /** Hovers a sidebar link and reports the data fetched and the prefetch links added meanwhile. */
  const hoverAndCollect = async (page: Page) => {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname + new URL(request.url()).search))
    await sidebarLink(page, '/docs/tutorials/following').hover()
    // Prefetching starts on hover intent; give it time to happen (or, when it must not, not to).
    await page.waitForTimeout(800)
    return {
      data: fetched.filter((path) => path.startsWith('/page-data/') || path.endsWith('.data')),
      links: await page.locator('link[rel="prefetch"], link[rel="modulepreload"][href*="following"]').count(),
    }
  }

  test('fetches the next page data when the reader hovers a link, and the navigation uses it without asking again', async ({ page }) => {
    await openDoc(page)
    const { data } = await hoverAndCollect(page)
    expect(data).toEqual([pageDataPath('/docs/tutorials/following')])
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await sidebarLink(page, '/docs/tutorials/following').click()
    await expect(page.locator('h1')).toHaveText('Following and unfollowing')
    expect(asked.filter((path) => path.startsWith('/page-data/') || path.endsWith('.data'))).toEqual([])
  })

  test('prefetches the pages that links inside rendered content lead to, as well', async ({ page }) => {
    await openDoc(page)
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    const link = page.locator('main .prose a[href^="/docs/"]:not([href*="#"])').first()
    const target = new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname
    await link.hover()
    await expect.poll(() => fetched).toContain(pageDataPath(target))
  })

  for (const [name, connection] of [
    ['a 2G connection', { effectiveType: '2g', saveData: false }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`skips prefetching and preloading on ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }) })
      }, connection)
      await openHydrated(page, '/docs/tutorials/creating-a-post')
      const { data, links } = await hoverAndCollect(page)
      expect(data).toEqual([])
      expect(links).toBe(0)
      // Following the link still works; the data is fetched on click.
      await sidebarLink(page, '/docs/tutorials/following').click()
      await expect(page.locator('h1')).toHaveText('Following and unfollowing')
    })
  }
})
