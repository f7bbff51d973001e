import { describe, expect, it } from 'vitest'
import { site } from '../../app/config/site.ts'
import type { IndexEntry } from '../../app/content/types.ts'
import { buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap, getListedRoutes } from '../../app/content/.server/generated-files.ts'

const entry = (route: string, kind: IndexEntry['kind'], extra: Partial<IndexEntry> = {}): IndexEntry => ({
  route,
  kind,
  title: `Title of ${route}`,
  description: `About ${route}.`,
  source: null,
  unlisted: false,
  draft: false,
  keywords: [],
  ...extra,
})

const index: IndexEntry[] = [
  entry('/', 'home'),
  entry('/search', 'search'),
  entry('/showcase/', 'showcase'),
  entry('/docs/get-started', 'doc'),
  entry('/docs/secret', 'doc', { unlisted: true }),
  entry('/docs/category/tutorials', 'doc-category'),
  entry('/docs/api/app-bsky-feed-get-timeline', 'api'),
  entry('/blog', 'blog-list'),
  entry('/blog/tags/a&b', 'blog-tag'),
  entry('/blog/hello', 'blog-post'),
  entry('/markdown-page', 'page'),
]
const url = (route: string) => new URL(route, site.url).href

describe('sitemap and robots.txt', () => {
  it('lists every indexable route as an absolute URL, and nothing else', () => {
    const xml = buildSitemap(index)
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))
    expect(locs).toEqual(getListedRoutes(index).map((e) => url(e.route)))
    expect(locs).not.toContain(url('/search'))
    expect(locs).not.toContain(url('/docs/secret'))
    expect(locs).toContain(url('/showcase/'))
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('/blog/tags/a&amp;b')
  })

  it('points robots.txt at the sitemap and lets crawlers in', () => {
    const robots = buildRobots()
    expect(robots).toContain(`Sitemap: ${url('/sitemap.xml')}`)
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(robots).not.toMatch(/^Disallow: \/$/m)
  })
})

describe('llms.txt', () => {
  const text = buildLlmsTxt(index)

  it('follows the llms.txt layout: a title, a summary quote, then sections of links', () => {
    expect(text).toMatch(new RegExp(`^# ${site.title}\\n\\n> .+\\n`))
    expect(text).toContain(`[llms-full.txt](${url('/llms-full.txt')})`)
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])
    expect(headings).toEqual(['Docs', 'API reference', 'Blog', 'Optional'])
  })

  it('has one line per listed page, linking to its markdown twin', () => {
    const links = [...text.matchAll(/^- \[(.+)\]\((.+)\): (.+)$/gm)].map((m) => m[2])
    expect(links).toEqual([
      url('/docs/get-started.md'),
      url('/docs/category/tutorials.md'),
      url('/docs/api/app-bsky-feed-get-timeline.md'),
      url('/blog/hello.md'),
      url('/showcase/'),
      url('/markdown-page.md'),
    ])
  })

  it('puts every twin in llms-full.txt under its address', () => {
    const full = buildLlmsFullTxt(index, new Map([['/docs/get-started', '# Get started\n\nHello.\n'], ['/blog/hello', '# Hello\n\nPost.\n']]))
    expect(full).toBe(`<!-- ${url('/docs/get-started')} -->\n# Get started\n\nHello.\n\n---\n\n<!-- ${url('/blog/hello')} -->\n# Hello\n\nPost.\n`)
  })
})
