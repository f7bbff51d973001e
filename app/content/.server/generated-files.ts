import { encodeXML } from 'entities/escape'
import { Feed } from 'feed'
import { blogConfig } from '../../config/blog.ts'
import { site } from '../../config/site.ts'
import { blogFeedPaths, blogPageRoute, markdownTwinPath } from '../routes.ts'
import type { BlogPostSummary, IndexEntry } from '../types.ts'

/**
 * Every generated file names pages by their absolute URL on `origin`: this build's (`site.url`,
 * from SITE_URL) unless a caller passes another.
 */
const absoluteOn = (origin: string) => (route: string) => new URL(route, origin).href

/**
 * Routes that belong in the sitemap and llms.txt: every prerendered page that search engines may
 * index. Unlisted pages and the search page are prerendered too, but carry `noindex`.
 */
export function getListedRoutes(index: IndexEntry[]): IndexEntry[] {
  return index.filter((entry) => !entry.unlisted && entry.kind !== 'search')
}

export function buildSitemap(index: IndexEntry[], origin = site.url): string {
  const absolute = absoluteOn(origin)
  const urls = getListedRoutes(index)
    .map((entry) => `  <url><loc>${encodeXML(absolute(entry.route))}</loc>${entry.lastUpdate ? `<lastmod>${entry.lastUpdate}</lastmod>` : ''}</url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function buildRobots(origin = site.url): string {
  const absolute = absoluteOn(origin)
  return `User-agent: *\nAllow: /\nDisallow: /search\n\nSitemap: ${absolute('/sitemap.xml')}\n`
}

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.0 of the blog, newest first. `feedHtml` is each post's HTML as
 * the content build printed it for feed readers (no page controls, absolute URLs).
 */
export function buildFeeds(summaries: BlogPostSummary[], feedHtml: Record<string, string>, origin = site.url): { rss: string; atom: string; json: string } {
  const absolute = absoluteOn(origin)
  const feed = new Feed({
    title: blogConfig.title,
    description: blogConfig.description,
    id: absolute(blogPageRoute(1)),
    link: absolute(blogPageRoute(1)),
    language: 'en',
    favicon: absolute('/img/favicon.svg'),
    copyright: `Copyright © ${new Date().getFullYear()} ${site.footer.copyrightHolder}`,
    updated: summaries[0] ? new Date(`${summaries[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: absolute(blogFeedPaths.rss), atom: absolute(blogFeedPaths.atom), json: absolute(blogFeedPaths.json) },
  })
  for (const summary of summaries) {
    const content = feedHtml[summary.route]
    if (content === undefined) throw new Error(`buildFeeds: no feed HTML for ${summary.route}; run "npm run build:content" again`)
    const date = new Date(`${summary.date}T00:00:00Z`)
    feed.addItem({
      title: summary.title,
      id: absolute(summary.route),
      link: absolute(summary.route),
      date,
      published: date,
      description: summary.description,
      content,
      author: summary.authors.map((a) => ({ name: a.name, link: a.url })),
      category: summary.tags.map((t) => ({ name: t.label, domain: absolute(t.route) })),
    })
  }
  // RSS 2.0 wants an e-mail address in <author>; our authors are teams without one, so name them
  // with Dublin Core's <dc:creator>, declaring its namespace if the library did not.
  let rss = feed.rss2().replace(/<author>([^<]*)<\/author>/g, '<dc:creator>$1</dc:creator>')
  if (!rss.includes('xmlns:dc=')) rss = rss.replace('<rss ', '<rss xmlns:dc="http://purl.org/dc/elements/1.1/" ')
  return { rss, atom: feed.atom1(), json: feed.json1() }
}

/** llms.txt: a short index of the site with one line per page, grouped by section. */
export function buildLlmsTxt(index: IndexEntry[], origin = site.url): string {
  const absolute = absoluteOn(origin)
  const listed = getListedRoutes(index)
  const section = (title: string, kinds: IndexEntry['kind'][]) => {
    const lines = listed
      .filter((e) => kinds.includes(e.kind))
      .map((e) => `- [${e.title}](${absolute(e.kind === 'showcase' || e.kind === 'home' ? e.route : markdownTwinPath(e.route))}): ${e.description}`)
    return lines.length ? `## ${title}\n\n${lines.join('\n')}\n` : ''
  }
  return [
    `# ${site.title}\n\n> ${site.tagline} Documentation, tutorials, the full XRPC API reference and the developer blog for the AT Protocol.\n`,
    `Each page below links to its plain-Markdown version. All of them, one after another, are in [llms-full.txt](${absolute('/llms-full.txt')}).\n`,
    section('Docs', ['doc', 'doc-category']),
    section('API reference', ['api']),
    section('Blog', ['blog-post']),
    section('Optional', ['page', 'showcase']),
  ]
    .filter(Boolean)
    .join('\n')
}

/** llms-full.txt: every docs, API and blog page's markdown twin, one after another. */
export function buildLlmsFullTxt(index: IndexEntry[], twins: ReadonlyMap<string, string>, origin = site.url): string {
  const absolute = absoluteOn(origin)
  return getListedRoutes(index)
    .flatMap((e) => {
      const twin = twins.get(e.route)
      return twin ? [`<!-- ${absolute(e.route)} -->\n${twin.trim()}\n`] : []
    })
    .join('\n---\n\n')
}
