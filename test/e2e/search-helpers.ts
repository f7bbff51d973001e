import type { Page } from '@playwright/test'
import { expect } from './browser.ts'

/** Locators and steps the search browser tests share. */
export const dialog = '.aa-DetachedContainer[role="dialog"]'
export const searchInput = `${dialog} .aa-Input`
export const hits = `${dialog} .aa-Item`

/** Opens the modal from the navbar button and waits until the query field has focus. */
export async function openModal(page: Page): Promise<void> {
  await page.locator('a.search-button').click()
  await expect(page.locator(searchInput)).toBeFocused()
}

export async function search(page: Page, query: string): Promise<void> {
  await page.locator(searchInput).fill(query)
}

/** The hits of a settled answer: a first answer may still be reordered when the rest of the index is in. */
export const settledHits = `${dialog} .search-panel-body[aria-busy="false"] .aa-Item`

/** The page group headers and the hit titles, as shown. */
export const groupTitles = (page: Page) => page.locator(`${dialog} [data-autocomplete-source-id^="page-"] .search-source-title`)
export const hitTitles = (page: Page) => page.locator(`${hits} .search-hit-title`)

/** Whether focus is inside the open search dialog. */
export function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate((selector) => Boolean(document.querySelector(selector)?.contains(document.activeElement)), dialog)
}
