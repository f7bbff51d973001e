import type { Page } from '@playwright/test'
import { readIndex } from './build-output.ts'
import { expect, expectHydrated, openHydrated, test } from './browser.ts'

const routes = [...readIndex().map((e) => e.route), '/no-such-page']
/** The crawl in slices, so the two workers share it. */
const sliceSize = 20
const slices = Array.from({ length: Math.ceil(routes.length / sliceSize) }, (_, i) => routes.slice(i * sliceSize, (i + 1) * sliceSize))

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

test.describe('a crawl of every page', () => {
  for (const [i, slice] of slices.entries()) {
    test(`hydrates pages ${i * sliceSize + 1}–${i * sliceSize + slice.length} of ${routes.length} under their Content-Security-Policy with no console errors or CSP violations`, async ({ page }) => {
      test.setTimeout(180_000)
      const problems: string[] = []
      let current = ''
      await watchProblems(page, problems, () => current)
      for (const route of slice) {
        current = route
        await page.goto(route)
        await expectHydrated(page)
      }
      expect(problems).toEqual([])
    })
  }

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
