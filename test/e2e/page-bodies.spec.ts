import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pageDataPath } from '../../app/content/routes.ts'
import type { PageFile } from '../../app/content/types.ts'
import { clientDir, listBuiltPages, readBuilt } from './build-output.ts'
import { collectErrors, expect, openHydrated, test } from './browser.ts'

/**
 * The rendered bodies of a page (app/lib/page-bodies.tsx) travel once on a first visit, in its
 * HTML, and with its data file on client navigation.
 */

/**
 * The longest stretch of plain prose in a body that the page's loader data does not say too (a
 * description repeated in the body): it reads the same in the HTML and in any JSON copy of it.
 */
function plainStretch(html: string, data: string): string | null {
  const runs = html.split(/<[^>]*>|[^A-Za-z0-9 ,.;:()-]/).filter((run) => run.trim().length >= 30 && !data.includes(run))
  return runs.sort((a, b) => b.length - a.length)[0] ?? null
}

/** The text of every inline script of a page: where React Router puts the loader data for hydration. */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')

test.describe('rendered bodies', () => {
  test('are in every built page once: in the HTML, never again in its inline data', () => {
    let checked = 0
    const twice: string[] = []
    for (const { route, file } of listBuiltPages()) {
      const dataFile = join(clientDir, pageDataPath(route))
      if (!existsSync(dataFile)) continue
      const html = readBuilt(file)
      const scripts = inlineScripts(html)
      const pageFile = JSON.parse(readBuilt(pageDataPath(route).slice(1))) as PageFile
      for (const [key, body] of Object.entries(pageFile.bodies)) {
        const stretch = plainStretch(body, JSON.stringify(pageFile.data))
        if (!stretch) continue
        checked++
        if (!html.includes(stretch)) twice.push(`${route} (${key}): "${stretch.slice(0, 40)}…" is not in the page`)
        if (scripts.includes(stretch)) twice.push(`${route} (${key}): "${stretch.slice(0, 40)}…" is in an inline script too`)
      }
    }
    expect(twice).toEqual([])
    expect(checked).toBeGreaterThan(300)
  })

  test('React Router’s .data files are not in the build: client navigation reads the page data files', () => {
    const pages = listBuiltPages()
    expect(pages.filter(({ route }) => existsSync(join(clientDir, `${route.replace(/\/$/, '') || '/_'}.data`)))).toEqual([])
    expect(pages.filter(({ route }) => route !== '/404' && !existsSync(join(clientDir, pageDataPath(route))))).toEqual([])
  })

  for (const route of ['/docs/get-started', '/docs/api/app-bsky-feed-get-posts', '/blog', '/markdown-page']) {
    test(`${route} hydrates keeping the body the HTML brought, and client navigation brings it back`, async ({ page }) => {
      const errors = collectErrors(page)
      const fetched: string[] = []
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
      await openHydrated(page, route)
      const body = page.locator('main .prose').first()
      const text = (await body.textContent()) ?? ''
      expect(text.length).toBeGreaterThan(100)
      // Away by the client router and back: the body now comes from the page's data file.
      await page.locator('.navbar a[href="/showcase/"]').click()
      await expect(page).toHaveURL('/showcase/')
      await page.goBack()
      await expect(body).toHaveText(text)
      expect(fetched).toContain(pageDataPath(route))
      expect(fetched.filter((path) => path.endsWith('.data'))).toEqual([])
      expect(errors).toEqual([])
    })
  }
})
