import { pageDataPath } from '../../app/content/routes.ts'
import { parseShowcase, showcaseTags } from '../../app/content/.server/showcase-schema.ts'
import { countText } from '../../app/lib/showcase-filter.ts'
import { showcaseProjects } from '../../content/showcase.ts'
import { originalProjects } from '../support/original-showcase.ts'
import { collectErrors, expect, markDocument, openHydrated, readMark, test } from './browser.ts'

/** The list in the order the page shows it (featured first, then by name). */
const { projects } = parseShowcase(showcaseProjects, 'content/showcase.ts', '', [])
const tagged = (tag: string) => projects.filter((p) => p.tags.includes(tag)).map((p) => p.name)

test.describe('showcase', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('lists every project with its link, source and tags', async ({ page }) => {
      const response = await page.goto('/showcase/')
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toHaveText('Showcase')
      const cards = page.locator('.showcase-card')
      await expect(cards).toHaveCount(projects.length)
      await expect(cards.locator('h3')).toHaveText(projects.map((p) => p.name))
      const shown = await cards.evaluateAll((items) =>
        items.map((li) => ({
          url: li.querySelector('h3 a')?.getAttribute('href'),
          source: li.querySelector('a.showcase-card-source')?.getAttribute('href') ?? undefined,
          tags: li.getAttribute('data-tags'),
          visible: (li as HTMLElement).offsetParent !== null,
        })),
      )
      expect(shown).toEqual(projects.map((p) => ({ url: p.url, source: p.source, tags: p.tags.join(' '), visible: true })))
      await expect(page.locator('.showcase-count-line:visible')).toHaveText(countText(projects.length, projects.length))
    })

    test('filters by tag through its radio buttons, with no script at all', async ({ page }) => {
      await page.goto('/showcase/')
      const filter = page.locator('.showcase-filter')
      await expect(filter.locator('label')).toHaveText([/^All \d+$/, ...showcaseTags.map((t) => new RegExp(`^${t.label} \\d+$`))])
      await filter.locator('label', { hasText: 'Bridges' }).click()
      await expect(page.locator('.showcase-card:visible h3')).toHaveText(tagged('bridge'))
      await expect(page.locator('.showcase-count-line:visible')).toHaveText(countText(tagged('bridge').length, projects.length, 'Bridges'))
      await filter.locator('label', { hasText: /^All / }).click()
      await expect(page.locator('.showcase-card:visible')).toHaveCount(projects.length)
    })
  })

  test('features exactly the original showcase’s picks', async ({ page }) => {
    await page.goto('/showcase/')
    await page.locator('.showcase-filter label', { hasText: 'Featured' }).click()
    const picks = originalProjects.filter((p) => p.tags.includes('favorite')).map((p) => p.renamed ?? p.name)
    expect(picks).toHaveLength(17)
    const shown = await page.locator('.showcase-card:visible h3').allTextContents()
    expect([...shown].sort()).toEqual([...picks].sort())
  })

  test('moves through the tags with the arrow keys and announces the new count', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/showcase/')
    const first = page.locator('#showcase-tag-all')
    await first.focus()
    await page.keyboard.press('ArrowRight')
    const firstTag = showcaseTags[0]
    await expect(page.locator(`#showcase-tag-${firstTag.id}`)).toBeChecked()
    await expect(page.locator('.showcase-card:visible h3')).toHaveText(tagged(firstTag.id))
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Showing' })).toHaveText(countText(tagged(firstTag.id).length, projects.length, firstTag.label))
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
      if (/\.data$|\/page-data\//.test(new URL(request.url()).pathname)) dataRequests.push(new URL(request.url()).pathname)
    })
    await openHydrated(page, '/docs/get-started')
    await markDocument(page)
    await page.locator('.navbar a[href="/showcase/"]').first().click()
    await expect(page.locator('main h1')).toHaveText('Showcase')
    await expect(page).toHaveURL('/showcase/')
    expect(await readMark(page)).toBe(1)
    expect(dataRequests).toEqual([pageDataPath('/showcase/')])
    await expect(page.locator('.showcase-card')).toHaveCount(projects.length)
    expect(errors).toEqual([])
  })
})
