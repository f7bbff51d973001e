import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.ts'

export const baseURL = inject('baseURL')

/** One Chromium per test file, closed after it; pages come from fresh contexts. */
export function useBrowser(): { browser: () => Browser; page: (options?: BrowserContextOptions) => Promise<Page> } {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  })
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})))
    await browser?.close()
  })
  return {
    browser: () => browser,
    async page(options = {}) {
      const context = await browser.newContext({ baseURL, ...options })
      contexts.push(context)
      return context.newPage()
    },
  }
}

/** Waits until React has hydrated the page (root.tsx sets data-hydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
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
