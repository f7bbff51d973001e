import { describe, expect, it } from 'vitest'
import { dropModulePreloads } from '../../scripts/lib/module-preloads.ts'

// The head React Router 7 and React 19 write for a prerendered page; test/e2e/first-paint.spec.ts
// checks the real pages.
const hydration = '<script type="module" async="">import * as route0 from "/assets/root-abc.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-def.js");</script>'
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/assets/app-1.css"/></head><body><p>Text</p>${hydration}</body></html>`

describe('dropModulePreloads', () => {
  it('removes every module preload from the head and nothing else', () => {
    const html = page('<link rel="preload" as="image" href="/img/logo.svg"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/ui-2.js"/><title>T</title>')
    const result = dropModulePreloads(html, 'x/index.html')
    expect(result.removed).toBe(2)
    expect(result.html).toBe(page('<link rel="preload" as="image" href="/img/logo.svg"/><title>T</title>'))
  })

  it('leaves a page without React Router scripts as it is', () => {
    const html = '<!DOCTYPE html><html><head><title>Plain</title></head><body></body></html>'
    expect(dropModulePreloads(html, 'plain.html')).toEqual({ html, removed: 0 })
  })

  it('fails, naming the file, when a hydrating page has no preloads in the expected form', () => {
    expect(() => dropModulePreloads(page('<title>T</title>'), 'docs/x/index.html')).toThrow(/docs\/x\/index\.html: hydrates, but has no <link rel="modulepreload"/)
    expect(() => dropModulePreloads(page('<link rel="modulepreload" href="/assets/a.js"/><link href="/assets/b.js" rel="modulepreload"/>'), 'y.html')).toThrow(/y\.html: a module preload in an unexpected form/)
  })
})
