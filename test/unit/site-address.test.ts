import { beforeAll, describe, expect, it } from 'vitest'
import { resolveSiteAddress, SiteAddressError } from '../../app/config/site-address.ts'
import { site, siteAddressDefaults } from '../../app/config/site.ts'
import { buildContent } from '../../app/content/.server/build.ts'
import { buildFeeds, buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap } from '../../app/content/.server/generated-files.ts'
import { toStoreFiles } from '../../app/content/.server/store/write.ts'
import { notFoundMeta, pageMeta } from '../../app/lib/meta.ts'
import routes from '../../app/routes.ts'
import { getBuildConstants } from '../../scripts/vite/build-constants.ts'
import { buildSearchData } from '../../scripts/search/search-files.ts'

const defaults = { url: 'https://docs.atproto.example', repository: 'https://github.com/example/docs', branch: 'main' }

describe('the site address', () => {
  it('comes from the config when SITE_URL and SITE_REPO are unset or empty', () => {
    for (const env of [{}, { SITE_URL: '', SITE_REPO: '', SITE_BRANCH: '' }]) {
      expect(resolveSiteAddress(env, defaults)).toEqual({
        url: 'https://docs.atproto.example',
        repository: 'https://github.com/example/docs',
        editUrlBase: 'https://github.com/example/docs/edit/main/',
        from: { url: 'config', repository: 'config' },
      })
    }
  })

  it('comes from SITE_URL, SITE_REPO and SITE_BRANCH, written as an origin and a repository address', () => {
    const env = { SITE_URL: 'https://Docs.Example.org/', SITE_REPO: 'https://github.com/someone/our-docs.git/', SITE_BRANCH: 'trunk' }
    expect(resolveSiteAddress(env, defaults)).toEqual({
      url: 'https://docs.example.org',
      repository: 'https://github.com/someone/our-docs',
      editUrlBase: 'https://github.com/someone/our-docs/edit/trunk/',
      from: { url: 'SITE_URL', repository: 'SITE_REPO' },
    })
    expect(resolveSiteAddress({ SITE_URL: 'http://localhost:8080' }, defaults).url).toBe('http://localhost:8080')
  })

  it('refuses a SITE_URL with a path, a query or another scheme, saying why', () => {
    const refusal = (value: string) => {
      try {
        resolveSiteAddress({ SITE_URL: value }, defaults)
      } catch (error) {
        expect(error).toBeInstanceOf(SiteAddressError)
        return (error as Error).message
      }
      throw new Error(`${value} was accepted`)
    }
    expect(refusal('https://example.github.io/docs')).toMatch(/^SITE_URL must be an origin, .*serving it under a path is not supported/)
    expect(refusal('https://docs.example.org/?lang=en')).toMatch(/^SITE_URL must be an origin/)
    expect(refusal('docs.example.org')).toMatch(/^SITE_URL must be an absolute address/)
    expect(refusal('ftp://docs.example.org')).toMatch(/^SITE_URL must start with https:\/\//)
    expect(() => resolveSiteAddress({ SITE_REPO: 'someone/our-docs' }, defaults)).toThrow(/^SITE_REPO must be the repository's web address/)
  })

  it('is what the build constants hand Vite, from the environment', () => {
    const constants = getBuildConstants({ SITE_URL: 'https://docs.example.org', SITE_REPO: 'https://github.com/someone/our-docs' })
    expect(JSON.parse(constants.__SITE_URL__)).toBe('https://docs.example.org')
    expect(JSON.parse(constants.__SITE_EDIT_URL_BASE__)).toBe('https://github.com/someone/our-docs/edit/main/')
    // The unit tests run with the config's address whatever the environment says (vitest.config.ts).
    expect(site.url).toBe(resolveSiteAddress({}, siteAddressDefaults).url)
  })
})

describe('a build for another address', () => {
  const other = 'https://docs.example.org'
  const otherEdits = 'https://github.com/someone/our-docs/edit/main/'
  /** Every text the content build and the generators make for the site, by name. */
  const outputs = new Map<string, string>()

  beforeAll(async () => {
    const { content, problems } = await buildContent({ root: process.cwd(), routeConfig: routes, address: { url: other, editUrlBase: otherEdits } })
    expect(problems).toEqual([])
    for (const [path, file] of toStoreFiles(content)) outputs.set(`store/${path}`, file.text)
    const feeds = buildFeeds(content.summaries, Object.fromEntries(content.feeds), other)
    outputs.set('sitemap.xml', buildSitemap(content.index, other))
    outputs.set('robots.txt', buildRobots(other))
    outputs.set('rss.xml', feeds.rss)
    outputs.set('atom.xml', feeds.atom)
    outputs.set('feed.json', feeds.json)
    outputs.set('llms.txt', buildLlmsTxt(content.index, other))
    outputs.set('llms-full.txt', buildLlmsFullTxt(content.index, content.twins, other))
    outputs.set('search-records.json', JSON.stringify(buildSearchData(content.index, Object.fromEntries(content.sections), other).records))
    const heads = content.index.map((entry) => pageMeta({ title: entry.title, description: entry.description, route: entry.route, origin: other }))
    outputs.set('head tags', JSON.stringify([...heads, notFoundMeta(other)]))
    const constants = getBuildConstants({ SITE_URL: other, SITE_REPO: 'https://github.com/someone/our-docs' })
    outputs.set('client bundle constants', `${constants.__SITE_URL__} ${constants.__SITE_EDIT_URL_BASE__}`)
  }, 600_000)

  it('names the other address wherever the site names itself', () => {
    for (const name of ['sitemap.xml', 'robots.txt', 'rss.xml', 'atom.xml', 'feed.json', 'llms.txt', 'llms-full.txt', 'search-records.json', 'head tags', 'client bundle constants']) {
      expect(outputs.get(name), name).toContain(other)
    }
    expect(outputs.get('sitemap.xml')).toContain(`<loc>${other}/docs/get-started</loc>`)
    expect(outputs.get('store/public/page-data/docs/get-started.json')).toContain(`"editUrl":"${otherEdits}content/docs/get-started.mdx"`)
  })

  it('leaves no trace of the default address or repository in the store, the generated files, the search records or the head tags', () => {
    expect(outputs.size).toBeGreaterThan(1000)
    const traces = [...outputs].filter(([, text]) => text.includes(new URL(siteAddressDefaults.url).host) || text.includes(siteAddressDefaults.repository)).map(([name]) => name)
    expect(traces).toEqual([])
  })
})
