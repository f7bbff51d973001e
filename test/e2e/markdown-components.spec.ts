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

  test('starts code lines at the left of their block, spaced as prose, while an image figure is centred', async ({ page }) => {
    // Code blocks are <figure class="code-block">: what the prose gives image figures must not reach them.
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    const blocks = page.locator('.prose figure.code-block')
    expect(await blocks.count()).toBeGreaterThan(5)
    const lines = await blocks.evaluateAll((list) =>
      // Blocks in a tab not chosen are not laid out.
      list.filter((block) => block.getClientRects().length > 0).flatMap((block) => {
        const left = block.getBoundingClientRect().left
        return [...block.querySelectorAll<HTMLElement>('.line')]
          .filter((line) => /^\S/.test(line.textContent ?? ''))
          .map((line) => {
            const range = document.createRange()
            range.selectNodeContents(line)
            return { text: line.textContent, offset: Math.round(range.getClientRects()[0].left - left) }
          })
      }),
    )
    expect(lines.length).toBeGreaterThan(20)
    // The line's own padding (0.9rem) and the border: nothing more.
    expect(lines.filter((line) => line.offset > 16)).toEqual([])
    const spacing = await blocks.evaluateAll((list) => list.map((block) => getComputedStyle(block).marginTop))
    expect(new Set(spacing)).toEqual(new Set(['16px']))
    await openHydrated(page, '/blog/blueskys-moderation-architecture')
    const figure = page.locator('.prose figure:not(.code-block)').first()
    const [box, image] = await Promise.all([figure.boundingBox(), figure.locator('img').boundingBox()])
    expect(Math.abs(image!.x - box!.x - (box!.x + box!.width - image!.x - image!.width))).toBeLessThanOrEqual(2)
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
