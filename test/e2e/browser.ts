import { expect, type Page, type Response } from '@playwright/test'

/**
 * What every browser test imports: Playwright's `test` and `expect`, and the few steps the site's
 * pages share. Pages come from Playwright's own fixtures (a fresh context per test, `baseURL` set by
 * test/e2e/global-setup.ts); `browser.newContext()` inherits the same options.
 */
export { expect, test } from '@playwright/test'

/**
 * Waits until React has hydrated the page (root.tsx sets data-hydrated on <html>). Hydrating a long
 * page takes a few seconds on a busy 2-core machine, so this waits longer than other assertions.
 */
export async function expectHydrated(page: Page): Promise<void> {
  const timeout = 30_000
  const started = Date.now()
  // Checks on every frame and returns the frame the attribute is set: an assertion alone polls at
  // growing intervals (up to 500 ms apart), which left about 100 ms idle per page load. A
  // navigation under way destroys the page's context; the assertion below then waits as before.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { polling: 'raf', timeout }).catch(() => undefined)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: Math.max(1_000, timeout - (Date.now() - started)) })
}

/** Opens a path and waits for hydration; returns the document's response. */
export async function openHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await expectHydrated(page)
  return response
}

type Marked = Window & { documentMark?: number }

/** Marks the current document: a client-side navigation keeps the mark, a full page load drops it. */
export async function markDocument(page: Page, value = 1): Promise<void> {
  await page.evaluate((mark) => ((window as Marked).documentMark = mark), value)
}

/** The mark set by markDocument, or undefined after a full page load. */
export function readMark(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as Marked).documentMark)
}

/** Collects console errors and page errors, for tests that expect none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Waits until the page has rendered two more frames, so whatever the last action set off (a resize,
 * a media-query change, a state update) has been handled: for checking that something did NOT happen.
 */
export async function renderFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/**
 * Holds the responses to requests matching any of `urls` until the returned `release` is called:
 * for checking what a page shows while it waits, however fast or slow the machine is.
 */
export async function holdResponses(page: Page, ...urls: string[]): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  for (const url of urls) {
    await page.route(url, async (route) => {
      await held
      await route.continue()
    })
  }
  return release
}
