import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

const routes = ['/blog', '/blog/create-post', '/blog/archive', '/blog/authors', '/blog/tags', '/blog/tags/guide']
const cases = routes.flatMap((route) => (['light', 'dark'] as const).flatMap((theme) => [375, 1440].map((width) => ({ route, theme, width }))))

/** The blog's own content and sidebar (the site chrome is audited with the chrome; code blocks with the code blocks). */
describe('blog accessibility', () => {
  it.each(cases)('$route has no axe violations in $theme mode at $width px', async ({ route, theme, width }) => {
    const page = await newPage({ viewport: { width, height: 900 } })
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.goto(route)
    await waitForHydration(page)
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).exclude('.code-block').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
