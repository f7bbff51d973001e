import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { contentHtmlMarker } from '../../scripts/lib/hydration-data.ts'
import { clientDir, listBuiltPages, readBuilt } from './build-output.ts'
import { collectErrors, expect, openHydrated, test } from './browser.ts'

/** The strings of the loader data inlined in a built page (React Router's `streamController.enqueue`). */
function readInlineStrings(html: string): string[] {
  const literal = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(html)?.[1]
  if (!literal) throw new Error('no inline hydration data found')
  return (JSON.parse(JSON.parse(literal) as string) as unknown[]).filter((v): v is string => typeof v === 'string')
}

/** The `.data` file React Router wrote for a route, which client navigations fetch. */
const dataFileFor = (route: string) => (route === '/' ? '_root.data' : `${route.replace(/\/$/, '').slice(1)}.data`)

/** The strings of a route's `.data` file that the page shows as a rendered body. */
function readRenderedBodies(route: string, html: string): string[] {
  // A page without a loader (search) has no .data file and no rendered body.
  if (!existsSync(join(clientDir, dataFileFor(route)))) return []
  const data = JSON.parse(readBuilt(dataFileFor(route)).split('\n')[0]) as unknown[]
  return data.filter((v): v is string => typeof v === 'string' && v !== '' && html.includes(`${contentHtmlMarker}="">${v}</`))
}

test.describe('hydration data', () => {
  test('no built page carries a rendered body a second time in its inline hydration data', () => {
    const pages = listBuiltPages()
    let bodies = 0
    const duplicated: string[] = []
    for (const { route, file } of pages) {
      const html = readBuilt(file)
      const inline = new Set(readInlineStrings(html))
      const rendered = readRenderedBodies(route, html)
      bodies += rendered.length
      if (rendered.some((body) => inline.has(body))) duplicated.push(route)
      // Every marked body with content was found in the .data file, so none escaped the check.
      const marked = html.split(`${contentHtmlMarker}="">`).length - 1 - (html.split(`${contentHtmlMarker}=""></`).length - 1)
      if (rendered.length < marked) duplicated.push(`${route}: ${marked} bodies, ${rendered.length} found in ${dataFileFor(route)}`)
    }
    expect(duplicated).toEqual([])
    expect(bodies).toBeGreaterThan(pages.length / 2)
  })

  for (const route of ['/docs/get-started', '/docs/api/app-bsky-feed-get-posts', '/blog', '/markdown-page']) {
    test(`${route} hydrates keeping the body the HTML brought, and client navigation brings it back`, async ({ page }) => {
      const errors = collectErrors(page)
      await openHydrated(page, route)
      const body = page.locator(`[${contentHtmlMarker}]`).first()
      const text = (await body.textContent()) ?? ''
      expect(text.length).toBeGreaterThan(100)
      // Away by the client router and back: the body now comes from the .data file.
      await page.locator('.navbar a[href="/showcase/"]').click()
      await expect(page).toHaveURL('/showcase/')
      await page.goBack()
      await expect(body).toHaveText(text)
      expect(errors).toEqual([])
    })
  }
})
