import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

const pages = [
  ['home', '/'],
  ['a doc page', '/docs/tutorials/creating-a-post'],
  ['a blog post', '/blog/jetstream'],
  ['the not-found page', '/docs/no-such-page'],
] as const

describe('accessibility audit (axe-core)', () => {
  // Narrow screens hide parts of the chrome (the site name beside the logo, button labels), which
  // must not leave controls without a name.
  for (const [mode, width] of [['light', 1280], ['dark', 1280], ['light', 375]] as const) {
    for (const [name, path] of pages) {
      it(`finds no serious or critical violations on ${name} in ${mode} mode at ${width} px`, { timeout: 60_000 }, async () => {
        const page = await newPage()
        await page.setViewportSize({ width, height: 800 })
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await page.goto(path)
        await waitForHydration(page)
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({ rule: violation.id, help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))
        expect(serious).toEqual([])
        // The audit really ran over the page.
        expect(results.passes.length).toBeGreaterThan(10)
      })
    }
  }
})
