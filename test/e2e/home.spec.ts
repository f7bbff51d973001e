import { readFileSync } from 'node:fs'
import type { BlogPostSummary } from '../../app/content/types.ts'
import { isServed, readIndex } from './build-output.ts'
import { collectErrors, expect, markDocument, openHydrated, readMark, test } from './browser.ts'

const newestPosts = () =>
  (JSON.parse(readFileSync('.cache/content/index.json', 'utf8')) as { summaries: BlogPostSummary[] }).summaries
    .slice()
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3)

test.describe('home page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('says what the protocol is and who the docs are for, with the three calls to action', async ({ page }) => {
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toHaveText('Build on the open social web')
      const hero = page.locator('.home-hero')
      await expect(hero).toContainText('AT Protocol is the open network behind Bluesky')
      await expect(hero).toContainText('for developers writing clients, bots, custom feeds, self-hosted servers and moderation tools')
      const ctas = await hero.locator('.home-actions a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
      expect(ctas).toEqual([
        ['Get started', '/docs/get-started'],
        ['Tutorials', '/docs/category/tutorials'],
        ['API reference', '/docs/category/http-reference'],
      ])
    })

    test('has a block for each main path, each linking to docs that exist', async ({ page }) => {
      await page.goto('/')
      const titles = ['Build a client', 'Write a bot', 'Run a custom feed', 'Self-host a PDS', 'Make moderation tools', 'Read the whole network']
      await expect(page.locator('.home-path-title')).toHaveText(titles)
      const hrefs = await page.locator('.home-path-links a, .home-concept').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      expect(hrefs.length).toBe(titles.length * 2 + 4)
      const routes = new Set(readIndex().map((e) => e.route))
      const paths = hrefs.map((href) => href.split('#')[0])
      expect(paths.filter((path) => !routes.has(path)), 'links to no page of the site').toEqual([])
      expect(paths.filter((path) => !isServed(path)), 'links to pages that were not built').toEqual([])
    })

    test('lists the three newest blog posts, chosen at build time', async ({ page }) => {
      await page.goto('/')
      const expected = newestPosts()
      const posts = await page.locator('.home-post-title a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
      expect(posts).toEqual(expected.map((p) => [p.title, p.route]))
      await expect(page.locator('.home-post time').first()).toHaveAttribute('datetime', expected[0].date)
      expect(await page.locator('.home-blog-more a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/blog', '/blog/rss.xml'])
    })
  })

  test('hydrates without errors and opens Get started with the client router', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/')
    await markDocument(page)
    await page.locator('.home-actions a', { hasText: 'Get started' }).click()
    await expect(page.locator('main h1')).toHaveText('Get started')
    await expect(page).toHaveURL('/docs/get-started')
    expect(await readMark(page)).toBe(1)
    await page.goBack()
    await expect(page.locator('main h1')).toHaveText('Build on the open social web')
    await expect(page.locator('.home-post')).toHaveCount(3)
    expect(errors).toEqual([])
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 800 } })

    for (const theme of ['light', 'dark']) {
      test(`fits without sideways scrolling in ${theme} mode`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
        await openHydrated(page, '/')
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      })
    }
  })
})
