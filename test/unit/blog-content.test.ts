import { existsSync, readFileSync } from 'node:fs'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import matter from 'gray-matter'
import { globSync } from 'tinyglobby'
import { beforeAll, describe, expect, it } from 'vitest'
import { blogTags } from '../../app/config/blog.ts'
import { site } from '../../app/config/site.ts'
import type { SiteContent } from '../../app/content/.server/assemble.ts'
import { getAuthorsWithPosts, getBlogArchive, getBlogListPages, getBlogSidebar, getTagPage, getTagsWithCounts } from '../../app/content/.server/blog-lists.ts'
import { buildContent } from '../../app/content/.server/build.ts'
import type { BlogPostData } from '../../app/content/types.ts'
import routes from '../../app/routes.ts'
import { countProseWords } from '../../scripts/content-stats.ts'
import { buildFeeds } from '../../app/content/.server/generated-files.ts'
import { authorOf, expectedOrder, expectedPosts, expectedTags, originalCode, originalFigures, originalUpdateNotes, originalWords, postsTagged } from '../support/blog-posts.ts'
import { excerptOf, pageOf } from './fixture.ts'

/** The real blog, compiled once from content/blog with the real build. */
let content: SiteContent
beforeAll(async () => {
  const result = await buildContent({ root: process.cwd(), routeConfig: routes })
  expect(result.problems).toEqual([])
  content = result.content
}, 600_000)

const slugsOf = (posts: { route: string }[]) => posts.map((p) => p.route.replace('/blog/', ''))

describe('the blog posts', () => {
  it('are the 37 of the issues’ table, with its slugs, dates, tags and the originals’ titles, newest first', () => {
    const bySlug = new Map(content.summaries.map((s) => [s.slug, s]))
    expect(content.summaries.map((s) => s.slug)).toEqual(expectedOrder)
    for (const post of expectedPosts) {
      const summary = bySlug.get(post.slug)
      expect({ slug: post.slug, date: summary?.date, tags: summary?.tags.map((t) => t.key), title: summary?.title }).toEqual(post)
    }
  })

  it('are by the AT Protocol Team, except the guest post credited to its writer, each described in authors.yml', () => {
    for (const summary of content.summaries) {
      const expected = authorOf(summary.slug)
      expect(summary.authors.map((a) => a.key), summary.slug).toEqual([expected.key])
      expect(summary.authors[0], summary.slug).toMatchObject({ name: expected.name, url: expected.url, image: expect.stringMatching(/^\/img\/authors\/[a-z-]+\.svg$/) })
    }
  })

  const files = globSync('content/blog/*.mdx').sort()

  const slugOf = (file: string, data: Record<string, unknown>) => (data.slug as string | undefined) ?? file.replace(/^content\/blog\/\d{4}-\d{2}-\d{2}-|\.mdx$/g, '')

  it('each have half to one and a half times their original’s words of prose (code not counted), and one truncate marker before the first heading', () => {
    expect(files).toHaveLength(expectedPosts.length)
    const problems: string[] = []
    for (const file of files) {
      const { content: body, data } = matter(readFileSync(file, 'utf8'))
      const words = countProseWords(body)
      // A post keeps its original's scope: told in other words, shorter or longer, never another story's length.
      const original = originalWords[slugOf(file, data)]
      const [min, max] = [Math.floor(original * 0.5), Math.ceil(original * 1.5)]
      if (original === undefined) problems.push(`${file}: no word count of its original in test/support/blog-posts.ts`)
      else if (words < min || words > max) problems.push(`${file}: ${words} words, outside ${min}–${max}`)
      const markers = body.match(/^\{\/\* truncate \*\/\}$/gm) ?? []
      if (markers.length !== 1) problems.push(`${file}: ${markers.length} truncate markers`)
      const marker = body.indexOf('{/* truncate */}')
      const heading = body.search(/^#{2,3} /m)
      if (heading !== -1 && marker > heading) problems.push(`${file}: the truncate marker comes after the first heading`)
      if (data.draft === true) problems.push(`${file}: is a draft`)
    }
    expect(problems).toEqual([])
  })

  it('show a figure where their original had an image, each a described image of this site with a caption', () => {
    for (const summary of content.summaries) {
      const { html } = pageOf<BlogPostData>(content, summary.route)
      const figures = [...html.matchAll(/<figure>([\s\S]*?)<\/figure>/g)].map((m) => m[1])
      expect(figures.length, summary.slug).toBe(originalFigures[summary.slug] ?? 0)
      for (const figure of figures) {
        expect(figure, summary.slug).toMatch(/^<p><a href="(\/img\/blog\/[a-z0-9-]+\/[a-z0-9-]+\.svg)" class="image-link"><img src="\1" alt="[^"]{40,}" width="\d+" height="\d+" loading="lazy"/)
        expect(figure, summary.slug).toMatch(/<figcaption>[^<]{10,}<\/figcaption>$/)
      }
    }
  })

  it('show an excerpt of one or more paragraphs, without headings, and read more after it', () => {
    for (const summary of content.summaries) {
      const post = pageOf<BlogPostData>(content, summary.route)
      const excerpt = excerptOf(content, summary.route) ?? ''
      expect(excerpt, summary.slug).toMatch(/^<p>/)
      expect(excerpt, summary.slug).not.toMatch(/<h[1-6]/)
      expect(summary.truncated, summary.slug).toBe(true)
      // The excerpt is the start of the post itself.
      const firstParagraph = /<p>[\s\S]*?<\/p>/.exec(excerpt)?.[0] ?? ''
      expect(post.html.startsWith(firstParagraph), summary.slug).toBe(true)
    }
  })

  it('each carry a reading time that follows their length', () => {
    for (const file of files) {
      const { content: body, data } = matter(readFileSync(file, 'utf8'))
      const slug = slugOf(file, data)
      const minutes = pageOf<BlogPostData>(content, `/blog/${slug}`).readingMinutes
      const estimate = countProseWords(body) / 220
      expect(minutes, slug).toBeGreaterThanOrEqual(Math.floor(estimate) - 1)
      expect(minutes, slug).toBeLessThanOrEqual(Math.ceil(estimate) + 1)
      // A post of a short original (under 400 words) may take a minute; the others take two or more.
      expect(minutes, slug).toBeGreaterThanOrEqual(originalWords[slug] < 400 ? 1 : 2)
    }
  })

  it('have a table of contents of exactly their level 2 and 3 headings (as many as their originals have: some none)', () => {
    for (const post of content.summaries.map((summary) => pageOf<BlogPostData>(content, summary.route))) {
      expect(post.toc.length, post.slug).toBe([...post.html.matchAll(/<h[23] id="/g)].length)
      expect(post.toc.every((item) => item.level === 2 || item.level === 3), post.slug).toBe(true)
      for (const item of post.toc) expect(post.html, `${post.slug}#${item.id}`).toContain(`id="${item.id}"`)
    }
  })

  it('link each post to the next newer and older one', () => {
    expectedOrder.forEach((slug, i) => {
      const post = pageOf<BlogPostData>(content, `/blog/${slug}`)
      expect(post.newer?.route ?? null).toBe(i > 0 ? `/blog/${expectedOrder[i - 1]}` : null)
      expect(post.older?.route ?? null).toBe(i < expectedOrder.length - 1 ? `/blog/${expectedOrder[i + 1]}` : null)
    })
  })
})

describe('the blog pages', () => {
  it('list 10, 10, 10 and 7 posts, newest first, with newer and older links', () => {
    const pages = getBlogListPages(content.summaries, 10)
    expect(pages.map((p) => p?.posts.length)).toEqual([10, 10, 10, 7])
    expect(pages.flatMap((p) => slugsOf(p?.posts ?? []))).toEqual(expectedOrder)
    expect(pages.map((p) => [p?.newer, p?.older])).toEqual([
      [null, '/blog/page/2'],
      ['/blog', '/blog/page/3'],
      ['/blog/page/2', '/blog/page/4'],
      ['/blog/page/3', null],
    ])
    expect(content.index.filter((e) => e.kind === 'blog-list').map((e) => e.route)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4'])
  })

  it('have a page for every tag of the list, each listing its posts, and a count per tag', () => {
    expect(Object.keys(blogTags).sort()).toEqual(expectedTags)
    const counts = Object.fromEntries(getTagsWithCounts(content.summaries).map((t) => [t.key, t.count]))
    expect(counts).toEqual(Object.fromEntries(expectedTags.map((tag) => [tag, postsTagged(tag).length])))
    expect(counts.feature).toBeGreaterThanOrEqual(1)
    for (const tag of expectedTags) {
      expect(slugsOf(getTagPage(tag as keyof typeof blogTags, content.summaries).posts), tag).toEqual(postsTagged(tag))
      expect(content.index.some((e) => e.route === `/blog/tags/${tag}` && e.kind === 'blog-tag'), tag).toBe(true)
    }
  })

  it('group the sidebar and the archive by year, newest first, with every post', () => {
    const sidebar = getBlogSidebar(content.summaries)
    expect(sidebar.map((g) => g.year)).toEqual(['2026', '2025', '2024', '2023'])
    expect(sidebar.flatMap((g) => slugsOf(g.posts))).toEqual(expectedOrder)
    expect(sidebar.map((g) => g.posts.length)).toEqual([1, 12, 12, 12])
    const archive = getBlogArchive(content.summaries)
    for (const group of archive) expect(group.posts.every((p) => p.date.startsWith(group.year)), group.year).toBe(true)
    expect(archive.flatMap((g) => slugsOf(g.posts))).toEqual(expectedOrder)
  })

  it('list each author with their posts', () => {
    const authors = getAuthorsWithPosts(content.summaries)
    expect(authors.map((a) => a.author.name)).toEqual(['AT Protocol Team', 'Cooper Edmunds'])
    expect(slugsOf(authors[0].posts)).toEqual(expectedOrder.filter((slug) => slug !== 'skygaze-hackathon'))
    expect(slugsOf(authors[1].posts)).toEqual(['skygaze-hackathon'])
    expect(authors[1].author.title).toBe('Skygaze')
  })
})

describe('the blog feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'entry', 'category', 'link', 'dc:creator', 'author'].includes(name) })
  let feeds: { rss: string; atom: string; json: string }
  const url = (route: string) => new URL(route, site.url).href
  const day = (date: string) => new Date(date).toISOString().slice(0, 10)
  beforeAll(() => {
    feeds = buildFeeds(content.summaries, Object.fromEntries(content.feeds))
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
      expect(item['dc:creator']).toEqual([authorOf(summary.slug).name])
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
      expect((entry.author as { name: string }[]).map((a) => a.name)).toEqual([authorOf(summary.slug).name])
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
      expect(item.author).toEqual({ name: authorOf(summary.slug).name, url: authorOf(summary.slug).url })
      expectReaderReady(item.content_html as string, summary.slug)
    })
  })
})

describe('what the posts keep of their originals', () => {
  const post = (slug: string) => pageOf<BlogPostData>(content, `/blog/${slug}`)
  /** The HTML before the first level 2 heading: where a reader meets an update note. */
  const top = (slug: string) => post(slug).html.split('<h2')[0]
  const asides = (html: string) => [...html.matchAll(/<aside class="admonition[^"]*"[^>]*>([\s\S]*?)<\/aside>/g)].map((m) => m[1])
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  /** Every code block of a post, as its language and plain text. */
  const codeBlocks = (slug: string) =>
    [...post(slug).html.matchAll(/<figure class="code-block" data-language="([^"]+)">([\s\S]*?)<\/figure>/g)].map((m) => ({
      language: m[1],
      code: text(m[2].replace(/<div class="code-title">[\s\S]*?<\/div>/, '')),
    }))

  it.each(['atproto-grants', 'atproto-grants-recipients', 'label-grants'])('%s says at the top that the program no longer takes applications, and links no application form', (slug) => {
    const notes = asides(top(slug)).map(text)
    expect(notes.some((note) => /Update, 2025/.test(note) && /not taking any more grant applications/.test(note)), slug).toBe(true)
    const hrefs = [...post(slug).html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    expect(hrefs.filter((href) => /docs\.google\.com\/forms|forms\.gle|\/viewform/.test(href)), slug).toEqual([])
  })

  it('relay-ops says at the top that it was partly not implemented and is superseded by relay-sync-updates', () => {
    const [note] = asides(top('relay-ops'))
    expect(note).toContain('href="/blog/relay-sync-updates"')
    expect(text(note)).toMatch(/May 2025:.*superseded by Relay Updates for Sync v1\.1/)
    expect(text(note)).toMatch(/January 2025:.*many of the operational changes described below were not implemented/)
  })

  it('credits the Skygaze hackathon post to its guest author, Cooper Edmunds of Skygaze, in the byline and the opening', () => {
    const hackathon = post('skygaze-hackathon')
    expect(hackathon.authors).toEqual([{ key: 'cooper-edmunds', name: 'Cooper Edmunds', title: 'Skygaze', url: 'https://skygaze.io', image: '/img/authors/cooper-edmunds.svg' }])
    expect(text(hackathon.html.split('</p>')[0])).toBe(
      'Skygaze, the team behind the For You feed, wrote this guest post. For You is a custom feed that learns what you like; you can try it at https://skygaze.io/feed.',
    )
    expect(existsSync(`public${hackathon.authors[0].image}`)).toBe(true)
  })

  /** The titles of the admonitions in some HTML (each aside is labelled with its title). */
  const noteTitles = (html: string) => [...html.matchAll(/<aside class="admonition[^"]*" aria-label="([^"]*)"/g)].map((m) => text(m[1]))

  it('have code only where their originals had code, and an "Updated code" note only where there was code to update', () => {
    const problems: string[] = []
    for (const summary of content.summaries) {
      const blocks = codeBlocks(summary.slug)
      const updated = noteTitles(post(summary.slug).html).filter((title) => title.startsWith('Updated'))
      if (originalCode[summary.slug]) continue
      if (blocks.length > 0) problems.push(`${summary.slug}: ${blocks.length} code blocks, but its original had no code`)
      if (updated.length > 0) problems.push(`${summary.slug}: an "Updated code" note, but its original had no code`)
    }
    expect(problems).toEqual([])
    // The list is not vacuous: the posts whose originals had code still show code.
    for (const slug of Object.keys(originalCode)) expect(codeBlocks(slug).length, slug).toBeGreaterThan(0)
  })

  /** "Update, 2025", "Update, May 2024", "Later updates": a note on what happened after the post. */
  const isUpdateNote = /^(later )?updates?(, .*)?$/i

  it('carry a later "Update" note only where the original carries one', () => {
    const problems: string[] = []
    for (const summary of content.summaries) {
      const updates = noteTitles(post(summary.slug).html).filter((title) => isUpdateNote.test(title))
      if (updates.length > 0 && !originalUpdateNotes.includes(summary.slug)) problems.push(`${summary.slug}: ${updates[0].slice(0, 60)}…`)
    }
    expect(problems).toEqual([])
    for (const slug of originalUpdateNotes) expect(noteTitles(top(slug)).some((title) => isUpdateNote.test(title)), slug).toBe(true)
  })

  /**
   * A post's samples show the API as it was when the post was written, as its original's did: none
   * uses anything that did not exist yet. `since` is the first day it existed, from the package's
   * changelog and the atproto sources.
   */
  const laterApis = [
    { pattern: /new AtpAgent\(/, since: '2024-08-12' }, // helpers moved onto AtpAgent in 0.13.0
    { pattern: /\.assertDid\b/, since: '2024-08-13' }, // 0.13.4
    { pattern: /\bagent\.did\b/, since: '2024-08-12' }, // 0.13.0; before, agent.session.did
    { pattern: /\.configureLabelers\(/, since: '2024-08-12' }, // renamed in 0.13.0
    { pattern: /public\.api\.bsky\.app/, since: '2023-11-24' }, // logged-out AppView reads (atproto#1884)
    { pattern: /\breasons:\s*\[/, since: '2024-08-13' }, // listNotifications filter, 0.13.20
    { pattern: /\$Typed|asPredicate/, since: '2025-02-13' }, // 0.14.0
  ]

  it('show in their samples only what the API had on the day they were written, with no "Updated" note', () => {
    const anachronisms: string[] = []
    let checked = 0
    for (const summary of content.summaries) {
      const code = codeBlocks(summary.slug)
        .filter((b) => ['ts', 'tsx', 'typescript', 'js', 'javascript'].includes(b.language))
        .map((b) => b.code)
        .join('\n')
      if (code) checked++
      for (const api of laterApis) if (summary.date < api.since && api.pattern.test(code)) anachronisms.push(`${summary.slug} (${summary.date}) uses ${api.pattern}`)
      if (asides(post(summary.slug).html).map(text).some((note) => note.startsWith('Updated'))) anachronisms.push(`${summary.slug}: an "Updated" note`)
    }
    expect(anachronisms).toEqual([])
    // Not vacuous: ts-api-refactor and the 0.14.0 release notes, at least, show TypeScript.
    expect(checked).toBeGreaterThanOrEqual(2)
  })

  const hrefsOf = (slug: string) => [...post(slug).html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])

  it('call-for-developers keeps its original’s scope: a short call with the developer form, the protocol site and the showcase', () => {
    const call = post('call-for-developers')
    expect(call.toc).toEqual([])
    expect(codeBlocks('call-for-developers')).toEqual([])
    expect(hrefsOf('call-for-developers')).toEqual(['https://forms.gle/gHe4cyBrGCGRzqZt7', 'https://atproto.com/', '/showcase/'])
    expect(text(call.html)).toMatch(/invite code/)
  })

  it('create-post links the complete script, as the original did', () => {
    expect(hrefsOf('create-post')).toContain('https://github.com/bluesky-social/atproto-website/blob/main/examples/create_bsky_post.py')
  })

  it('jetstream lists its filters as its original does, without the wrong claim that they apply to commits alone', () => {
    const prose = text(post('jetstream').html)
    // The original only lists the filters; ours must not add the claim that they apply to commits alone.
    expect(prose).toMatch(/filter by collection \(NSID\) or by repo \(DID\)/)
    expect(prose).not.toMatch(/filters only apply to commits/i)
    expect(prose).not.toMatch(/every subscriber receives/i)
  })

  it('skygaze-hackathon does not have third-party labelers before they launched: the labeler interface is still to come', () => {
    const prose = text(post('skygaze-hackathon').html)
    expect(prose).not.toMatch(/label content without asking/)
    expect(prose).toMatch(/in theory would slot neatly into the interface for 3rd party moderation labelers/)
  })

  it('api-v0-14-0-release-notes has no "Deprecated APIs" section: its original has none', () => {
    const { toc } = post('api-v0-14-0-release-notes')
    expect(toc.map((item) => item.text)).not.toContain('Deprecated APIs')
    expect(toc.length).toBeGreaterThan(2)
  })

  // Their originals end without a pointer to the docs; the docs explain what they announce on their own pages.
  it.each(['introducing-tap', 'incoming-migration', 'plc-directory-org', 'relay-rollout'])('%s adds no link to our docs that its original did not have', (slug) => {
    expect(hrefsOf(slug).filter((href) => href.startsWith('/docs/'))).toEqual([])
  })

  it('create-post walks through raw HTTP as its original did: HTTPie for the session and the first post, Python requests for the rest', () => {
    const blocks = codeBlocks('create-post')
    const httpie = blocks.filter((b) => ['sh', 'bash'].includes(b.language) && /^http POST /m.test(b.code)).map((b) => b.code)
    expect(httpie.some((code) => code.includes('/xrpc/com.atproto.server.createSession'))).toBe(true)
    expect(httpie.some((code) => code.includes('/xrpc/com.atproto.repo.createRecord') && code.includes('Authorization:'))).toBe(true)
    const python = blocks.filter((b) => b.language === 'python').map((b) => b.code).join('\n')
    expect(python).toContain('import requests')
    for (const method of ['com.atproto.server.createSession', 'com.atproto.repo.createRecord', 'com.atproto.identity.resolveHandle', 'com.atproto.repo.getRecord', 'com.atproto.repo.uploadBlob']) {
      expect(python, method).toContain(`/xrpc/${method}`)
    }
    // It is about the wire, not an SDK: no TypeScript, and no SDK imported.
    expect(blocks.filter((b) => b.language === 'ts' || b.language === 'tsx')).toEqual([])
    expect(python).not.toMatch(/from atproto import|import atproto/)
  })
})
