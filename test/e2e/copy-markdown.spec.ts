import { readBuilt } from './build-output.ts'
import { collectErrors, expect, openHydrated, test } from './browser.ts'

/** One page of each kind that carries the button: a guide, an API method, a blog post. */
const pages = ['/docs/tutorials/creating-a-post', '/docs/api/app-bsky-feed-get-timeline', '/blog/jetstream']

test.describe('copy page as Markdown', () => {
  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

    for (const route of pages) {
      test(`copies the twin of ${route} to the clipboard`, async ({ page }) => {
        const errors = collectErrors(page)
        await openHydrated(page, route)
        const button = page.locator('main .copy-markdown')
        await expect(button).toHaveAttribute('href', `${route}.md`)
        await expect(button).toHaveText('Copy page as Markdown')
        await button.click()
        await expect(button).toHaveText('Copied page as Markdown')
        const copied = await page.evaluate(() => navigator.clipboard.readText())
        expect(copied).toBe(readBuilt(`${route.slice(1)}.md`))
        expect(copied).toMatch(/^# \S/)
        await expect(page).toHaveURL(route)
        expect(errors).toEqual([])
      })
    }
  })

  test('says so when the copy fails, and stays on the page', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    // No clipboard permission and a failing fetch: the click must not throw or navigate.
    await page.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'broken' }))
    await page.locator('main .copy-markdown').click()
    await expect(page.locator('main .copy-markdown')).toHaveText('Copy failed, try again')
    await expect(page).toHaveURL('/docs/tutorials/creating-a-post')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('is a link to the Markdown file', async ({ page, request }) => {
      await page.goto('/docs/tutorials/creating-a-post')
      const href = (await page.locator('main .copy-markdown').getAttribute('href'))!
      expect(href).toBe('/docs/tutorials/creating-a-post.md')
      const response = await request.get(href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
      expect(await response.text()).toMatch(/^# Creating a post\n/)
    })
  })
})
