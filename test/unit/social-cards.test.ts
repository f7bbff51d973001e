import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '../../app/config/site.ts'
import { siteAddressDefaults } from '../../app/config/site-address.ts'
import { pageMeta, socialCardSections, socialCardSize } from '../../app/lib/meta.ts'
import { cardHtml } from '../../scripts/support/social-card-html.ts'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('ascii'), `${file} is not a PNG`).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('social cards', () => {
  it.each(socialCardSections)('public/img/social/%s.png is a 1200×630 PNG', (section) => {
    expect(pngSize(join(process.cwd(), 'public/img/social', `${section}.png`))).toEqual(socialCardSize)
  })

  it('are what pageMeta points Open Graph and Twitter at, with their size and a text alternative', () => {
    const meta = pageMeta({ title: 'Rate limits', description: 'Limits.', route: '/docs/advanced-guides/rate-limits', section: 'docs' })
    const find = (key: string) => meta.find((m) => ('property' in m && m.property === key) || ('name' in m && m.name === key)) as { content: string }
    expect(new URL(find('og:image').content).pathname).toBe('/img/social/docs.png')
    expect(find('twitter:image').content).toBe(find('og:image').content)
    expect(find('og:image:width').content).toBe('1200')
    expect(find('og:image:height').content).toBe('630')
    expect(find('og:image:alt').content).toMatch(/documentation/)
    expect(find('twitter:card').content).toBe('summary_large_image')
  })

  it.each(socialCardSections)('draw the %s card with the site title and no address, so the committed images fit every SITE_URL', (section) => {
    const html = cardHtml(section, '<svg></svg>')
    expect(html).toContain(site.title)
    for (const host of [new URL(site.url).host, new URL(siteAddressDefaults.url).host]) expect(html).not.toContain(host)
    expect(html).not.toMatch(/https?:\/\//)
  })
})
