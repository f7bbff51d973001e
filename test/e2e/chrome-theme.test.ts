import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, collectErrors, useBrowser, waitForHydration } from './browser.ts'

const { browser, page: newPage } = useBrowser()

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))
const toggle = (page: Page) => page.getByTestId('color-mode-toggle')

/** Records the theme and background on every frame before hydration (rAF runs just before each paint). */
function recordFrames(page: Page) {
  return page.addInitScript(() => {
    const frames: { theme?: string; background: string }[] = []
    ;(window as unknown as { frames_: typeof frames }).frames_ = frames
    const record = () => {
      frames.push({ theme: document.documentElement.dataset.theme, background: getComputedStyle(document.documentElement).backgroundColor })
      if (frames.length < 30 && document.documentElement.dataset.hydrated !== 'true') requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}
const readFrames = (page: Page) => page.evaluate(() => (window as unknown as { frames_: { theme?: string; background: string }[] }).frames_)

describe('colour mode', () => {
  it('is light by default, even when the system prefers dark', async () => {
    const page = await newPage({ colorScheme: 'dark' })
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    expect(await theme(page)).toBe('light')
    expect(await background(page)).toBe('rgb(255, 255, 255)')
    expect(await stored(page)).toBe(null)
  })

  it('toggles light → dark → system and stores the choice under the key "theme"', async () => {
    const page = await newPage({ colorScheme: 'dark' })
    await page.goto('/')
    await waitForHydration(page)
    await toggle(page).click()
    expect(await theme(page)).toBe('dark')
    expect(await stored(page)).toBe('dark')
    expect(await background(page)).not.toBe('rgb(255, 255, 255)')
    await toggle(page).click()
    expect(await stored(page)).toBe('system')
    expect(await theme(page)).toBe('dark')
    await toggle(page).click()
    expect(await stored(page)).toBe('light')
    expect(await theme(page)).toBe('light')
    expect(await toggle(page).getAttribute('aria-label')).toMatch(/currently light mode/)
  })

  it('follows the system preference when set to system, including live changes', async () => {
    const page = await newPage({ colorScheme: 'light' })
    await page.addInitScript(() => localStorage.setItem('theme', 'system'))
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    expect(await theme(page)).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => theme(page)).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => theme(page)).toBe('light')
  })

  it('syncs the choice across tabs through the storage event', async () => {
    // Two tabs of one browser profile share localStorage.
    const context = await browser().newContext({ baseURL, colorScheme: 'light' })
    try {
      const [first, second] = [await context.newPage(), await context.newPage()]
      for (const page of [first, second]) {
        await page.goto('/docs/get-started')
        await waitForHydration(page)
      }
      await toggle(first).click()
      await expect.poll(() => theme(second)).toBe('dark')
      expect(await toggle(second).getAttribute('aria-label')).toMatch(/currently dark mode/)
      // Second tab: dark → system, which resolves to light here; the first tab follows.
      await toggle(second).click()
      await expect.poll(() => theme(first)).toBe('light')
      expect(await toggle(first).getAttribute('aria-label')).toMatch(/currently system mode/)
      expect(await stored(first)).toBe('system')
    } finally {
      await context.close()
    }
  })

  it('paints a stored dark theme from the first frame, even with every script bundle blocked', async () => {
    const page = await newPage()
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await recordFrames(page)
    const blocked: string[] = []
    await page.route('**/assets/**/*.js', (route) => {
      blocked.push(route.request().url())
      return route.abort()
    })
    await page.goto('/docs/get-started', { waitUntil: 'load' })
    await page.waitForTimeout(300)
    expect(blocked.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    const frames = await readFrames(page)
    expect(frames.length).toBeGreaterThan(0)
    const dark = await background(page)
    expect(dark).not.toBe('rgb(255, 255, 255)')
    for (const frame of frames) expect(frame).toEqual({ theme: 'dark', background: dark })
  })

  it('asks the browser for a dark canvas from the first frame even with every asset blocked, CSS included', async () => {
    const page = await newPage()
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
    let blocked = 0
    await page.route('**/assets/**', (route) => {
      blocked++
      return route.abort()
    })
    await page.goto('/docs/get-started', { waitUntil: 'load' })
    await page.waitForTimeout(300)
    expect(blocked).toBeGreaterThan(1)
    const schemes = await page.evaluate(() => (window as unknown as { schemes: string[] }).schemes)
    expect(schemes.length).toBeGreaterThan(0)
    expect(new Set(schemes)).toEqual(new Set(['dark/dark']))
  })

  it('keeps the dark theme through hydration without a light frame', async () => {
    const page = await newPage()
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await recordFrames(page)
    await page.goto('/blog/jetstream')
    await waitForHydration(page)
    const frames = await readFrames(page)
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.every((frame) => frame.theme === 'dark' && frame.background !== 'rgb(255, 255, 255)')).toBe(true)
    expect(await theme(page)).toBe('dark')
  })
})

describe('storage unavailable', () => {
  it('logs one warning and otherwise works: theme, announcement, navigation', async () => {
    const page = await newPage()
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
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    expect(await theme(page)).toBe('light')
    await toggle(page).click()
    expect(await theme(page)).toBe('dark')
    await page.getByRole('button', { name: 'Close announcement' }).click()
    expect(await page.locator('.announcement-bar').count()).toBe(0)
    await page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').click()
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    expect(await theme(page)).toBe('dark')

    expect(errors).toEqual([])
    const storageWarnings = warnings.filter((text) => /storage/i.test(text))
    expect(storageWarnings).toHaveLength(1)
    expect(storageWarnings[0]).toMatch(/Browser storage is unavailable/)
  })
})
