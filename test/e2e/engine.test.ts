import { describe, expect, it } from 'vitest'
import { baseURL, collectErrors, useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

describe('prerendered site engine', () => {
  it('answers an unknown path with HTTP 404 and the not-found page', async () => {
    const page = await newPage()
    const response = await page.goto('/docs/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found')
    await waitForHydration(page)
    // Still the not-found page after hydration, with the site chrome around it.
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.locator('footer').textContent()).toContain('Search by')
  })

  it('redirects .html and /index.html paths to the plain path', async () => {
    const page = await newPage()
    for (const path of ['/docs/get-started.html', '/docs/get-started/index.html']) {
      const response = await page.goto(path)
      expect(new URL(page.url()).pathname).toBe('/docs/get-started')
      expect(response?.status()).toBe(200)
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${path}`)
    }
  })

  it('serves every docs page as static HTML that reads without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/docs/tutorials/creating-a-post')
    expect(await page.locator('h1').textContent()).toBe('Creating a post')
    expect(await page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').count()).toBe(1)
    expect(await page.locator('.doc-toc a[href^="#"]').count()).toBeGreaterThan(3)
    // Code is highlighted at build time: coloured spans are in the HTML.
    expect(await page.locator('.code-block .shiki span[style*="--shiki-dark"]').count()).toBeGreaterThan(10)
  })

  it('moves between docs pages with the client router, without a full reload', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await page.goto('/docs/tutorials/creating-a-post')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').click()
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/docs/tutorials/blocking')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(errors).toEqual([])
  })

  it('renders admonitions, tabs and copy buttons from Markdown', async () => {
    const page = await newPage()
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    expect(await page.locator('aside.admonition').count()).toBeGreaterThan(0)
    const tabs = page.locator('.tabs').first()
    const second = tabs.locator('[role="tab"]').nth(1)
    await second.click()
    expect(await second.getAttribute('aria-selected')).toBe('true')
    const panelId = await second.getAttribute('aria-controls')
    expect(await page.locator(`#${panelId}`).isVisible()).toBe(true)
    expect(await tabs.locator('[role="tabpanel"]').first().isVisible()).toBe(false)
  })

  it('copies a code block to the clipboard', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] })
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    const block = page.locator('.code-block').first()
    await block.hover()
    await block.locator('.copy-button').click()
    // The label changes once the clipboard write has resolved.
    await block.locator('.copy-button', { hasText: 'Copied' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await block.locator('pre').textContent())
  })

  it('links each heading to itself', async () => {
    const page = await newPage()
    await page.goto('/docs/tutorials/creating-a-post')
    const anchor = page.locator('h2 .hash-link').first()
    const href = await anchor.getAttribute('href')
    expect(href).toMatch(/^#[a-z0-9-]+$/)
    expect(await page.locator(`h2${href}`).count()).toBe(1)
  })
})
