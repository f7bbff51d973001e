import { pageDataPath } from '../../app/content/routes.ts'
import type { APIRequestContext } from '@playwright/test'
import { readIndex } from './build-output.ts'
import { expect, expectHydrated, test } from './browser.ts'

async function status(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path, { maxRedirects: 0 })
  await response.body()
  return response.status()
}

test.describe('every route of the content index', () => {
  test('answers 200 with its HTML and its page data file', async ({ request }) => {
    const index = readIndex()
    expect(index.length).toBeGreaterThan(300)
    const failures: string[] = []
    for (const entry of index) {
      const page = await status(request, entry.route)
      const data = await status(request, pageDataPath(entry.route))
      if (page !== 200 || data !== 200) failures.push(`${entry.route}: page ${page}, data ${data}`)
    }
    expect(failures).toEqual([])
  })
})

test.describe('not found', () => {
  test('answers an unknown path with HTTP 404 and the not-found page, before and after hydration', async ({ page }) => {
    const response = await page.goto('/docs/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Page not found')
    await expectHydrated(page)
    // Still the not-found page after hydration, with the site chrome around it, at the address asked for.
    await expect(page.locator('h1')).toHaveText('Page not found')
    await expect(page).toHaveURL('/docs/this-page-does-not-exist')
    await expect(page.locator('footer')).toContainText('Search by the built-in index')
  })
})
