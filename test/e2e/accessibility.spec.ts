import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './browser.ts'

type Theme = 'light' | 'dark'

/** Opens a route at a width in a stored theme, hydrated, ready for an audit. */
async function openThemed(page: Page, route: string, theme: Theme, width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
  await openHydrated(page, route)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** Violations of the WCAG 2.1 AA rules inside <main>, code blocks left to the chrome audit. */
async function auditMain(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).exclude('.code-block').analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('accessibility audit of the site chrome (axe-core)', () => {
  const pages = [
    ['home', '/'],
    ['a doc page', '/docs/tutorials/creating-a-post'],
    ['a blog post', '/blog/jetstream'],
    ['the not-found page', '/docs/no-such-page'],
  ] as const
  // Narrow screens hide parts of the chrome (the site name beside the logo, button labels), which
  // must not leave controls without a name.
  for (const [theme, width] of [['light', 1280], ['dark', 1280], ['light', 375]] as const) {
    for (const [name, path] of pages) {
      test(`finds no serious or critical violations on ${name} in ${theme} mode at ${width} px`, async ({ page }) => {
        // The whole page, code blocks' thousands of highlighted spans included: the slowest audit.
        // Their colours do not change with the width, so the narrow screen, audited for the
        // chrome it hides, leaves them to the two wide audits (one per theme).
        test.setTimeout(180_000)
        await openThemed(page, path, theme, width, 800)
        const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        const results = await (width < 1280 ? axe.exclude('.code-block') : axe).analyze()
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({ rule: violation.id, help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))
        expect(serious).toEqual([])
        // The audit really ran over the page.
        expect(results.passes.length).toBeGreaterThan(10)
      })
    }
  }
})

/** The content these pages own (the site chrome is audited above; code blocks with the chrome). */
const contentPages = [
  '/',
  '/showcase/',
  '/markdown-page',
  '/blog',
  '/blog/create-post',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/guide',
]

/**
 * Each theme at one width: a theme's colours are the same at every width, and what a width shows
 * or hides is the same in either theme, so both themes and both layouts are audited without the
 * four-way product.
 */
const contentViews = [
  ['light', 375],
  ['dark', 1440],
] as const

test.describe('accessibility audit of page content (axe-core)', () => {
  for (const route of contentPages) {
    for (const [theme, width] of contentViews) {
      test(`${route} has no violations in its content in ${theme} mode at ${width} px`, async ({ page }) => {
        await openThemed(page, route, theme, width, 900)
        // A checked tag is part of what the showcase shows.
        if (route === '/showcase/') await page.locator('.showcase-filter label', { hasText: 'Custom feeds' }).click()
        expect(await auditMain(page)).toEqual([])
      })
    }
  }
})

test.describe('skip link', () => {
  test('is the first focus stop and moves focus to the main content', async ({ page }) => {
    await openHydrated(page, '/docs/get-started')
    await page.keyboard.press('Tab')
    const skip = page.locator('.skip-link')
    await expect(skip).toBeFocused()
    await expect(skip).toHaveText('Skip to main content')
    await expect(skip).toHaveAttribute('href', '#main')
    expect(await skip.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
  })
})
