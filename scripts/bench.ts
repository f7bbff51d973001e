/**
 * `npm run bench`: measures what readers and authors feel and prints a table; writes bench/results.json.
 * Not part of `npm test` (it takes a few minutes and its figures depend on the machine).
 *
 *   npm run bench                 everything
 *   npm run bench -- --skip-build reuse build/client (build figures are then left out)
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath, ensureChromium } from './lib/chromium.ts'
import { measureAuthoring, type AuthoringFigures } from './lib/authoring-bench.ts'
import { getRss, runLoad, startServerProcess } from './lib/load.ts'
import { measureCommand } from './lib/measure-command.ts'
import { clientDir, listFiles } from './lib/output.ts'
import { getPageWeight, kb } from './lib/page-weight.ts'
import { measureReferencePages } from './lib/reference-size.ts'
import { benchQueries, firstQuery, measureSearch } from './lib/search-bench.ts'
import { measureFirstQuery, type FirstQueryResult } from './lib/search-first-query.ts'
import { createSiteServer } from './lib/server.ts'

const pages = ['/', '/docs/get-started', '/docs/tutorials/creating-a-post', '/docs/api/app-bsky-feed-get-timeline', '/blog', '/showcase']
const skipBuild = process.argv.includes('--skip-build')
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
}
ensureChromium()

// 1. Cold build: caches removed, wall time and peak memory (all its processes together) of the whole `npm run build`.
if (!skipBuild) {
  for (const dir of ['build', '.cache', '.react-router', 'node_modules/.vite']) rmSync(dir, { recursive: true, force: true })
  console.log('Cold build…')
  const run = await measureCommand('npm', ['run', 'build'])
  const prerenderedRoutes = run.output.split('\n').filter((line) => line.startsWith('Prerender (html):') && !line.includes('SPA Fallback')).length
  results.build = { seconds: Number(run.seconds.toFixed(1)), peakMemoryMB: run.peakTreeMB, prerenderedRoutes }
}

// 2. Page weight of a first visit, and the largest HTML page.
const htmlFiles = listFiles(clientDir).filter((f) => f.endsWith('.html'))
const largest = htmlFiles.map((f) => ({ file: f, bytes: readFileSync(join(clientDir, f)).length })).sort((a, b) => b.bytes - a.bytes)[0]
results.pageWeight = pages.map((route) => {
  const w = getPageWeight(clientDir, route)
  return { route, html: w.html, js: { raw: w.js.raw, gzip: w.js.gzip }, css: { raw: w.css.raw, gzip: w.css.gzip } }
})
results.largestHtml = largest
const reference = measureReferencePages(clientDir, htmlFiles)
results.referencePages = reference

// 3–4. Browser figures against an in-process server: client navigation bytes and Lighthouse.
const server = createSiteServer({ dir: clientDir })
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage()
await page.goto(`${base}/docs/get-started`)
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
await page.waitForLoadState('networkidle')
let navigationBytes = 0
const requests: string[] = []
page.on('requestfinished', async (request) => {
  const sizes = await request.sizes()
  navigationBytes += sizes.responseBodySize + sizes.responseHeadersSize
  requests.push(new URL(request.url()).pathname)
})
await page.locator('.docs-sidebar a[href="/docs/tutorials/creating-a-post"]').click()
await page.locator('h1', { hasText: 'Creating a post' }).waitFor()
await page.waitForLoadState('networkidle')
results.clientNavigation = { from: '/docs/get-started', to: '/docs/tutorials/creating-a-post', bytes: navigationBytes, requests }

// The first search on a cold page, without and with Slow 4G emulation; the median of three runs each.
const firstSearch: FirstQueryResult[] = []
for (const throttled of [false, true]) {
  const runs: FirstQueryResult[] = []
  for (let i = 0; i < 3; i++) runs.push(await measureFirstQuery(browser, base, { query: firstQuery, throttled }))
  runs.sort((a, b) => a.resultsMs + a.modalOpenMs - (b.resultsMs + b.modalOpenMs))
  firstSearch.push(runs[1])
}
results.firstSearch = firstSearch

// Live authoring: edit-to-screen latency of `npm run dev` over 10 saves, and the content step of a
// build after one page changed (compile cache warm) and with no cache, on a copy of the project.
const authoring = await measureAuthoring(browser)
results.authoring = authoring
await browser.close()

// Search speed of the built-in index, over a fixed query set.
const search = await measureSearch(clientDir)
results.search = search

const lighthouseResults: Record<string, unknown>[] = []
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] })
try {
  for (const route of pages) {
    // Three runs per page, keeping the one with the median LCP: single runs move by a few hundred
    // ms on a busy machine. A run occasionally comes back without metrics (no LCP recorded); it is retried.
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = []
    for (let attempt = 0; runs.length < 3 && attempt < 6; attempt++) {
      const run = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (run?.lhr.categories.performance?.score != null) runs.push(run.lhr)
    }
    if (runs.length === 0) throw new Error(`Lighthouse returned nothing for ${route}`)
    const lcpOf = (r: (typeof runs)[number]) => r.audits['largest-contentful-paint']?.numericValue ?? 0
    const lhr = runs.sort((a, b) => lcpOf(a) - lcpOf(b))[Math.floor((runs.length - 1) / 2)]
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    lighthouseResults.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lcpOf(lhr)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    })
  }
} finally {
  await chrome.kill()
  server.close()
}
results.lighthouse = lighthouseResults

// 5. `npm run serve` under bounded load on loopback: 10 s, 50 connections, per path.
const port = 39_500 + Math.floor(Math.random() * 400)
const served = await startServerProcess(port)
try {
  const asset = readdirSync(join(clientDir, 'assets')).find((f) => f.startsWith('entry.client') && f.endsWith('.js'))
  await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 2, 10)
  const before = getRss(served.pid)
  const html = await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 10, 50)
  const js = await runLoad(`http://127.0.0.1:${port}/assets/${asset}`, 10, 50)
  const after = getRss(served.pid)
  results.server = { html, asset: js, rssBeforeMB: Math.round(before / 2 ** 20), rssAfterMB: Math.round(after / 2 ** 20) }
} finally {
  served.stop()
}

// Report.
mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
const rows: [string, string][] = []
const build = results.build as { seconds: number; peakMemoryMB: number; prerenderedRoutes: number } | undefined
if (build) rows.push(['build (cold)', `${build.seconds.toFixed(1)} s, peak ${build.peakMemoryMB} MB, ${build.prerenderedRoutes} prerendered routes`])
for (const w of results.pageWeight as { route: string; html: { raw: number; gzip: number }; js: { raw: number; gzip: number }; css: { raw: number; gzip: number } }[]) {
  rows.push([`weight ${w.route}`, `HTML ${kb(w.html.raw)} (${kb(w.html.gzip)} gz) · JS ${kb(w.js.raw)} (${kb(w.js.gzip)} gz) · CSS ${kb(w.css.raw)} (${kb(w.css.gzip)} gz)`])
}
rows.push(['largest HTML', `${largest.file}: ${kb(largest.bytes)}`])
rows.push(['API reference HTML', `${reference.pages} pages: largest ${reference.largest.file} ${kb(reference.largest.bytes)}, median ${reference.median.file} ${kb(reference.median.bytes)}`])
rows.push(['client navigation', `${kb(navigationBytes)} over ${requests.length} request(s): ${requests.join(', ')}`])
for (const l of (results.authoring as AuthoringFigures).editToScreen) {
  rows.push([`dev edit → screen ${l.route}`, `median ${l.medianMs} ms, p95 ${l.p95Ms} ms over ${l.saves} saves${l.reloaded ? ', RELOADED the page' : ', no reload'}`])
}
rows.push(['content step, one page changed', `${authoring.warmContentSeconds} s warm (${authoring.warmContentCompiled} compiled; ${authoring.warmProcessSeconds} s with process start-up), ${authoring.coldContentSeconds} s with no cache`])
rows.push(['search index', `${search.records} records in ${search.files} files: ${kb(search.rawBytes)} raw, ${kb(search.gzipBytes)} gzip, ${kb(search.brotliBytes)} brotli; core ${kb(search.coreBrotliBytes)} brotli, loads in ${search.loadMs.toFixed(0)} ms`])
rows.push(['search first query (build)', `"${search.firstQuery.query}" typed: ${kb(search.firstQuery.bytes)} of the index in ${search.firstQuery.files.length} files`])
for (const f of firstSearch) {
  rows.push([`search first query${f.throttled ? ' (Slow 4G)' : ''}`, `modal open ${f.modalOpenMs.toFixed(0)} ms, results ${f.resultsMs.toFixed(0)} ms after; ${kb(f.bytes)} transferred (index ${kb(f.indexBytes)}) in ${f.requests.length} requests`])
}
rows.push(['search queries', `${benchQueries.length} queries × ${search.queries / benchQueries.length} rounds: median ${search.medianMs.toFixed(2)} ms, p95 ${search.p95Ms.toFixed(2)} ms`])
for (const l of lighthouseResults) {
  rows.push([`lighthouse ${l.route}`, `perf ${l.performance} · a11y ${l.accessibility} · best ${l.bestPractices} · SEO ${l.seo} · FCP ${l.fcpMs} ms · LCP ${l.lcpMs} ms · TBT ${l.tbtMs} ms · CLS ${l.cls}`])
}
const s = results.server as { html: { requestsPerSecond: number; p99Ms: number; errors: number }; asset: { requestsPerSecond: number; p99Ms: number; errors: number }; rssBeforeMB: number; rssAfterMB: number }
rows.push(['serve HTML (50 conn, 10 s)', `${s.html.requestsPerSecond} req/s, p99 ${s.html.p99Ms} ms, ${s.html.errors} errors`])
rows.push(['serve asset (50 conn, 10 s)', `${s.asset.requestsPerSecond} req/s, p99 ${s.asset.p99Ms} ms, ${s.asset.errors} errors`])
rows.push(['serve memory', `${s.rssBeforeMB} MB → ${s.rssAfterMB} MB`])
const width = Math.max(...rows.map((r) => r[0].length))
console.log(`\nBenchmark, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version}`)
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`)
console.log('\nWritten to bench/results.json')
