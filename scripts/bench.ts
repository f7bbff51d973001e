/**
 * `npm run bench`: measures what readers and authors feel and prints a table; writes bench/results.json.
 * Not part of `npm test` (it takes minutes and its figures depend on the machine).
 *
 *   npm run bench                          everything
 *   npm run bench -- --skip-build          reuse build/client (the build figures are left out)
 *   npm run bench -- --only page-load,authoring   only the named sections (see `sections` below)
 *   npm run bench -- --only search-scale --scale 8   search with the content made 8 times larger (default 4)
 *
 * Speed is measured under one profile unless a row says otherwise: Lighthouse's mobile network and
 * CPU (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU), applied through the DevTools
 * protocol; first visits load on its phone screen (412 × 823 at 1.75×), and again in a 1280 × 720
 * desktop window (the search rows use that window only). The search rows also give DevTools'
 * harsher "Slow 4G" preset (562.5 ms latency), and Lighthouse's own simulated figures are kept
 * beside for comparison.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Request } from 'playwright-core'
import { measureAuthoring } from './bench/authoring-bench.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { getRss, runLoad, startServerProcess } from './bench/load.ts'
import { measureCommand } from './bench/measure-command.ts'
import { measureFirstPaintWork, type FirstPaintFigures } from './bench/first-paint-work.ts'
import { benchPages as pages, measurePageLoads, mobileProfile, screens, serveStandIns } from './bench/page-load.ts'
import { getPageWeight, kb } from './bench/page-weight.ts'
import { measureReferencePages } from './bench/reference-size.ts'
import { benchQueries, firstQuery, measureSearch, openBuiltIndex } from './bench/search-bench.ts'
import { describeFirstSearch, measureFirstSearch, searchProfiles, type SearchProfile } from './bench/search-first-query.ts'
import { measureAtScale } from './bench/search-scale.ts'
import { measureRelevance } from './bench/search-questions.ts'
import { clientDir, listFiles } from './build/output.ts'
import { createSiteServer } from './server/server.ts'
import { chromiumArgs, chromiumPath, ensureChromium } from './support/chromium.ts'
import { readFlags } from './support/command-line.ts'
import { chooseSections } from './bench/bench-flags.ts'

type Row = [string, string]

const flags = readFlags('npm run bench [-- --skip-build] [--only section,…] [--scale N]', { 'skip-build': { type: 'boolean' }, only: { type: 'string' }, scale: { type: 'string', default: '4' } })

/** What every section may use: the built site served on a free port, one browser, and the run's flags. */
interface Bench {
  base: string
  browser: Browser
  results: Record<string, unknown>
  scaleFactor: number
}

interface Section {
  name: string
  run(bench: Bench): Promise<Row[]>
}

const sections: Section[] = [
  {
    // Caches removed: wall time and peak memory (all its processes together) of the whole `npm run build`.
    name: 'build',
    async run({ results }) {
      for (const dir of ['build', '.cache', '.react-router', 'node_modules/.vite']) rmSync(dir, { recursive: true, force: true })
      console.log('Cold build…')
      const run = await measureCommand('npm', ['run', 'build'])
      const prerenderedRoutes = run.output.split('\n').filter((line) => line.startsWith('Prerender (html):') && !line.includes('SPA Fallback')).length
      results.build = { seconds: Number(run.seconds.toFixed(1)), peakMemoryMB: run.peakTreeMB, prerenderedRoutes }
      return [['build (cold)', `${run.seconds.toFixed(1)} s, peak ${run.peakTreeMB} MB, ${prerenderedRoutes} prerendered routes`]]
    },
  },
  {
    // What a first visit downloads, read from the built HTML; and the largest pages.
    name: 'weight',
    async run({ results }) {
      const htmlFiles = listFiles(clientDir).filter((f) => f.endsWith('.html'))
      const largest = htmlFiles.map((f) => ({ file: f, bytes: readFileSync(join(clientDir, f)).length })).sort((a, b) => b.bytes - a.bytes)[0]
      const weights = pages.map((route) => getPageWeight(clientDir, route))
      const reference = measureReferencePages(clientDir, htmlFiles)
      results.pageWeight = weights.map(({ route, html, js, css }) => ({ route, html, js: { raw: js.raw, gzip: js.gzip }, css: { raw: css.raw, gzip: css.gzip } }))
      results.largestHtml = largest
      results.referencePages = reference
      return [
        ...weights.map((w): Row => [`weight ${w.route}`, `HTML ${kb(w.html.raw)} (${kb(w.html.gzip)} gz) · JS ${kb(w.js.raw)} (${kb(w.js.gzip)} gz) · CSS ${kb(w.css.raw)} (${kb(w.css.gzip)} gz${w.css.inline ? ', in the HTML' : ''})`]),
        ['largest HTML', `${largest.file}: ${kb(largest.bytes)}`],
        ['API reference HTML', `${reference.pages} pages: largest ${reference.largest.file} ${kb(reference.largest.bytes)}, median ${reference.median.file} ${kb(reference.median.bytes)}`],
      ]
    },
  },
  {
    name: 'navigation',
    async run({ base, browser, results }) {
      const page = await browser.newPage()
      await page.goto(`${base}/docs/tutorials/blocking`)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      await page.waitForLoadState('networkidle')
      const finished: Request[] = []
      page.on('requestfinished', (request) => finished.push(request))
      await page.locator('.docs-sidebar a[href="/docs/tutorials/creating-a-post"]').click()
      await page.locator('h1', { hasText: 'Creating a post' }).waitFor()
      await page.waitForLoadState('networkidle')
      // Sizes are read before the page closes: a request that finished last would lose them.
      const sizes = await Promise.all(finished.map((request) => request.sizes()))
      await page.close()
      const bytes = sizes.reduce((sum, size) => sum + size.responseBodySize + size.responseHeadersSize, 0)
      const requests = finished.map((request) => new URL(request.url()).pathname)
      results.clientNavigation = { from: '/docs/tutorials/blocking', to: '/docs/tutorials/creating-a-post', bytes, requests }
      return [['client navigation', `${kb(bytes)} over ${requests.length} request(s): ${requests.join(', ')}`]]
    },
  },
  {
    // First visits under real throttling: paint and blocking times read from the page itself, the median of seven cold loads per page, each beside a load of its stand-in for the measured floor; on the profile's phone screen, then in a desktop window.
    name: 'page-load',
    async run({ browser, results }) {
      const loads = await measurePageLoads(browser, clientDir, pages, 7)
      const desktop = await measurePageLoads(browser, clientDir, pages, 7, screens.desktop)
      results.pageLoad = { profile: mobileProfile.name, pages: loads, desktop }
      const signed = (ms: number) => (ms < 0 ? `${ms}` : `+${ms}`)
      return [...loads, ...desktop].map((l): Row => [
        `first visit ${l.route}, ${l.screen}`,
        `FCP ${l.fcpMs} ms · LCP ${l.lcpMs} ms (network floor ${l.floorMs} ms, ${signed(l.lcpMs - l.floorMs)}; measured floor ${l.measuredFloorMs} ms, ${signed(l.aboveFloorMs)} by round) · TBT ${l.tbtMs} ms; median of ${l.runs}`,
      ])
    },
  },
  {
    // What a page needs above its floor: the main thread's work before its first paint, at the profile's CPU slowdown; the median of five traced cold loads.
    name: 'first-paint-work',
    async run({ base, browser, results }) {
      const standIns = await serveStandIns(clientDir, pages)
      const figures = []
      try {
        for (const route of pages) figures.push({ route, page: await measureFirstPaintWork(browser, `${base}${route}`), standIn: await measureFirstPaintWork(browser, standIns.urlOf(route)) })
      } finally {
        standIns.close()
      }
      results.firstPaintWork = figures
      const work = (f: FirstPaintFigures) => `parse ${f.parseMs} ms · style ${f.styleMs} · layout ${f.layoutMs} · paint ${f.paintMs}, ${f.fonts} fonts`
      return figures.map((f): Row => [`first paint's work ${f.route}`, `${work(f.page)}; its stand-in ${work(f.standIn)} (${mobileProfile.cpuSlowdown}× CPU, network unthrottled; median of 5)`])
    },
  },
  {
    // The first search on a cold page: unthrottled, on the mobile profile and on DevTools' harsher "Slow 4G" preset; the median of three runs each.
    name: 'first-search',
    async run({ base, browser, results }) {
      const firstSearch = await measureFirstSearch(browser, base, firstQuery)
      results.firstSearch = firstSearch
      return firstSearch.map((f): Row => [`search first query (${searchProfiles[f.profile].label})`, describeFirstSearch(f)])
    },
  },
  {
    // Search speed of the built-in index, over a fixed query set.
    name: 'search',
    async run({ results }) {
      const search = await measureSearch(clientDir)
      const index = openBuiltIndex(clientDir)
      const relevance = await measureRelevance(async (query) => (await index.search({ query, page: 0, hitsPerPage: 20, snippetLength: 10 })).hits)
      results.search = { ...search, relevance }
      return [
        ['search index', `${search.units} units in ${search.files} files: ${kb(search.rawBytes)} raw, ${kb(search.gzipBytes)} gzip, ${kb(search.brotliBytes)} brotli; core ${kb(search.coreBrotliBytes)} brotli, loads in ${search.loadMs.toFixed(0)} ms`],
        ['search first query (build)', `"${search.firstQuery.query}": first answer ${kb(search.firstQuery.firstBytes)} of the index in ${search.firstQuery.firstFiles.length} files, in full with the hits' text ${kb(search.firstQuery.bytes)} in ${search.firstQuery.files.length}`],
        ['search queries', `${benchQueries.length} queries × ${search.queries / benchQueries.length} rounds: median ${search.medianMs.toFixed(2)} ms, p95 ${search.p95Ms.toFixed(2)} ms`],
        ['search relevance', `${relevance.questions} questions: hit@3 ${(relevance.hitAt3 * 100).toFixed(1)} %, MRR ${relevance.mrr.toFixed(3)}; missed: ${relevance.misses.map((miss) => `"${miss.query}"`).join(', ') || 'none'}`],
      ]
    },
  },
  {
    // Search as the docs grow: the content made `--scale` times larger (tutorials, guides, posts) in a copy of the project, against 1×.
    name: 'search-scale',
    async run({ browser, results, scaleFactor }) {
      const figures = [await measureAtScale(browser, 1), await measureAtScale(browser, scaleFactor)]
      results.searchScale = figures
      const [one, grown] = figures
      const ratio = (pick: (f: (typeof figures)[number]) => number) => `${(pick(grown) / pick(one)).toFixed(2)}×`
      const on = (profile: SearchProfile) => (f: (typeof figures)[number]) => f.firstSearch.find((s) => s.profile === profile)!
      const unthrottled = on('unthrottled')
      const slow4g = on('mobile')
      return [
        ...figures.flatMap((f): Row[] => [
          [`search at ${f.factor}×: build`, `${f.pages} pages; cold build ${f.buildSeconds} s, peak ${f.buildPeakMB} MB; index ${f.indexFiles} files, ${kb(f.indexRawBytes)} raw; /docs/get-started ${kb(f.getStartedHtmlBytes)} of HTML`],
          [`search at ${f.factor}×: "${f.firstQuery.query}" (build)`, `first answer ${kb(f.firstQuery.firstBytes)} of the index in ${f.firstQuery.firstFiles.length} files, in full ${kb(f.firstQuery.bytes)} in ${f.firstQuery.files.length}`],
          ...f.firstSearch.map((s): Row => [`search at ${f.factor}×: first query (${searchProfiles[s.profile].label})`, describeFirstSearch(s)]),
        ]),
        [
          `search at ${scaleFactor}× against 1×`,
          `index read for the first answer ${ratio((f) => f.firstQuery.firstBytes)}, in full ${ratio((f) => f.firstQuery.bytes)}; transferred until the first hits ${ratio((f) => unthrottled(f).firstHitBytes)} unthrottled (the full search UI's code, 16 KB, may come before them: on a fast network the index core is in before the first key, and the code follows it at once), ${ratio((f) => slow4g(f).firstHitBytes)} on Slow 4G, for the whole first search ${ratio((f) => unthrottled(f).bytes)}; build ${ratio((f) => f.buildSeconds)} the time, ${ratio((f) => f.buildPeakMB)} the memory; get-started's HTML ${ratio((f) => f.getStartedHtmlBytes)}`,
        ],
      ]
    },
  },
  {
    // Live authoring on a copy of the project: save to screen, saves under load, the content step.
    name: 'authoring',
    async run({ browser, results }) {
      const authoring = await measureAuthoring(browser)
      results.authoring = authoring
      const { stress } = authoring
      return [
        ['dev start → page answers, hydrated', `${authoring.devStart.first.answeredMs} ms, ${authoring.devStart.first.hydratedMs} ms in a fresh copy (Vite's own cache empty, the compile cache warm); ${authoring.devStart.again.answeredMs} ms, ${authoring.devStart.again.hydratedMs} ms started again`],
        ...authoring.editToScreen.map((l): Row => [`dev edit → screen ${l.route}`, `median ${l.medianMs} ms, p95 ${l.p95Ms} ms over ${l.saves} saves${l.reloaded ? ', RELOADED the page' : ', no reload'}`]),
        ['dev saves under load', `${stress.lost} lost of ${stress.saves} (${Object.entries(stress.lostByMode).map(([mode, n]) => `${mode}: ${n}`).join(', ')}); ${stress.neverCompiled} overwritten by the next save before a build read them; median ${stress.medianMs} ms, p95 ${stress.p95Ms} ms, ${stress.busyProcesses} CPU-bound processes beside`],
        ['content step, one page changed', `${authoring.warmContentSeconds} s warm (${authoring.warmContentCompiled} compiled; ${authoring.warmProcessSeconds} s with process start-up), ${authoring.coldContentSeconds} s with no cache`],
      ]
    },
  },
  {
    // Lighthouse's default mobile run, which simulates throttling from the request graph: estimates, kept for comparison.
    name: 'lighthouse',
    async run({ base, results }) {
      const scores = await runLighthouse(base, pages)
      results.lighthouse = scores
      return scores.map((l): Row => [`lighthouse ${l.route}`, `perf ${l.performance} · a11y ${l.accessibility} · best ${l.bestPractices} · SEO ${l.seo} · FCP ${l.fcpMs} ms · LCP ${l.lcpMs} ms · TBT ${l.tbtMs} ms · CLS ${l.cls} (simulated)`])
    },
  },
  {
    // `npm run serve` under bounded load on loopback: 10 s, 50 connections, per path.
    name: 'server',
    async run({ results }) {
      const port = 39_500 + Math.floor(Math.random() * 400)
      const served = await startServerProcess(port)
      try {
        const asset = readdirSync(join(clientDir, 'assets')).find((f) => f.startsWith('entry.client') && f.endsWith('.js'))
        await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 2, 10)
        const before = getRss(served.pid)
        const html = await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 10, 50)
        const js = await runLoad(`http://127.0.0.1:${port}/assets/${asset}`, 10, 50)
        const after = getRss(served.pid)
        const rssBeforeMB = Math.round(before / 2 ** 20)
        const rssAfterMB = Math.round(after / 2 ** 20)
        results.server = { html, asset: js, rssBeforeMB, rssAfterMB }
        return [
          ['serve HTML (50 conn, 10 s)', `${html.requestsPerSecond} req/s, p99 ${html.p99Ms} ms, ${html.errors} errors`],
          ['serve asset (50 conn, 10 s)', `${js.requestsPerSecond} req/s, p99 ${js.p99Ms} ms, ${js.errors} errors`],
          ['serve memory', `${rssBeforeMB} MB → ${rssAfterMB} MB`],
        ]
      } finally {
        served.stop()
      }
    },
  },
]

const { wanted, scaleFactor } = (() => {
  try {
    return chooseSections(flags, sections.map((s) => s.name))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
})()

ensureChromium()
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  profile: mobileProfile.name,
}
const rows: Row[] = []
// The build runs first, before the server reads build/client.
if (wanted.has('build')) rows.push(...(await sections[0].run({ base: '', browser: undefined as unknown as Browser, results, scaleFactor })))
const server = createSiteServer({ dir: clientDir })
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const bench: Bench = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, browser, results, scaleFactor }
  for (const section of sections.slice(1)) if (wanted.has(section.name)) rows.push(...(await section.run(bench)))
} finally {
  await browser.close()
  server.close()
}

mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
const width = Math.max(...rows.map((r) => r[0].length))
console.log(`\nBenchmark, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version}; speed on ${mobileProfile.name} unless a row says otherwise`)
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`)
console.log('\nWritten to bench/results.json')
