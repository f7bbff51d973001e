import { clientDir, listBuiltPages, readBuilt } from './build-output.ts'
import { collectErrors, expect, openHydrated, test } from './browser.ts'

/** The tags of a built page's head, in order. */
const headTags = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<(link|script|style)\b[^>]*>/g)].map((m) => m[0])

test.describe('first paint', () => {
  test('no built page preloads its scripts in the head; every hydrating page loads its stylesheet first', () => {
    const pages = listBuiltPages()
    expect(pages.length).toBeGreaterThan(300)
    const problems: string[] = []
    for (const { file } of pages) {
      const html = readBuilt(file)
      const tags = headTags(html)
      if (tags.some((t) => t.includes('modulepreload'))) problems.push(`${file}: module preload in the head`)
      if (!html.includes('window.__reactRouterRouteModules')) continue
      const firstFetch = tags.find((t) => /rel="(stylesheet|preload|modulepreload)"|<script[^>]*\ssrc=/.test(t) && !t.includes('as="image"'))
      if (!firstFetch?.includes('rel="stylesheet"')) problems.push(`${file}: the first render-blocking fetch is ${firstFetch}`)
    }
    expect(problems, clientDir).toEqual([])
  })

  for (const path of ['/', '/docs/get-started', '/docs/api/app-bsky-feed-get-timeline']) {
    test(`${path} requests its stylesheet before any script and still hydrates`, async ({ page }) => {
      const errors = collectErrors(page)
      const requests: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (/\.(css|js)$/.test(url.pathname)) requests.push(url.pathname)
      })
      await openHydrated(page, path)
      const firstScript = requests.findIndex((p) => p.endsWith('.js'))
      const stylesheet = requests.findIndex((p) => /^\/assets\/app-[\w-]+\.css$/.test(p))
      expect(stylesheet).toBeGreaterThanOrEqual(0)
      expect(firstScript).toBeGreaterThan(stylesheet)
      expect(requests).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/))
      expect(errors).toEqual([])
    })
  }
})
