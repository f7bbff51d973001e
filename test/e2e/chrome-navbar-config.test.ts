import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { getBuildConstants } from '../../scripts/lib/build-constants.ts'
import { useBrowser } from './browser.ts'

const { page: newPage } = useBrowser()
const entry = fileURLToPath(new URL('./fixtures/navbar-items.tsx', import.meta.url))

/** Bundles the fixture (React, React Router and the real navbar item) into one script. */
async function bundleFixture(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { ...getBuildConstants({}), __BUILD_YEAR__: '2000', 'process.env.NODE_ENV': '"production"' },
    // The test runner sets NODE_ENV=test, which would otherwise select the dev JSX runtime.
    esbuild: { jsx: 'automatic', jsxDev: false },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'navbarFixture', fileName: 'fixture' },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  })) as Rollup.RollupOutput[]
  const chunk = output.flatMap((o) => o.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk')
  if (!chunk) throw new Error('the navbar fixture produced no script')
  return chunk.code
}

describe('navbar item that fails to render', () => {
  let script: string
  beforeAll(async () => {
    script = await bundleFixture()
  }, 60_000)

  it('shows a config error quoting the item, in Chromium, and the rest of the navbar still renders', async () => {
    const page = await newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>')
    await page.addScriptTag({ content: script })
    await page.locator('#rendered').waitFor({ timeout: 5000 })

    expect(await page.locator('[data-item="0"] a').getAttribute('href')).toBe('/blog')

    const shape = page.locator('[data-item="1"] [role="alert"]')
    expect(await shape.textContent()).toContain('unknown type "megaMenu"')
    expect(await shape.locator('code').textContent()).toBe(JSON.stringify({ type: 'megaMenu', label: 'More', position: 'left', columns: 3 }))

    // This one passes the shape check and throws inside React; the item's boundary catches it.
    const thrown = page.locator('[data-item="2"] [role="alert"]')
    expect(await thrown.textContent()).toContain('Navbar item config error')
    expect(await thrown.locator('code').textContent()).toBe(JSON.stringify({ type: 'link', label: { text: 'Showcase' }, to: '/showcase/', position: 'left' }))
    expect(pageErrors).toEqual([])
  })
})
