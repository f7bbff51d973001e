import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileForRoute } from '../../scripts/build/output.ts'
import { createSiteServer } from '../../scripts/server/server.ts'
import type { Page } from '@playwright/test'
import { clientDir, readBuilt } from './build-output.ts'
import { expect, renderFrames, test } from './browser.ts'

/**
 * On a slow connection a page arrives in pieces, and the browser paints what it has parsed so far.
 * What it painted must not move when the rest arrives. Here one page's HTML stops at a chosen place
 * until the test lets the rest through; every other file comes from the site's own server.
 */
let host: Server
let origin: string
const held = { path: '', cut: 0, release: Promise.resolve() }

test.beforeAll(async () => {
  const site = createSiteServer({ dir: clientDir })
  host = createServer(async (req, res) => {
    if (req.url !== held.path) return void site.emit('request', req, res)
    const html = readBuilt(fileForRoute(held.path))
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    res.write(html.slice(0, held.cut))
    await held.release
    res.end(html.slice(held.cut))
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})

test.afterAll(() => {
  host?.closeAllConnections()
  return new Promise((resolve) => host?.close(resolve))
})

/** Records layout shifts, the first paint, and when the element `targetId` (<main>) was parsed, from before the page's own code. */
function observe(targetId: string) {
  const seen = { shifts: [] as { value: number; nodes: string }[], paint: -1, main: -1 }
  ;(window as unknown as { seen: typeof seen }).seen = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
      seen.shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node instanceof Element ? s.node.className : s.node?.nodeName)).join(', ') })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new MutationObserver((_, observer) => {
    if (!document.getElementById(targetId)) return
    seen.main = performance.now()
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
}

/** The id of the element the first paint waits for on a wide screen, as the built pages name it. */
function expectedId(): string {
  const id = /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(readBuilt('index.html'))?.[1]
  if (!id) throw new Error('index.html has no <link rel="expect" href="#…" blocking="render">: root.tsx writes it')
  return id
}

type Seen = { shifts: { value: number; nodes: string }[]; paint: number; main: number }

/** Waits for the page's first contentful paint, across the navigation that brings the page. */
const firstPaint = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 20, timeout: 10_000 })

/** Where `marker` is in the built HTML of `route` (it must be there). */
function cutBefore(route: string, marker: string, occurrence = 1): number {
  const html = readBuilt(fileForRoute(route))
  let at = -1
  for (let n = 0; n < occurrence; n++) at = html.indexOf(marker, at + 1)
  expect(at, `${marker} (${occurrence}) in ${route}`).toBeGreaterThan(0)
  return at
}

/** Opens `route` with its HTML held at `cut` until `whileHeld` is done, then lets the rest through; returns what the page saw. */
async function openInTwoParts(page: Page, route: string, cut: number, whileHeld: () => Promise<void>): Promise<Seen> {
  let release = () => {}
  Object.assign(held, { path: route, cut, release: new Promise<void>((resolve) => (release = resolve)) })
  await page.addInitScript(observe, expectedId())
  const loaded = page.goto(`${origin}${route}`)
  try {
    await whileHeld()
  } finally {
    release()
  }
  await loaded
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  return page.evaluate(() => (window as unknown as { seen: Seen }).seen)
}

test.describe('a page painted before all of it has arrived', () => {
  // The navbar's right-hand items sit against its right edge: painted before the last of them
  // arrived, the first ones moved left as each came. A wide screen paints nothing before <main>.
  test('paints nothing on a wide screen while the navbar is half parsed, and moves nothing after', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const seen = await openInTwoParts(page, '/docs/get-started', cutBefore('/docs/get-started', '<div class="navbar-slot navbar-slot-search">'), async () => {
      await page.waitForFunction(() => document.querySelector('.navbar-slot-link'), null, { polling: 20 })
      // Time for a frame, were the page allowed to paint one (no frame comes while it is blocked).
      await page.waitForTimeout(300)
    })
    expect(seen.main).toBeGreaterThan(0)
    expect(seen.paint).toBeGreaterThanOrEqual(seen.main)
    expect(seen.shifts).toEqual([])
  })

  // A phone's navbar shows two buttons on the right: it paints at once, and the search button moves
  // by the theme toggle's width when the toggle arrives, less than a thousandth of the screen.
  test('paints a half-parsed navbar at once on a phone, and moves it by less than a thousandth of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    const seen = await openInTwoParts(page, '/docs/get-started', cutBefore('/docs/get-started', '<div class="navbar-slot navbar-slot-colorMode">'), () => firstPaint(page).then(() => {}))
    expect(seen.paint).toBeLessThan(seen.main)
    expect(seen.shifts.filter((shift) => shift.value >= 0.001)).toEqual([])
  })

  // What the page waits for is the start of <main>, not all of it: a long page paints its top
  // while the rest is on its way (Chromium ends the block once the element is in the document).
  test('paints the top of a page while the rest of <main> is still on its way', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openInTwoParts(page, '/docs/get-started', cutBefore('/docs/get-started', '<footer'), () => firstPaint(page).then(() => {}))
  })

  // The home page's code figure, beside the hero's text, grows as its lines arrive: its top must stay put.
  test('keeps the home page code figure in place as its lines arrive', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const seen = await openInTwoParts(page, '/', cutBefore('/', '<span class="home-code-line">', 4), async () => {
      // The figure's first lines are on screen: two frames after they are in the page.
      await page.waitForFunction(() => document.querySelectorAll('.home-code-line').length >= 3, null, { polling: 'raf' })
      await renderFrames(page)
    })
    expect(seen.paint).toBeGreaterThan(0)
    expect(seen.shifts).toEqual([])
  })

  // A filter chip painted before its count arrived grew with it and could wrap to the next line.
  // The half-built filter is not painted; it appears whole, once the element after it is in the page.
  test('shows the showcase filter only once all of its chips have arrived', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    // Cut inside the third chip, before its count: on this screen, the count takes it to the next line.
    const seen = await openInTwoParts(page, '/showcase/', cutBefore('/showcase/', '<span class="showcase-filter-count">', 3), async () => {
      await firstPaint(page)
      await expect(page.locator('.showcase-filter-option')).toHaveCount(3)
      await expect(page.locator('.showcase-filter')).toHaveCSS('visibility', 'hidden')
    })
    await expect(page.locator('.showcase-filter')).toHaveCSS('visibility', 'visible')
    expect(seen.shifts).toEqual([])
  })
})
