import { describe, expect, it } from 'vitest'
import { site } from '../../app/config/site.ts'
import { collectErrors, useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

describe('markdown page', () => {
  it('renders the stand-alone MDX page without a sidebar, its Markdown features built', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    const response = await page.goto('/markdown-page')
    expect(response?.status()).toBe(200)
    expect(await page.locator('main h1').textContent()).toBe('Markdown page')
    expect(await page.locator('.docs-sidebar').count()).toBe(0)
    const prose = page.locator('main .prose')
    expect(await prose.locator('h2').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Where content lives')]))
    expect(await prose.locator('table tbody tr').count()).toBe(3)
    expect(await prose.locator('ol > li').count()).toBe(4)
    expect(await prose.locator('aside.admonition-info .admonition-title').textContent()).toBe('Admonitions')
    expect(await prose.locator('.code-block .code-title').textContent()).toBe('content/docs/tutorials/example.mdx')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/markdown-page`)
  })

  it('hydrates without errors', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await page.goto('/markdown-page')
    await waitForHydration(page)
    expect(await page.locator('main h1').textContent()).toBe('Markdown page')
    expect(errors).toEqual([])
  })
})
