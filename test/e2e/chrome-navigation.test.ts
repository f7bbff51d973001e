import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { collectErrors, useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

type Marked = Window & { marker?: number; progressSeen?: boolean }

async function openDoc(path = '/docs/tutorials/creating-a-post', options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const page = await newPage(options)
  await page.goto(path)
  await waitForHydration(page)
  // Survives client-side navigation, gone after a full page load.
  await page.evaluate(() => ((window as Marked).marker = 1))
  return page
}
const marker = (page: Page) => page.evaluate(() => (window as Marked).marker)
const sidebarLink = (page: Page, href: string) => page.locator(`.docs-sidebar a[href="${href}"]`)

/** Notes whether the route progress indicator ever appears, however briefly. */
const watchProgress = (page: Page) =>
  page.evaluate(() => {
    ;(window as Marked).progressSeen = false
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="route-progress"]')) (window as Marked).progressSeen = true
    }).observe(document.body, { childList: true, subtree: true })
  })

describe('scrolling after navigation', () => {
  it('scrolls to the top after a route change', async () => {
    const page = await openDoc()
    await page.evaluate(() => window.scrollTo(0, 2500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await marker(page)).toBe(1)
  })

  it('scrolls to the hash target of the new page', async () => {
    const page = await openDoc('/docs/tutorials/viewing-threads')
    const link = page.locator('.prose a[href="/docs/tutorials/creating-a-post#replies"]').first()
    await link.click()
    await page.locator('h1', { hasText: 'Creating a post' }).waitFor()
    expect(new URL(page.url()).hash).toBe('#replies')
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('replies')!.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0)
    const top = await page.evaluate(() => document.getElementById('replies')!.getBoundingClientRect().top)
    expect(top).toBeLessThan(150)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    expect(await marker(page)).toBe(1)
  })
})

describe('route progress', () => {
  it('shows the progress bar and spinner when the next page takes longer than 200 ms', async () => {
    const page = await openDoc()
    await page.route('**/*.data', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900))
      await route.continue()
    })
    await watchProgress(page)
    const started = Date.now()
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor()
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    expect(await page.getByTestId('route-progress').locator('.spinner').isVisible()).toBe(true)
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    await expect.poll(() => page.getByTestId('route-progress').count()).toBe(0)
  })

  it('shows nothing when the next page arrives within 200 ms', async () => {
    const page = await openDoc()
    // Warm the route's code and data so the navigation itself is quick.
    const warmed = page.waitForRequest((request) => request.url().endsWith('/docs/tutorials/muting.data'))
    await sidebarLink(page, '/docs/tutorials/muting').hover()
    await (await warmed).response()
    await watchProgress(page)
    await sidebarLink(page, '/docs/tutorials/muting').click()
    await page.locator('h1', { hasText: /Mut/ }).waitFor()
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as Marked).progressSeen)).toBe(false)
  })
})

describe('failed navigation', () => {
  it('reloads the page in full, once, when the next page data cannot be fetched', async () => {
    const page = await openDoc()
    const documents: string[] = []
    const warnings: string[] = []
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname))
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.route('**/*.data', (route) => route.abort('failed'))
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await page.waitForEvent('load')
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('Blocking accounts')
    expect(await marker(page)).toBeUndefined()
    expect(warnings.some((text) => /reloading the page in full/.test(text))).toBe(true)
    await page.waitForTimeout(800)
    expect(documents).toEqual(['/docs/tutorials/blocking'])
  })

  it('shows the error and a Retry button instead of reloading again, and Retry loads the page', async () => {
    const page = await openDoc()
    // As if this address had just been reloaded after a failure: no second reload.
    await page.evaluate(() => sessionStorage.setItem('reloaded-after-load-failure', '/docs/tutorials/blocking'))
    const documents: Request[] = []
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request))
    await page.route('**/*.data', (route) => route.abort('failed'))
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    const alert = page.getByRole('alert')
    await alert.getByRole('heading', { name: 'This page could not be loaded' }).waitFor()
    expect(await alert.locator('.load-error-text').textContent()).toBe('Failed to fetch')
    await page.waitForTimeout(500)
    expect(documents).toHaveLength(0)

    await page.unroute('**/*.data')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    expect(await marker(page)).toBe(1)
    expect(documents).toHaveLength(0)
  })
})

describe('.html paths in the client', () => {
  it('normalises a clicked link to /x.html or /x/index.html to the plain path, without a reload', async () => {
    const page = await openDoc()
    const errors = collectErrors(page)
    for (const [href, plain, title] of [
      ['/docs/get-started.html', '/docs/get-started', 'Get started'],
      ['/docs/category/tutorials/index.html', '/docs/category/tutorials', 'Tutorials'],
    ]) {
      // A link inside rendered content, followed by the client router.
      await page.evaluate((target) => {
        const a = document.createElement('a')
        a.href = target
        a.textContent = 'typed link'
        a.id = 'typed-link'
        document.querySelector('.prose')!.append(a)
      }, href)
      const dataRequests: string[] = []
      page.on('request', (request) => request.url().includes('.data') && dataRequests.push(new URL(request.url()).pathname))
      await page.locator('#typed-link').click()
      await page.locator('h1', { hasText: title }).waitFor()
      expect(new URL(page.url()).pathname).toBe(plain)
      expect(dataRequests.every((path) => !path.includes('.html'))).toBe(true)
    }
    expect(await marker(page)).toBe(1)
    expect(errors).toEqual([])
  })

  it('normalises navigate() calls, keeping the query string', async () => {
    const page = await openDoc()
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate('/docs/tutorials/muting.html?from=test'))
    await page.locator('h1', { hasText: /Mut/ }).waitFor()
    const url = new URL(page.url())
    expect(url.pathname + url.search).toBe('/docs/tutorials/muting?from=test')
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate('/index.html'))
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect(await marker(page)).toBe(1)
  })
})

describe('client navigation cost', () => {
  it('fetches only the next page’s data when moving between two docs pages', async () => {
    const page = await openDoc()
    await page.waitForLoadState('networkidle')
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    await page.waitForLoadState('networkidle')
    // Nothing the first page already had (the icon, styles, scripts) is asked for again.
    // Chromium asks for the page icon again after every same-document navigation; the server lets
    // it cache /img/ for a day, so that costs nothing. The data may be asked for twice: once by the
    // prefetch when the pointer reaches the link, once by the navigation (answered from the prefetch
    // cache when the prefetch has finished by then).
    expect([...new Set(fetched)].filter((path) => path !== '/img/favicon.svg')).toEqual(['/docs/tutorials/blocking.data'])
    expect(await marker(page)).toBe(1)
  })
})

describe('prefetch on intent', () => {
  const hoverAndCollect = async (page: Page) => {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname + new URL(request.url()).search))
    await sidebarLink(page, '/docs/tutorials/following').hover()
    await page.waitForTimeout(800)
    return {
      data: fetched.filter((path) => path.endsWith('.data')),
      links: await page.locator('link[rel="prefetch"], link[rel="modulepreload"][href*="following"]').count(),
    }
  }

  it('fetches the next page data when the reader hovers a link, at the address navigation reads', async () => {
    const page = await openDoc()
    const { data } = await hoverAndCollect(page)
    expect(data).toEqual(['/docs/tutorials/following.data'])
    const navigation = page.waitForRequest((request) => request.url().includes('/docs/tutorials/following.data'))
    await sidebarLink(page, '/docs/tutorials/following').click()
    // Same URL, query included, so the navigation can reuse the prefetched response.
    expect(new URL((await navigation).url()).search).toBe('')
    await page.locator('h1', { hasText: /Follow/ }).waitFor()
  })

  for (const [name, connection] of [
    ['a 2G connection', { effectiveType: '2g', saveData: false }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    it(`skips prefetching and preloading on ${name}`, async () => {
      const page = await newPage()
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }) })
      }, connection)
      await page.goto('/docs/tutorials/creating-a-post')
      await waitForHydration(page)
      const { data, links } = await hoverAndCollect(page)
      expect(data).toEqual([])
      expect(links).toBe(0)
      // Following the link still works; the data is fetched on click.
      await sidebarLink(page, '/docs/tutorials/following').click()
      await page.locator('h1', { hasText: /Follow/ }).waitFor()
    })
  }
})

describe('preferred docs version', () => {
  it('keeps a known stored version and clears an unknown one when the docs load', async () => {
    const page = await newPage()
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('docs-preferred-version-default', '1.0.0')
      }
    })
    await page.goto('/')
    await waitForHydration(page)
    // Outside the docs nothing reads it.
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0.0')
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(null)

    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'))
    await page.reload()
    await waitForHydration(page)
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current')
  })
})
