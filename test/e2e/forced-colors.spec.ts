import type { Locator, Page } from '@playwright/test'
import { expect, openHydrated, test } from './browser.ts'

/**
 * Windows' contrast themes, as Chromium emulates them (forced-colors: active): what the site marks
 * with a colour or a background alone must keep a mark of its own.
 */
test.use({ forcedColors: 'active', colorScheme: 'dark' })

const style = (locator: Locator, ...properties: string[]) =>
  locator.evaluate((el, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(el).getPropertyValue(name)])), properties)

const transparent = 'rgba(0, 0, 0, 0)'

async function openSearch(page: Page, query: string) {
  await page.locator('a.search-button').click()
  await page.keyboard.type(query)
  await expect(page.locator('.aa-DetachedContainer [data-autocomplete-source-id^="page-"] .aa-Item').first()).toBeVisible()
}

test.describe('in a forced-colours theme', () => {
  test('a search shows the words it matched, highlighted, and the hit the arrows reached, outlined', async ({ page }) => {
    await openHydrated(page, '/docs/get-started')
    await openSearch(page, 'oauth')
    // The panel is drawn again once the hits' text arrives: read the mark on screen, until it holds still.
    const mark = page.locator('.aa-DetachedContainer .search-hit mark').first()
    await expect(mark).toBeVisible()
    const inks = () => mark.evaluate((el) => (el.isConnected ? [getComputedStyle(el).backgroundColor, getComputedStyle(el).color] : null))
    // Its own background, and text in another colour on it.
    await expect.poll(async () => ((found) => found !== null && found[0] !== transparent && found[1] !== found[0])(await inks())).toBe(true)
    await page.keyboard.press('ArrowDown')
    // Read from the list on screen, in one go: the panel may be drawn again as the hits' text arrives.
    const outlines = () =>
      page.locator('.aa-DetachedContainer .aa-Item').evaluateAll((items) => [...new Set(items.map((item) => `${item.getAttribute('aria-selected')} ${getComputedStyle(item).outlineStyle}`))].sort())
    await expect.poll(outlines).toEqual(['false none', 'true solid'])
  })

  test('the chosen tab is underlined and the others are not', async ({ page }) => {
    await openHydrated(page, '/docs/get-started')
    const tabs = page.locator('.tabs').first().locator('[role="tab"]')
    const [chosen, other] = await Promise.all([style(tabs.nth(0), 'border-bottom-color'), style(tabs.nth(1), 'border-bottom-color')])
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    expect(chosen['border-bottom-color']).not.toBe(other['border-bottom-color'])
    const canvas = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    expect(other['border-bottom-color']).toBe(canvas)
  })

  test('the current page is outlined in the docs sidebar and in the blog\'s', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    const current = page.locator('.docs-sidebar .sidebar-link.active')
    await expect(current).toHaveText('Creating a post')
    expect(await style(current, 'outline-style')).toEqual({ 'outline-style': 'solid' })
    expect(await style(page.locator('.docs-sidebar .sidebar-link:not(.active)').first(), 'outline-style')).toEqual({ 'outline-style': 'none' })
    await openHydrated(page, '/blog/jetstream')
    const post = page.locator('.blog-posts-nav a.active')
    await expect(post).toHaveAttribute('href', '/blog/jetstream')
    expect(await style(post, 'outline-style')).toEqual({ 'outline-style': 'solid' })
  })

  test('the chosen showcase tag is filled in the highlight colour and the others are not', async ({ page }) => {
    await openHydrated(page, '/showcase/')
    const chip = (id: string) => page.locator(`label[for="showcase-tag-${id}"]`)
    await chip('client').click()
    await expect(page.locator('#showcase-tag-client')).toBeChecked()
    const [chosen, other] = await Promise.all([style(chip('client'), 'background-color'), style(chip('all'), 'background-color')])
    expect(chosen['background-color']).not.toBe(transparent)
    expect(chosen['background-color']).not.toBe(other['background-color'])
  })

  test('a code sample\'s highlighted lines keep a bar at their start', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    const block = page.locator('.code-block:has(.line.highlighted)').first()
    expect(await style(block.locator('.line.highlighted').first(), 'border-left-width')).toEqual({ 'border-left-width': '3px' })
    expect(await style(block.locator('.line:not(.highlighted)').first(), 'border-left-width')).toEqual({ 'border-left-width': '0px' })
  })
})
