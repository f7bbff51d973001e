import { describe, expect, it } from 'vitest'
import { expectedOrder } from '../support/blog-posts.ts'
import { collectErrors, useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

describe('blog navigation in the browser', () => {
  it('pages through the index with the older and newer links, without a full reload', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await page.goto('/blog')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    const firstOf = () => page.locator('.post-preview-title a').first().getAttribute('href')

    await page.locator('.pager a', { hasText: 'Older posts' }).click()
    await page.waitForURL('**/blog/page/2')
    await page.locator('.blog-page-count', { hasText: 'Page 2 of 3' }).waitFor()
    expect(await firstOf()).toBe(`/blog/${expectedOrder[10]}`)

    await page.locator('.pager a', { hasText: 'Older posts' }).click()
    await page.waitForURL('**/blog/page/3')
    await page.locator('.blog-page-count', { hasText: 'Page 3 of 3' }).waitFor()
    expect(await page.locator('.post-preview').count()).toBe(9)
    expect(await page.locator('.pager a', { hasText: 'Older posts' }).count()).toBe(0)

    await page.locator('.pager a', { hasText: 'Newer posts' }).click()
    await page.waitForURL('**/blog/page/2')
    await page.locator('.pager a', { hasText: 'Newer posts' }).click()
    await page.waitForURL(/\/blog$/)
    await page.locator('.blog-page-count', { hasText: 'Page 1 of 3' }).waitFor()
    expect(await page.locator('.pager a', { hasText: 'Newer posts' }).count()).toBe(0)
    expect(await firstOf()).toBe(`/blog/${expectedOrder[0]}`)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(errors).toEqual([])
  })

  it('shows a sidebar of every post grouped by year, newest first, marking the current post', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto('/blog/jetstream')
    await waitForHydration(page)
    const sidebar = page.locator('aside.blog-sidebar')
    expect(await sidebar.isVisible()).toBe(true)
    const groups = await sidebar.locator('.blog-sidebar-year').evaluateAll((sections) =>
      sections.map((s) => ({ year: s.querySelector('h2')?.textContent, links: [...s.querySelectorAll('a')].map((a) => a.getAttribute('href')) })),
    )
    expect(groups.map((g) => g.year)).toEqual(['2025', '2024', '2023'])
    expect(groups.map((g) => g.links.length)).toEqual([5, 12, 12])
    expect(groups.flatMap((g) => g.links)).toEqual(expectedOrder.map((slug) => `/blog/${slug}`))
    expect(await sidebar.locator('a[aria-current="page"]').getAttribute('href')).toBe('/blog/jetstream')
    // Following a sidebar link moves the mark.
    await sidebar.locator('a[href="/blog/oauth-atproto"]').click()
    await page.locator('h1', { hasText: 'OAuth for AT Protocol' }).waitFor()
    expect(await sidebar.locator('a[aria-current="page"]').getAttribute('href')).toBe('/blog/oauth-atproto')
  })

  it('shows the reading time on a post and on its preview', async () => {
    const page = await newPage()
    await page.goto('/blog')
    await waitForHydration(page)
    const preview = page.locator('.post-preview', { has: page.locator(`a[href="/blog/${expectedOrder[0]}"]`) })
    const listed = await preview.locator('.reading-time').textContent()
    expect(listed).toMatch(/^[2-9] min read$/)
    await preview.locator('.post-preview-title a').click()
    await page.waitForURL(`**/blog/${expectedOrder[0]}`)
    await page.locator('article.blog-post').waitFor()
    expect(await page.locator('article.blog-post .post-meta .reading-time').textContent()).toBe(listed)
  })

  it('links each post to the newer and the older one, and none past either end', async () => {
    const page = await newPage()
    const at = expectedOrder.indexOf('create-post')
    await page.goto('/blog/create-post')
    await waitForHydration(page)
    const pager = page.locator('article.blog-post nav.pager')
    expect(await pager.locator('a', { hasText: 'Newer post' }).getAttribute('href')).toBe(`/blog/${expectedOrder[at - 1]}`)
    expect(await pager.locator('a', { hasText: 'Older post' }).getAttribute('href')).toBe(`/blog/${expectedOrder[at + 1]}`)
    const olderTitle = await pager.locator('a', { hasText: 'Older post' }).locator('.pager-title').textContent()
    await pager.locator('a', { hasText: 'Older post' }).click()
    await page.waitForURL(`**/blog/${expectedOrder[at + 1]}`)
    await page.locator('article.blog-post h1', { hasText: olderTitle ?? '' }).waitFor()
    expect(await page.locator('article.blog-post h1').textContent()).toBe(olderTitle)
    await pager.locator('a', { hasText: 'Newer post' }).click()
    await page.waitForURL('**/blog/create-post')
    await page.locator('article.blog-post h1', { hasText: 'Posting via the Bluesky API' }).waitFor()

    await page.goto(`/blog/${expectedOrder[0]}`)
    expect(await pager.locator('a', { hasText: 'Newer post' }).count()).toBe(0)
    expect(await pager.locator('a', { hasText: 'Older post' }).count()).toBe(1)
    await page.goto(`/blog/${expectedOrder[28]}`)
    expect(await pager.locator('a', { hasText: 'Older post' }).count()).toBe(0)
    expect(await pager.locator('a', { hasText: 'Newer post' }).count()).toBe(1)
  })

  it('hydrates every kind of blog page without errors', async () => {
    for (const route of ['/blog', '/blog/page/3', '/blog/create-post', '/blog/archive', '/blog/authors', '/blog/tags', '/blog/tags/guide']) {
      const page = await newPage()
      const errors = collectErrors(page)
      await page.goto(route)
      await waitForHydration(page)
      expect(errors, route).toEqual([])
      await page.close()
    }
  })
})
