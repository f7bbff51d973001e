import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { site } from '../../app/config/site.ts'
import { readBuilt, readIndex } from './build-output.ts'
import { expect, test } from './browser.ts'

/** The UTC day of a file's last commit, as the build reads it (app/content/.server/git-dates.ts). */
const lastCommitDay = (file: string) => new Date(Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { encoding: 'utf8' }).trim()) * 1000).toISOString().slice(0, 10)

/** A shallow clone may not reach a file's last commit, so the build leaves such pages undated (unit-tested on fixtures). */
const fullHistory = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'false'

const sitemap = () => {
  const parsed = new XMLParser().parse(readBuilt('sitemap.xml')) as { urlset: { url: { loc: string; lastmod?: string }[] } }
  return new Map(parsed.urlset.url.map((u) => [u.loc, u.lastmod]))
}

test.describe('page dates', () => {
  test('the sitemap gives each page with a source file its date as <lastmod>, and none to generated pages', () => {
    const urls = sitemap()
    const index = readIndex().filter((entry) => urls.has(new URL(entry.route, site.url).href))
    const lastmod = (route: string) => urls.get(new URL(route, site.url).href)
    // Every date the content build found is in the sitemap, in W3C date form, and nowhere else is there one.
    for (const entry of index) expect(lastmod(entry.route), entry.route).toBe(entry.lastUpdate)
    const dated = index.filter((entry) => entry.lastUpdate)
    expect(dated.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.lastUpdate!))).toBe(true)
    expect(dated.filter((entry) => entry.source === null)).toEqual([])
    expect(lastmod('/docs/api/app-bsky-feed-get-timeline')).toBeUndefined()
    expect(lastmod('/docs/category/tutorials')).toBeUndefined()
    if (!fullHistory) return
    // A clean checkout with its whole history dates every page that has a source.
    expect(lastmod('/docs/get-started')).toBe(lastCommitDay('content/docs/get-started.mdx'))
    expect(dated.length).toBe(index.filter((entry) => entry.source !== null).length)
  })

  test('get-started shows when it last changed, the day of its last commit', async ({ page }) => {
    test.skip(!fullHistory, 'a shallow clone leaves pages undated')
    const day = lastCommitDay('content/docs/get-started.mdx')
    await page.goto('/docs/get-started')
    const updated = page.locator('.doc-footer .last-update')
    await expect(updated).toHaveText(/^Last updated \w+ \d{1,2}, \d{4}$/)
    await expect(updated.locator('time')).toHaveAttribute('datetime', day)
    await expect(updated.locator('time')).toHaveText(new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }))
  })

  test('a reference page names the @atproto/api it is generated from instead of a date', async ({ page }) => {
    const { version } = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@atproto/api/package.json'), 'utf8')) as { version: string }
    await page.goto('/docs/api/app-bsky-feed-get-timeline')
    await expect(page.locator('.doc-footer .last-update')).toHaveText(`Generated from @atproto/api ${version}`)
    await expect(page.locator('.doc-footer time')).toHaveCount(0)
  })
})
