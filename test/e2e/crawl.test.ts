import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { IndexEntry } from '../../app/content/types.ts'
import { useBrowser, waitForHydration } from './browser.ts'

const { index } = JSON.parse(readFileSync('.cache/content/index.json', 'utf8')) as { index: IndexEntry[] }
const { page: newPage } = useBrowser()

describe('a crawl of every page', () => {
  it('hydrates each page under its Content-Security-Policy with no console errors or CSP violations', async () => {
    const routes = [...index.map((e) => e.route), '/no-such-page']
    const problems: string[] = []
    const workers = await Promise.all([newPage(), newPage(), newPage()])
    for (const page of workers) {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)
        })
      })
    }
    let next = 0
    await Promise.all(
      workers.map(async (page) => {
        let current = ''
        page.on('console', (m) => {
          if (m.type() === 'error' && !(current === '/no-such-page' && m.text().includes('404'))) problems.push(`${current}: ${m.text()}`)
        })
        page.on('pageerror', (e) => problems.push(`${current}: ${e.message}`))
        while (next < routes.length) {
          current = routes[next++]
          await page.goto(current)
          await waitForHydration(page)
        }
      }),
    )
    expect(problems).toEqual([])
  }, 240_000)

  it('keeps working under the CSP when the reader interacts: theme, tabs, client navigation', async () => {
    const page = await newPage()
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    await page.getByTestId('color-mode-toggle').click()
    await page.locator('.tabs [role="tab"]').nth(1).click()
    await page.locator('.docs-sidebar a[href="/docs/tutorials/following"]').click()
    await page.locator('h1', { hasText: 'Following' }).first().waitFor()
    expect(violations).toEqual([])
  })
})
