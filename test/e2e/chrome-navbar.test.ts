import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { site } from '../../app/config/site.ts'
import { collectErrors, useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

async function openHome(options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const page = await newPage(options)
  await page.goto('/')
  await waitForHydration(page)
  return page
}

const docsMenu = (page: Page) => page.locator('.navbar-left .dropdown').filter({ hasText: 'Docs' })

describe('navbar', () => {
  it('renders every configured item: Docs, Blog, Showcase, GitHub, Next, English, Search, colour mode', async () => {
    const page = await openHome()
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('href')).toBe('/blog')
    expect(await nav.getByRole('link', { name: 'Showcase' }).getAttribute('href')).toBe('/showcase/')
    const github = nav.getByRole('link', { name: /GitHub/ })
    expect(await github.getAttribute('href')).toBe(site.repoUrl)
    expect(await github.getAttribute('target')).toBe('_blank')
    expect(await nav.getByRole('link', { name: 'Docs version: Next' }).textContent()).toBe('Next')
    expect(await nav.locator('.navbar-slot-search').textContent()).toContain('Search')
    expect(await nav.getByTestId('color-mode-toggle').count()).toBe(1)
    expect(await nav.locator('.navbar-config-error').count()).toBe(0)
  })

  it('opens the Docs dropdown on hover and closes it when the pointer leaves', async () => {
    const page = await openHome()
    const menu = docsMenu(page)
    await menu.locator('.dropdown-trigger').hover()
    await expect.poll(() => menu.locator('.dropdown-menu').isVisible()).toBe(true)
    expect(await menu.locator('.dropdown-trigger').getAttribute('aria-expanded')).toBe('true')
    expect(await menu.getByRole('link', { name: 'Tutorials' }).getAttribute('href')).toBe('/docs/category/tutorials')
    await page.mouse.move(600, 500)
    await expect.poll(() => menu.locator('.dropdown-menu').isVisible()).toBe(false)
  })

  it('opens the Docs dropdown with Enter, and closes it when focus moves elsewhere', async () => {
    const page = await openHome()
    const menu = docsMenu(page)
    await menu.locator('.dropdown-trigger').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => menu.locator('.dropdown-menu').isVisible()).toBe(true)
    // Tab through the menu's links; leaving the last one closes the menu.
    const count = await menu.locator('.dropdown-menu a').count()
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.dropdown-menu') !== null)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => menu.locator('.dropdown-menu').isVisible()).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('closes the Docs dropdown with Escape and returns focus to its trigger', async () => {
    const page = await openHome()
    const menu = docsMenu(page)
    await menu.locator('.dropdown-trigger').focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.locator('.dropdown-menu').isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown-trigger'))).toBe(true)
  })

  it('opens the Docs dropdown on tap, keeps it open, and closes it on a tap outside', async () => {
    const page = await openHome({ hasTouch: true, isMobile: false })
    const menu = docsMenu(page)
    await menu.locator('.dropdown-trigger').tap()
    // A tap also fires mouseenter first; the menu must still be open afterwards.
    await page.waitForTimeout(150)
    expect(await menu.locator('.dropdown-menu').isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/')
    await page.locator('main h1').first().tap()
    await expect.poll(() => menu.locator('.dropdown-menu').isVisible()).toBe(false)
  })

  it('follows the Docs trigger itself on a mouse click, with the client router', async () => {
    const page = await openHome()
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3))
    await docsMenu(page).locator('.dropdown-trigger').click()
    await page.waitForURL('**/docs/get-started')
    await page.locator('h1').first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3)
    expect(await docsMenu(page).locator('.dropdown-menu').isVisible()).toBe(false)
  })

  it('closes the dropdown on an outside click and follows a menu item with the client router', async () => {
    const page = await openHome()
    const menu = docsMenu(page)
    await menu.locator('.dropdown-trigger').focus()
    await page.keyboard.press('Enter')
    await page.mouse.move(700, 600)
    expect(await menu.locator('.dropdown-menu').isVisible()).toBe(true)
    await page.mouse.click(700, 600)
    await expect.poll(() => menu.locator('.dropdown-menu').isVisible()).toBe(false)

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
    await menu.locator('.dropdown-trigger').hover()
    await menu.getByRole('link', { name: 'Tutorials' }).click()
    await page.locator('h1', { hasText: 'Tutorials' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
  })

  it('lists the locales in the language switcher, English marked current and pointing at this page', async () => {
    const page = await newPage()
    await page.goto('/blog')
    await waitForHydration(page)
    const locale = page.locator('.navbar-slot-localeDropdown .dropdown')
    expect(await locale.locator('.dropdown-trigger').textContent()).toBe('English')
    await locale.locator('.dropdown-trigger').click()
    const english = locale.locator('.dropdown-menu').getByRole('link', { name: 'English' })
    expect(await english.getAttribute('lang')).toBe('en')
    expect(await english.getAttribute('aria-current')).toBe('true')
    expect(await english.getAttribute('href')).toBe('/blog')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr')
  })

  it('takes the docs version label to the main doc and remembers the version chosen', async () => {
    const page = await openHome()
    await page.getByRole('link', { name: 'Docs version: Next' }).click()
    await page.locator('h1', { hasText: 'Get started' }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/docs/${site.docsVersion.mainDocId}`)
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current')
  })

  it('hydrates every kind of page without console errors or hydration mismatches', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    for (const path of ['/', '/docs/get-started', '/blog', '/blog/jetstream', '/docs/category/tutorials', '/showcase/']) {
      await page.goto(path)
      await waitForHydration(page)
    }
    expect(errors).toEqual([])
  })
})

describe('footer', () => {
  it('links to the starter templates, mailing list, blog and the community sites', async () => {
    const page = await openHome()
    const footer = page.locator('footer.footer')
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(expect.arrayContaining(['/docs/category/starter-templates', '/docs/support/mailing-list', '/blog']))
    const external = await footer.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    // The protocol site, the social profile, a microblog account, a community chat and the forum.
    expect(external).toHaveLength(5)
    for (const href of external) expect(href).toMatch(/^https:\/\//)
    await footer.getByRole('link', { name: 'Mailing list' }).click()
    await page.locator('h1', { hasText: /mailing list/i }).waitFor()
  })

  it('shows the copyright for the build year and the search provider, identical before and after hydration', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/')
    const staticText = await page.locator('footer .footer-bottom').innerText()
    expect(staticText).toContain(`Copyright © ${new Date().getFullYear()} ${site.footer.copyrightHolder}`)
    expect(staticText).toMatch(/Search by \S+/)

    const live = await openHome()
    expect(await live.locator('footer .footer-bottom').innerText()).toBe(staticText)
  })
})

describe('announcement bar', () => {
  const bar = site.announcementBar!

  it('shows the configured announcement until it is closed, and remembers the dismissal', async () => {
    const page = await openHome()
    const region = page.getByRole('region', { name: 'Announcement' })
    expect(await region.isVisible()).toBe(true)
    expect(await region.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(hexToRgb(bar.backgroundColor))
    await page.getByRole('button', { name: 'Close announcement' }).click()
    expect(await region.count()).toBe(0)
    expect(await page.evaluate(() => [localStorage.getItem('announcement-id'), localStorage.getItem('announcement-dismiss')])).toEqual([bar.id, 'true'])

    // A new page load keeps it closed, without showing it first: checked on every frame
    // (requestAnimationFrame runs just before each paint) until hydration.
    await page.addInitScript(() => {
      const seen: boolean[] = []
      ;(window as unknown as { barSeen: boolean[] }).barSeen = seen
      const check = () => {
        const el = document.querySelector('.announcement-bar')
        seen.push(el !== null && getComputedStyle(el).display !== 'none')
        if (document.documentElement.dataset.hydrated !== 'true') requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    expect(await page.locator('.announcement-bar').count()).toBe(0)
    const frames = await page.evaluate(() => (window as unknown as { barSeen: boolean[] }).barSeen)
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.some(Boolean)).toBe(false)
  })

  it('shows the bar again when its id changes, forgetting the old dismissal', async () => {
    const page = await newPage()
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('announcement-id', 'an-older-announcement')
      localStorage.setItem('announcement-dismiss', 'true')
    })
    await page.goto('/')
    await waitForHydration(page)
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => [localStorage.getItem('announcement-id'), localStorage.getItem('announcement-dismiss')])).toEqual([bar.id, null])
  })
})

describe('skip link', () => {
  it('is the first focus stop and moves focus to the main content', async () => {
    const page = await newPage()
    await page.goto('/docs/get-started')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const first = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }))
    expect(first).toEqual({ text: 'Skip to main content', href: '#main' })
    expect(await page.locator('.skip-link').evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
  })
})

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}
