import type { Page } from 'playwright-core'
import { waitForHydration } from './browser.ts'

/** Locators and steps the search browser tests share. */
export const dialog = '.aa-DetachedContainer[role="dialog"]'
export const searchInput = `${dialog} .aa-Input`
export const hits = `${dialog} .aa-Item`

export async function openPage(page: Page, path = '/docs/get-started'): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

export async function openModal(page: Page): Promise<void> {
  await page.locator('a.search-button').click()
  await page.locator(searchInput).waitFor()
}

export async function search(page: Page, query: string): Promise<void> {
  await page.locator(searchInput).fill(query)
}

/** The text of each page group's header and of each hit's title, as shown. */
export async function readResults(page: Page): Promise<{ groups: string[]; titles: string[] }> {
  return {
    groups: await page.locator(`${dialog} [data-autocomplete-source-id^="page-"] .search-source-title`).allTextContents(),
    titles: await page.locator(`${hits} .search-hit-title`).allTextContents(),
  }
}

/** Whether the element is focused inside the open search dialog. */
export function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate((selector) => Boolean(document.querySelector(selector)?.contains(document.activeElement)), dialog)
}
