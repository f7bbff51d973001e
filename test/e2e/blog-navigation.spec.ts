import { expectedOrder } from '../support/blog-posts.ts'
import { collectErrors, expect, markDocument, openHydrated, readMark, test } from './browser.ts'

test.describe('blog navigation in the browser', () => {
  test('pages through the index with the older and newer links, without a full reload', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/blog')
    await markDocument(page)
    const firstPost = page.locator('.post-preview-title a').first()
    const older = page.locator('.pager a', { hasText: 'Older posts' })
    const newer = page.locator('.pager a', { hasText: 'Newer posts' })
    const count = page.locator('.blog-page-count')

    await older.click()
    await expect(page).toHaveURL('/blog/page/2')
    await expect(count).toHaveText('Page 2 of 4')
    await expect(firstPost).toHaveAttribute('href', `/blog/${expectedOrder[10]}`)

    await older.click()
    await expect(page).toHaveURL('/blog/page/3')
    await expect(count).toHaveText('Page 3 of 4')
    await expect(firstPost).toHaveAttribute('href', `/blog/${expectedOrder[20]}`)

    await older.click()
    await expect(page).toHaveURL('/blog/page/4')
    await expect(count).toHaveText('Page 4 of 4')
    await expect(page.locator('.post-preview')).toHaveCount(7)
    await expect(older).toHaveCount(0)

    await newer.click()
    await expect(page).toHaveURL('/blog/page/3')
    await newer.click()
    await expect(page).toHaveURL('/blog/page/2')
    await newer.click()
    await expect(page).toHaveURL('/blog')
    await expect(count).toHaveText('Page 1 of 4')
    await expect(newer).toHaveCount(0)
    await expect(firstPost).toHaveAttribute('href', `/blog/${expectedOrder[0]}`)
    expect(await readMark(page)).toBe(1)
    expect(errors).toEqual([])
  })

  test('shows a sidebar of every post grouped by year, newest first, marking the current post', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openHydrated(page, '/blog/jetstream')
    const sidebar = page.locator('aside.blog-sidebar')
    await expect(sidebar).toBeVisible()
    const years = sidebar.locator('.blog-sidebar-year')
    await expect(years.locator('h2')).toHaveText(['2026', '2025', '2024', '2023'])
    for (const [i, size] of [1, 12, 12, 12].entries()) await expect(years.nth(i).locator('a')).toHaveCount(size)
    expect(await years.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expectedOrder.map((slug) => `/blog/${slug}`))
    const current = sidebar.locator('a[aria-current="page"]')
    await expect(current).toHaveAttribute('href', '/blog/jetstream')
    // Following a sidebar link moves the mark.
    await sidebar.locator('a[href="/blog/oauth-atproto"]').click()
    await expect(page.locator('h1')).toHaveText('OAuth for AT Protocol')
    await expect(current).toHaveAttribute('href', '/blog/oauth-atproto')
  })

  test('shows the reading time on a post and on its preview', async ({ page }) => {
    await openHydrated(page, '/blog')
    const preview = page.locator('.post-preview', { has: page.locator(`a[href="/blog/${expectedOrder[0]}"]`) })
    const listed = await preview.locator('.reading-time').textContent()
    expect(listed).toMatch(/^[2-9] min read$/)
    await preview.locator('.post-preview-title a').click()
    await expect(page).toHaveURL(`/blog/${expectedOrder[0]}`)
    await expect(page.locator('article.blog-post .post-meta .reading-time')).toHaveText(listed!)
  })

  test('links each post to the newer and the older one, and none past either end', async ({ page }) => {
    const at = expectedOrder.indexOf('create-post')
    await openHydrated(page, '/blog/create-post')
    // Named apart from the sidebar's list of every post ("Blog posts").
    const pager = page.getByRole('navigation', { name: 'Newer and older posts' })
    const newer = pager.locator('a', { hasText: 'Newer post' })
    const older = pager.locator('a', { hasText: 'Older post' })
    await expect(newer).toHaveAttribute('href', `/blog/${expectedOrder[at - 1]}`)
    await expect(older).toHaveAttribute('href', `/blog/${expectedOrder[at + 1]}`)
    const olderTitle = (await older.locator('.pager-title').textContent())!
    await older.click()
    await expect(page).toHaveURL(`/blog/${expectedOrder[at + 1]}`)
    await expect(page.locator('article.blog-post h1')).toHaveText(olderTitle)
    await newer.click()
    await expect(page).toHaveURL('/blog/create-post')
    await expect(page.locator('article.blog-post h1')).toHaveText('Posting via the Bluesky API')

    await page.goto(`/blog/${expectedOrder[0]}`)
    await expect(newer).toHaveCount(0)
    await expect(older).toHaveCount(1)
    await page.goto(`/blog/${expectedOrder.at(-1)}`)
    await expect(older).toHaveCount(0)
    await expect(newer).toHaveCount(1)
  })

  for (const route of ['/blog', '/blog/page/4', '/blog/create-post', '/blog/archive', '/blog/authors', '/blog/tags', '/blog/tags/guide']) {
    test(`hydrates ${route} without errors`, async ({ page }) => {
      const errors = collectErrors(page)
      await openHydrated(page, route)
      expect(errors).toEqual([])
    })
  }
})
