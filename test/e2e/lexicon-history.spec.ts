import { collectErrors, expect, openHydrated, test } from './browser.ts'

/** What the reader sees of the Lexicon history: the changelog pages, and the history on reference pages. */
test.describe('Lexicon history', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the changelog filters its releases by namespace with radio buttons alone', async ({ page }) => {
      const response = await page.goto('/docs/api/changelog')
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toHaveText('Lexicon changelog')
      await expect(page.locator('main')).toContainText('stand in for Lexicon releases')
      const releases = page.locator('section.api-release')
      const total = await releases.count()
      expect(total).toBeGreaterThan(20)
      await expect(releases.first().locator('h2')).toHaveId('v0-21-0')
      const rows = page.locator('.api-release-changes > li')
      const allRows = await rows.count()

      await page.locator('.api-changelog-filter label', { hasText: 'chat.bsky' }).click()
      await expect(page.locator('#changelog-ns-chat-bsky')).toBeChecked()
      const visibleRows = page.locator('.api-release-changes > li:visible')
      const chatRows = await visibleRows.count()
      expect(chatRows).toBeGreaterThan(0)
      expect(chatRows).toBeLessThan(allRows)
      await expect(visibleRows.first().locator('code').first()).toHaveText(/^chat\.bsky\./)
      expect(await visibleRows.evaluateAll((items) => items.every((li) => li.getAttribute('data-ns') === 'chat.bsky'))).toBe(true)
      // Releases that changed nothing in chat.bsky are hidden whole.
      expect(await page.locator('section.api-release:visible').count()).toBeLessThan(total)

      await page.locator('.api-changelog-filter label', { hasText: 'All namespaces' }).click()
      await expect(rows.filter({ visible: true })).toHaveCount(allRows)
    })

    test('a release section links its documents, marks breaking changes and links the pull requests of its notes', async ({ page }) => {
      await page.goto('/docs/api/changelog/0-13')
      const release = page.locator('section.api-release', { has: page.locator('h2#v0-13-8') })
      await expect(release.locator('a[href="/docs/api/app-bsky-actor-profile"]')).toHaveText('app.bsky.actor.profile')
      await expect(release).toContainText('pinnedPost added')
      await expect(release.locator('.api-release-notes a[href^="https://github.com/bluesky-social/atproto/pull/"]').first()).toBeVisible()
      await expect(page.locator('.badge-breaking').first()).toHaveText('Breaking')
    })

    test('a reference page says when its document was added, lists its last changes and badges recent fields', async ({ page }) => {
      await page.goto('/docs/api/app-bsky-feed-defs')
      await expect(page.locator('.api-added-in')).toHaveText('Added in @atproto/api 0.6.0 or earlier.')
      const history = page.locator('ul.api-history > li')
      await expect(history).toHaveCount(5)
      await expect(history.first().locator('a')).toHaveAttribute('href', /^\/docs\/api\/changelog#v0-\d+-\d+$/)
      await expect(page.locator('.badge-history', { hasText: 'New in 0.20.42' }).first()).toBeVisible()
      // The changelog anchor it links to exists.
      const href = (await history.first().locator('a').getAttribute('href')) ?? ''
      await page.goto(href)
      await expect(page.locator(`h2#${href.split('#')[1]}`)).toBeVisible()
    })
  })

  test('the changelog has its place in the sidebar, and an older series page opens it there without fetching the whole sidebar', async ({ page }) => {
    const sidebarRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/docs/sidebar.json')) sidebarRequests.push(request.url())
    })
    await openHydrated(page, '/docs/api/changelog/0-18')
    const sidebar = page.locator('.docs-sidebar')
    await expect(sidebar.getByRole('link', { name: 'Lexicon changelog', exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Overview', exact: true })).toBeVisible()
    await expect(page.locator('nav.breadcrumbs a')).toHaveText(['Docs', 'HTTP Reference', 'Lexicon changelog'])
    expect(sidebarRequests).toEqual([])
    await sidebar.getByRole('link', { name: 'Lexicon changelog', exact: true }).click()
    await expect(page).toHaveURL(/\/docs\/api\/changelog$/)
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Lexicon changelog')
  })

  test('the filter works the same once the page has hydrated', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/docs/api/changelog')
    await page.locator('.api-changelog-filter label', { hasText: 'tools.ozone' }).click()
    const visible = page.locator('.api-release-changes > li:visible')
    expect(await visible.count()).toBeGreaterThan(0)
    expect(await visible.evaluateAll((items) => items.every((li) => li.getAttribute('data-ns') === 'tools.ozone'))).toBe(true)
    expect(errors).toEqual([])
  })

  test('the reference index and every method page link the files tools read, which the site serves', async ({ page, request }) => {
    await page.goto('/docs/category/http-reference')
    // The changelog is also an item of the category (a card) and of the sidebar.
    await expect(page.locator('.docs-sidebar a[href="/docs/api/changelog"]')).toHaveCount(1)
    await expect(page.locator('article a.card[href="/docs/api/changelog"]')).toHaveCount(1)
    const main = page.locator('article p')
    for (const href of ['/docs/api/changelog', '/docs/api/changelog/atom.xml', '/docs/api/lexicon-history.json', '/openapi/atproto.json', '/openapi/app.bsky.json', '/openapi/chat.bsky.json', '/openapi/com.atproto.json', '/openapi/tools.ozone.json']) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await page.goto('/docs/api/app-bsky-feed-get-timeline')
    await expect(page.locator('main a[href="/openapi/app.bsky.json"]')).toHaveCount(1)

    const openapi = await request.get('/openapi/app.bsky.json')
    expect(openapi.headers()['content-type']).toContain('application/json')
    const document = (await openapi.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(Object.keys(document.paths)).toContain('/xrpc/app.bsky.feed.getTimeline')
    const feed = await request.get('/docs/api/changelog/atom.xml')
    expect(feed.headers()['content-type']).toContain('application/atom+xml')
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
    const history = (await (await request.get('/docs/api/lexicon-history.json')).json()) as { releases: { version: string }[] }
    expect(history.releases.length).toBeGreaterThan(100)
  })

  test('search finds a release of the changelog', async ({ page }) => {
    await openHydrated(page, '/docs/get-started')
    await page.locator('a.search-button').click()
    await page.locator('.aa-DetachedContainer[role="dialog"] .aa-Input').fill('lexicon changelog pinnedPost')
    await expect(page.locator('.aa-DetachedContainer .aa-Item a[href^="/docs/api/changelog"]').first()).toBeVisible()
  })
})
