import { showcaseCategories } from '../../app/content/.server/showcase.ts'
import { showcaseProjects } from '../../content/showcase.ts'
import { collectErrors, expect, markDocument, openHydrated, readMark, test } from './browser.ts'

test.describe('showcase', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('lists every project with its link and category, and hides the filter', async ({ page }) => {
      const response = await page.goto('/showcase/')
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toHaveText('Showcase')
      const cards = page.locator('.showcase-card')
      await expect(cards).toHaveCount(showcaseProjects.length)
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
      await expect(page.locator('.showcase-group-title')).toHaveText(showcaseCategories.map((c) => c.label))
      await expect(page.locator('.showcase-filter')).toBeHidden()
    })
  })

  test('filters by category with JavaScript, and shows everything again with All', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/showcase/')
    const filter = page.locator('.showcase-filter')
    await expect(filter).toBeVisible()
    const bridges = filter.locator('button[data-category="bridge"]')
    await bridges.click()
    await expect(bridges).toHaveAttribute('aria-pressed', 'true')
    const expected = showcaseProjects.filter((p) => p.category === 'bridge').map((p) => p.name)
    await expect(page.locator('.showcase-card:visible h3')).toHaveText(expected)
    await expect(page.locator('.showcase-count')).toHaveText(`Showing ${expected.length} of ${showcaseProjects.length} projects`)
    await expect(page.locator('.showcase-group:visible .showcase-group-title')).toHaveText(['Bridges'])

    await filter.locator('button[data-category="developer-tool"]').press('Enter')
    await expect(page.locator('.showcase-card:visible')).toHaveCount(showcaseProjects.filter((p) => p.category === 'developer-tool').length)
    await expect(bridges).toHaveAttribute('aria-pressed', 'false')

    await filter.locator('button[data-category="all"]').click()
    await expect(page.locator('.showcase-card:visible')).toHaveCount(showcaseProjects.length)
    expect(errors).toEqual([])
  })

  test('redirects /showcase to /showcase/', async ({ page, request, baseURL }) => {
    const response = await page.goto('/showcase')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL('/showcase/')
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/showcase`)
    const raw = await request.get('/showcase?from=test', { maxRedirects: 0 })
    expect(raw.status()).toBe(301)
    expect(raw.headers().location).toBe('/showcase/?from=test')
  })

  test('opens from the navbar with the client router, loading its prerendered data', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const errors = collectErrors(page)
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(new URL(request.url()).pathname)
    })
    await openHydrated(page, '/docs/get-started')
    await markDocument(page)
    await page.locator('.navbar a[href="/showcase/"]').first().click()
    await expect(page.locator('main h1')).toHaveText('Showcase')
    await expect(page).toHaveURL('/showcase/')
    expect(await readMark(page)).toBe(1)
    expect(dataRequests).toContain('/showcase.data')
    await expect(page.locator('.showcase-card')).toHaveCount(showcaseProjects.length)
    expect(errors).toEqual([])
  })
})
