import { site } from '../../app/config/site.ts'
import { listBuiltPages, readBuilt, readIndex, toLocalPath } from './build-output.ts'
import { expect, test } from './browser.ts'

const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html)
const readLocs = () => [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))

test.describe('sitemap.xml', () => {
  test('lists every prerendered page that search engines may index, and nothing else', () => {
    const locs = readLocs()
    const indexable = listBuiltPages()
      .filter((p) => !isNoindex(readBuilt(p.file)))
      .map((p) => p.route)
    expect(locs.map((loc) => toLocalPath(loc)).sort()).toEqual(indexable.sort())
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.filter((loc) => !loc.startsWith(`${site.url}/`))).toEqual([])
  })

  test('lists every listed route of the content index, and nothing else', () => {
    const expected = readIndex()
      .filter((e) => !e.unlisted && e.kind !== 'search')
      .map((e) => e.route)
    expect(readLocs().map((loc) => new URL(loc).pathname).sort()).toEqual(expected.sort())
  })

  test('leaves out only pages marked noindex, and every route of the content index was prerendered', () => {
    const locs = readLocs()
    const pages = listBuiltPages()
    const left = pages.filter((p) => !locs.includes(new URL(p.route, site.url).href))
    expect(left.map((p) => p.route)).toEqual(['/search'])
    expect(isNoindex(readBuilt('404.html'))).toBe(true)
    const built = new Set(pages.map((p) => p.route))
    const index = readIndex()
    expect(index.filter((e) => !built.has(e.route)).map((e) => e.route)).toEqual([])
    expect(pages.length).toBe(index.length)
  })

  test('is named in robots.txt, which lets crawlers in', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const robots = await response.text()
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  })
})
