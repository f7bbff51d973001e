import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { fileForRoute } from '../../scripts/build/output.ts'
import { clientDir, readIndex } from './build-output.ts'
import { expect, expectHydrated, openHydrated, test } from './browser.ts'
import { htmlValidator, readHtmlValidateConfig, ruleComments } from './html-validity.ts'

const routes = [...readIndex().map((e) => e.route), '/no-such-page']
/** The crawl in slices, so the two workers share it. */
const sliceSize = 20
const slices = Array.from({ length: Math.ceil(routes.length / sliceSize) }, (_, i) => routes.slice(i * sliceSize, (i + 1) * sliceSize))

/** The width WCAG 2.1 success criterion 1.4.10 (Reflow) asks every page to fit without scrolling sideways. */
const phoneWidth = 320
const phone = { width: phoneWidth, height: 720 }

/** The built file a static host serves for a route of the crawl (the not-found page for the address no page has). */
const builtFile = (route: string) => (route === '/no-such-page' ? '404.html' : fileForRoute(route))

/** Reports console errors, page errors and CSP violations of a page, tagged with the route it is on. */
async function watchProblems(page: Page, problems: string[], current: () => string) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`))
  })
  page.on('console', (m) => {
    if (m.type() === 'error' && !(current() === '/no-such-page' && m.text().includes('404'))) problems.push(`${current()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`${current()}: ${e.message}`))
}

/** How far the page reaches sideways: wider than the viewport means the reader scrolls sideways to read. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test.describe('a crawl of every page', () => {
  test.describe(`on a ${phoneWidth} px wide screen`, () => {
    test.use({ viewport: phone })

    for (const [i, slice] of slices.entries()) {
      test(`pages ${i * sliceSize + 1}–${i * sliceSize + slice.length} of ${routes.length}: valid HTML, no wider than ${phoneWidth} px, hydrated under their Content-Security-Policy with no console errors or CSP violations`, async ({ page }) => {
        test.setTimeout(180_000)
        const problems: string[] = []
        const invalid: string[] = []
        const wide: string[] = []
        let current = ''
        let validating = 0
        const validateHtml = await htmlValidator()
        await watchProblems(page, problems, () => current)
        for (const route of slice) {
          current = route
          const hydrated = page.goto(route).then(() => expectHydrated(page))
          // html-validate checks the built file while the browser loads the page.
          const started = performance.now()
          invalid.push(...validateHtml(readFileSync(join(clientDir, builtFile(route)), 'utf8'), `build/client/${builtFile(route)}`))
          validating += performance.now() - started
          await hydrated
          const width = await pageWidth(page)
          if (width > phoneWidth) wide.push(`${route}: ${width} px wide`)
        }
        test.info().annotations.push({ type: 'html-validate', description: `${slice.length} pages in ${Math.round(validating)} ms` })
        expect(invalid).toEqual([])
        expect(wide).toEqual([])
        expect(problems).toEqual([])
      })
    }
  })

  test(`fits a ${phoneWidth} px screen without JavaScript too: a page of every kind, and the reference page with the longest name`, async ({ browser }) => {
    // Without JavaScript only the rules for html:not(.js) differ, and they are the same for every page of a kind.
    const index = readIndex()
    const byKind = new Map(index.map((e) => [e.kind, e.route]))
    const longestName = index.filter((e) => e.kind === 'api').sort((a, b) => b.title.length - a.title.length)[0]
    const sample = [...byKind.values(), longestName.route, '/no-such-page']
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone })
    const page = await context.newPage()
    const wide: string[] = []
    for (const route of sample) {
      await page.goto(route)
      const width = await pageWidth(page)
      if (width > phoneWidth) wide.push(`${route}: ${width} px wide`)
    }
    await context.close()
    expect(sample.length).toBeGreaterThan(12)
    expect(wide).toEqual([])
  })

  test('validates with the repository’s html-validate configuration, each rule it turns off or relaxes there for a stated reason', async () => {
    const config = await readHtmlValidateConfig()
    expect(config.extends).toEqual(['html-validate:recommended'])
    const comments = ruleComments()
    expect([...comments.keys()].sort()).toEqual(Object.keys(config.rules ?? {}).sort())
    for (const [rule, reason] of comments) expect(reason.length, `the reason for ${rule}`).toBeGreaterThan(40)
    // The validator is not idle: what this issue fixed would fail it again.
    const validateHtml = await htmlValidator()
    const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>Test</title></head><body>${body}</body></html>`
    expect(validateHtml(page('<pre tabindex="0" tabindex="0">x</pre>'), 'a.html')).toEqual([expect.stringContaining('no-dup-attr')])
    expect(validateHtml(page('<nav aria-label="Docs"></nav><footer><nav aria-label="Docs"></nav></footer>'), 'b.html')).toEqual(
      expect.arrayContaining([expect.stringContaining('unique-landmark')]),
    )
    expect(validateHtml(page('<main><div><aside aria-label="Blog posts"></aside><aside></aside></div></main>'), 'c.html')).toEqual([expect.stringContaining('unique-landmark')])
  })

  test('keeps working under the CSP when the reader interacts: theme, tabs, client navigation', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await openHydrated(page, '/docs/get-started')
    await page.getByTestId('color-mode-toggle').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const tab = page.locator('.tabs [role="tab"]').nth(1)
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('button', { name: "Expand sidebar category 'Tutorials'" }).click()
    await page.locator('.docs-sidebar a[href="/docs/tutorials/following"]').click()
    await expect(page.locator('h1')).toHaveText('Following and unfollowing')
    expect(violations).toEqual([])
  })
})
