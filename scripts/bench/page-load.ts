/**
 * First visits under real throttling: the page loads in Chromium with the network and CPU slowed
 * through the Chrome DevTools Protocol (not simulated from a request graph, as Lighthouse's default
 * mobile run does), and its paint and long-task timings are read from the page itself.
 *
 * The profile is "Slow 4G" as Lighthouse's mobile run models it: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, and a CPU four times slower than this machine's, on the phone screen that
 * run emulates (412 × 823 CSS pixels at 1.75 device pixels each, a Moto G Power): a slow phone, the
 * reader this profile describes. The bench also loads each page in a desktop window on the same
 * network and CPU, for comparison: there the docs sidebar and the table of contents are laid
 * out and painted too. Each page is loaded
 * `runs` times in a fresh browser context (cold cache); the median of each figure is reported
 * beside two floors that no amount of client code can beat:
 *
 * - the network's floor, modelled: the time the page's HTML and any linked stylesheet need on that
 *   network alone: a round trip to connect, then one per file plus its bytes as served;
 * - the measured floor: the LCP, under the same profile and harness, of a stand-in page with the
 *   same stylesheet (linked or inline, as the page has it) and the same compressed size whose body
 *   is one short paragraph after an incompressible comment, so that it paints once its last bytes
 *   are in. It adds what the model leaves out: a fresh tab's own start, the browser's handling of
 *   the emulated network, and the first style and layout pass of the stylesheet. What a page
 *   needs above it is the cost of its own markup; a page that paints before its last bytes are in
 *   can come below it.
 *
 * Pages and stand-ins alike are served from here, a new connection costing a round trip more
 * than a request on an open one (CDP's emulation delays requests but not connecting), and
 * loaded at addresses that answer without a redirect, whose round trip would otherwise count as
 * the page's own.
 */
import type { Browser } from 'playwright-core'
import { brotliCompressSync } from 'node:zlib'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createSiteServer } from '../server/server.ts'
import { fileForRoute } from '../build/output.ts'
import { getPageWeight, wireBytes } from './page-weight.ts'
import { median } from './stats.ts'

/** A screen to load pages on, as Playwright's browser contexts take it. */
export interface Screen {
  name: string
  viewport: { width: number; height: number }
  deviceScaleFactor: number
  isMobile: boolean
  hasTouch: boolean
}

export const screens = {
  /** Lighthouse's mobile screen emulation; `runLighthouse` checks that Lighthouse still uses it. */
  phone: { name: 'phone (412 × 823, 1.75×)', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { name: 'desktop (1280 × 720)', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const satisfies Record<string, Screen>

/** A fresh browser context (cold cache) on `screen`. */
export function newContextOn(browser: Browser, screen: Screen) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = screen
  return browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch })
}

/** Lighthouse's mobile network, CPU and screen, applied for real. */
export const mobileProfile = {
  name: 'Slow 4G (Lighthouse mobile: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU)',
  rttMs: 150,
  downBitsPerSecond: 1.6 * 1_000_000,
  upBitsPerSecond: 750 * 1000,
  cpuSlowdown: 4,
  screen: screens.phone,
} as const

/**
 * The bench's pages, at the addresses the site links to: `/showcase` answers with a redirect to
 * `/showcase/`, a round trip that no reader following a link pays and that the stand-in lacks.
 */
export const benchPages = ['/', '/docs/get-started', '/docs/tutorials/creating-a-post', '/docs/api/app-bsky-feed-get-timeline', '/blog', '/showcase/']

export interface PageLoadFigures {
  route: string
  screen: string
  runs: number
  /** Medians, in ms from navigation start. */
  fcpMs: number
  lcpMs: number
  /** Long tasks' time over 50 ms each, from first paint until the page has hydrated and settled. */
  tbtMs: number
  /** What the network alone needs before the first paint can happen (modelled). */
  floorMs: number
  /** The median LCP of a stand-in page of the same size and stylesheet with almost nothing to render. */
  measuredFloorMs: number
  /** The median, over the rounds, of the page's LCP less its stand-in's in the same round. */
  aboveFloorMs: number
}

/** Fails when Lighthouse's mobile run no longer emulates the screen the page-load section loads pages on. */
export function checkScreen(emulated: { width?: number; height?: number; deviceScaleFactor?: number; mobile?: boolean }): void {
  const { viewport, deviceScaleFactor, isMobile } = mobileProfile.screen
  const ours = { width: viewport.width, height: viewport.height, deviceScaleFactor, mobile: isMobile }
  const theirs = { width: emulated.width, height: emulated.height, deviceScaleFactor: emulated.deviceScaleFactor, mobile: emulated.mobile }
  if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
    throw new Error(`Lighthouse's mobile run emulates ${JSON.stringify(theirs)}, the page-load section ${JSON.stringify(ours)}: update screens.phone in scripts/bench/page-load.ts.`)
  }
}

/** The floor for `route`: one round trip to connect, then the HTML and its linked stylesheets, each a round trip plus its bytes as served. */
function networkFloorMs(dir: string, route: string): number {
  const weight = getPageWeight(dir, route)
  const bytesPerMs = mobileProfile.downBitsPerSecond / 8 / 1000
  const files = [fileForRoute(route), ...weight.css.files].map((file) => wireBytes(dir, file))
  return Math.round(mobileProfile.rttMs + files.reduce((ms, bytes) => ms + mobileProfile.rttMs + bytes / bytesPerMs, 0))
}

/** Observers the page starts before any of its own code runs. */
const observePaints = () => {
  const found = { fcp: 0, lcp: 0, longTasks: [] as { start: number; duration: number }[] }
  ;(window as unknown as { __pageLoad: typeof found }).__pageLoad = found
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') found.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) found.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) found.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

async function loadOnce(browser: Browser, url: string, screen: Screen, hydrates = true): Promise<{ fcp: number; lcp: number; tbt: number }> {
  const context = await newContextOn(browser, screen)
  try {
    const page = await context.newPage()
    await page.addInitScript(observePaints)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobileProfile.rttMs,
      downloadThroughput: mobileProfile.downBitsPerSecond / 8,
      uploadThroughput: mobileProfile.upBitsPerSecond / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown })
    const response = await page.goto(url, { waitUntil: 'load' })
    // A redirect's round trip would count against the page, and its stand-in has none.
    if (response?.request().redirectedFrom()) throw new Error(`${url} redirects to ${response.url()}: measure the address the site links to.`)
    if (hydrates) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
    // Settle: the work hydration schedules after its first commit counts toward blocking time too.
    await page.waitForTimeout(1000)
    const found = await page.evaluate(() => (window as unknown as { __pageLoad: { fcp: number; lcp: number; longTasks: { start: number; duration: number }[] } }).__pageLoad)
    const tbt = found.longTasks.filter((t) => t.start + t.duration > found.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
    return { fcp: found.fcp, lcp: found.lcp, tbt }
  } finally {
    await context.close()
  }
}

/**
 * The site's server for `dir` on a free port, where a new connection's first response comes two
 * round trips after the request: the handshake's and its own, as over the profile's network.
 * CDP's latency is a minimum from request to response headers, so it absorbs a shorter hold.
 */
async function serveOnMobileNetwork(dir: string): Promise<{ base: string; close: () => void }> {
  const site = createSiteServer({ dir })
  const server = createServer((socket) => setTimeout(() => site.emit('connection', socket), 2 * mobileProfile.rttMs))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close()
      site.closeAllConnections()
    },
  }
}

/**
 * A site of stand-in pages, one per route: the route's stylesheets and compressed size, a body of
 * one paragraph, served by the site's own server (precompressed, with its headers) from a
 * temporary folder. `close` stops the server and removes the folder.
 */
export async function serveStandIns(dir: string, routes: string[]): Promise<{ urlOf: (route: string) => string; close: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'page-load-floor-'))
  const copy = (file: string) => {
    for (const suffix of ['', '.br', '.gz']) {
      if (!existsSync(join(dir, file + suffix))) continue
      mkdirSync(dirname(join(folder, file)), { recursive: true })
      copyFileSync(join(dir, file + suffix), join(folder, file + suffix))
    }
  }
  for (const file of ['index.html', '404.html', '_headers']) copy(file)
  routes.forEach((route, i) => {
    const weight = getPageWeight(dir, route)
    weight.css.files.forEach(copy)
    const head = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>Floor</title>${weight.css.files.map((file) => `<link rel="stylesheet" href="/${file}"/>`).join('')}${weight.css.inline ? `<style>${weight.css.inline}</style>` : ''}</head><body><!--`
    const tail = `--><main><p>A stand-in page: the same stylesheet and compressed size as ${route}, and nothing else to lay out.</p></main></body></html>`
    const target = wireBytes(dir, fileForRoute(route))
    // Random base64 hardly compresses (6 bits a byte): pad until the page weighs what the route does.
    let padding = randomBytes(Math.max(0, Math.ceil((target * 4) / 3))).toString('base64')
    let html = `${head}${padding}${tail}`
    let compressed = brotliCompressSync(html)
    while (compressed.length > target && padding.length > 64) {
      padding = padding.slice(0, Math.floor(padding.length * 0.95))
      html = `${head}${padding}${tail}`
      compressed = brotliCompressSync(html)
    }
    writeFileSync(join(folder, `floor-${i}.html`), html)
    writeFileSync(join(folder, `floor-${i}.html.br`), compressed)
  })
  const server = await serveOnMobileNetwork(folder)
  return {
    urlOf: (route) => `${server.base}/floor-${routes.indexOf(route)}`,
    close: () => {
      server.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/**
 * Loads each route of the site built in `dir` `runs` times under the mobile profile on `screen`, and its stand-in as often:
 * round by round over every route (so a busy moment of the machine falls on all pages alike), each
 * load of a page beside one of its stand-in, which of the two goes first alternating by round.
 * The figures are medians; `aboveFloorMs` is the median of each round's difference, which shared
 * noise (a slow tab start, a busy core) leaves out.
 */
export async function measurePageLoads(browser: Browser, dir: string, routes: string[], runs = 5, screen: Screen = mobileProfile.screen): Promise<PageLoadFigures[]> {
  const site = await serveOnMobileNetwork(dir)
  const standIns = await serveStandIns(dir, routes)
  try {
    const loads = routes.map(() => ({ page: [] as Awaited<ReturnType<typeof loadOnce>>[], floor: [] as number[] }))
    for (let i = 0; i < runs; i++) {
      for (const [n, route] of routes.entries()) {
        const loadPage = async () => loads[n].page.push(await loadOnce(browser, `${site.base}${route}`, screen))
        const loadFloor = async () => loads[n].floor.push((await loadOnce(browser, standIns.urlOf(route), screen, false)).lcp)
        for (const load of i % 2 ? [loadFloor, loadPage] : [loadPage, loadFloor]) await load()
      }
    }
    return routes.map((route, n) => {
      const { page, floor } = loads[n]
      return {
        route,
        screen: screen.name,
        runs,
        fcpMs: Math.round(median(page.map((r) => r.fcp))),
        lcpMs: Math.round(median(page.map((r) => r.lcp))),
        tbtMs: Math.round(median(page.map((r) => r.tbt))),
        floorMs: networkFloorMs(dir, route),
        measuredFloorMs: Math.round(median(floor)),
        aboveFloorMs: Math.round(median(page.map((r, i) => r.lcp - floor[i]))),
      }
    })
  } finally {
    site.close()
    standIns.close()
  }
}
