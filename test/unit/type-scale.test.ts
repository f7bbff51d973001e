import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The stylesheets keep to the type scale declared in app.css's @theme: each font size, weight and
 * style a page uses is one more font the browser looks up before its first layout (see the comment
 * on the scale), so a size "just a little smaller" costs every reader of that page.
 */
const files = ['app/app.css', ...readdirSync('app/styles').map((name) => join('app/styles', name))]
const sources = files.map((file) => ({ file, css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }))
const theme = /@theme\s*\{([^}]*)\}/.exec(sources[0].css)?.[1] ?? ''
const sizeTokens = [...theme.matchAll(/--text-([\w-]+):/g)].map((m) => m[1])

const declarations = (property: string) =>
  sources.flatMap(({ file, css }) => [...css.matchAll(new RegExp(`(?<![\\w-])${property}\\s*:\\s*([^;}]+)`, 'g'))].map((m) => ({ file, value: m[1].trim() })))

describe('type scale', () => {
  it('declares a short scale of sizes', () => {
    expect(sizeTokens).toContain('sm')
    expect(sizeTokens.length).toBeLessThanOrEqual(11)
  })

  it('sizes every text with a token of the scale, or relative to its parent (em)', () => {
    const allowed = (value: string) => /^[\d.]+em$/.test(value) || sizeTokens.some((token) => value === `var(--text-${token})` || value === `var(--text-${token}) !important`) || value.startsWith('var(--page-title-size, var(--text-')
    const sizes = declarations('font-size')
    expect(sizes.length).toBeGreaterThan(50)
    expect(sizes.filter(({ value }) => !allowed(value))).toEqual([])
  })

  it('uses three weights, and no font shorthand or arbitrary sizes that would slip past them', () => {
    const weights = declarations('font-weight')
    expect(weights.length).toBeGreaterThan(30)
    expect(weights.filter(({ value }) => !['400', '600', '700'].includes(value))).toEqual([])
    expect(declarations('font').filter(({ value }) => value !== 'inherit')).toEqual([])
    const applied = sources.flatMap(({ file, css }) => [...css.matchAll(/@apply([^;]+);/g)].flatMap((m) => m[1].trim().split(/\s+/).map((utility) => ({ file, utility }))))
    expect(applied.length).toBeGreaterThan(20)
    expect(applied.filter(({ utility }) => /^text-\[|^font-(thin|extralight|light|medium|extrabold|black)$/.test(utility))).toEqual([])
  })
})
