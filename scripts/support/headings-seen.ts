import type { Page } from 'playwright-core'

/**
 * Records, in the open page, every text its first level 2 heading in `main` takes, with the time
 * it did (wall clock): what a live-authoring save showed, and in what order. Shared by the browser
 * tests and the authoring bench's stress mode.
 */
export async function watchHeadings(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { text: string; at: number }[] = []
    ;(window as unknown as { headingsSeen: typeof seen }).headingsSeen = seen
    // Written inline: tsx names a function declared here with a helper the page does not have.
    new MutationObserver(() => {
      const text = document.querySelector('main h2')?.textContent ?? ''
      if (seen.at(-1)?.text !== text) seen.push({ text, at: Date.now() })
    }).observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, characterData: true })
  })
}

/** The headings `watchHeadings` has recorded so far, oldest first. */
export const readHeadingsSeen = (page: Page) => page.evaluate(() => (window as unknown as { headingsSeen: { text: string; at: number }[] }).headingsSeen)
