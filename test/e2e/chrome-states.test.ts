import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

async function openDoc(path = '/docs/tutorials/creating-a-post'): Promise<Page> {
  const page = await newPage()
  await page.goto(path)
  await waitForHydration(page)
  return page
}
const sidebarLink = (page: Page, href: string) => page.locator(`.docs-sidebar a[href="${href}"]`)

describe('page crash', () => {
  it('shows "This page crashed.", the error message and Try again when the page data is malformed', async () => {
    const page = await openDoc()
    // Valid turbo-stream, but the page gets no breadcrumbs: the docs page component throws.
    await page.route('**/docs/tutorials/blocking.data', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('"breadcrumbs"', '"crumbs"')
      await route.fulfill({ response, body })
    })
    await sidebarLink(page, '/docs/tutorials/blocking').click()
    const alert = page.getByRole('alert')
    await alert.getByRole('heading', { name: 'This page crashed.' }).waitFor()
    expect(await alert.locator('.crash-messages li').allInnerTexts()).toEqual(["Cannot read properties of undefined (reading 'map')"])
    expect(await alert.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
    // The chrome stays usable around the crash.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true)
    expect(await page.locator('footer.footer').isVisible()).toBe(true)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await page.locator('.blog-list h1').waitFor()
  })

  it('renders the page again on Try again, once the cause is gone, without reloading', async () => {
    const page = await openDoc()
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 5))
    // A browser API failing while the next page mounts (its table of contents looks up headings).
    await page.evaluate(() => {
      const original = Document.prototype.getElementById
      ;(window as unknown as { restore: () => void }).restore = () => (Document.prototype.getElementById = original)
      Document.prototype.getElementById = () => {
        throw new Error('Element lookup is unavailable')
      }
    })
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.docs-sidebar a[href="/docs/tutorials/blocking"]')!.click())
    const alert = page.getByRole('alert')
    await alert.getByRole('heading', { name: 'This page crashed.' }).waitFor()
    expect(await alert.locator('.crash-messages').innerText()).toContain('Element lookup is unavailable')
    expect(new URL(page.url()).pathname).toBe('/docs/tutorials/blocking')

    await page.evaluate(() => (window as unknown as { restore: () => void }).restore())
    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    expect(await page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/docs/tutorials/blocking')
    expect(await page.getByRole('navigation', { name: 'On this page' }).locator('a[aria-current]').count()).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(5)
  })

  it('reloads the page it was loaded with on Try again, so its full content comes back', async () => {
    const page = await newPage()
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
    await alert.getByRole('heading', { name: 'This page crashed.' }).waitFor()
    // Listening before the click: the reload may be over by the time the click returns.
    const reloaded = page.waitForEvent('load')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await reloaded
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('Creating a post')
    expect((await page.locator('.prose').first().innerText()).length).toBeGreaterThan(2000)
  })
})

describe('without JavaScript', () => {
  it('is readable and navigable through real links', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/')
    expect(await page.locator('h1').first().textContent()).toBeTruthy()
    // The Docs dropdown trigger is a link to the main doc; its menu opens on hover through CSS.
    await page.locator('.navbar-left .dropdown-trigger').hover()
    expect(await page.locator('.navbar-left .dropdown-menu').isVisible()).toBe(true)
    await page.locator('.navbar-left .dropdown-trigger').click()
    await page.waitForURL('**/docs/get-started')
    expect(await page.locator('h1').textContent()).toBe('Get started')
    expect((await page.locator('.prose').innerText()).length).toBeGreaterThan(500)
    await page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').click()
    await page.waitForURL('**/docs/tutorials/blocking')
    expect(await page.locator('h1').textContent()).toBe('Blocking accounts')
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Tutorials' }).click()
    await page.waitForURL('**/docs/category/tutorials')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await page.waitForURL('**/blog')
    await page.locator('.post-preview-title a').first().click()
    expect(await page.locator('.prose').first().innerText()).not.toBe('')
    // A control that needs JavaScript is not offered.
    expect(await page.getByTestId('color-mode-toggle').isVisible()).toBe(false)
  })

  it('keeps the navbar links and the docs sidebar reachable at 800 px', async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 800, height: 700 } })
    await page.goto('/docs/get-started')
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false)
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true })
    expect(await blog.isVisible()).toBe(true)
    const sidebarEntry = page.locator('.docs-sidebar a[href="/docs/tutorials/muting"]')
    await sidebarEntry.scrollIntoViewIfNeeded()
    expect(await sidebarEntry.isVisible()).toBe(true)
    await sidebarEntry.click()
    await page.waitForURL('**/docs/tutorials/muting')
  })

  it('keeps the list of blog posts reachable at 800 px', async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 800, height: 700 } })
    await page.goto('/blog/jetstream')
    const entry = page.locator('aside.blog-sidebar a[href="/blog/create-post"]')
    await entry.scrollIntoViewIfNeeded()
    expect(await entry.isVisible()).toBe(true)
    // After the post, not before it.
    const [postTop, listTop] = await Promise.all([page.locator('h1').first().evaluate((h) => h.getBoundingClientRect().top + scrollY), page.locator('aside.blog-sidebar').evaluate((a) => a.getBoundingClientRect().top + scrollY)])
    expect(listTop).toBeGreaterThan(postTop)
    await entry.click()
    await page.waitForURL('**/blog/create-post')
  })
})
