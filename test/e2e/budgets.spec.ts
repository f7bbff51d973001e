import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { clientDir, fileForRoute, listFiles } from '../../scripts/build/output.ts'
import { countFonts } from '../../scripts/bench/first-paint-work.ts'
import { benchPages } from '../../scripts/bench/page-load.ts'
import { getPageWeight, kb, ownHtml, siteStylesheetOf } from '../../scripts/bench/page-weight.ts'
import { expect, test } from './browser.ts'

/** The site stylesheet as the build wrote it into a page (every page carries the same one). */
const builtStylesheet = () => siteStylesheetOf(readFileSync(join(clientDir, fileForRoute('/docs/get-started')), 'utf8'))

test.describe('budgets', () => {
  for (const route of ['/docs/get-started', '/docs/tutorials/creating-a-post', '/docs/api/app-bsky-feed-get-timeline']) {
    test(`${route} loads at most 115 KB of JS and 12 KB of CSS (gzip) on a first visit`, () => {
      const weight = getPageWeight(clientDir, route)
      // The weighing found what the page loads: the client entry and the stylesheet at least. The
      // stylesheet comes in the page (root.tsx), so the first paint waits on no second file.
      expect(weight.js.files).toContainEqual(expect.stringMatching(/^assets\/entry\.client-[\w-]+\.js$/))
      expect(weight.css.files).toEqual([])
      expect(weight.css.inline).toContain('@layer base')
      const problems: string[] = []
      if (weight.js.gzip > 115 * 1024) problems.push(`${route}: first-visit JS is ${kb(weight.js.gzip)} gzip, over the 115 KB budget (${weight.js.files.join(', ')})`)
      if (weight.css.gzip > 12 * 1024) problems.push(`${route}: CSS is ${kb(weight.css.gzip)} gzip, over the 12 KB budget`)
      expect(problems).toEqual([])
    })
  }

  test('fetches at most 31 KB of JS (gzip) for the full search UI on intent: its code, the shared search code and the built-in provider, without Preact or Algolia Insights', () => {
    const chunks = readdirSync(join(clientDir, 'assets')).filter((f) => /^(search-autocomplete|search-shared|builtin-index)-[\w-]+\.js$/.test(f))
    expect(chunks.map((f) => /^(search-autocomplete|search-shared|builtin-index)/.exec(f)![1]).sort()).toEqual(['builtin-index', 'search-autocomplete', 'search-shared'])
    const code = chunks.map((f) => readFileSync(join(clientDir, 'assets', f), 'utf8'))
    // autocomplete-js's default renderer stays out (vite.config.ts points `preact` at a stub): no
    // vnode children (`__k`, Preact's mangled name for them) in the code, and the stub's message in.
    expect(code.filter((text) => /\.__k\b/.test(text))).toEqual([])
    expect(code.some((text) => text.includes('Preact and the Algolia Insights plugin are not bundled'))).toBe(true)
    // Nor autocomplete's analytics plugin, which the modal turns off (its loader names the search-insights script).
    expect(code.filter((text) => text.includes('search-insights'))).toEqual([])
    const gzip = code.reduce((n, text) => n + gzipSync(text, { level: 9 }).length, 0)
    expect(gzip, `${kb(gzip)} gzip`).toBeLessThanOrEqual(31 * 1024)
  })

  for (const route of ['/', '/docs/get-started', '/docs/api/app-bsky-feed-get-timeline', '/blog']) {
    test(`${route} sends its stylesheet and its title within the first 14 KB (brotli): a new connection's first round trip`, () => {
      // TCP's first flight is 10 segments, about 14 KB; an inline stylesheet saves a round trip only if
      // the first screen's text still comes in it.
      const html = readFileSync(join(clientDir, fileForRoute(route)), 'utf8')
      const end = html.indexOf('</h1>')
      expect(end).toBeGreaterThan(html.indexOf('</style>'))
      const bytes = brotliCompressSync(html.slice(0, end), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
      expect(bytes, kb(bytes)).toBeLessThanOrEqual(14 * 1024)
    })
  }

  test('keeps the stylesheet out of the client JS: only the prerendered pages carry its text', () => {
    const stylesheet = builtStylesheet()
    const scripts = readdirSync(join(clientDir, 'assets')).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    // Any 200 characters of it would do; these are its first rules, Tailwind's layer of custom properties.
    const sample = stylesheet.slice(0, 200)
    expect(sample.length).toBe(200)
    expect(scripts.filter((f) => readFileSync(join(clientDir, 'assets', f), 'utf8').includes(sample))).toEqual([])
  })

  test('carries the stylesheet in every HTML page, and keeps each page under 200 KB besides it', () => {
    const pages = listFiles(clientDir).filter((f) => f.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(300)
    const stylesheet = builtStylesheet()
    const texts = pages.map((f) => ({ f, text: readFileSync(join(clientDir, f), 'utf8') }))
    // Every page carries the same stylesheet.
    expect(texts.filter(({ text }) => !text.includes(`<style>${stylesheet}</style>`)).map(({ f }) => f)).toEqual([])
    const over = texts
      .map(({ f, text }) => ({ f, size: Buffer.byteLength(ownHtml(text)) }))
      .filter(({ size }) => size > 200 * 1024)
      .map(({ f, size }) => `${f}: ${kb(size)}, over the 200 KB budget`)
    expect(over).toEqual([])
  })

  // Each size, weight and style in use is a font the browser looks up before the first layout (a
  // synchronous call to the browser process each on Linux): app.css's type scale keeps them few.
  test('uses at most 16 fonts (family, size, weight and style) on each page the bench loads', async ({ page }) => {
    const counts: Record<string, number> = {}
    for (const route of benchPages) {
      await page.goto(route)
      counts[route] = await page.evaluate(countFonts)
    }
    expect(Object.values(counts).every((n) => n > 5), JSON.stringify(counts)).toBe(true)
    expect(Object.entries(counts).filter(([, n]) => n > 16)).toEqual([])
  })
})
