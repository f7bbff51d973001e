import type { Locator, Page } from '@playwright/test'
import { authorOf, expectedOrder, expectedPosts, expectedTags, originalFigures, postsTagged } from '../support/blog-posts.ts'
import { expect, test } from './browser.ts'

/** What the prerendered HTML says on its own. */
test.use({ javaScriptEnabled: false })

/** The slugs of the post previews on a list page, in order. */
const listedSlugs = (page: Page) =>
  page.locator('.blog-main .post-preview-title a').evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace('/blog/', '')))

const hrefs = (scope: Page | Locator, selector: string) => scope.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')))

async function openStatic(page: Page, route: string) {
  const response = await page.goto(route)
  expect(response?.status(), route).toBe(200)
}

test.describe('blog pages, as prerendered HTML', () => {
  const listPages = [
    { route: '/blog', newer: null, older: '/blog/page/2' },
    { route: '/blog/page/2', newer: '/blog', older: '/blog/page/3' },
    { route: '/blog/page/3', newer: '/blog/page/2', older: '/blog/page/4' },
    { route: '/blog/page/4', newer: '/blog/page/3', older: null },
  ]
  for (const [i, { route, newer, older }] of listPages.entries()) {
    test(`list posts ${i * 10 + 1} to ${Math.min(i * 10 + 10, expectedOrder.length)} on ${route}, newest first, each with its details`, async ({ page }) => {
      await openStatic(page, route)
      const slugs = await listedSlugs(page)
      expect(slugs).toEqual(expectedOrder.slice(i * 10, i * 10 + 10))
      expect(await hrefs(page, '.pager a[rel="prev"]')).toEqual(newer ? [newer] : [])
      expect(await hrefs(page, '.pager a[rel="next"]')).toEqual(older ? [older] : [])
      // Every preview: title, date, reading time, author, excerpt; tags where the post has any.
      const previews = page.locator('.post-preview')
      for (let n = 0; n < slugs.length; n++) {
        const preview = previews.nth(n)
        const expected = expectedPosts.find((p) => p.slug === slugs[n])!
        await expect(preview.locator('time')).toHaveAttribute('datetime', expected.date)
        await expect(preview.locator('.reading-time')).toHaveText(/^\d+ min read$/)
        await expect(preview.locator('.post-authors')).toHaveText(authorOf(slugs[n]).name)
        expect((await preview.locator('.prose p').first().textContent())?.length ?? 0).toBeGreaterThan(40)
        expect(await hrefs(preview, '.tag-list a')).toEqual(expected.tags.map((t) => `/blog/tags/${t}`))
        const readMore = preview.locator('a.read-more')
        await expect(readMore).toHaveAttribute('href', `/blog/${slugs[n]}`)
        // The link's own text names the post (for screen readers and search engines), beyond "Read more".
        await expect(readMore).toHaveText(`Read more: ${await preview.locator('h2').textContent()}`)
      }
      // Each list page leads to the archive, the tags and the authors.
      expect(await hrefs(page, 'nav.blog-sections a')).toEqual(['/blog/archive', '/blog/tags', '/blog/authors'])
    })
  }

  for (const post of expectedPosts) {
    test(`serve /blog/${post.slug} with its title, date, reading time, tags and table of contents`, async ({ page }) => {
      await openStatic(page, `/blog/${post.slug}`)
      const article = page.locator('article.blog-post')
      expect((await article.locator('h1').textContent())?.length).toBeGreaterThan(5)
      await expect(article.locator('.post-meta time')).toHaveAttribute('datetime', post.date)
      await expect(article.locator('.post-meta .reading-time')).toHaveText(/^\d+ min read$/)
      expect(await article.locator('header .tag-list a').evaluateAll((links) => links.map((a) => a.textContent?.toLowerCase()))).toEqual(post.tags)
      // The table of contents lists the post's own level 2 and 3 headings, as many as its original has (some none).
      const headings = await article.locator('.prose :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`))
      if (headings.length === 0) await expect(page.locator('.doc-toc')).toHaveCount(0)
      else expect(await page.locator('.doc-toc a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(headings)
    })
  }

  test('answer 404 for a list page past the last, /blog/page/1, an unknown tag and an unknown post', async ({ request }) => {
    for (const route of ['/blog/page/5', '/blog/page/1', '/blog/tags/nonsense', '/blog/no-such-post']) {
      expect((await request.get(route)).status(), route).toBe(404)
    }
  })

  test('have a tags page with every tag and its post count, and a page per tag listing its posts', async ({ page }) => {
    await openStatic(page, '/blog/tags')
    const tags = await page.locator('.tag-index a').evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href'), count: Number(a.querySelector('.tag-count')?.textContent) })),
    )
    expect(tags).toEqual(expectedTags.map((tag) => ({ href: `/blog/tags/${tag}`, count: postsTagged(tag).length })))
    // A screen reader hears the count's unit, from text (aria-label is not allowed on a span).
    for (const { href, count } of tags) {
      await expect(page.locator(`.tag-index a[href="${href}"]`)).toHaveAccessibleName(new RegExp(`\\S ${count} ${count === 1 ? 'post' : 'posts'}$`))
    }
    for (const tag of expectedTags) {
      await openStatic(page, `/blog/tags/${tag}`)
      const slugs = await listedSlugs(page)
      expect(slugs, tag).toEqual(postsTagged(tag))
      await expect(page.locator('h1'), tag).toHaveText(new RegExp(`^${slugs.length} posts? tagged “`))
      await expect(page.locator('.blog-main a[href="/blog/tags"]'), tag).toHaveCount(1)
    }
  })

  test('have an archive of every post grouped by year, newest first', async ({ page }) => {
    await openStatic(page, '/blog/archive')
    const years = await page.locator('.archive-year').evaluateAll((sections) =>
      sections.map((s) => ({
        year: s.querySelector('h2')?.textContent,
        posts: [...s.querySelectorAll('li')].map((li) => ({ date: li.querySelector('time')?.getAttribute('datetime'), href: li.querySelector('a')?.getAttribute('href') })),
      })),
    )
    expect(years.map((y) => y.year)).toEqual(['2026', '2025', '2024', '2023'])
    for (const { year, posts } of years) expect(posts.filter((p) => !p.date?.startsWith(year ?? '-')), year ?? '').toEqual([])
    expect(years.flatMap((y) => y.posts.map((p) => p.href))).toEqual(expectedOrder.map((slug) => `/blog/${slug}`))
  })

  test('have an authors page listing each author with their posts', async ({ page }) => {
    await openStatic(page, '/blog/authors')
    const authors = page.locator('section.author')
    await expect(authors).toHaveCount(2)
    await expect(authors.locator('h2')).toHaveText(['AT Protocol Team', 'Cooper Edmunds'])
    await expect(authors.locator('.author-title')).toHaveText(['Protocol developers · 36 posts', 'Skygaze · 1 post'])
    const team = expectedOrder.filter((slug) => authorOf(slug).key === 'atproto-team')
    expect(await hrefs(authors.nth(0), 'li a')).toEqual(team.map((slug) => `/blog/${slug}`))
    expect(await hrefs(authors.nth(1), 'li a')).toEqual(['/blog/skygaze-hackathon'])
  })

  for (const [slug, count] of Object.entries(originalFigures)) {
    test(`show the ${count} figure(s) of /blog/${slug}, each image loaded, in its place from the start and within the column`, async ({ page }) => {
      await openStatic(page, `/blog/${slug}`)
      const images = page.locator('article.blog-post .prose figure img')
      await expect(images).toHaveCount(count)
      await expect(page.locator('article.blog-post .prose figure figcaption')).toHaveCount(count)
      // Each opens at full size from a link to its own file.
      expect(await images.evaluateAll((all) => all.every((img) => img.parentElement?.matches('a.image-link') && img.parentElement.getAttribute('href') === img.getAttribute('src')))).toBe(true)
      for (const image of await images.all()) {
        // Its box has the drawing's proportions before the file arrives: nothing below it moves when it does.
        const box = await image.evaluate((img: HTMLImageElement) => ({ width: img.width, height: img.height, ratio: Number(img.getAttribute('width')) / Number(img.getAttribute('height')) }))
        expect(box.width / box.height).toBeCloseTo(box.ratio, 1)
        await image.scrollIntoViewIfNeeded()
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        const within = await image.evaluate((img) => img.getBoundingClientRect().right <= img.closest('.prose')!.getBoundingClientRect().right + 0.5)
        expect(within).toBe(true)
      }
    })
  }

  test('serve the RSS, Atom and JSON feeds, linked from the head of blog pages and from the blog', async ({ page, request }) => {
    const feeds = [
      { href: '/blog/rss.xml', type: 'application/rss+xml', root: '<rss version="2.0"' },
      { href: '/blog/atom.xml', type: 'application/atom+xml', root: '<feed xmlns="http://www.w3.org/2005/Atom">' },
      { href: '/blog/feed.json', type: 'application/feed+json', root: '"version": "https://jsonfeed.org/version/1"' },
    ]
    for (const route of ['/blog', '/blog/jetstream', '/blog/tags/oauth']) {
      await openStatic(page, route)
      for (const feed of feeds) {
        await expect(page.locator(`head link[rel="alternate"][type="${feed.type}"]`), route).toHaveAttribute('href', feed.href)
      }
    }
    await openStatic(page, '/blog')
    expect(await hrefs(page, '.blog-list-header .lead a')).toEqual(feeds.map((f) => f.href))
    for (const feed of feeds) {
      const response = await request.get(feed.href)
      expect(response.status(), feed.href).toBe(200)
      const text = await response.text()
      expect(text, feed.href).toContain(feed.root)
      // The newest and the oldest post are both in it.
      expect(text, feed.href).toContain(`/blog/${expectedOrder[0]}`)
      expect(text, feed.href).toContain(`/blog/${expectedOrder.at(-1)}`)
    }
  })
})
