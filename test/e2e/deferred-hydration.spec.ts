import { inertModuleType } from '../../scripts/build/after-paint/deferred-hydration.ts'
import { fileForRoute } from '../../scripts/build/output.ts'
import { listBuiltPages, readBuilt } from './build-output.ts'
import { collectErrors, expect, openHydrated, renderFrames, test } from './browser.ts'

/** The scripts the page has requested, with when each started and when the first contentful paint was, in the page's clock. */
function readTimings() {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
  return { paint: paint?.startTime ?? null, scripts: scripts.map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })) }
}

test.describe('scripts after the first paint', () => {
  test('no built page preloads or runs a module before it has painted: each holds one inert module script with its preloads', () => {
    const problems: string[] = []
    for (const { file } of [...listBuiltPages(), { file: '404.html' }]) {
      const html = readBuilt(file)
      if (html.includes('rel="modulepreload"')) problems.push(`${file}: a modulepreload link`)
      if (/<script[^>]*type="module"/.test(html)) problems.push(`${file}: a module script`)
      const inert = [...html.matchAll(new RegExp(`<script type="${inertModuleType}" data-preload="([^"]+)">`, 'g'))]
      if (inert.length !== 1 || !/\/assets\/entry\.client-[\w-]+\.js/.test(inert[0][1])) problems.push(`${file}: ${inert.length} inert module scripts naming the client entry`)
    }
    expect(problems).toEqual([])
  })

  for (const route of ['/docs/get-started', '/']) {
    test(`${route} requests its scripts only after the first contentful paint, then hydrates under its security policy`, async ({ page }) => {
      const errors = collectErrors(page)
      await openHydrated(page, route)
      const { paint, scripts } = await page.evaluate(readTimings)
      expect(paint).not.toBeNull()
      expect(scripts.map((s) => s.path)).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-/))
      expect(scripts.filter((s) => s.start < paint!)).toEqual([])
      // The inert script is gone, and its preloads are back, in <head>: every chunk the built page names.
      const named = new RegExp(`<script type="${inertModuleType}" data-preload="([^"]+)">`).exec(readBuilt(fileForRoute(route)))![1].split(' ')
      const preloaded = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
      await expect(page.locator('script[data-preload]')).toHaveCount(0)
      expect(preloaded.length).toBeGreaterThan(3)
      expect(preloaded.every((href) => href?.startsWith('/assets/'))).toBe(true)
      expect([...preloaded].sort()).toEqual([...named].sort())
      // A policy violation (the loader or the module code not allowed) would show here.
      expect(errors).toEqual([])
    })
  }

  // Hydration now happens after the first paint, where a reader sees it: it must not move anything.
  // A tall screen too: Chromium reports a block skipped off screen (the showcase's cards) as a shift
  // if it was on screen in an early layout, even before anything is painted.
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    test(`hydrating after the first paint shifts no layout, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = []
        ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
            shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName))) })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      for (const route of ['/', '/docs/get-started', '/docs/category/tutorials', '/docs/api/app-bsky-feed-get-timeline', '/blog', '/blog/jetstream', '/showcase/', '/search', '/markdown-page']) {
        await openHydrated(page, route)
        await renderFrames(page)
        const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts)
        // Under a busy CPU Chromium has once reported a sub-pixel re-rounding of the blog's tag links
        // (0.000016). Anything a reader could see, a thousandth of the viewport or more, fails.
        expect(shifts.filter((shift) => shift.value >= 0.001), route).toEqual([])
        expect(shifts.reduce((sum, shift) => sum + shift.value, 0), route).toBeLessThan(0.001)
      }
    })
  }

  // A first paint can come before the parser reaches the table of contents, which follows the
  // article: the article's width must not depend on it, or the text reflows when it arrives.
  test.describe('before any script', () => {
    // The page as it paints before hydration: removing the table of contents while React hydrates
    // would race with it (a node removed under React, or measured while it renders again).
    test.use({ javaScriptEnabled: false })

    test('lays out the article at its final width before the table of contents after it is parsed', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      for (const route of ['/docs/get-started', '/blog/jetstream']) {
        await page.goto(route)
        const toc = page.locator('.doc-toc')
        await expect(toc).toBeVisible()
        const withToc = await page.locator('.doc-article').evaluate((article) => article.getBoundingClientRect().width)
        await toc.evaluate((aside) => aside.remove())
        const withoutToc = await page.locator('.doc-article').evaluate((article) => article.getBoundingClientRect().width)
        expect(withoutToc, route).toBe(withToc)
      }
    })
  })

  test('a browser without paint timing hydrates after the next frame', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }))
    const errors = collectErrors(page)
    await openHydrated(page, '/docs/get-started')
    await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached()
    expect(errors).toEqual([])
  })
})
