import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { authorOf, expectedOrder, expectedPosts, expectedTags, postsTagged } from '../support/blog-posts.ts'
import { baseURL, useBrowser } from './browser.ts'

const { page: newPage } = useBrowser()

/** The slugs of the post previews on a list page, in order. */
const listedSlugs = (page: Page) =>
  page.locator('.blog-main .post-preview-title a').evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace('/blog/', '')))

/** The href of the one element a locator finds, or null if there is none (without waiting for it). */
const hrefOf = async (locator: Locator) => ((await locator.count()) === 0 ? null : locator.getAttribute('href'))

/** Opens a route in a page without JavaScript: what the prerendered HTML says on its own. */
async function openStatic(page: Page, route: string) {
  const response = await page.goto(route)
  expect(response?.status(), route).toBe(200)
}

describe('blog pages, as prerendered HTML', () => {
  it('list 10, 10 and 9 posts on /blog, /blog/page/2 and /blog/page/3, newest first, each with its details', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    const pages = [
      { route: '/blog', newer: null, older: '/blog/page/2' },
      { route: '/blog/page/2', newer: '/blog', older: '/blog/page/3' },
      { route: '/blog/page/3', newer: '/blog/page/2', older: null },
    ]
    const seen: string[] = []
    for (const { route, newer, older } of pages) {
      await openStatic(page, route)
      const slugs = await listedSlugs(page)
      seen.push(...slugs)
      expect(slugs.length, route).toBe(route === '/blog/page/3' ? 9 : 10)
      expect(await hrefOf(page.locator('.pager a[rel="prev"]')), route).toBe(newer)
      expect(await hrefOf(page.locator('.pager a[rel="next"]')), route).toBe(older)
      // Every preview: title, date, reading time, author, excerpt; tags where the post has any.
      const previews = page.locator('.post-preview')
      for (let i = 0; i < slugs.length; i++) {
        const preview = previews.nth(i)
        const expected = expectedPosts.find((p) => p.slug === slugs[i])
        expect(await preview.locator('time').getAttribute('datetime')).toBe(expected?.date)
        expect(await preview.locator('.reading-time').textContent()).toMatch(/^\d+ min read$/)
        expect(await preview.locator('.post-authors').textContent()).toBe(authorOf(slugs[i]).name)
        expect((await preview.locator('.prose p').first().textContent())?.length ?? 0).toBeGreaterThan(40)
        const tagLinks = await preview.locator('.tag-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(tagLinks).toEqual(expected?.tags.map((t) => `/blog/tags/${t}`))
        const readMore = preview.locator('a.read-more')
        expect(await readMore.getAttribute('href')).toBe(`/blog/${slugs[i]}`)
        // The link's own text names the post (for screen readers and search engines), beyond "Read more".
        expect(await readMore.textContent()).toBe(`Read more: ${await preview.locator('h2').textContent()}`)
      }
    }
    expect(seen).toEqual(expectedOrder)
    // Each list page leads to the archive, the tags and the authors.
    const sections = await page.locator('nav.blog-sections a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(sections).toEqual(['/blog/archive', '/blog/tags', '/blog/authors'])
  }, 60_000)

  it('serve every post at /blog/{slug} with its title, date, reading time, tags and table of contents', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    for (const post of expectedPosts) {
      const route = `/blog/${post.slug}`
      await openStatic(page, route)
      const article = page.locator('article.blog-post')
      expect((await article.locator('h1').textContent())?.length, route).toBeGreaterThan(5)
      expect(await article.locator('.post-meta time').getAttribute('datetime'), route).toBe(post.date)
      expect(await article.locator('.post-meta .reading-time').textContent(), route).toMatch(/^\d+ min read$/)
      expect(await article.locator('header .tag-list a').evaluateAll((links) => links.map((a) => a.textContent?.toLowerCase())), route).toEqual(post.tags)
      expect(await page.locator('.doc-toc a[href^="#"]').count(), route).toBeGreaterThan(2)
    }
  }, 90_000)

  it('answer 404 for a list page past the last, /blog/page/1, an unknown tag and an unknown post', async () => {
    for (const route of ['/blog/page/4', '/blog/page/1', '/blog/tags/nonsense', '/blog/no-such-post']) {
      const response = await fetch(`${baseURL}${route}`)
      expect(response.status, route).toBe(404)
    }
  })

  it('have a tags page with every tag and its post count, and a page per tag listing its posts', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await openStatic(page, '/blog/tags')
    const tags = await page.locator('.tag-index a').evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href'), count: Number(a.querySelector('.tag-count')?.textContent) })),
    )
    expect(tags).toEqual(expectedTags.map((tag) => ({ href: `/blog/tags/${tag}`, count: postsTagged(tag).length })))
    for (const tag of expectedTags) {
      await openStatic(page, `/blog/tags/${tag}`)
      const slugs = await listedSlugs(page)
      expect(slugs, tag).toEqual(postsTagged(tag))
      expect(await page.locator('h1').textContent(), tag).toMatch(new RegExp(`^${slugs.length} posts? tagged “`))
      expect(await page.locator('.blog-main a[href="/blog/tags"]').count(), tag).toBe(1)
    }
    expect(postsTagged('feature').length).toBeGreaterThan(0)
  }, 60_000)

  it('have an archive of every post grouped by year, newest first', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await openStatic(page, '/blog/archive')
    const years = await page.locator('.archive-year').evaluateAll((sections) =>
      sections.map((s) => ({
        year: s.querySelector('h2')?.textContent,
        posts: [...s.querySelectorAll('li')].map((li) => ({ date: li.querySelector('time')?.getAttribute('datetime'), href: li.querySelector('a')?.getAttribute('href') })),
      })),
    )
    expect(years.map((y) => y.year)).toEqual(['2025', '2024', '2023'])
    for (const { year, posts } of years) expect(posts.every((p) => p.date?.startsWith(year ?? '-')), year ?? '').toBe(true)
    expect(years.flatMap((y) => y.posts.map((p) => p.href))).toEqual(expectedOrder.map((slug) => `/blog/${slug}`))
  })

  it('have an authors page listing each author with their posts', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await openStatic(page, '/blog/authors')
    const authors = page.locator('section.author')
    expect(await authors.count()).toBe(2)
    expect(await authors.locator('h2').allTextContents()).toEqual(['AT Protocol Team', 'Cooper Edmunds'])
    expect(await authors.locator('.author-title').allTextContents()).toEqual(['Protocol developers · 28 posts', 'Skygaze · 1 post'])
    const team = expectedOrder.filter((slug) => authorOf(slug).key === 'atproto-team')
    expect(await authors.nth(0).locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(team.map((slug) => `/blog/${slug}`))
    expect(await authors.nth(1).locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/blog/skygaze-hackathon'])
  })

  it('serve the RSS, Atom and JSON feeds, linked from the head of blog pages and from the blog', async () => {
    const feeds = [
      { href: '/blog/rss.xml', type: 'application/rss+xml', root: '<rss version="2.0"' },
      { href: '/blog/atom.xml', type: 'application/atom+xml', root: '<feed xmlns="http://www.w3.org/2005/Atom">' },
      { href: '/blog/feed.json', type: 'application/feed+json', root: '"version": "https://jsonfeed.org/version/1"' },
    ]
    const page = await newPage({ javaScriptEnabled: false })
    for (const route of ['/blog', '/blog/jetstream', '/blog/tags/oauth']) {
      await openStatic(page, route)
      for (const feed of feeds) {
        expect(await page.locator(`head link[rel="alternate"][type="${feed.type}"]`).getAttribute('href'), route).toBe(feed.href)
      }
    }
    await openStatic(page, '/blog')
    expect(await page.locator('.blog-list-header .lead a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(feeds.map((f) => f.href))
    for (const feed of feeds) {
      const response = await fetch(`${baseURL}${feed.href}`)
      expect(response.status, feed.href).toBe(200)
      const text = await response.text()
      expect(text, feed.href).toContain(feed.root)
      // The newest and the oldest post are both in it.
      expect(text, feed.href).toContain(`/blog/${expectedOrder[0]}`)
      expect(text, feed.href).toContain(`/blog/${expectedOrder[28]}`)
    }
  })
})
