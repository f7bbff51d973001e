import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteAddressDefaults } from '../../app/config/site-address.ts'
import { buildContent } from '../../app/content/.server/build.ts'
import { CompileCache, getPipelineVersion } from '../../app/content/.server/cache.ts'
import { buildFeeds, buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap } from '../../app/content/.server/generated-files.ts'
import { toStoreFiles } from '../../app/content/.server/store/write.ts'
import { notFoundMeta, pageMeta } from '../../app/lib/meta.ts'
import routes from '../../app/routes.ts'
import { getBuildConstants } from '../../scripts/vite/build-constants.ts'
import { buildSearchData } from '../../scripts/search/search-files.ts'

/**
 * The real content, built twice in one file: cold and then warm through a compile cache, for
 * another site address than the config's. Each full build takes seconds, so the cache checks and
 * the address checks share these two instead of building a third time.
 */
const other = 'https://docs.example.org'
const otherEdits = 'https://github.com/someone/our-docs/edit/main/'

let dir = ''
type Built = { content: Awaited<ReturnType<typeof buildContent>>['content']; files: ReturnType<typeof toStoreFiles>; stats: { hits: number; misses: number } }
let cold: Built
let warm: Built

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atproto-docs-cache-'))
  const build = async (): Promise<Built> => {
    const cache = new CompileCache(dir, getPipelineVersion(process.cwd(), other))
    const result = await buildContent({ root: process.cwd(), routeConfig: routes, cache, address: { url: other, editUrlBase: otherEdits } })
    expect(result.problems).toEqual([])
    return { content: result.content, files: toStoreFiles(result.content), stats: cache.stats }
  }
  cold = await build()
  warm = await build()
}, 600_000)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the real content', () => {
  it('builds byte for byte the same with a cold cache and a warm one, so the production output does not depend on the cache', () => {
    // The store is all the prerender and the build steps read of the content; equal stores give an equal site.
    expect(cold.stats.hits).toBe(0)
    expect(warm.stats).toEqual({ hits: cold.stats.misses, misses: 0 })
    expect([...warm.files.keys()]).toEqual([...cold.files.keys()])
    for (const [path, file] of cold.files) expect(warm.files.get(path)?.text, path).toBe(file.text)
  })
})

describe('a build for another address', () => {
  /** Every text the content build and the generators make for the site, by name. */
  const outputs = new Map<string, string>()

  beforeAll(() => {
    const { content } = cold
    for (const [path, file] of cold.files) outputs.set(`store/${path}`, file.text)
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
  })

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
