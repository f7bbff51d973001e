import { site } from '../../app/config/site.ts'
import { collectErrors, expect, openHydrated, test } from './browser.ts'

test.describe('markdown page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('renders the stand-alone MDX page without a sidebar, its Markdown features built', async ({ page }) => {
      const response = await page.goto('/markdown-page')
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toHaveText('Markdown page')
      await expect(page.locator('.docs-sidebar')).toHaveCount(0)
      const prose = page.locator('main .prose')
      expect(await prose.locator('h2').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Where content lives')]))
      await expect(prose.locator('table tbody tr')).toHaveCount(3)
      await expect(prose.locator('ol > li')).toHaveCount(4)
      await expect(prose.locator('aside.admonition-info .admonition-title')).toHaveText('Admonitions')
      await expect(prose.locator('.code-block .code-title')).toHaveText('content/docs/tutorials/example.mdx')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/markdown-page`)
    })
  })

  test('hydrates without errors', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/markdown-page')
    await expect(page.locator('main h1')).toHaveText('Markdown page')
    expect(errors).toEqual([])
  })
})
