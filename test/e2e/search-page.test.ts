import { describe, expect, it } from 'vitest'
import { collectErrors, useBrowser } from './browser.ts'
import { openPage } from './search-helpers.ts'

const { page: newPage } = useBrowser()
const input = '#search-page-input'
const results = '.search-page-results'

describe('the /search page', () => {
  it('shows full results for ?q= from a shared link, grouped by page, with highlighted snippets', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await openPage(page, '/search?q=firehose')
    await page.locator(`${results} .search-hit`).first().waitFor()
    expect(await page.locator(input).inputValue()).toBe('firehose')
    expect(await page.locator('.search-page-count').textContent()).toMatch(/^\d+ results for "firehose"$/)
    expect(await page.locator(`${results} .search-page-group-title`).first().textContent()).toBe('DocsThe firehose')
    expect(await page.locator(`${results} .search-page-group-title a`).first().getAttribute('href')).toBe('/docs/advanced-guides/firehose')
    expect((await page.locator(`${results} mark`).allTextContents()).every((m) => /^firehose$/i.test(m))).toBe(true)
    expect(await page.locator(`${results} .search-hit-snippet`).count()).toBeGreaterThan(3)
    expect(errors).toEqual([])
  })

  it('edits the query in place, replacing the URL rather than adding history', async () => {
    const page = await newPage()
    await openPage(page, '/search?q=firehose')
    await page.locator(`${results} .search-hit`).first().waitFor()
    const length = await page.evaluate(() => history.length)
    await page.locator(input).fill('jetstream')
    await page.waitForURL('**/search?q=jetstream')
    await page.locator('.search-page-count', { hasText: 'for "jetstream"' }).waitFor()
    expect(await page.locator(`${results} .search-page-group-title`).first().textContent()).toContain('Jetstream')
    expect(await page.evaluate(() => history.length)).toBe(length)
  })

  it('loads more results on request', async () => {
    const page = await newPage()
    await openPage(page, '/search?q=feed')
    await page.locator(`${results} .search-hit`).first().waitFor()
    expect(await page.locator(`${results} .search-hit`).count()).toBe(20)
    await page.getByRole('button', { name: 'Load more results' }).click()
    await expect.poll(() => page.locator(`${results} .search-hit`).count()).toBe(40)
  })

  it('says when nothing matches', async () => {
    const page = await newPage()
    await openPage(page, '/search?q=zzqxvbnm')
    const screen = page.locator('.search-screen-empty')
    await screen.waitFor()
    expect(await screen.locator('.search-screen-title').textContent()).toBe('No results for "zzqxvbnm"')
    expect(await screen.textContent()).toContain('Try searching for')
    expect(await screen.locator('a', { hasText: 'Let us know.' }).count()).toBe(1)
    await screen.locator('.search-suggestion').first().click()
    await page.locator(`${results} .search-hit`).first().waitFor()
  })

  it('shows the error screen when the index cannot be fetched', async () => {
    const page = await newPage()
    await page.route('**/search-index/*', (route) => route.abort('internetdisconnected'))
    await openPage(page, '/search?q=firehose')
    await page.locator('.search-screen-error').waitFor()
    expect(await page.locator('.search-screen-error p').allTextContents()).toEqual(['Unable to fetch results', 'You might want to check your network connection.'])
  })

  it('never turns the q parameter into markup', async () => {
    const page = await newPage()
    const q = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    await openPage(page, `/search?q=${encodeURIComponent(q)}`)
    await page.locator('.search-screen-empty').waitFor()
    // Cut to the 64-character limit like anything typed, and shown as typed.
    expect(await page.locator('.search-screen-title').textContent()).toBe(`No results for "${q.slice(0, 64)}"`)
    expect(await page.locator(input).inputValue()).toBe(q.slice(0, 64))
    expect(await page.locator('main img[onerror], main script').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
  })

  it('works as plain HTML without JavaScript: the navbar button links here and the form submits ?q=', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/docs/get-started')
    expect(await page.locator('a.search-button').getAttribute('href')).toBe('/search')
    await page.goto('/search')
    const form = page.locator('form[role="search"]')
    expect(await form.getAttribute('action')).toBe('/search')
    expect(await form.locator('input[name="q"]').getAttribute('maxlength')).toBe('64')
  })
})
