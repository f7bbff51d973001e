import type { Page } from '@playwright/test'
import { expect, expectHydrated, markDocument, openHydrated, readMark, renderFrames, test } from './browser.ts'

/**
 * When a first visit opens the showcase, the cards far from the screen skip rendering until they
 * come near it (`data-defer-offscreen`, styles/home.css): its first paint does not wait for ~180
 * cards. A card never rendered counts 11rem, so that must never meet a scroll position restored in
 * pixels: not on a reload, nor on a Back to the showcase.
 */

const showcase = '/showcase/'
const lastCard = '.showcase-card:last-child .showcase-card-title'

/** Whether the browser renders `selector`'s first match, after a frame: false while a card that holds it is skipped. */
async function rendered(page: Page, selector: string): Promise<boolean> {
  await renderFrames(page)
  return page.locator(selector).first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
}

/**
 * Scrolls the hydrated showcase as a reader does, a screen at a time (so every card on the way
 * renders), until its 91st card is 40 px from the top; returns how far from the top it is now.
 */
async function scrollToCard(page: Page): Promise<() => Promise<number>> {
  const viewport = page.viewportSize()!
  const card = page.locator('.showcase-card').nth(90)
  const top = () => card.evaluate((element) => Math.round(element.getBoundingClientRect().top))
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  for (let screens = 0; screens < 100 && (await top()) > viewport.height / 2; screens++) {
    await page.mouse.wheel(0, viewport.height - 100)
    await renderFrames(page)
  }
  await card.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 40))
  expect(await top()).toBe(40)
  return top
}

/** A client-side navigation from the showcase to /blog, by its footer link. */
async function leaveForBlog(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/blog"]')!.click())
  await expect(page).toHaveURL(/\/blog$/)
}

test.describe('the showcase on a first visit', () => {
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
    test(`skips the cards far from the screen until the reader moves on, then renders them all, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      // The scripts are held back: the page as a reader sees it at its first paint.
      await page.route('**/assets/*.js', () => {})
      await page.goto(showcase, { waitUntil: 'domcontentloaded' })
      await expect(page.locator('html')).toHaveAttribute('data-defer-offscreen', '')
      expect(await rendered(page, '.showcase-card .showcase-card-title')).toBe(true)
      expect(await rendered(page, lastCard)).toBe(false)
      // Skipped, not hidden: find in page and the accessibility tree still reach it.
      await expect(page.locator(lastCard)).toBeAttached()

      // Hydrating leaves them skipped (rendering them all at once blocked the page for some 120 ms
      // at 4x CPU); the first client-side navigation ends it, for every page after.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      // A new entry: Chromium loads the same address again in the same entry, its state kept.
      await page.goto('about:blank')
      await openHydrated(page, showcase)
      await expect(page.locator('html')).toHaveAttribute('data-defer-offscreen', '')
      expect(await rendered(page, lastCard)).toBe(false)
      await leaveForBlog(page)
      await expect(page.locator('html')).not.toHaveAttribute('data-defer-offscreen')
      await page.goBack()
      await expect(page).toHaveURL(/\/showcase\/$/)
      expect(await rendered(page, lastCard)).toBe(true)
    })
  }

  test('renders every card from the start at an address with a fragment', async ({ page }) => {
    await page.route('**/assets/*.js', () => {})
    await page.goto(`${showcase}#main`, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).not.toHaveAttribute('data-defer-offscreen')
    expect(await rendered(page, lastCard)).toBe(true)
  })

  // Every card skipped above the place was 11rem, not its height: a mobile reader came back 2,244 px off.
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
    test(`a reload brings the reader back to the same card from its first paint, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await openHydrated(page, showcase)
      const top = await scrollToCard(page)

      // React Router's inline script restores the position as the page is parsed, before any
      // module runs: with the modules held back, what the reader sees until the page hydrates.
      await page.route('**/assets/*.js', () => {})
      await page.reload({ waitUntil: 'domcontentloaded' })
      await expect(page.locator('html')).not.toHaveAttribute('data-defer-offscreen')
      await renderFrames(page)
      expect(await top()).toBe(40)

      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await page.reload()
      await expectHydrated(page)
      await expect.poll(top).toBe(40)
    })
  }

  test('a client-side Back brings the reader back to the same card', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await openHydrated(page, showcase)
    const top = await scrollToCard(page)
    await markDocument(page)
    await leaveForBlog(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/showcase\/$/)
    expect(await readMark(page)).toBe(1)
    await expect.poll(top).toBe(40)
  })
})
