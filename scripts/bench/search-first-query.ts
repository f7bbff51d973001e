import type { Browser, CDPSession, Page } from 'playwright-core'
import { mobileProfile } from './page-load.ts'

/**
 * The first search on a cold page, as a reader meets it: the page has loaded, the reader clicks
 * the navbar's search button (the pointer passes over it first) and types a query as soon as the
 * field appears. Measured in the page's own clock; bytes from the Chrome DevTools Protocol.
 */

/** Chrome DevTools' "Slow 4G" preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
const slow4g = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 }

/** The conditions a first search is measured under, applied once the page has loaded. */
export const searchProfiles = {
  unthrottled: { label: 'unthrottled', network: null, cpuSlowdown: 1 },
  mobile: {
    label: 'Slow 4G as Lighthouse mobile: 150 ms RTT, 1.6 Mbit/s, 4× CPU',
    network: { offline: false, latency: mobileProfile.rttMs, downloadThroughput: mobileProfile.downBitsPerSecond / 8, uploadThroughput: mobileProfile.upBitsPerSecond / 8 },
    cpuSlowdown: mobileProfile.cpuSlowdown,
  },
  devtools: { label: 'DevTools Slow 4G preset: 562.5 ms latency', network: slow4g, cpuSlowdown: 1 },
} as const
export type SearchProfile = keyof typeof searchProfiles

export interface FirstQueryResult {
  query: string
  profile: SearchProfile
  /** From the click to a focused search field in the open dialog. */
  modalOpenMs: number
  /** From the open dialog to the first hit of the query on screen. */
  resultsMs: number
  /** What had been transferred when the first hit showed (code and index), as sent over the wire. */
  firstHitBytes: number
  /** Everything the first search transferred, the hits' text and the full answer included, until the network was idle. */
  bytes: number
  /** Of those, the search index's files. */
  indexBytes: number
  requests: string[]
  /** With `trace`: the requests, marks and CPU profile from the click to the first hit (scripts/search-timeline.ts). */
  trace?: FirstQueryTrace
}

interface FirstQueryTrace {
  /** Resource timing of every request from the pointer's approach on, in ms from the click. */
  resources: { path: string; start: number; end: number; bytes: number }[]
  /** The page's performance marks from then on, with `open` and `results`, in ms from the click. */
  marks: Record<string, number>
  /** Sampled CPU time (idle excluded), and the functions with the most self time. */
  cpu: { totalMs: number; top: { name: string; ms: number }[] }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

/** Self time per function of a CDP CPU profile, busiest first. */
function summariseProfile(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): FirstQueryTrace['cpu'] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame
    if (frame.functionName === '(idle)') return
    const file = frame.url.split('/').pop() ?? ''
    const name = `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`
    self.set(name, (self.get(name) ?? 0) + profile.timeDeltas[i] / 1000)
  })
  const top = [...self.entries()].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms)
  return { totalMs: top.reduce((n, f) => n + f.ms, 0), top: top.slice(0, 25) }
}

/** Whether a requested path is part of the built-in search index (the whole file, or a piece of it). */
const isSearchIndexPath = (path: string) => /^\/search-index(?:\.json|\/)/.test(path)

/**
 * Follows the network through the DevTools protocol: each request's path and bytes received, and
 * `quiet`, which waits until nothing has been in flight for 500 ms (30 s at most). The page's own
 * "networkidle" was reached before the click, so waiting for it again would return at once.
 */
function watchNetwork(cdp: CDPSession) {
  const urls = new Map<string, string>()
  const sizes = new Map<string, number>()
  const inFlight = new Set<string>()
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, new URL(event.request.url).pathname)
    inFlight.add(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.loadingFinished', (event) => {
    sizes.set(event.requestId, event.encodedDataLength)
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
  })
  const quiet = async (page: Page) => {
    for (const deadline = Date.now() + 30_000; (inFlight.size > 0 || Date.now() - lastActivity < 500) && Date.now() < deadline; ) await page.waitForTimeout(50)
  }
  return { urls, sizes, quiet }
}

/** Timestamps in the page, by its own clock (`window.__firstQuery`): the click, the focused field (`open`), the first hit (`results`). */
async function installMarks(page: Page) {
  await page.evaluate(() => {
    const marks: Record<string, number> = { start: performance.now() }
    ;(window as unknown as { __firstQuery: Record<string, number> }).__firstQuery = marks
    document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true, once: true })
    const observer = new MutationObserver(() => {
      const input = document.querySelector('.aa-DetachedContainer .aa-Input')
      if (input && document.activeElement === input) marks.open ??= performance.now()
      if (document.querySelector('.aa-DetachedContainer [data-autocomplete-source-id^="page-"] .aa-Item')) {
        marks.results ??= performance.now()
        observer.disconnect()
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    document.addEventListener('focusin', () => {
      if ((document.activeElement as HTMLElement | null)?.matches('.aa-DetachedContainer .aa-Input')) marks.open ??= performance.now()
    })
  })
}

/** The trace of a first search: the CPU profile started before the click, and the page's resource timings and marks since, in ms from the click. */
async function readTrace(cdp: CDPSession, page: Page, marks: Record<string, number>): Promise<FirstQueryTrace> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } }
  const timing = await page.evaluate(({ start, click }) => ({
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.startTime >= start)
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime - click, end: r.responseEnd - click, bytes: r.transferSize })),
    // A mark set more than once is listed each time: "name", "name #2", …
    marks: Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => m.startTime >= start)
        .map((m, i, all) => {
          const n = all.slice(0, i).filter((other) => other.name === m.name).length
          return [n ? `${m.name} #${n + 1}` : m.name, m.startTime - click]
        }),
    ),
  }), marks)
  return { ...timing, marks: { ...timing.marks, open: marks.open - marks.click, results: marks.results - marks.click }, cpu: summariseProfile(profile) }
}

export async function measureFirstQuery(browser: Browser, baseURL: string, { query = 'oauth', profile = 'unthrottled' as SearchProfile, route = '/docs/get-started', trace = false } = {}): Promise<FirstQueryResult> {
  const conditions = searchProfiles[profile]
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await page.goto(route)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.waitForLoadState('networkidle')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    if (conditions.network) await cdp.send('Network.emulateNetworkConditions', conditions.network)
    if (conditions.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown })
    const network = watchNetwork(cdp)
    await installMarks(page)
    if (trace) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    // A reader's click, then typing into the field the dialog has focused. Pointer and keyboard
    // directly: a locator's click and typing wait for actionability and re-find the field before
    // every key, which kept the first key from reaching the page until ~110 ms after the dialog
    // opened (a third of this figure was the harness). Keys go to whatever has focus, so a dialog
    // that did not focus its field at once would lose them and never show the query's hits.
    const button = await page.locator('a.search-button').boundingBox()
    if (!button) throw new Error('The search button is not on the page.')
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2)
    await page.mouse.down()
    await page.mouse.up()
    await page.keyboard.type(query)
    await page.locator('.aa-DetachedContainer [data-autocomplete-source-id^="page-"] .aa-Item').first().waitFor({ timeout: 60_000 })
    // When the full search UI takes over the field, focus and the query go with it.
    const typed = await page.locator('.aa-DetachedContainer[role="dialog"] .aa-Input').inputValue()
    if (typed !== query) throw new Error(`The search field holds "${typed}" after typing "${query}": keys were lost.`)
    await network.quiet(page)
    const { urls, sizes } = network
    const marks = await page.evaluate(() => (window as unknown as { __firstQuery: Record<string, number> }).__firstQuery)
    // What had arrived when the first hit appeared, by the page's own clock: responses still coming
    // in as the harness notices the hit (on a fast network, the rest of the first search) are not part of it.
    const arrived = await page.evaluate(
      ({ start, results }) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime >= start).map((r) => ({ path: new URL(r.name).pathname, byHits: r.responseEnd <= results })),
      marks,
    )
    // Sizes from the network (Resource Timing counts no real headers), times from the page.
    const received = [...sizes.entries()].map(([id, size]) => ({ path: urls.get(id) ?? '?', size }))
    const timedPaths = arrived.map((r) => r.path).sort()
    if (JSON.stringify(timedPaths) !== JSON.stringify(received.map((r) => r.path).sort())) throw new Error(`Search bench: the page timed other requests (${timedPaths.join(', ')}) than the network saw (${received.map((r) => r.path).join(', ')}).`)
    const byHits = arrived.filter((r) => r.byHits).map((r) => r.path)
    const firstHitBytes = received.filter((r) => byHits.includes(r.path)).reduce((sum, r) => sum + r.size, 0)
    let traced: FirstQueryTrace | undefined
    if (trace) traced = await readTrace(cdp, page, marks)
    if (conditions.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    if (conditions.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const requests = [...sizes.keys()].map((id) => urls.get(id) ?? '?')
    const bytes = [...sizes.values()].reduce((a, b) => a + b, 0)
    const indexBytes = [...sizes.entries()].filter(([id]) => isSearchIndexPath(urls.get(id) ?? '')).reduce((a, [, b]) => a + b, 0)
    return { query, profile, modalOpenMs: marks.open - marks.click, resultsMs: marks.results - marks.open, firstHitBytes, bytes, indexBytes, requests, trace: traced }
  } finally {
    await context.close()
  }
}

/** The median (by time to the first hit) of three first searches under each profile. */
export async function measureFirstSearch(browser: Browser, baseURL: string, query: string): Promise<FirstQueryResult[]> {
  const medians: FirstQueryResult[] = []
  for (const profile of Object.keys(searchProfiles) as SearchProfile[]) {
    const runs: FirstQueryResult[] = []
    for (let i = 0; i < 3; i++) runs.push(await measureFirstQuery(browser, baseURL, { query, profile }))
    medians.push(runs.sort((a, b) => a.resultsMs + a.modalOpenMs - (b.resultsMs + b.modalOpenMs))[1])
  }
  return medians
}

export const describeFirstSearch = (f: FirstQueryResult) =>
  `search open ${f.modalOpenMs.toFixed(0)} ms, first hits ${f.resultsMs.toFixed(0)} ms after; ${(f.firstHitBytes / 1024).toFixed(1)} KB transferred until then, ${(f.bytes / 1024).toFixed(1)} KB for the whole first search (index ${(f.indexBytes / 1024).toFixed(1)} KB) in ${f.requests.length} requests`
