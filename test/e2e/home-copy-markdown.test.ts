import { describe, expect, it } from 'vitest'
import { baseURL, collectErrors, useBrowser, waitForHydration } from './browser.ts'
import { readBuilt } from './build-output.ts'

const { page: newPage } = useBrowser()

/** One page of each kind that carries the button: a guide, an API method, a blog post. */
const pages = ['/docs/tutorials/creating-a-post', '/docs/api/app-bsky-feed-get-timeline', '/blog/jetstream']

describe('copy page as Markdown', () => {
  it.each(pages)('copies the twin of %s to the clipboard', async (route) => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] })
    const errors = collectErrors(page)
    await page.goto(route)
    await waitForHydration(page)
    const button = page.locator('main .copy-markdown')
    expect(await button.getAttribute('href')).toBe(`${route}.md`)
    await button.click()
    await page.locator('main .copy-markdown', { hasText: 'Copied page as Markdown' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(readBuilt(`${route.slice(1)}.md`))
    expect(copied.startsWith('# ')).toBe(true)
    expect(new URL(page.url()).pathname).toBe(route)
    expect(errors).toEqual([])
  })

  it('says so when the copy fails, and stays on the page', async () => {
    const page = await newPage()
    await page.goto('/docs/tutorials/creating-a-post')
    await waitForHydration(page)
    // No clipboard permission and a failing fetch: the click must not throw or navigate.
    await page.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'broken' }))
    await page.locator('main .copy-markdown').click()
    await page.locator('main .copy-markdown', { hasText: 'Copy failed' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/docs/tutorials/creating-a-post')
  })

  it('is a link to the Markdown file without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/docs/tutorials/creating-a-post')
    const href = await page.locator('main .copy-markdown').getAttribute('href')
    const response = await fetch(`${baseURL}${href}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await response.text()).toMatch(/^# Creating a post\n/)
  })
})
