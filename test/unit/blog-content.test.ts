import { readFileSync } from 'node:fs'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import matter from 'gray-matter'
import { globSync } from 'tinyglobby'
import { beforeAll, describe, expect, it } from 'vitest'
import { blogTags } from '../../app/config/blog.ts'
import { site } from '../../app/config/site.ts'
import { getAuthorsWithPosts, getBlogArchive, getBlogListPage, getBlogSidebar, getTagPage, getTagsWithCounts } from '../../app/content/.server/blog-data.ts'
import { buildContent, type ContentBuild } from '../../app/content/.server/build.ts'
import { countProseWords } from '../../scripts/content-stats.ts'
import { buildFeeds } from '../../scripts/lib/generated-files.ts'
import { expectedOrder, expectedPosts, expectedTags, postsTagged } from '../support/blog-posts.ts'

/** The real blog, compiled once from content/blog with the real build. */
let content: ContentBuild
beforeAll(async () => {
  const result = await buildContent({ root: process.cwd() })
  expect(result.problems).toEqual([])
  content = result.content
}, 180_000)

const slugsOf = (posts: { route: string }[]) => posts.map((p) => p.route.replace('/blog/', ''))

describe('the blog posts', () => {
  it('are the 29 of the issue’s table, with its slugs, dates and tags, newest first', () => {
    const bySlug = new Map(content.summaries.map((s) => [s.slug, s]))
    expect(content.summaries.map((s) => s.slug)).toEqual(expectedOrder)
    for (const post of expectedPosts) {
      const summary = bySlug.get(post.slug)
      expect({ slug: post.slug, date: summary?.date, tags: summary?.tags.map((t) => t.key) }).toEqual(post)
    }
  })

  it('are by an organisational author that authors.yml describes', () => {
    for (const summary of content.summaries) {
      expect(summary.authors.map((a) => a.key), summary.slug).toEqual(['atproto-team'])
      expect(summary.authors[0]).toMatchObject({ name: 'AT Protocol Team', url: expect.stringMatching(/^https:\/\//), image: expect.stringMatching(/^\/img\//) })
    }
  })

  const files = globSync('content/blog/*.mdx').sort()

  it('each have 400 to 1200 words of prose (code not counted) and one truncate marker before the first heading', () => {
    expect(files).toHaveLength(29)
    const problems: string[] = []
    for (const file of files) {
      const { content: body, data } = matter(readFileSync(file, 'utf8'))
      const words = countProseWords(body)
      if (words < 400 || words > 1200) problems.push(`${file}: ${words} words`)
      const markers = body.match(/^\{\/\* truncate \*\/\}$/gm) ?? []
      if (markers.length !== 1) problems.push(`${file}: ${markers.length} truncate markers`)
      const marker = body.indexOf('{/* truncate */}')
      const heading = body.search(/^#{2,3} /m)
      if (heading !== -1 && marker > heading) problems.push(`${file}: the truncate marker comes after the first heading`)
      if (data.draft === true) problems.push(`${file}: is a draft`)
    }
    expect(problems).toEqual([])
  })

  it('show an excerpt of one or more paragraphs, without headings, and read more after it', () => {
    for (const summary of content.summaries) {
      const post = content.posts[summary.route]
      expect(summary.excerptHtml, summary.slug).toMatch(/^<p>/)
      expect(summary.excerptHtml, summary.slug).not.toMatch(/<h[1-6]/)
      expect(summary.truncated, summary.slug).toBe(true)
      // The excerpt is the start of the post itself.
      const firstParagraph = /<p>[\s\S]*?<\/p>/.exec(summary.excerptHtml)?.[0] ?? ''
      expect(post.html.startsWith(firstParagraph), summary.slug).toBe(true)
    }
  })

  it('each carry a reading time that follows their length', () => {
    for (const file of files) {
      const { content: body, data } = matter(readFileSync(file, 'utf8'))
      const slug = (data.slug as string | undefined) ?? file.replace(/^content\/blog\/\d{4}-\d{2}-\d{2}-|\.mdx$/g, '')
      const minutes = content.posts[`/blog/${slug}`].readingMinutes
      const estimate = countProseWords(body) / 220
      expect(minutes, slug).toBeGreaterThanOrEqual(Math.floor(estimate) - 1)
      expect(minutes, slug).toBeLessThanOrEqual(Math.ceil(estimate) + 1)
      expect(minutes, slug).toBeGreaterThanOrEqual(2)
    }
  })

  it('have a table of contents of their level 2 and 3 headings', () => {
    for (const post of Object.values(content.posts)) {
      expect(post.toc.length, post.slug).toBeGreaterThan(2)
      expect(post.toc.every((item) => item.level === 2 || item.level === 3), post.slug).toBe(true)
      for (const item of post.toc) expect(post.html, `${post.slug}#${item.id}`).toContain(`id="${item.id}"`)
    }
  })

  it('link each post to the next newer and older one', () => {
    expectedOrder.forEach((slug, i) => {
      const post = content.posts[`/blog/${slug}`]
      expect(post.newer?.route ?? null).toBe(i > 0 ? `/blog/${expectedOrder[i - 1]}` : null)
      expect(post.older?.route ?? null).toBe(i < expectedOrder.length - 1 ? `/blog/${expectedOrder[i + 1]}` : null)
    })
  })
})

describe('the blog pages', () => {
  it('list 10, 10 and 9 posts, newest first, with newer and older links', () => {
    const pages = [1, 2, 3].map((n) => getBlogListPage(n, content.summaries))
    expect(pages.map((p) => p?.posts.length)).toEqual([10, 10, 9])
    expect(pages.flatMap((p) => slugsOf(p?.posts ?? []))).toEqual(expectedOrder)
    expect(pages.map((p) => [p?.newer, p?.older])).toEqual([
      [null, '/blog/page/2'],
      ['/blog', '/blog/page/3'],
      ['/blog/page/2', null],
    ])
    expect(getBlogListPage(4, content.summaries)).toBeUndefined()
    expect(getBlogListPage(0, content.summaries)).toBeUndefined()
    expect(content.index.filter((e) => e.kind === 'blog-list').map((e) => e.route)).toEqual(['/blog', '/blog/page/2', '/blog/page/3'])
  })

  it('have a page for every tag of the list, each listing its posts, and a count per tag', () => {
    expect(Object.keys(blogTags).sort()).toEqual(expectedTags)
    const counts = Object.fromEntries(getTagsWithCounts(content.summaries).map((t) => [t.key, t.count]))
    expect(counts).toEqual(Object.fromEntries(expectedTags.map((tag) => [tag, postsTagged(tag).length])))
    expect(counts.feature).toBeGreaterThanOrEqual(1)
    for (const tag of expectedTags) {
      expect(slugsOf(getTagPage(tag, content.summaries)?.posts ?? []), tag).toEqual(postsTagged(tag))
      expect(content.index.some((e) => e.route === `/blog/tags/${tag}` && e.kind === 'blog-tag'), tag).toBe(true)
    }
    expect(getTagPage('no-such-tag', content.summaries)).toBeUndefined()
  })

  it('group the sidebar and the archive by year, newest first, with every post', () => {
    const sidebar = getBlogSidebar(content.summaries)
    expect(sidebar.map((g) => g.year)).toEqual(['2025', '2024', '2023'])
    expect(sidebar.flatMap((g) => slugsOf(g.posts))).toEqual(expectedOrder)
    expect(sidebar.map((g) => g.posts.length)).toEqual([5, 12, 12])
    const archive = getBlogArchive(content.summaries)
    for (const group of archive) expect(group.posts.every((p) => p.date.startsWith(group.year)), group.year).toBe(true)
    expect(archive.flatMap((g) => slugsOf(g.posts))).toEqual(expectedOrder)
  })

  it('list each author with their posts', () => {
    const authors = getAuthorsWithPosts(content.summaries)
    expect(authors.map((a) => a.author.name)).toEqual(['AT Protocol Team'])
    expect(slugsOf(authors[0].posts)).toEqual(expectedOrder)
  })
})

describe('the blog feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'entry', 'category', 'link', 'dc:creator', 'author'].includes(name) })
  let feeds: { rss: string; atom: string; json: string }
  const url = (route: string) => new URL(route, site.url).href
  const day = (date: string) => new Date(date).toISOString().slice(0, 10)
  beforeAll(() => {
    feeds = buildFeeds(content.summaries, content.feeds)
  })

  /** What every entry must say, whatever the format: newest first, each post's link and date. */
  const expected = () => content.summaries.map((s) => ({ title: s.title, link: url(s.route), date: s.date }))

  const expectReaderReady = (html: string, where: string) => {
    expect(html, where).not.toMatch(/(href|src)="[/#]/)
    expect(html, where).not.toContain('class="copy-button"')
    expect(html, where).not.toContain('class="hash-link"')
  }

  it('RSS 2.0: well-formed, every post with its link, date, author and tags', () => {
    expect(XMLValidator.validate(feeds.rss)).toBe(true)
    const rss = parser.parse(feeds.rss).rss
    expect(rss['@version']).toBe('2.0')
    const channel = rss.channel
    expect(channel.link).toEqual([url('/blog')])
    expect(channel['atom:link']['@href']).toBe(url('/blog/rss.xml'))
    const items: Record<string, unknown>[] = channel.item
    expect(items.map((i) => ({ title: i.title, link: (i.link as string[])[0], date: day(i.pubDate as string) }))).toEqual(expected())
    items.forEach((item, n) => {
      const summary = content.summaries[n]
      expect(item['dc:creator']).toEqual(['AT Protocol Team'])
      expect(item.author).toBeUndefined()
      expect((item.category as { '#text': string }[] | undefined)?.map((c) => c['#text']) ?? []).toEqual(summary.tags.map((t) => t.label))
      expect(item.description).toBe(summary.description)
      expectReaderReady(item['content:encoded'] as string, summary.slug)
    })
  })

  it('Atom 1.0: well-formed, every post with its id, link, dates, author and content', () => {
    expect(XMLValidator.validate(feeds.atom)).toBe(true)
    const feed = parser.parse(feeds.atom).feed
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.updated.slice(0, 10)).toBe(content.summaries[0].date)
    expect(feed.link.find((l: Record<string, string>) => l['@rel'] === 'self')['@href']).toBe(url('/blog/atom.xml'))
    const entries: Record<string, unknown>[] = feed.entry
    expect(entries.map((e) => ({ title: (e.title as { '#text': string })['#text'], link: (e.link as Record<string, string>[])[0]['@href'], date: day(e.published as string) }))).toEqual(expected())
    entries.forEach((entry, n) => {
      const summary = content.summaries[n]
      expect(entry.id).toBe(url(summary.route))
      expect(day(entry.updated as string)).toBe(summary.date)
      expect((entry.author as { name: string }[]).map((a) => a.name)).toEqual(['AT Protocol Team'])
      expectReaderReady((entry.content as { '#text': string })['#text'], summary.slug)
    })
  })

  it('JSON Feed: every post with its id, link, dates, tags and content', () => {
    const feed = JSON.parse(feeds.json)
    expect(feed.version).toBe('https://jsonfeed.org/version/1')
    expect(feed.feed_url).toBe(url('/blog/feed.json'))
    expect(feed.home_page_url).toBe(url('/blog'))
    const items: Record<string, unknown>[] = feed.items
    expect(items.map((i) => ({ title: i.title, link: i.url, date: day(i.date_published as string) }))).toEqual(expected())
    items.forEach((item, n) => {
      const summary = content.summaries[n]
      expect(item.id).toBe(url(summary.route))
      expect(item.tags).toEqual(summary.tags.map((t) => t.label))
      expect(item.author).toEqual({ name: 'AT Protocol Team', url: 'https://atproto.com' })
      expectReaderReady(item.content_html as string, summary.slug)
    })
  })
})
