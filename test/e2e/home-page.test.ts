import { describe, expect, it } from 'vitest'
import { collectErrors, useBrowser, waitForHydration } from './browser.ts'
import { isServed, readIndex } from './build-output.ts'
import { readFileSync } from 'node:fs'
import type { BlogPostSummary } from '../../app/content/types.ts'

const { page: newPage } = useBrowser()

const newestPosts = (JSON.parse(readFileSync('.cache/content/blog.json', 'utf8')) as { summaries: BlogPostSummary[] }).summaries
  .slice()
  .sort((a, b) => b.date.localeCompare(a.date))
  .slice(0, 3)

describe('home page', () => {
  it('says what the protocol is and who the docs are for, with the three calls to action, without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(await page.locator('main h1').textContent()).toBe('Build on the open social web')
    const hero = page.locator('.home-hero')
    expect(await hero.textContent()).toMatch(/AT Protocol is the open network behind Bluesky/)
    expect(await hero.textContent()).toMatch(/for developers writing clients, bots, custom feeds, self-hosted servers and moderation tools/)
    const ctas = await hero.locator('.home-actions a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(ctas).toEqual([
      ['Get started', '/docs/get-started'],
      ['Tutorials', '/docs/category/tutorials'],
      ['API reference', '/docs/category/http-reference'],
    ])
  })

  it('has a block for each main path, each linking to docs that exist', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/')
    const titles = await page.locator('.home-path-title').allTextContents()
    expect(titles).toEqual(['Build a client', 'Write a bot', 'Run a custom feed', 'Self-host a PDS', 'Make moderation tools', 'Read the whole network'])
    const hrefs = await page.locator('.home-path-links a, .home-concept').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBe(titles.length * 2 + 4)
    const routes = new Set(readIndex().map((e) => e.route))
    for (const href of hrefs) {
      const path = href.split('#')[0]
      expect(routes.has(path), `${href} is not a page of the site`).toBe(true)
      expect(isServed(path), `${href} was not built`).toBe(true)
    }
  })

  it('lists the three newest blog posts, chosen at build time', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/')
    const posts = await page.locator('.home-post-title a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(posts).toEqual(newestPosts.map((p) => [p.title, p.route]))
    expect(await page.locator('.home-post time').first().getAttribute('datetime')).toBe(newestPosts[0].date)
    expect(await page.locator('.home-blog-more a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/blog', '/blog/rss.xml'])
  })

  it('hydrates without errors and opens Get started with the client router', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.locator('.home-actions a', { hasText: 'Get started' }).click()
    await page.locator('main h1', { hasText: 'Get started' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/docs/get-started')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await page.goBack()
    await page.locator('main h1', { hasText: 'Build on the open social web' }).waitFor()
    expect(await page.locator('.home-post').count()).toBe(3)
    expect(errors).toEqual([])
  })

  it('fits a 375 px phone without sideways scrolling, in light and dark mode', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await newPage({ viewport: { width: 375, height: 800 } })
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await page.goto('/')
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
  })
})
