import type { Page, Request } from '@playwright/test'
import { pageDataPath } from '../../app/content/routes.ts'
import { readBuilt } from './build-output.ts'
import { expect, expectHydrated, markDocument, openHydrated, readMark, test } from './browser.ts'

const sidebarLink = (page: Page, href: string) => page.locator(`.docs-sidebar a[href="${href}"]`)

test.describe('page crash', () => {
  test('shows "This page crashed.", the error message and Try again when the page data is malformed', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    // Valid JSON, but the page gets no breadcrumbs: the docs page component throws.
    const file = pageDataPath('/docs/tutorials/blocking')
    const body = readBuilt(file.slice(1)).replace('"breadcrumbs"', '"crumbs"')
    await page.route(`**${file}`, (route) => route.fulfill({ contentType: 'application/json', body }))
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
    await expect(alert.locator('.crash-messages li')).toHaveText(["Cannot read properties of undefined (reading 'map')"])
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    // The chrome stays usable around the crash.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.locator('footer.footer')).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page.locator('.blog-list h1')).toHaveText('AT Protocol Developer Blog')
  })

  test('renders the page again on Try again, once the cause is gone, without reloading', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await markDocument(page, 5)
    // A browser API failing while the next page mounts (its table of contents looks up headings).
    await page.evaluate(() => {
      const original = Document.prototype.getElementById
      ;(window as unknown as { restore: () => void }).restore = () => (Document.prototype.getElementById = original)
      Document.prototype.getElementById = () => {
        throw new Error('Element lookup is unavailable')
      }
    })
    // Clicked from the page: Playwright's own click would look elements up and trip over the fault.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.docs-sidebar a[href="/docs/tutorials/blocking"]')!.click())
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
    await expect(alert.locator('.crash-messages')).toContainText('Element lookup is unavailable')
    await expect(page).toHaveURL('/docs/tutorials/blocking')

    await page.evaluate(() => (window as unknown as { restore: () => void }).restore())
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0)
    await expect(page).toHaveURL('/docs/tutorials/blocking')
    await expect(page.getByRole('navigation', { name: 'On this page' }).locator('a[aria-current]')).toHaveCount(1)
    expect(await readMark(page)).toBe(5)
  })

  test('reloads the page it was loaded with on Try again, so its full content comes back', async ({ page }) => {
    // The lookup fails until the page has been reloaded once, as a transient fault would.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('faulted')) return
      sessionStorage.setItem('faulted', '1')
      Document.prototype.getElementById = () => {
        throw new Error('Element lookup is unavailable')
      }
    })
    await page.goto('/docs/tutorials/creating-a-post')
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
    // Listening before the click: the reload may be over by the time the click returns.
    const reloaded = page.waitForEvent('load')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await reloaded
    await expectHydrated(page)
    await expect(page.locator('h1')).toHaveText('Creating a post')
    expect((await page.locator('.prose').first().innerText()).length).toBeGreaterThan(2000)
  })
})

test.describe('failed navigation', () => {
  test('reloads the page in full, once, when the next page data cannot be fetched', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await markDocument(page)
    const documents: string[] = []
    const warnings: string[] = []
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname))
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.route('**/page-data/**', (route) => route.abort('failed'))
    const reloaded = page.waitForEvent('load')
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    await reloaded
    await expectHydrated(page)
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    expect(await readMark(page)).toBeUndefined()
    expect(warnings.filter((text) => /reloading the page in full/.test(text))).toHaveLength(1)
    // A second reload would start at once; give it time to show before saying there was one only.
    await page.waitForTimeout(800)
    expect(documents).toEqual(['/docs/tutorials/blocking'])
  })

  test('shows the error and a Retry button instead of reloading again, and Retry loads the page', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await markDocument(page)
    // As if this address had just been reloaded after a failure: no second reload.
    await page.evaluate(() => sessionStorage.setItem('reloaded-after-load-failure', '/docs/tutorials/blocking'))
    const documents: Request[] = []
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request))
    await page.route('**/page-data/**', (route) => route.abort('failed'))
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible()
    await expect(alert.locator('.load-error-text')).toHaveText('Failed to fetch')
    await page.waitForTimeout(500)
    expect(documents).toHaveLength(0)

    await page.unroute('**/page-data/**')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    expect(await readMark(page)).toBe(1)
    expect(documents).toHaveLength(0)
  })
})
