import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { clientDir, listFiles } from '../../scripts/build/output.ts'
import { getPageWeight, kb } from '../../scripts/bench/page-weight.ts'
import { expect, test } from './browser.ts'

test.describe('budgets', () => {
  for (const route of ['/docs/get-started', '/docs/tutorials/creating-a-post', '/docs/api/app-bsky-feed-get-timeline']) {
    test(`${route} loads at most 115 KB of JS and 12 KB of CSS (gzip) on a first visit`, () => {
      const weight = getPageWeight(clientDir, route)
      // The weighing found what the page loads: the client entry and the stylesheet at least.
      expect(weight.js.files).toContainEqual(expect.stringMatching(/^assets\/entry\.client-[\w-]+\.js$/))
      expect(weight.css.files).toContainEqual(expect.stringMatching(/^assets\/app-[\w-]+\.css$/))
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

  test('keeps every HTML page under 200 KB', () => {
    const pages = listFiles(clientDir).filter((f) => f.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(300)
    const over = pages
      .map((f) => ({ f, size: readFileSync(join(clientDir, f)).length }))
      .filter(({ size }) => size > 200 * 1024)
      .map(({ f, size }) => `${f}: ${kb(size)}, over the 200 KB budget`)
    expect(over).toEqual([])
  })
})
