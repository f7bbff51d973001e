import { expect, test } from './browser.ts'

test.use({ javaScriptEnabled: false })

test.describe('without JavaScript', () => {
  test('serves every docs page as static HTML that reads on its own, code highlighted at build time', async ({ page }) => {
    await page.goto('/docs/tutorials/creating-a-post')
    await expect(page.locator('h1')).toHaveText('Creating a post')
    await expect(page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]')).toHaveCount(1)
    expect(await page.locator('.doc-toc a[href^="#"]').count()).toBeGreaterThan(3)
    // Coloured spans are in the HTML.
    expect(await page.locator('.code-block .shiki span[style*="--shiki-dark"]').count()).toBeGreaterThan(10)
  })

  test('reaches every API family from the sidebar: a closed family links to its first page, which lists the family', async ({ page }) => {
    await page.goto('/docs/api/app-bsky-feed-get-timeline')
    const sidebar = page.locator('.docs-sidebar')
    await expect(sidebar.locator('a[href="/docs/api/app-bsky-feed-get-author-feed"]')).toBeVisible()
    await expect(sidebar.locator('a[href="/docs/api/com-atproto-repo-create-record"]')).toHaveCount(0)
    await sidebar.getByRole('link', { name: 'com.atproto.repo', exact: true }).click()
    await expect(page).toHaveURL('/docs/api/com-atproto-repo-apply-writes')
    await sidebar.locator('a[href="/docs/api/com-atproto-repo-create-record"]').click()
    await expect(page.locator('h1')).toHaveText('com.atproto.repo.createRecord')
  })

  test('is readable and navigable through real links', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('h1')).toHaveText('Build on the open social web')
    // The Docs dropdown trigger is a link to the main doc; its menu opens on hover through CSS.
    await page.locator('.navbar-left .dropdown-trigger').hover()
    await expect(page.locator('.navbar-left .dropdown-menu')).toBeVisible()
    await page.locator('.navbar-left .dropdown-trigger').click()
    await expect(page).toHaveURL('/docs/get-started')
    await expect(page.locator('h1')).toHaveText('Get started')
    expect((await page.locator('.prose').innerText()).length).toBeGreaterThan(500)
    // Another branch of the sidebar is a link to its category page, whose cards lead on.
    await page.locator('.docs-sidebar a[href="/docs/category/tutorials"]').click()
    await expect(page).toHaveURL('/docs/category/tutorials')
    await page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').click()
    await expect(page).toHaveURL('/docs/tutorials/blocking')
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Tutorials' }).click()
    await expect(page).toHaveURL('/docs/category/tutorials')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL('/blog')
    const first = page.locator('.post-preview-title a').first()
    const title = (await first.textContent())!
    await first.click()
    await expect(page.locator('h1')).toHaveText(title)
    expect((await page.locator('.prose').first().innerText()).length).toBeGreaterThan(200)
    // A control that needs JavaScript is not offered.
    await expect(page.getByTestId('color-mode-toggle')).toBeHidden()
    await expect(page.locator('.search-button kbd')).toBeHidden()
  })

  test('does not offer Try it on a method page, which needs JavaScript to send anything', async ({ page }) => {
    await page.goto('/docs/api/app-bsky-feed-get-timeline')
    await expect(page.locator('h1')).toHaveText('app.bsky.feed.getTimeline')
    await expect(page.locator('.try-it')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Try it', exact: true })).toBeHidden()
  })

  test.describe('at 800 px', () => {
    test.use({ viewport: { width: 800, height: 700 } })

    test('keeps the navbar links and the docs sidebar reachable', async ({ page }) => {
      await page.goto('/docs/tutorials/creating-a-post')
      await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
      const sidebarEntry = page.locator('.docs-sidebar a[href="/docs/tutorials/muting"]')
      await sidebarEntry.scrollIntoViewIfNeeded()
      await expect(sidebarEntry).toBeVisible()
      await sidebarEntry.click()
      await expect(page).toHaveURL('/docs/tutorials/muting')
    })

    test('keeps the list of blog posts reachable, after the post', async ({ page }) => {
      await page.goto('/blog/jetstream')
      const entry = page.locator('aside.blog-sidebar a[href="/blog/create-post"]')
      await entry.scrollIntoViewIfNeeded()
      await expect(entry).toBeVisible()
      const topOf = (selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + scrollY)
      expect(await topOf('aside.blog-sidebar')).toBeGreaterThan(await topOf('h1'))
      await entry.click()
      await expect(page).toHaveURL('/blog/create-post')
    })
  })
})
