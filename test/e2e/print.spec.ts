import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './browser.ts'

/** A page as it prints (A4's width at 96 px an inch, less margins), in the theme stored for the screen. */
async function openForPrint(page: Page, path: string, theme: 'light' | 'dark') {
  await page.setViewportSize({ width: 700, height: 1000 })
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
  await openHydrated(page, path)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await page.emulateMedia({ media: 'print' })
}

/** The colours the page's text and first code token are drawn in. */
const inks = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    text: getComputedStyle(document.querySelector('.prose p')!).color,
    code: getComputedStyle(document.querySelector('.code-block .line span')!).color,
  }))

test.describe('printing a page', () => {
  test('prints dark on white in the dark theme, as the light theme prints', async ({ page }) => {
    await openForPrint(page, '/docs/tutorials/creating-a-post', 'light')
    const light = await inks(page)
    expect(light.background).toBe('rgb(255, 255, 255)')
    await openForPrint(page, '/docs/tutorials/creating-a-post', 'dark')
    expect(await inks(page)).toEqual(light)
    // On screen, the same page keeps its dark theme.
    await page.emulateMedia({ media: 'screen' })
    expect((await inks(page)).background).not.toBe('rgb(255, 255, 255)')
  })

  test('keeps every dark-theme rule of the stylesheet to screens, so that none reaches paper', async ({ page }) => {
    await openHydrated(page, '/docs/get-started')
    const rules = await page.evaluate(() => {
      const found: { selector: string; media: string | null }[] = []
      const walk = (list: CSSRuleList, media: string | null) => {
        for (const rule of list) {
          if (rule instanceof CSSMediaRule) walk(rule.cssRules, media ? `${media} and ${rule.conditionText}` : rule.conditionText)
          else if (rule instanceof CSSStyleRule) {
            if (/data-theme=["']?dark/.test(rule.selectorText)) found.push({ selector: rule.selectorText, media })
            if (rule.cssRules.length) walk(rule.cssRules, media)
          } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, media)
        }
      }
      for (const sheet of document.styleSheets) walk(sheet.cssRules, null)
      return found
    })
    expect(rules.length).toBeGreaterThan(5)
    expect(rules.filter((rule) => !/\bscreen\b/.test(rule.media ?? ''))).toEqual([])
  })

  test('leaves out the navigation and the controls, and keeps the article and its breadcrumbs', async ({ page }) => {
    await openForPrint(page, '/docs/api/app-bsky-feed-get-timeline', 'light')
    for (const selector of ['.announcement-bar', '.navbar', '.docs-sidebar', '.doc-toc', '.copy-markdown', '.try-it', '.pager', '.footer']) {
      await expect(page.locator(selector).first(), selector).toBeHidden()
    }
    await expect(page.locator('.code-block').first().locator('.copy-button')).toBeHidden()
    await expect(page.locator('article h1')).toBeVisible()
    await expect(page.locator('.breadcrumbs')).toBeVisible()
  })

  test('leaves the sidebars out without JavaScript too, where the narrow layout shows them after the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 700, height: 1000 } })
    const page = await context.newPage()
    await page.goto('/docs/tutorials/creating-a-post')
    await expect(page.locator('.docs-sidebar')).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    for (const selector of ['.docs-sidebar', '.navbar', '.footer']) await expect(page.locator(selector).first(), selector).toBeHidden()
    await expect(page.locator('article h1')).toBeVisible()
    await context.close()
  })

  test('prints every tab\'s panel under its label', async ({ page }) => {
    await openForPrint(page, '/docs/get-started', 'light')
    const tabs = page.locator('.tabs').first()
    await expect(tabs.locator('[role="tablist"], .tabs-list').first()).toBeHidden()
    const panels = tabs.locator('.tab-panel')
    expect(await panels.count()).toBeGreaterThan(1)
    for (const panel of await panels.all()) {
      await expect(panel).toBeVisible()
      await expect(panel.locator('.tab-panel-label')).toBeVisible()
    }
  })

  test('wraps wide tables and long code lines at the paper\'s edge instead of cutting them off', async ({ page }) => {
    for (const path of ['/docs/api/app-bsky-feed-post', '/docs/tutorials/creating-a-post']) {
      await openForPrint(page, path, 'light')
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(700)
      const cut = await page.locator('.prose table, .code-block pre').evaluateAll((list) => list.filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1).length)
      expect(cut, path).toBe(0)
    }
  })

  test('prints filled buttons as outlined ones, their text in the accent colour', async ({ page }) => {
    await openForPrint(page, '/', 'dark')
    const button = page.locator('.button-primary').first()
    const [color, background] = await button.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])
    expect(background).toBe('rgba(0, 0, 0, 0)')
    expect(color).not.toBe('rgb(255, 255, 255)')
  })
})
