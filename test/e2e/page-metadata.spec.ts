import { site } from '../../app/config/site.ts'
import type { RouteKind } from '../../app/content/types.ts'
import { isServed, listBuiltPages, readBuilt, readIndex, toLocalPath } from './build-output.ts'
import { expect, test } from './browser.ts'

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The tags of a page's <head> that this test reads, entities decoded. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const attr = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
    return value === undefined ? null : decode(value)
  }
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((m) => m[0])
  const meta = (key: string) => {
    const tag = metas.find((t) => attr(t, 'name') === key || attr(t, 'property') === key)
    return tag ? attr(tag, 'content') : null
  }
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0])
  const link = (rel: string, type?: string) => links.filter((t) => attr(t, 'rel') === rel && (!type || attr(t, 'type') === type)).map((t) => attr(t, 'href'))
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]
  return { title: title === undefined ? null : decode(title), meta, link, lang: /<html [^>]*lang="([^"]*)"/.exec(html)?.[1] }
}

const cardFor: Partial<Record<RouteKind, string>> = { api: 'api', 'blog-post': 'blog', 'blog-list': 'blog', 'blog-tag': 'blog', 'blog-tags': 'blog', 'blog-archive': 'blog', 'blog-authors': 'blog', doc: 'docs', home: 'default', showcase: 'default', page: 'default' }

/** Every prerendered page with its head and its kind in the content index. */
function readPages() {
  const kinds = new Map(readIndex().map((e) => [e.route, e.kind]))
  return listBuiltPages().map((p) => ({ ...p, head: readHead(readBuilt(p.file)), kind: kinds.get(p.route) }))
}

test.describe('page metadata', () => {
  let pages: ReturnType<typeof readPages>
  test.beforeAll(() => {
    pages = readPages()
  })

  test('covers every kind of route', () => {
    const seen = new Set(pages.map((p) => p.kind))
    for (const kind of ['home', 'doc', 'doc-category', 'api', 'page', 'blog-list', 'blog-post', 'blog-archive', 'blog-authors', 'blog-tags', 'blog-tag', 'showcase', 'search'] as const) {
      expect(seen.has(kind), kind).toBe(true)
    }
  })

  test('gives every page a title, description, canonical URL, Open Graph and Twitter card', () => {
    const problems: string[] = []
    for (const { route, head } of pages) {
      const url = new URL(route, site.url).href
      const check = (what: string, ok: boolean) => ok || problems.push(`${route}: ${what}`)
      check('title', !!head.title && head.title.includes(site.title))
      check('description', (head.meta('description')?.trim().length ?? 0) >= 10)
      check('canonical', head.link('canonical').length === 1 && head.link('canonical')[0] === url)
      check('og:url', head.meta('og:url') === url)
      check('og:title', head.meta('og:title') === head.title)
      check('og:description', head.meta('og:description') === head.meta('description'))
      check('og:type', ['website', 'article'].includes(head.meta('og:type') ?? ''))
      check('twitter:card', head.meta('twitter:card') === 'summary_large_image')
      check('twitter:title', head.meta('twitter:title') === head.title)
      const image = head.meta('og:image')
      check('og:image', !!image && head.meta('twitter:image') === image && isServed(toLocalPath(image) ?? '/missing'))
      check('og:image size', head.meta('og:image:width') === '1200' && head.meta('og:image:height') === '630')
      check('lang', head.lang === 'en')
    }
    expect(problems).toEqual([])
  })

  test('uses the social card of the page’s section', () => {
    const wrong = pages
      .filter((p) => p.kind && cardFor[p.kind])
      .filter((p) => !(p.route.startsWith('/docs/api/') && p.kind === 'doc'))
      .filter((p) => !p.head.meta('og:image')?.endsWith(`/img/social/${cardFor[p.kind!]}.png`))
      .map((p) => `${p.route} → ${p.head.meta('og:image')}`)
    expect(wrong).toEqual([])
  })

  test('gives indexable pages unique titles and canonical URLs', () => {
    const indexable = pages.filter((p) => !p.head.meta('robots')?.includes('noindex'))
    const titles = indexable.map((p) => p.head.title)
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
  })

  test('links the feeds and the sitemap from every page head', () => {
    for (const { route, head } of pages.slice(0, 40)) {
      expect(head.link('alternate', 'application/rss+xml'), route).toEqual(['/blog/rss.xml'])
      expect(head.link('alternate', 'application/atom+xml'), route).toEqual(['/blog/atom.xml'])
      expect(head.link('sitemap'), route).toEqual(['/sitemap.xml'])
    }
    for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml']) expect(isServed(`/${file}`), file).toBe(true)
  })

  test('keeps the not-found page and search out of search engines, the 404 without a canonical', () => {
    const notFound = readHead(readBuilt('404.html'))
    expect(notFound.meta('robots')).toBe('noindex')
    expect(notFound.title).toBe(`Page not found | ${site.title}`)
    expect(notFound.meta('description')).toBe('This address does not match any page of the documentation, API reference or blog.')
    expect(notFound.meta('og:description')).toBe(notFound.meta('description'))
    expect(notFound.meta('og:title')).toBe(notFound.title)
    expect(notFound.link('canonical')).toEqual([])
    expect(pages.find((p) => p.route === '/search')?.head.meta('robots')).toBe('noindex')
  })
})
