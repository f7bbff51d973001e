import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import type { Rollup } from 'vite'
import { site } from '../../app/config/site.ts'
import { getBuildConstants } from '../../scripts/vite/build-constants.ts'
import { collectErrors, expect, expectHydrated, markDocument, openHydrated, readMark, renderFrames, test } from './browser.ts'

const docsMenu = (page: Page) => page.locator('.navbar-left .dropdown').filter({ hasText: 'Docs' })
const menuOf = (page: Page) => docsMenu(page).locator('.dropdown-menu')
const triggerOf = (page: Page) => docsMenu(page).locator('.dropdown-trigger')

test.describe('navbar', () => {
  test('renders every configured item: Docs, Blog, Showcase, GitHub, Next, English, Search, colour mode', async ({ page }) => {
    await openHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog')
    await expect(nav.getByRole('link', { name: 'Showcase' })).toHaveAttribute('href', '/showcase/')
    const github = nav.getByRole('link', { name: /GitHub/ })
    await expect(github).toHaveAttribute('href', site.repoUrl)
    await expect(github).toHaveAttribute('target', '_blank')
    await expect(nav.getByRole('link', { name: 'Docs version: Next' })).toHaveText('Next')
    await expect(nav.locator('.navbar-slot-localeDropdown .dropdown-trigger')).toHaveText('English')
    await expect(nav.locator('.navbar-slot-search').getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search')
    await expect(nav.getByTestId('color-mode-toggle')).toHaveCount(1)
    await expect(nav.locator('.navbar-config-error')).toHaveCount(0)
  })

  test('opens the Docs dropdown on hover and closes it when the pointer leaves', async ({ page }) => {
    await openHydrated(page, '/')
    await triggerOf(page).hover()
    await expect(menuOf(page)).toBeVisible()
    await expect(triggerOf(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(docsMenu(page).getByRole('link', { name: 'Tutorials' })).toHaveAttribute('href', '/docs/category/tutorials')
    await page.mouse.move(600, 500)
    await expect(menuOf(page)).toBeHidden()
  })

  test('opens the Docs dropdown with Enter, and closes it when focus moves elsewhere', async ({ page }) => {
    await openHydrated(page, '/')
    await triggerOf(page).focus()
    await page.keyboard.press('Enter')
    await expect(menuOf(page)).toBeVisible()
    // Tab through the menu's links; leaving the last one closes the menu.
    const links = menuOf(page).locator('a')
    const count = await links.count()
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(i)).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(menuOf(page)).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('closes the Docs dropdown with Escape and returns focus to its trigger', async ({ page }) => {
    await openHydrated(page, '/')
    await triggerOf(page).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menuOf(page)).toBeHidden()
    await expect(triggerOf(page)).toBeFocused()
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: false })

    test('opens the Docs dropdown on tap, keeps it open, and closes it on a tap outside', async ({ page }) => {
      await openHydrated(page, '/')
      await triggerOf(page).tap()
      // A tap also fires mouseenter first; the menu must still be open once the tap is handled.
      await renderFrames(page)
      await expect(menuOf(page)).toBeVisible()
      await expect(page).toHaveURL('/')
      await page.locator('main h1').tap()
      await expect(menuOf(page)).toBeHidden()
    })
  })

  test('follows the Docs trigger itself on a mouse click, with the client router', async ({ page }) => {
    await openHydrated(page, '/')
    await markDocument(page)
    await triggerOf(page).click()
    await expect(page).toHaveURL('/docs/get-started')
    await expect(page.locator('h1')).toHaveText('Get started')
    expect(await readMark(page)).toBe(1)
    await expect(menuOf(page)).toBeHidden()
  })

  test('closes the dropdown on an outside click and follows a menu item with the client router', async ({ page }) => {
    await openHydrated(page, '/')
    await triggerOf(page).focus()
    await page.keyboard.press('Enter')
    await page.mouse.move(700, 600)
    await expect(menuOf(page)).toBeVisible()
    await page.mouse.click(700, 600)
    await expect(menuOf(page)).toBeHidden()

    await markDocument(page)
    await triggerOf(page).hover()
    await docsMenu(page).getByRole('link', { name: 'Tutorials' }).click()
    await expect(page.locator('h1')).toHaveText('Tutorials')
    expect(await readMark(page)).toBe(1)
  })

  test('marks the section of the open page, before hydration and after client navigation', async ({ page, browser }) => {
    const marks = (p: Page) =>
      p.locator('.navbar-left .navbar-link').evaluateAll((links) => Object.fromEntries(links.map((a) => [a.textContent!.trim(), a.getAttribute('aria-current')])))
    // As prerendered, without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const still = await context.newPage()
    await still.goto('/blog/jetstream')
    expect(await marks(still)).toEqual({ Docs: null, Blog: 'true', Showcase: null })
    await context.close()
    await openHydrated(page, '/blog')
    expect(await marks(page)).toEqual({ Docs: null, Blog: 'page', Showcase: null })
    const blog = page.locator('.navbar-left .navbar-link', { hasText: 'Blog' })
    const showcase = page.locator('.navbar-left .navbar-link', { hasText: 'Showcase' })
    const colour = (link: typeof blog) => link.evaluate((a) => getComputedStyle(a).color)
    expect(await colour(blog)).not.toBe(await colour(showcase))
    await markDocument(page)
    await docsMenu(page).hover()
    await menuOf(page).getByRole('link', { name: 'Tutorials' }).click()
    await expect(page).toHaveURL(/\/docs\/category\/tutorials$/)
    expect(await readMark(page)).toBe(1)
    await expect.poll(() => marks(page)).toEqual({ Docs: 'true', Blog: null, Showcase: null })
    await page.goto('/')
    expect(await marks(page)).toEqual({ Docs: null, Blog: null, Showcase: null })
  })

  test('lists the locales in the language switcher, English marked current and pointing at this page', async ({ page }) => {
    await openHydrated(page, '/blog')
    const locale = page.locator('.navbar-slot-localeDropdown .dropdown')
    await expect(locale.locator('.dropdown-trigger')).toHaveText('English')
    await locale.locator('.dropdown-trigger').click()
    const english = locale.locator('.dropdown-menu').getByRole('link', { name: 'English' })
    await expect(english).toHaveAttribute('lang', 'en')
    await expect(english).toHaveAttribute('aria-current', 'true')
    await expect(english).toHaveAttribute('href', '/blog')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  for (const [platform, shortcut] of [['Linux x86_64', 'Ctrl K'], ['MacIntel', '⌘ K']]) {
    test(`shows the search shortcut as ${shortcut} on ${platform}, the same before and after hydration`, async ({ page }) => {
      await page.addInitScript((name) => Object.defineProperty(Navigator.prototype, 'platform', { get: () => name }), platform)
      const shown = () => page.locator('.search-button kbd').evaluate((kbd) => getComputedStyle(kbd, '::before').content)
      // Before the scripts run: they are held back.
      await page.route('**/assets/*.js', () => {})
      // Held scripts hold the load event too: wait for the document alone.
      await page.goto('/docs/get-started', { waitUntil: 'domcontentloaded' })
      expect(await shown()).toBe(`"${shortcut}"`)
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await openHydrated(page, '/docs/get-started')
      expect(await shown()).toBe(`"${shortcut}"`)
      await expect(page.locator('.search-button kbd')).toBeVisible()
    })
  }

  test('hydrates every kind of page without console errors or hydration mismatches', async ({ page }) => {
    const errors = collectErrors(page)
    for (const path of ['/', '/docs/get-started', '/blog', '/blog/jetstream', '/docs/category/tutorials', '/showcase/']) await openHydrated(page, path)
    expect(errors).toEqual([])
  })
})

test.describe('docs version', () => {
  const storedVersion = (page: Page) => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))

  test('takes the docs version label to the main doc and remembers the version chosen', async ({ page }) => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Docs version: Next' }).click()
    await expect(page.locator('h1')).toHaveText('Get started')
    await expect(page).toHaveURL(`/docs/${site.docsVersion.mainDocId}`)
    expect(await storedVersion(page)).toBe('current')
  })

  test('keeps a known stored version and clears an unknown one when the docs load', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('docs-preferred-version-default', '1.0.0')
      }
    })
    await openHydrated(page, '/')
    // Outside the docs nothing reads it.
    expect(await storedVersion(page)).toBe('1.0.0')
    await openHydrated(page, '/docs/get-started')
    await expect.poll(() => storedVersion(page)).toBe(null)

    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'))
    await page.reload()
    await expectHydrated(page)
    expect(await storedVersion(page)).toBe('current')
  })
})

/** Bundles the fixture (React, React Router and the real navbar item) into one script. */
async function bundleNavbarFixture(): Promise<string> {
  // Vite is loaded here, not at the top: only this test needs it.
  const { build } = await import('vite')
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { ...getBuildConstants({}), __BUILD_YEAR__: '2000', 'process.env.NODE_ENV': '"production"' },
    // Without this, a NODE_ENV other than production would select the dev JSX runtime.
    esbuild: { jsx: 'automatic', jsxDev: false },
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('./fixtures/navbar-items.tsx', import.meta.url)), formats: ['iife'], name: 'navbarFixture', fileName: 'fixture' },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  })) as Rollup.RollupOutput[]
  const chunk = output.flatMap((o) => o.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk')
  if (!chunk) throw new Error('the navbar fixture produced no script')
  return chunk.code
}

test.describe('navbar item that fails to render', () => {
  test('shows a config error quoting the item, in Chromium, and the rest of the navbar still renders', async ({ page }) => {
    test.setTimeout(90_000)
    const script = await bundleNavbarFixture()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>')
    await page.addScriptTag({ content: script })
    await expect(page.locator('#rendered')).toHaveText('rendered')

    await expect(page.locator('[data-item="0"] a')).toHaveAttribute('href', '/blog')

    // This one throws inside React; the item's boundary catches it.
    const thrown = page.locator('[data-item="1"] [role="alert"]')
    await expect(thrown).toContainText('Navbar item config error')
    await expect(thrown.locator('code')).toHaveText(JSON.stringify({ type: 'link', label: { text: 'Showcase' }, to: '/showcase/', position: 'left' }))
    expect(pageErrors).toEqual([])
  })
})
