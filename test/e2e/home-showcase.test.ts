import { describe, expect, it } from 'vitest'
import { showcaseCategories } from '../../app/content/.server/showcase.ts'
import { showcaseProjects } from '../../content/showcase.ts'
import { baseURL, collectErrors, useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

describe('showcase', () => {
  it('lists every project with its link and category without JavaScript, and hides the filter', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    const response = await page.goto('/showcase/')
    expect(response?.status()).toBe(200)
    expect(await page.locator('main h1').textContent()).toBe('Showcase')
    const cards = page.locator('.showcase-card')
    expect(await cards.count()).toBe(showcaseProjects.length)
    expect(await cards.locator(':visible').count()).toBeGreaterThan(0)
    const shown = await cards.evaluateAll((items) =>
      items.map((li) => ({
        name: li.querySelector('h3')?.textContent,
        url: li.querySelector('a')?.getAttribute('href'),
        description: li.querySelector('.showcase-card-description')?.textContent,
        category: li.getAttribute('data-category'),
        visible: (li as HTMLElement).offsetParent !== null,
      })),
    )
    for (const project of showcaseProjects) {
      expect(shown).toContainEqual({ name: project.name, url: project.url, description: project.description, category: project.category, visible: true })
    }
    const headings = await page.locator('.showcase-group-title').allTextContents()
    expect(headings).toEqual(showcaseCategories.map((c) => c.label))
    expect(await page.locator('.showcase-filter').isVisible()).toBe(false)
  })

  it('filters by category with JavaScript, and shows everything again with All', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await page.goto('/showcase/')
    await waitForHydration(page)
    const filter = page.locator('.showcase-filter')
    expect(await filter.isVisible()).toBe(true)
    const bridges = filter.locator('button[data-category="bridge"]')
    await bridges.click()
    expect(await bridges.getAttribute('aria-pressed')).toBe('true')
    const expected = showcaseProjects.filter((p) => p.category === 'bridge').map((p) => p.name)
    expect(await page.locator('.showcase-card:visible h3').allTextContents()).toEqual(expected)
    expect(await page.locator('.showcase-count').textContent()).toBe(`Showing ${expected.length} of ${showcaseProjects.length} projects`)
    expect(await page.locator('.showcase-group:visible .showcase-group-title').allTextContents()).toEqual(['Bridges'])

    await filter.locator('button[data-category="developer-tool"]').press('Enter')
    expect(await page.locator('.showcase-card:visible').count()).toBe(showcaseProjects.filter((p) => p.category === 'developer-tool').length)
    expect(await bridges.getAttribute('aria-pressed')).toBe('false')

    await filter.locator('button[data-category="all"]').click()
    expect(await page.locator('.showcase-card:visible').count()).toBe(showcaseProjects.length)
    expect(errors).toEqual([])
  })

  it('redirects /showcase to /showcase/', async () => {
    const page = await newPage()
    const response = await page.goto('/showcase')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/showcase/')
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/showcase`)
    const raw = await fetch(`${baseURL}/showcase?from=test`, { redirect: 'manual' })
    expect(raw.status).toBe(301)
    expect(raw.headers.get('location')).toBe('/showcase/?from=test')
  })

  it('opens from the navbar with the client router, loading its prerendered data', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } })
    const errors = collectErrors(page)
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(new URL(request.url()).pathname)
    })
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
    await page.locator('.navbar a[href="/showcase/"]').first().click()
    await page.locator('main h1', { hasText: 'Showcase' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/showcase/')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
    expect(dataRequests).toContain('/showcase.data')
    expect(await page.locator('.showcase-card').count()).toBe(showcaseProjects.length)
    expect(errors).toEqual([])
  })
})
