import { describe, expect, it } from 'vitest'
import { checkReactRouterVersion, deferHydration, hydrateAfterPaintScript, inertModuleType, writtenFor } from '../../scripts/build/after-paint/deferred-hydration.ts'
import { hashInlineScripts } from '../../scripts/build/security-headers.ts'

// The shape of what React Router 7's <Links/> and <Scripts/> write into a prerendered page;
// test/e2e/deferred-hydration.spec.ts checks the real pages and runs them in Chromium.
const moduleCode = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");'
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}<link rel="stylesheet" href="/assets/app-4.css"/></head><body><main>Text</main>${body}</body></html>`
const preloads = '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="modulepreload" href="/assets/root-2.js"/>'
const builtPage = page(preloads, `<script>window.__reactRouterContext = {}</script><script type="module" async="">${moduleCode}</script>`)

describe('deferHydration', () => {
  it('takes the modulepreload links out of the page and keeps the module script inert, with its preloads, before the loader', () => {
    const html = deferHydration(builtPage, 'x/index.html')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain(
      `<script type="${inertModuleType}" data-preload="/assets/manifest-1.js /assets/entry.client-3.js /assets/root-2.js">${moduleCode}</script><script>${hydrateAfterPaintScript}</script></body>`,
    )
    // Everything else is left as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-4.css"/>')
    expect(html).toContain('<script>window.__reactRouterContext = {}</script>')
  })

  it('keeps the module code byte for byte, so the hash the page policy allows is the one the loader runs', () => {
    const before = hashInlineScripts(builtPage)
    const after = hashInlineScripts(deferHydration(builtPage, 'x/index.html'))
    expect(after).toEqual(expect.arrayContaining(before))
    expect(after).toHaveLength(before.length + 1)
  })

  it('fails with what to fix when React Router writes the page another way', () => {
    expect(() => deferHydration(page(preloads, '<script type="module">import "/a.js"</script>'), 'a/index.html')).toThrow(
      /a\/index\.html: expected one <script type="module" async=""> .*see scripts\/build\/after-paint\/README\.md/,
    )
    expect(() => deferHydration(page('', `<script type="module" async="">${moduleCode}</script>`), 'b/index.html')).toThrow(/b\/index\.html: found no <link rel="modulepreload">/)
    const twice = page(preloads, `<script type="module" async="">${moduleCode}</script><script type="module" async="">${moduleCode}</script>`)
    expect(() => deferHydration(twice, 'c/index.html')).toThrow(/found 2/)
  })

  it('is a classic script that parses, and names no address of its own', () => {
    expect(() => new Function(hydrateAfterPaintScript)).not.toThrow()
    expect(hydrateAfterPaintScript).not.toMatch(/\/assets\//)
  })
})

describe('the React Router release the step was written for', () => {
  it('is the installed one, in its major and minor version', () => {
    expect(() => checkReactRouterVersion()).not.toThrow()
    expect(() => checkReactRouterVersion(`${writtenFor}.99`)).not.toThrow()
  })

  it('fails the build for another release, pointing at what to do', () => {
    for (const other of ['7.19.0', '8.0.0', '7.1.8']) {
      expect(() => checkReactRouterVersion(other)).toThrow(new RegExp(`React Router ${other.replace(/\./g, '\\.')} is installed.*written for ${writtenFor.replace('.', '\\.')}\\.x.*scripts/build/after-paint/README\\.md`))
    }
  })
})
