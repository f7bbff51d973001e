import { collectErrors, expect, openHydrated, test } from './browser.ts'

const input = '#search-page-input'
const results = '.search-page-results'

test.describe('the /search page', () => {
  test('shows full results for ?q= from a shared link, grouped by page, with highlighted snippets', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/search?q=firehose')
    await expect(page.locator(input)).toHaveValue('firehose')
    await expect(page.locator('.search-page-count')).toHaveText(/^\d+ results for "firehose"$/)
    const firstGroup = page.locator(`${results} .search-page-group-title`).first()
    await expect(firstGroup).toHaveText('DocsThe firehose')
    await expect(firstGroup.locator('a')).toHaveAttribute('href', '/docs/advanced-guides/firehose')
    expect((await page.locator(`${results} mark`).allTextContents()).filter((m) => !/^firehose$/i.test(m))).toEqual([])
    expect(await page.locator(`${results} .search-hit-snippet`).count()).toBeGreaterThan(3)
    expect(errors).toEqual([])
  })

  test('edits the query in place, replacing the URL rather than adding history', async ({ page }) => {
    await openHydrated(page, '/search?q=firehose')
    await expect(page.locator(`${results} .search-hit`).first()).toBeVisible()
    const length = await page.evaluate(() => history.length)
    await page.locator(input).fill('jetstream')
    await expect(page).toHaveURL('/search?q=jetstream')
    await expect(page.locator('.search-page-count')).toHaveText(/^\d+ results? for "jetstream"$/)
    await expect(page.locator(`${results} .search-page-group-title`).first()).toContainText('Jetstream')
    expect(await page.evaluate(() => history.length)).toBe(length)
  })

  test('takes the query from the URL again when the reader comes back to the page', async ({ page }) => {
    await openHydrated(page, '/search?q=firehose')
    await page.locator(input).fill('jetstream')
    await expect(page.locator('.search-page-count')).toHaveText(/^\d+ results? for "jetstream"$/)
    await page.locator(`${results} a.search-hit`).first().click()
    await expect(page).not.toHaveURL(/\/search/)
    await page.goBack()
    await expect(page).toHaveURL('/search?q=jetstream')
    await expect(page.locator(input)).toHaveValue('jetstream')
    await expect(page.locator('.search-page-count')).toHaveText(/^\d+ results? for "jetstream"$/)
  })

  test('loads more results on request', async ({ page }) => {
    await openHydrated(page, '/search?q=feed')
    const shown = page.locator(`${results} .search-hit`)
    await expect(shown).toHaveCount(20)
    await page.getByRole('button', { name: 'Load more results' }).click()
    await expect(shown).toHaveCount(40)
  })

  test('says when nothing matches', async ({ page }) => {
    await openHydrated(page, '/search?q=zzqxvbnm')
    const screen = page.locator('.search-screen-empty')
    await expect(screen.locator('.search-screen-title')).toHaveText('No results for "zzqxvbnm"')
    await expect(screen).toContainText('Try searching for')
    await expect(screen.locator('a', { hasText: 'Let us know.' })).toHaveCount(1)
    await screen.locator('.search-suggestion').first().click()
    await expect(page.locator(`${results} .search-hit`).first()).toBeVisible()
  })

  test('shows the error screen when the index cannot be fetched', async ({ page }) => {
    await page.route('**/search-index/*', (route) => route.abort('internetdisconnected'))
    await openHydrated(page, '/search?q=firehose')
    await expect(page.locator('.search-screen-error p')).toHaveText(['Unable to fetch results', 'You might want to check your network connection.'])
  })

  test('never turns the q parameter into markup', async ({ page }) => {
    const q = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    await openHydrated(page, `/search?q=${encodeURIComponent(q)}`)
    // Cut to the 64-character limit like anything typed, and shown as typed.
    await expect(page.locator('.search-screen-empty .search-screen-title')).toHaveText(`No results for "${q.slice(0, 64)}"`)
    await expect(page.locator(input)).toHaveValue(q.slice(0, 64))
    await expect(page.locator('main img[onerror], main script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('works as plain HTML: the navbar button links here and the form submits ?q=', async ({ page }) => {
      await page.goto('/docs/get-started')
      await expect(page.locator('a.search-button')).toHaveAttribute('href', '/search')
      await page.goto('/search')
      const form = page.locator('form[role="search"]')
      await expect(form).toHaveAttribute('action', '/search')
      await expect(form.locator('input[name="q"]')).toHaveAttribute('maxlength', '64')
    })
  })
})
