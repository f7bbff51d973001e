import type { Page } from '@playwright/test'
import { expect, openHydrated, renderFrames, test } from './browser.ts'

/** 800 px wide: below the 996 px desktop breakpoint. */
test.use({ viewport: { width: 800, height: 700 } })

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' })
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' })
async function openDrawer(page: Page) {
  await menuButton(page).click()
  await expect(drawer(page)).toBeVisible()
}

test.describe('mobile layout (800 px)', () => {
  test('hides the desktop sidebar and navbar links behind a menu button', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await expect(page.locator('.docs-sidebar')).toBeHidden()
    await expect(page.locator('.navbar-left')).toBeHidden()
    await expect(menuButton(page)).toBeVisible()
    await expect(drawer(page)).toHaveCount(0)
  })

  test('opens the drawer on the docs sidebar, with a way back to the main menu and forth', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await openDrawer(page)
    const panel = drawer(page)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    // The secondary menu: the docs sidebar.
    await expect(panel.locator('a[href="/docs/tutorials/blocking"]')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close navigation menu' })).toBeFocused()
    await panel.getByRole('button', { name: 'Back to main menu' }).click()
    // The main menu: the navbar's links.
    await expect(panel.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    await expect(panel.getByRole('link', { name: 'Showcase' })).toHaveAttribute('href', '/showcase/')
    await expect(panel.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('href', '/docs/category/tutorials')
    await expect(panel.locator('a[href="/docs/tutorials/blocking"]')).toHaveCount(0)
    await panel.getByRole('button', { name: 'Docs sidebar' }).click()
    await expect(panel.locator('a[href="/docs/tutorials/blocking"]')).toBeVisible()
  })

  test('opens the drawer on the list of posts on a blog page, and follows a post from it', async ({ page }) => {
    await openHydrated(page, '/blog/jetstream')
    await expect(page.locator('aside.blog-sidebar')).toBeHidden()
    await openDrawer(page)
    const posts = drawer(page).getByRole('navigation', { name: 'Blog posts' })
    await expect(posts.getByRole('heading', { name: '2024' })).toBeVisible()
    await expect(posts.locator('a[aria-current="page"]')).toHaveAttribute('href', '/blog/jetstream')
    await drawer(page).getByRole('button', { name: 'Back to main menu' }).click()
    await expect(drawer(page).getByRole('link', { name: 'Showcase' })).toBeVisible()
    await drawer(page).getByRole('button', { name: 'Blog posts' }).click()
    await posts.locator('a[href="/blog/create-post"]').click()
    await expect(page).toHaveURL('/blog/create-post')
    await expect(drawer(page)).toHaveCount(0)
  })

  test('shows only the main menu outside the docs and the blog', async ({ page }) => {
    await openHydrated(page, '/showcase/')
    await openDrawer(page)
    await expect(drawer(page).getByRole('link', { name: 'Showcase' })).toBeVisible()
    for (const name of ['Back to main menu', 'Docs sidebar', 'Blog posts']) await expect(drawer(page).getByRole('button', { name })).toHaveCount(0)
  })

  test('is forced closed when the route changes', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await openDrawer(page)
    const bodyOverflow = () => page.evaluate(() => document.body.style.overflow)
    expect(await bodyOverflow()).toBe('hidden')
    await drawer(page).locator('a[href="/docs/tutorials/muting"]').click()
    await expect(page.locator('h1')).toHaveText('Muting accounts, lists and threads')
    await expect(drawer(page)).toHaveCount(0)
    expect(await bodyOverflow()).toBe('')
  })

  test('is forced closed when the layout becomes desktop, and stays closed on the way back', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await openDrawer(page)
    await page.setViewportSize({ width: 1200, height: 700 })
    await expect(drawer(page)).toHaveCount(0)
    await expect(page.locator('.docs-sidebar')).toBeVisible()
    // Closed, not only hidden by the desktop stylesheet: the media query's change event comes with
    // the next rendered frame, and a reader resizing a window sees that frame. (The menu button is
    // hidden on desktop, so it is found by its class here.)
    await expect(page.locator('.navbar-toggle')).toHaveAttribute('aria-expanded', 'false')
    await page.setViewportSize({ width: 800, height: 700 })
    await expect(menuButton(page)).toBeVisible()
    // The media query change has been handled by the time two frames have rendered.
    await renderFrames(page)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(drawer(page)).toHaveCount(0)
  })

  test('closes with Escape, the close button or the backdrop, returning focus to the menu button', async ({ page }) => {
    await openHydrated(page, '/docs/get-started')
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => drawer(page).getByRole('button', { name: 'Close navigation menu' }).click(),
      () => page.mouse.click(780, 400),
    ]) {
      await openDrawer(page)
      await close()
      await expect(drawer(page)).toHaveCount(0)
      await expect(menuButton(page)).toBeFocused()
    }
  })

  test('hides the navbar while scrolling down and brings it back when scrolling up', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    const navbar = page.locator('header.navbar')
    const navbarBottom = () => navbar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
    await page.mouse.move(400, 400)
    await page.mouse.wheel(0, 1200)
    await expect(navbar).toHaveAttribute('data-hidden', '')
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0)
    await page.mouse.wheel(0, -300)
    await expect(navbar).not.toHaveAttribute('data-hidden')
    await expect.poll(navbarBottom).toBeGreaterThan(0)
  })
})

test.describe('a 320 px phone (WCAG 1.4.10, Reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('wraps a reference page’s NSID after its dots, a part inside only when it alone is too wide, and copies it whole', async ({ page }) => {
    await openHydrated(page, '/docs/api/app-bsky-feed-get-timeline')
    const h1 = page.locator('h1')
    await expect(h1).toHaveText('app.bsky.feed.getTimeline')
    const parts = await h1.locator('.ident-part').evaluateAll((spans) => spans.map((s) => ({ text: s.textContent, lines: s.getClientRects().length, top: Math.round(s.getBoundingClientRect().top), right: s.getBoundingClientRect().right })))
    expect(parts.map((p) => p.text)).toEqual(['app.', 'bsky.', 'feed.', 'getTimeline'])
    // Two lines or more, each part whole on one of them, nothing past the screen's edge.
    expect(new Set(parts.map((p) => p.top)).size).toBeGreaterThan(1)
    expect(parts.map((p) => p.lines)).toEqual([1, 1, 1, 1])
    expect(Math.max(...parts.map((p) => p.right))).toBeLessThanOrEqual(320)
    const copied = await h1.evaluate((el) => {
      getSelection()?.selectAllChildren(el)
      return getSelection()?.toString()
    })
    expect(copied).toBe('app.bsky.feed.getTimeline')

    // A part wider than the line on its own breaks at its camelCase humps, and still copies whole.
    await openHydrated(page, '/docs/api/app-bsky-graph-get-starter-packs-with-membership')
    const long = page.locator('h1 .ident-part').last()
    await expect(long).toHaveText('getStarterPacksWithMembership')
    expect(await long.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(320)
    expect(await page.locator('h1').evaluate((el) => (getSelection()?.selectAllChildren(el), getSelection()?.toString()))).toBe('app.bsky.graph.getStarterPacksWithMembership')
  })

  test('scrolls a wide table and a long code line inside their own named containers, which the keyboard can reach and scroll', async ({ page }) => {
    await openHydrated(page, '/docs/api/app-bsky-feed-get-timeline')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    for (const [container, name] of [
      [page.locator('table.api-params'), 'Parameters'],
      [page.locator('#sample-shell ~ figure pre').first(), 'Code: shell'],
    ] as const) {
      await expect(container).toHaveAccessibleName(name)
      await expect(container).toHaveAttribute('tabindex', '0')
      expect(await container.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      await container.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => container.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    }
  })
})
