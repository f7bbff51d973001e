import { site } from '../../app/config/site.ts'
import { pageDataPath } from '../../app/content/routes.ts'
import type { BlogPostData, PageFile, RouteKind } from '../../app/content/types.ts'
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

/** The JSON-LD blocks of a page's head, parsed (a block that does not parse throws, naming it). */
function readJsonLd(html: string, route: string): Record<string, unknown>[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    try {
      return JSON.parse(m[1]) as Record<string, unknown>
    } catch (error) {
      throw new Error(`${route}: its JSON-LD does not parse: ${(error as Error).message}`)
    }
  })
}

/** The breadcrumbs a docs page shows, as [label, href or null], entities decoded. */
function readBreadcrumbs(html: string): [string, string | null][] {
  const nav = /<nav aria-label="Breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => {
    const href = /<a href="([^"]*)"/.exec(m[1])?.[1] ?? null
    return [decode(m[1].replace(/<[^>]+>/g, '')), href]
  })
}

/** Every prerendered page with its head, its JSON-LD and its kind in the content index. */
function readPages() {
  const kinds = new Map(readIndex().map((e) => [e.route, e.kind]))
  return listBuiltPages().map((p) => {
    const html = readBuilt(p.file)
    return { ...p, head: readHead(html), jsonLd: readJsonLd(html, p.route), breadcrumbs: readBreadcrumbs(html), kind: kinds.get(p.route) }
  })
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

  test('gives every docs and reference page a BreadcrumbList of the breadcrumbs it shows, with exactly its properties', () => {
    const docs = pages.filter((p) => p.kind === 'doc' || p.kind === 'doc-category' || p.kind === 'api')
    expect(docs.length).toBeGreaterThan(300)
    const problems: string[] = []
    for (const { route, jsonLd, breadcrumbs, head } of docs) {
      const check = (what: string, ok: boolean) => ok || problems.push(`${route}: ${what}`)
      if (!check('one JSON-LD block', jsonLd.length === 1)) continue
      const [list] = jsonLd
      check('BreadcrumbList keys', JSON.stringify(Object.keys(list).sort()) === '["@context","@type","itemListElement"]')
      check('BreadcrumbList type', list['@context'] === 'https://schema.org' && list['@type'] === 'BreadcrumbList')
      const items = list.itemListElement as Record<string, unknown>[]
      // Every crumb that is a page: those with a link, and the last, which is the page itself.
      const shown = breadcrumbs.filter(([, href], i) => href !== null || i === breadcrumbs.length - 1)
      check('as many items as linked crumbs', items.length === shown.length && shown.length > 0)
      items.forEach((item, i) => {
        check(`item ${i + 1} keys`, JSON.stringify(Object.keys(item).sort()) === '["@type","item","name","position"]')
        check(`item ${i + 1}`, item['@type'] === 'ListItem' && item.position === i + 1 && item.name === shown[i]?.[0])
        const href = shown[i]?.[1]
        check(`item ${i + 1} address`, item.item === (href ? new URL(href, site.url).href : head.link('canonical')[0]) && isServed(toLocalPath(String(item.item)) ?? '/missing'))
      })
    }
    expect(problems).toEqual([])
  })

  test('gives every post a BlogPosting with exactly its properties, from what the page shows, and no JSON-LD elsewhere', () => {
    const posts = pages.filter((p) => p.kind === 'blog-post')
    expect(posts.length).toBeGreaterThan(30)
    const problems: string[] = []
    for (const { route, jsonLd, head } of posts) {
      const check = (what: string, ok: boolean) => ok || problems.push(`${route}: ${what}`)
      if (!check('one JSON-LD block', jsonLd.length === 1)) continue
      const [post] = jsonLd
      const data = (JSON.parse(readBuilt(pageDataPath(route).slice(1))) as PageFile<BlogPostData>).data
      const keys = ['@context', '@type', 'author', 'datePublished', ...(data.updated ? ['dateModified'] : []), 'description', 'headline', 'image', 'mainEntityOfPage'].sort()
      check(`keys ${Object.keys(post).sort().join(',')}`, JSON.stringify(Object.keys(post).sort()) === JSON.stringify(keys))
      check('type', post['@context'] === 'https://schema.org' && post['@type'] === 'BlogPosting')
      check('headline', post.headline === data.title && head.title === `${data.title} | ${site.title}`)
      check('description', post.description === head.meta('description'))
      check('datePublished', post.datePublished === data.date && post.datePublished === head.meta('article:published_time'))
      check('dateModified', post.dateModified === data.updated)
      check('image', post.image === head.meta('og:image'))
      check('mainEntityOfPage', post.mainEntityOfPage === head.link('canonical')[0])
      const authors = post.author as Record<string, unknown>[]
      check('authors', JSON.stringify(authors) === JSON.stringify(data.authors.map((a) => ({ '@type': 'Person', name: a.name, url: a.url }))) && authors.length > 0)
    }
    expect(problems).toEqual([])
    const others = pages.filter((p) => !['doc', 'doc-category', 'api', 'blog-post'].includes(p.kind ?? '') && p.jsonLd.length > 0).map((p) => p.route)
    expect(others).toEqual([])
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
