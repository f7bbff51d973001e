import type { Page } from '@playwright/test'
import { collectErrors, expect, openHydrated, test } from './browser.ts'

const html = (page: Page) => page.locator('html')
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))
const toggle = (page: Page) => page.getByTestId('color-mode-toggle')
const white = 'rgb(255, 255, 255)'

type Frame = { theme?: string; background: string }

/** Records the theme and background on every frame before hydration (rAF runs just before each paint). */
function recordFrames(page: Page) {
  return page.addInitScript(() => {
    const frames: Frame[] = []
    ;(window as unknown as { frames_: Frame[] }).frames_ = frames
    const record = () => {
      frames.push({ theme: document.documentElement.dataset.theme, background: getComputedStyle(document.documentElement).backgroundColor })
      if (frames.length < 30 && document.documentElement.dataset.hydrated !== 'true') requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}
const readFrames = (page: Page) => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_)

/** Waits until the page has painted at least `count` frames recorded by recordFrames. */
const framesPainted = (page: Page, count: number) => expect.poll(async () => (await readFrames(page)).length).toBeGreaterThanOrEqual(count)

test.describe('colour mode', () => {
  test.describe('when the system prefers dark', () => {
    test.use({ colorScheme: 'dark' })

    test('is light by default', async ({ page }) => {
      await openHydrated(page, '/docs/get-started')
      await expect(html(page)).toHaveAttribute('data-theme', 'light')
      expect(await background(page)).toBe(white)
      expect(await stored(page)).toBe(null)
    })

    test('toggles light → dark → system and stores the choice under the key "theme"', async ({ page }) => {
      await openHydrated(page, '/')
      await toggle(page).click()
      await expect(html(page)).toHaveAttribute('data-theme', 'dark')
      expect(await stored(page)).toBe('dark')
      expect(await background(page)).not.toBe(white)
      await toggle(page).click()
      await expect(toggle(page)).toHaveAttribute('aria-label', /currently system mode/)
      expect(await stored(page)).toBe('system')
      await expect(html(page)).toHaveAttribute('data-theme', 'dark')
      await toggle(page).click()
      await expect(toggle(page)).toHaveAttribute('aria-label', /currently light mode/)
      expect(await stored(page)).toBe('light')
      await expect(html(page)).toHaveAttribute('data-theme', 'light')
    })
  })

  test('follows the system preference when set to system, including live changes', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'system'))
    await openHydrated(page, '/docs/get-started')
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
  })

  test('syncs the choice across tabs through the storage event', async ({ context }) => {
    // Two tabs of one browser profile share localStorage.
    const [first, second] = [await context.newPage(), await context.newPage()]
    for (const page of [first, second]) await openHydrated(page, '/docs/get-started')
    await toggle(first).click()
    await expect(html(second)).toHaveAttribute('data-theme', 'dark')
    await expect(toggle(second)).toHaveAttribute('aria-label', /currently dark mode/)
    // Second tab: dark → system, which resolves to light here; the first tab follows.
    await toggle(second).click()
    await expect(html(first)).toHaveAttribute('data-theme', 'light')
    await expect(toggle(first)).toHaveAttribute('aria-label', /currently system mode/)
    expect(await stored(first)).toBe('system')
  })

  test('paints a stored dark theme from the first frame, even with every script bundle blocked', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await recordFrames(page)
    const blocked: string[] = []
    await page.route('**/assets/**/*.js', (route) => {
      blocked.push(route.request().url())
      return route.abort()
    })
    await page.goto('/docs/get-started', { waitUntil: 'load' })
    // The client entry was among the scripts refused (it is asked for after the first paint, which
    // may come after the load event).
    await expect.poll(() => blocked.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true)
    await framesPainted(page, 3)
    await expect(html(page)).not.toHaveAttribute('data-hydrated')
    const dark = await background(page)
    expect(dark).not.toBe(white)
    const frames = await readFrames(page)
    expect(frames.filter((frame) => frame.theme !== 'dark' || frame.background !== dark)).toEqual([])
  })

  test('asks the browser for a dark canvas from the first frame even with every asset blocked, CSS included', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.addInitScript(() => {
      const schemes: string[] = []
      ;(window as unknown as { schemes: string[] }).schemes = schemes
      const record = () => {
        schemes.push(`${document.documentElement.dataset.theme}/${getComputedStyle(document.documentElement).colorScheme}`)
        if (schemes.length < 10) requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    const blocked: string[] = []
    await page.route('**/assets/**', (route) => {
      blocked.push(new URL(route.request().url()).pathname)
      return route.abort()
    })
    // The stylesheet comes in the page: serve it without its <style> element.
    let stripped = false
    await page.route('**/docs/get-started', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const body = html.replace(/<style>[^]*?<\/style>/, '')
      stripped = body.length < html.length - 10_000
      return route.fulfill({ response, body })
    })
    await page.goto('/docs/get-started', { waitUntil: 'load' })
    const schemes = () => page.evaluate(() => (window as unknown as { schemes: string[] }).schemes)
    await expect.poll(async () => (await schemes()).length).toBeGreaterThanOrEqual(3)
    // The stylesheet was taken out and the client entry refused (the entry is asked for after the
    // first paint, which may come after the load event).
    expect(stripped).toBe(true)
    expect(await page.locator('style, link[rel="stylesheet"]').count()).toBe(0)
    await expect.poll(() => blocked.some((path) => /\/entry\.client-[\w-]+\.js$/.test(path))).toBe(true)
    expect(new Set(await schemes())).toEqual(new Set(['dark/dark']))
  })

  test('keeps the dark theme through hydration without a light frame', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await recordFrames(page)
    await openHydrated(page, '/blog/jetstream')
    const frames = await readFrames(page)
    expect(frames.length).toBeGreaterThanOrEqual(1)
    expect(frames.filter((frame) => frame.theme !== 'dark' || frame.background === white)).toEqual([])
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  })
})

test('shows the site’s diagrams inverted in the dark theme, hues kept, and as drawn in the light one', async ({ page }) => {
  await openHydrated(page, '/blog/blueskys-moderation-architecture')
  const diagram = page.locator('.prose figure img').first()
  const filter = () => diagram.evaluate((img) => getComputedStyle(img).filter)
  expect(await filter()).toBe('none')
  await toggle(page).click()
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  expect(await filter()).toBe('invert(1) hue-rotate(180deg)')
})

test.describe('storage unavailable', () => {
  test('logs one warning and otherwise works: theme, announcement, navigation', async ({ page }) => {
    const errors = collectErrors(page)
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await openHydrated(page, '/docs/get-started')
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    await toggle(page).click()
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    await page.getByRole('button', { name: 'Close announcement' }).click()
    await expect(page.locator('.announcement-bar')).toHaveCount(0)
    await page.locator('a.pager-next[href="/docs/category/tutorials"]').click()
    await expect(page.locator('h1')).toHaveText('Tutorials')
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')

    expect(errors).toEqual([])
    const storageWarnings = warnings.filter((text) => /storage/i.test(text))
    expect(storageWarnings).toHaveLength(1)
    expect(storageWarnings[0]).toMatch(/Browser storage is unavailable/)
  })
})
