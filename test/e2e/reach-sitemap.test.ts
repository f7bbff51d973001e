import { describe, expect, it } from 'vitest'
import { site } from '../../app/config/site.ts'
import { listBuiltPages, readBuilt, readIndex, toLocalPath } from './build-output.ts'

const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html)

describe('sitemap.xml', () => {
  const sitemap = readBuilt('sitemap.xml')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  const pages = listBuiltPages()

  it('lists every prerendered page that search engines may index, and nothing else', () => {
    const indexable = pages.filter((p) => !isNoindex(readBuilt(p.file))).map((p) => p.route)
    expect(locs.map((loc) => toLocalPath(loc)).sort()).toEqual(indexable.sort())
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.every((loc) => loc.startsWith(`${site.url}/`))).toBe(true)
  })

  it('leaves out only pages marked noindex, and every route of the content index was prerendered', () => {
    const left = pages.filter((p) => !locs.includes(new URL(p.route, site.url).href))
    expect(left.map((p) => p.route)).toEqual(['/search'])
    expect(isNoindex(readBuilt('404.html'))).toBe(true)
    const built = new Set(pages.map((p) => p.route))
    expect(readIndex().filter((e) => !built.has(e.route)).map((e) => e.route)).toEqual([])
    expect(pages.length).toBe(readIndex().length)
  })

  it('is named in robots.txt, which lets crawlers in', () => {
    const robots = readBuilt('robots.txt')
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  })
})
