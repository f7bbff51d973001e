import { readFileSync } from 'node:fs'
import { expect, openHydrated, test } from './browser.ts'

/** The admonitions a source file opens (`:::kind[title]`), in order. */
const admonitionsIn = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^:::(\w+)\[(.+)\]$/gm)].map(([, kind, title]) => ({ kind, title }))

test.describe('components rendered from Markdown', () => {
  test('renders each admonition of the source with its kind and title', async ({ page }) => {
    const expected = admonitionsIn('content/docs/get-started.mdx')
    expect(expected.length).toBeGreaterThanOrEqual(1)
    await openHydrated(page, '/docs/get-started')
    const shown = await page.locator('aside.admonition').evaluateAll((list) =>
      list.map((a) => ({ kind: a.className.replace('admonition admonition-', ''), title: a.querySelector('.admonition-title')?.textContent, label: a.getAttribute('aria-label') })),
    )
    expect(shown).toEqual(expected.map(({ kind, title }) => ({ kind, title, label: title })))
  })

  test('switches tabs, showing the chosen panel only', async ({ page }) => {
    await openHydrated(page, '/docs/get-started')
    const tabs = page.locator('.tabs').first()
    const second = tabs.locator('[role="tab"]').nth(1)
    await second.click()
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.locator('[role="tab"]').first()).toHaveAttribute('aria-selected', 'false')
    const panelId = (await second.getAttribute('aria-controls'))!
    await expect(page.locator(`#${panelId}`)).toBeVisible()
    await expect(tabs.locator('[role="tabpanel"]').first()).toBeHidden()
  })

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

    test('copies a code block to the clipboard', async ({ page }) => {
      await openHydrated(page, '/docs/get-started')
      const block = page.locator('.code-block').first()
      await block.hover()
      const button = block.locator('.copy-button')
      await expect(button).toHaveText('Copy')
      await button.click()
      // The label changes once the clipboard write has resolved.
      await expect(button).toHaveText('Copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent())
    })
  })
})
