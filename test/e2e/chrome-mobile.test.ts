import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

/** 800 px wide: below the 996 px desktop breakpoint. */
async function openMobile(path: string): Promise<Page> {
  const page = await newPage({ viewport: { width: 800, height: 700 } })
  await page.goto(path)
  await waitForHydration(page)
  return page
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' })
const openDrawer = async (page: Page) => {
  await page.getByRole('button', { name: 'Open navigation menu' }).click()
  await drawer(page).waitFor()
}

describe('mobile layout (800 px)', () => {
  it('hides the desktop sidebar and navbar links behind a menu button', async () => {
    const page = await openMobile('/docs/tutorials/creating-a-post')
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(false)
    expect(await page.locator('.navbar-left').isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(true)
    expect(await drawer(page).count()).toBe(0)
  })

  it('opens the drawer on the docs sidebar, with a way back to the main menu and forth', async () => {
    const page = await openMobile('/docs/tutorials/creating-a-post')
    await openDrawer(page)
    const panel = drawer(page)
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).getAttribute('aria-expanded')).toBe('true')
    // The secondary menu: the docs sidebar.
    expect(await panel.locator('a[href="/docs/tutorials/blocking"]').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close navigation menu')
    await panel.getByRole('button', { name: 'Back to main menu' }).click()
    // The main menu: the navbar's links.
    expect(await panel.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog')
    expect(await panel.getByRole('link', { name: 'Showcase' }).getAttribute('href')).toBe('/showcase/')
    expect(await panel.getByRole('link', { name: 'Tutorials' }).getAttribute('href')).toBe('/docs/category/tutorials')
    expect(await panel.locator('a[href="/docs/tutorials/blocking"]').count()).toBe(0)
    await panel.getByRole('button', { name: 'Docs sidebar' }).click()
    expect(await panel.locator('a[href="/docs/tutorials/blocking"]').isVisible()).toBe(true)
  })

  it('opens the drawer on the list of posts on a blog page, and follows a post from it', async () => {
    const page = await openMobile('/blog/jetstream')
    expect(await page.locator('aside.blog-sidebar').isVisible()).toBe(false)
    await openDrawer(page)
    const posts = drawer(page).getByRole('navigation', { name: 'Blog posts' })
    expect(await posts.getByRole('heading', { name: '2024' }).isVisible()).toBe(true)
    expect(await posts.locator('a[aria-current="page"]').getAttribute('href')).toBe('/blog/jetstream')
    await drawer(page).getByRole('button', { name: 'Back to main menu' }).click()
    expect(await drawer(page).getByRole('link', { name: 'Showcase' }).isVisible()).toBe(true)
    await drawer(page).getByRole('button', { name: 'Blog posts' }).click()
    await posts.locator('a[href="/blog/create-post"]').click()
    await page.waitForURL('**/blog/create-post')
    await expect.poll(() => drawer(page).count()).toBe(0)
  })

  it('shows only the main menu outside the docs and the blog', async () => {
    const page = await openMobile('/showcase/')
    await openDrawer(page)
    expect(await drawer(page).getByRole('link', { name: 'Showcase' }).isVisible()).toBe(true)
    expect(await drawer(page).getByRole('button', { name: 'Back to main menu' }).count()).toBe(0)
    expect(await drawer(page).getByRole('button', { name: 'Docs sidebar' }).count()).toBe(0)
    expect(await drawer(page).getByRole('button', { name: 'Blog posts' }).count()).toBe(0)
  })

  it('is forced closed when the route changes', async () => {
    const page = await openMobile('/docs/tutorials/creating-a-post')
    await openDrawer(page)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await drawer(page).locator('a[href="/docs/tutorials/muting"]').click()
    await page.locator('h1', { hasText: /Mut/ }).waitFor()
    expect(await drawer(page).count()).toBe(0)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })

  it('is forced closed when the layout becomes desktop, and stays closed on the way back', async () => {
    const page = await openMobile('/docs/tutorials/creating-a-post')
    await openDrawer(page)
    await page.setViewportSize({ width: 1200, height: 700 })
    await expect.poll(() => drawer(page).count()).toBe(0)
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(true)
    await page.setViewportSize({ width: 800, height: 700 })
    await page.waitForTimeout(100)
    expect(await drawer(page).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('closes with Escape, the close button or the backdrop, returning focus to the menu button', async () => {
    const page = await openMobile('/docs/get-started')
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => drawer(page).getByRole('button', { name: 'Close navigation menu' }).click(),
      () => page.mouse.click(780, 400),
    ]) {
      await openDrawer(page)
      await close()
      await expect.poll(() => drawer(page).count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation menu')
    }
  })

  it('hides the navbar while scrolling down and brings it back when scrolling up', async () => {
    const page = await openMobile('/docs/tutorials/creating-a-post')
    const navbar = page.locator('header.navbar')
    const navbarTop = () => navbar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
    await page.mouse.move(400, 400)
    await page.mouse.wheel(0, 1200)
    await expect.poll(() => navbar.getAttribute('data-hidden')).toBe('')
    await expect.poll(navbarTop).toBeLessThanOrEqual(0)
    await page.mouse.wheel(0, -300)
    await expect.poll(() => navbar.getAttribute('data-hidden')).toBe(null)
    await expect.poll(navbarTop).toBeGreaterThan(0)
  })
})
