/**
 * First visits under real throttling: the page loads in Chromium with the network and CPU slowed
 * through the Chrome DevTools Protocol (not simulated from a request graph, as Lighthouse's default
 * mobile run does), and its paint and long-task timings are read from the page itself.
 *
 * The profile is "Slow 4G" as Lighthouse's mobile run models it: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, and a CPU four times slower than this machine's. Each page is loaded
 * `runs` times in a fresh browser context (cold cache); the median of each figure is reported
 * beside the network's floor: the time the page's HTML and stylesheet need on that network alone
 * (a round trip for the connection, then one per file plus its compressed bytes), which no
 * amount of client code can beat.
 */
import type { Browser } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileForRoute } from '../build/output.ts'
import { getPageWeight } from './page-weight.ts'

/** Lighthouse's mobile network and CPU, applied for real. */
export const mobileProfile = {
  name: 'Slow 4G (Lighthouse mobile: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU)',
  rttMs: 150,
  downBitsPerSecond: 1.6 * 1_000_000,
  upBitsPerSecond: 750 * 1000,
  cpuSlowdown: 4,
} as const

export interface PageLoadFigures {
  route: string
  runs: number
  /** Medians, in ms from navigation start. */
  fcpMs: number
  lcpMs: number
  /** Long tasks' time over 50 ms each, from first paint until the page has hydrated and settled. */
  tbtMs: number
  /** What the network alone needs before the first paint can happen. */
  floorMs: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The floor for `route`: one round trip to connect, then the HTML and each stylesheet, each a round trip plus its gzip bytes. */
export function networkFloorMs(dir: string, route: string): number {
  const weight = getPageWeight(dir, route)
  const bytesPerMs = mobileProfile.downBitsPerSecond / 8 / 1000
  const html = gzipSync(readFileSync(join(dir, fileForRoute(route)))).length
  const files = [html, weight.css.gzip]
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

async function loadOnce(browser: Browser, url: string): Promise<{ fcp: number; lcp: number; tbt: number }> {
  const context = await browser.newContext()
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
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
    // Settle: the work hydration schedules after its first commit counts toward blocking time too.
    await page.waitForTimeout(1000)
    const found = await page.evaluate(() => (window as unknown as { __pageLoad: { fcp: number; lcp: number; longTasks: { start: number; duration: number }[] } }).__pageLoad)
    const tbt = found.longTasks.filter((t) => t.start + t.duration > found.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
    return { fcp: found.fcp, lcp: found.lcp, tbt }
  } finally {
    await context.close()
  }
}

/** Loads `route` from `base` `runs` times under the mobile profile; medians beside the floor. */
export async function measurePageLoad(browser: Browser, base: string, dir: string, route: string, runs = 5): Promise<PageLoadFigures> {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await loadOnce(browser, `${base}${route}`))
  return {
    route,
    runs,
    fcpMs: Math.round(median(results.map((r) => r.fcp))),
    lcpMs: Math.round(median(results.map((r) => r.lcp))),
    tbtMs: Math.round(median(results.map((r) => r.tbt))),
    floorMs: networkFloorMs(dir, route),
  }
}
