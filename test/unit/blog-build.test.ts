import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogConfig } from '../../app/config/blog.ts'
import { getReadingMinutes, groupByYear, paginate } from '../../app/content/.server/blog-posts.ts'
import { buildContent, type LastGood } from '../../app/content/.server/build.ts'
import { formatLocation } from '../../app/content/.server/markdown/problems.ts'
import { blogPageRoute } from '../../app/content/routes.ts'
import type { BlogPostData } from '../../app/content/types.ts'
import routes from '../../app/routes.ts'
import { doc, excerptOf, makeFixture, pageOf } from './fixture.ts'

const authorsYml = `team:
  name: Example Team
  title: Protocol developers
  url: https://example.com
  image: /img/authors/team.svg
guest:
  name: Guest Writer
  title: Community member
  url: https://example.org
  image: /img/authors/guest.svg
`

/** The authors' images, which the build checks exist under public/. */
const authorImages = { 'public/img/authors/team.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>', 'public/img/authors/guest.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>' }

/** A post file; `extra` is more front matter, and may replace the default author. */
function post(title: string, body: string, extra = ''): string {
  const authors = extra.includes('authors:') ? '' : 'authors: [team]\n'
  return `---\ntitle: ${title}\ndescription: About ${title}.\n${authors}${extra}---\n\n${body}\n`
}

async function buildBlog(files: Record<string, string>, includeDrafts = false) {
  // A site needs one docs page for its sidebar; the rest is blog.
  const fixture = makeFixture({ 'content/docs/get-started.mdx': doc('Get started'), 'content/blog/authors.yml': authorsYml, ...authorImages, ...files })
  const sidebarConfig = { docs: [{ type: 'doc' as const, id: 'get-started' }] }
  const result = await buildContent({ root: fixture.root, routeConfig: routes, apiReference: null, sidebarConfig, navbar: [], includeDrafts })
  return { ...result, errors: result.problems.map(formatLocation) }
}

describe('blog pagination and grouping', () => {
  it('cuts a list into pages of the given size, the last one holding the rest', () => {
    const items = Array.from({ length: 37 }, (_, i) => i)
    expect(paginate(items, 10).map((page) => page.length)).toEqual([10, 10, 10, 7])
    expect(paginate(items, 10)[3]).toEqual([30, 31, 32, 33, 34, 35, 36])
    expect(paginate(items.slice(0, 20), 10).map((page) => page.length)).toEqual([10, 10])
    // No posts still makes one (empty) first page, so /blog exists.
    expect(paginate([], 10)).toEqual([[]])
  })

  it('puts page 1 at /blog and the others under /blog/page/N', () => {
    expect([1, 2, 3, 4].map(blogPageRoute)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4'])
  })

  it('groups posts by year, newest year first, keeping each year’s order', () => {
    const posts = [
      { date: '2025-05-09', slug: 'e' },
      { date: '2025-01-10', slug: 'd' },
      { date: '2023-12-04', slug: 'b' },
      { date: '2024-11-18', slug: 'c' },
      { date: '2023-06-08', slug: 'a' },
    ]
    expect(groupByYear(posts).map((g) => [g.year, g.posts.map((p) => p.slug)])).toEqual([
      ['2025', ['e', 'd']],
      ['2024', ['c']],
      ['2023', ['b', 'a']],
    ])
    expect(groupByYear([])).toEqual([])
  })
})

describe('reading time', () => {
  it('is the word count over the reading speed, rounded, at least one minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
    expect(blogConfig.wordsPerMinute).toBe(220)
    expect(getReadingMinutes('')).toBe(1)
    expect(getReadingMinutes(words(100))).toBe(1)
    expect(getReadingMinutes(words(440))).toBe(2)
    expect(getReadingMinutes(words(1100))).toBe(5)
    // Any run of whitespace separates words.
    expect(getReadingMinutes(`${words(330)}\n\n\t ${words(330)}`)).toBe(3)
  })
})

describe('blog build', () => {
  const four = {
    'content/blog/2024-01-02-second.mdx': post('Second', 'Intro of the second post.\n\n{/* truncate */}\n\n## Details\n\nThe rest of the second post.', 'tags: [guide, feature]\n'),
    'content/blog/2024-03-01-third/index.mdx': post('Third', 'A post in a folder.\n\nIts second paragraph.'),
    'content/blog/2023-12-31-first.mdx': post('First', 'The oldest post.'),
    'content/blog/renamed.mdx': post('Fourth', 'Dated and named by its front matter.', 'date: 2025-02-01\nslug: fourth-post\nauthors: [team, guest]\n'),
  }

  it('dates and names posts from the file name or the front matter, newest first, with newer/older links', async () => {
    const { errors, content } = await buildBlog(four)
    expect(errors).toEqual([])
    const summaries = content.summaries
    expect(summaries.map((s) => [s.date, s.route])).toEqual([
      ['2025-02-01', '/blog/fourth-post'],
      ['2024-03-01', '/blog/third'],
      ['2024-01-02', '/blog/second'],
      ['2023-12-31', '/blog/first'],
    ])
    expect(summaries[0].authors.map((a) => a.name)).toEqual(['Example Team', 'Guest Writer'])
    expect(summaries[2].tags.map((t) => [t.key, t.label, t.route])).toEqual([
      ['guide', 'Guide', '/blog/tags/guide'],
      ['feature', 'Feature', '/blog/tags/feature'],
    ])
    const third = pageOf<BlogPostData>(content, '/blog/third')
    expect(third.newer).toEqual({ title: 'Fourth', route: '/blog/fourth-post' })
    expect(third.older).toEqual({ title: 'Second', route: '/blog/second' })
    expect(pageOf<BlogPostData>(content, '/blog/fourth-post').newer).toBeNull()
    expect(pageOf<BlogPostData>(content, '/blog/first').older).toBeNull()
    // Every list page, the archive, authors, tags and each tag of the typed list get a route.
    const routes = content.index.filter((e) => e.kind.startsWith('blog')).map((e) => e.route)
    expect(routes).toEqual(expect.arrayContaining(['/blog', '/blog/archive', '/blog/authors', '/blog/tags', '/blog/tags/feature', '/blog/tags/pds', '/blog/third']))
  })

  it('takes the excerpt up to the truncate marker, or else the first paragraph', async () => {
    const { content } = await buildBlog(four)
    const second = pageOf<BlogPostData>(content, '/blog/second')
    expect(excerptOf(content, '/blog/second')).toBe('<p>Intro of the second post.</p>')
    expect(second.truncated).toBe(true)
    expect(second.html).toContain('The rest of the second post.')
    expect(second.toc).toEqual([{ id: 'details', text: 'Details', level: 2 }])
    const third = pageOf<BlogPostData>(content, '/blog/third')
    expect(excerptOf(content, '/blog/third')).toBe('<p>A post in a folder.</p>')
    expect(third.truncated).toBe(true)
    const first = pageOf<BlogPostData>(content, '/blog/first')
    expect(excerptOf(content, '/blog/first')).toBe('<p>The oldest post.</p>')
    expect(first.truncated).toBe(false)
  })

  it('leaves drafts out of production builds and keeps them for npm run dev', async () => {
    const files = { ...four, 'content/blog/2025-06-01-unfinished.mdx': post('Unfinished', 'Not ready.', 'draft: true\n') }
    const production = await buildBlog(files)
    expect(production.errors).toEqual([])
    expect(production.content.summaries.map((s) => s.slug)).not.toContain('unfinished')
    expect(production.content.index.map((e) => e.route)).not.toContain('/blog/unfinished')
    expect(pageOf<BlogPostData>(production.content, '/blog/fourth-post').newer).toBeNull()
    const dev = await buildBlog(files, true)
    expect(dev.content.summaries[0].route).toBe('/blog/unfinished')
  })

  it('gives a post its revision date only when the front matter sets last_update, and refuses one before publication', async () => {
    const { errors, content } = await buildBlog({ ...four, 'content/blog/2024-01-02-second.mdx': post('Second', 'Revised.', 'last_update:\n  date: 2024-06-30\n') })
    expect(errors).toEqual([])
    expect(pageOf<BlogPostData>(content, '/blog/second').updated).toBe('2024-06-30')
    expect(pageOf<BlogPostData>(content, '/blog/third')).not.toHaveProperty('updated')
    // The lists do not carry it: only the post's own page (its structured data) uses it.
    expect(content.summaries.find((s) => s.slug === 'second')).not.toHaveProperty('updated')
    const early = await buildBlog({ 'content/blog/2024-01-02-early.mdx': post('Early', 'Text.', 'last_update:\n  date: 2023-12-01\n') })
    expect(early.errors).toEqual([
      `content/blog/2024-01-02-early.mdx:5:1: front matter field "last_update": date 2023-12-01 is before the post's date 2024-01-02; a revision comes after publication`,
    ])
    const wrong = await buildBlog({ 'content/blog/2024-01-02-wrong.mdx': post('Wrong', 'Text.', 'last_update:\n  author: someone\n') })
    expect(wrong.errors).toEqual([
      'content/blog/2024-01-02-wrong.mdx:5:1: front matter field "last_update.date": a date is needed, YYYY-MM-DD.',
      expect.stringMatching(/^content\/blog\/2024-01-02-wrong\.mdx:5:1: front matter field "last_update": Unrecognized key: "author"/),
    ])
  })

  it('reports unknown tags and authors, and a post without a date, by file', async () => {
    const { errors } = await buildBlog({
      'content/blog/2024-01-01-bad.mdx': post('Bad', 'Text.', 'tags: [guide, nonsense]\nauthors: [nobody]\n'),
      'content/blog/undated.mdx': post('Undated', 'Text.'),
    })
    expect(errors).toEqual([
      expect.stringMatching(/^content\/blog\/2024-01-01-bad\.mdx:4:1: front matter field "tags": unknown tag "nonsense"; known tags are community, feature, /),
      'content/blog/2024-01-01-bad.mdx:5:1: front matter field "authors": "nobody" is not a key of content/blog/authors.yml',
      'content/blog/undated.mdx:1:1: no date: name the file YYYY-MM-DD-slug.mdx or set "date" in the front matter',
    ])
  })
  it('reports a tag or an author listed twice, which would show twice', async () => {
    const { errors } = await buildBlog({ 'content/blog/2024-01-01-twice.mdx': post('Twice', 'Text.', 'tags: [guide, guide]\nauthors: [team, guest, team]\n') })
    expect(errors).toEqual([
      'content/blog/2024-01-01-twice.mdx:4:1: front matter field "tags": "guide" is listed twice; list each once.',
      'content/blog/2024-01-01-twice.mdx:5:1: front matter field "authors": "team" is listed twice; list each once.',
    ])
  })

  it('reports a post whose front matter is wrong once, not again at each link to it by route or by file', async () => {
    const { errors, warnings } = await buildBlog({
      'content/docs/get-started.mdx': doc('Get started', 'Read [the post](/blog/hello) or [its file](../blog/2024-01-01-hello.mdx).'),
      'content/blog/2024-01-01-hello.mdx': post('Hello', 'Text.', 'authors: []\n'),
    })
    expect(errors).toEqual(['content/blog/2024-01-01-hello.mdx:4:1: front matter field "authors": a post needs at least one author.'])
    expect(warnings.filter((warning) => warning.includes('markdown link'))).toEqual([])
  })

  it('reports a broken authors.yml once, at its entry or line, not again at every post that names its authors', async () => {
    const twoPosts = { 'content/blog/2024-01-01-one.mdx': post('One', 'Text.'), 'content/blog/2024-01-02-two.mdx': post('Two', 'Text.', 'authors: [team, guest, nobody]\n') }
    const notYaml = await buildBlog({ ...twoPosts, 'content/blog/authors.yml': `${authorsYml}extra: [unclosed\n` })
    expect(notYaml.errors).toEqual([expect.stringMatching(/^content\/blog\/authors\.yml:1[12]:\d+: not valid YAML: /)])
    // A broken entry is reported at its line; a key that is not in the file at all still is, at the post.
    const noImage = await buildBlog({ ...twoPosts, 'content/blog/authors.yml': authorsYml.replace('  image: /img/authors/guest.svg\n', '') })
    expect(noImage.errors).toEqual([
      expect.stringMatching(/^content\/blog\/authors\.yml:6:1: author "guest", field "image": /),
      'content/blog/2024-01-02-two.mdx:4:1: front matter field "authors": "nobody" is not a key of content/blog/authors.yml',
    ])
  })

  it('checks that an author’s image exists under public/, or is an https address', async () => {
    const onePost = { 'content/blog/2024-01-02-two.mdx': post('Two', 'Text.', 'authors: [team, guest]\n') }
    const typo = await buildBlog({ ...onePost, 'content/blog/authors.yml': authorsYml.replace('/img/authors/guest.svg', '/img/author/guest.svg') })
    expect(typo.errors).toEqual(['content/blog/authors.yml:6:1: author "guest", field "image": /img/author/guest.svg does not exist: site images live in public/ (public/img/author/guest.svg)'])
    const relative = await buildBlog({ ...onePost, 'content/blog/authors.yml': authorsYml.replace('/img/authors/guest.svg', 'img/guest.svg') })
    expect(relative.errors).toEqual(['content/blog/authors.yml:6:1: author "guest", field "image": "img/guest.svg" is not a site path inside public/ (/img/authors/…) nor an https address'])
    const outside = await buildBlog({ ...onePost, 'content/blog/authors.yml': authorsYml.replace('/img/authors/guest.svg', '/img/../../package.json') })
    expect(outside.errors).toEqual([expect.stringContaining('author "guest", field "image": "/img/../../package.json" is not a site path inside public/')])
    const remote = await buildBlog({ ...onePost, 'content/blog/authors.yml': authorsYml.replace('/img/authors/guest.svg', 'https://example.org/guest.png') })
    expect(remote.errors).toEqual([])
  })

  it('keeps the last good authors in npm run dev while authors.yml is broken', async () => {
    const lastGood: LastGood = { sources: new Map(), compiled: new Map() }
    const fixture = makeFixture({ 'content/docs/get-started.mdx': doc('Get started'), 'content/blog/authors.yml': authorsYml, ...authorImages, 'content/blog/2024-01-02-two.mdx': post('Two', 'Text.', 'authors: [team, guest]\n') })
    const build = () => buildContent({ root: fixture.root, routeConfig: routes, apiReference: null, sidebarConfig: { docs: [{ type: 'doc', id: 'get-started' }] }, navbar: [], lastGood })
    const names = (content: Awaited<ReturnType<typeof build>>['content']) => pageOf<BlogPostData>(content, '/blog/two').authors.map((author) => author.name)
    expect(names((await build()).content)).toEqual(['Example Team', 'Guest Writer'])

    writeFileSync(join(fixture.root, 'content/blog/authors.yml'), authorsYml.replace('name: Guest Writer', 'name: [Guest Writer'))
    const broken = await build()
    expect(broken.problems.map(formatLocation)).toEqual([expect.stringMatching(/^content\/blog\/authors\.yml:[78]:\d+: not valid YAML: /)])
    expect(names(broken.content)).toEqual(['Example Team', 'Guest Writer'])

    // One entry broken: it keeps its last good version, the others show their edits.
    writeFileSync(join(fixture.root, 'content/blog/authors.yml'), authorsYml.replace('  image: /img/authors/guest.svg\n', '').replace('name: Example Team', 'name: Example Team, renamed'))
    const entry = await build()
    expect(entry.problems.map(formatLocation)).toEqual([expect.stringMatching(/^content\/blog\/authors\.yml:6:1: author "guest", field "image": /)])
    expect(names(entry.content)).toEqual(['Example Team, renamed', 'Guest Writer'])

    writeFileSync(join(fixture.root, 'content/blog/authors.yml'), authorsYml.replace('name: Guest Writer', 'name: Guest Writer, renamed'))
    const fixed = await build()
    expect(fixed.problems).toEqual([])
    expect(names(fixed.content)).toEqual(['Example Team', 'Guest Writer, renamed'])
  })

  it('reports a missing authors.yml once, not at every post, and keeps the last good authors in npm run dev meanwhile', async () => {
    const lastGood: LastGood = { sources: new Map(), compiled: new Map() }
    const posts = { 'content/blog/2024-01-01-one.mdx': post('One', 'Text.'), 'content/blog/2024-01-02-two.mdx': post('Two', 'Text.', 'authors: [team, guest]\n') }
    const fixture = makeFixture({ 'content/docs/get-started.mdx': doc('Get started'), 'content/blog/authors.yml': authorsYml, ...authorImages, ...posts })
    const build = () => buildContent({ root: fixture.root, routeConfig: routes, apiReference: null, sidebarConfig: { docs: [{ type: 'doc', id: 'get-started' }] }, navbar: [], lastGood })
    const names = (content: Awaited<ReturnType<typeof build>>['content']) => pageOf<BlogPostData>(content, '/blog/two').authors.map((author) => author.name)
    expect((await build()).problems).toEqual([])

    rmSync(join(fixture.root, 'content/blog/authors.yml'))
    const missing = await build()
    expect(missing.problems.map(formatLocation)).toEqual([
      'content/blog/authors.yml: missing: the 2 post(s) name their authors from this file (content/blog/2024-01-01-one.mdx first). Restore it, or create it with an entry (name, title, url, image) per author key.',
    ])
    expect(names(missing.content)).toEqual(['Example Team', 'Guest Writer'])

    writeFileSync(join(fixture.root, 'content/blog/authors.yml'), authorsYml)
    expect((await build()).problems).toEqual([])

    // A blog with no posts needs no authors.yml.
    for (const file of [...Object.keys(posts), 'content/blog/authors.yml']) rmSync(join(fixture.root, file))
    expect((await build()).problems).toEqual([])
  })
})
