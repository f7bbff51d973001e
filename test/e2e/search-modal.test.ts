import { describe, expect, it } from 'vitest'
import { buildBuiltinIndex } from '../../scripts/lib/search-index.ts'
import type { SearchRecord } from '../../app/lib/search/types.ts'
import { collectErrors, useBrowser } from './browser.ts'
import { dialog, focusIsInDialog, hits, openModal, openPage, readResults, search, searchInput } from './search-helpers.ts'

const { page: newPage } = useBrowser()

describe('search modal (built-in index)', () => {
  it('fetches no search code or index with the page; the modal and the index core on intent; then only what a query needs, once', async () => {
    const page = await newPage()
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await openPage(page)
    await page.waitForTimeout(300)
    expect(requests.filter((path) => /search/.test(path))).toEqual([])
    await page.locator('a.search-button').hover()
    await expect.poll(() => requests.filter((path) => path === '/search-index/core.json').length).toBe(1)
    await expect.poll(() => requests.some((path) => /^\/assets\/search-modal-[\w-]+\.js$/.test(path))).toBe(true)
    expect(requests.filter((path) => /^\/search-index\/(terms|docs)-/.test(path))).toEqual([])
    await openModal(page)
    await search(page, 'firehose')
    await page.locator(hits).first().waitFor()
    const pieces = requests.filter((path) => path.startsWith('/search-index/'))
    // The preloaded core is the one the search reads: nothing is fetched twice.
    expect(pieces.filter((path) => path === '/search-index/core.json')).toHaveLength(1)
    expect(new Set(pieces).size).toBe(pieces.length)
    expect(pieces.filter((path) => /^\/search-index\/terms-\d+\.json$/.test(path)).length).toBeGreaterThan(0)
    expect(pieces.filter((path) => /^\/search-index\/docs-\d+\.json$/.test(path)).length).toBeGreaterThan(0)
    expect(pieces.length).toBeLessThan(20)
  })

  it('opens from the navbar button, with Ctrl+K, with Cmd+K and with "/", focused on the query', async () => {
    const page = await newPage()
    await openPage(page)
    expect(await page.locator('a.search-button').textContent()).toContain('Search')
    for (const open of [() => page.locator('a.search-button').click(), () => page.keyboard.press('Control+k'), () => page.keyboard.press('Meta+k'), () => page.keyboard.press('/')]) {
      await open()
      await page.locator(searchInput).waitFor()
      expect(await page.evaluate(() => document.activeElement?.classList.contains('aa-Input'))).toBe(true)
      expect(await page.locator(searchInput).getAttribute('placeholder')).toBe('Search docs')
      await page.keyboard.press('Escape')
      await page.locator(dialog).waitFor({ state: 'detached' })
    }
  })

  it('leaves "/" alone while a text field has focus', async () => {
    const page = await newPage()
    await openPage(page, '/search')
    await page.locator('#search-page-input').click()
    await page.keyboard.type('a/b')
    expect(await page.locator(dialog).count()).toBe(0)
    expect(await page.locator('#search-page-input').inputValue()).toBe('a/b')
  })

  it('closes with Escape or Ctrl+K and gives focus back', async () => {
    const page = await newPage()
    await openPage(page)
    await page.locator('a.search-button').focus()
    await page.keyboard.press('Enter')
    await page.locator(searchInput).waitFor()
    await page.keyboard.press('Escape')
    await page.locator(dialog).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-button'))).toBe(true)
    await page.keyboard.press('Control+k')
    await page.locator(searchInput).waitFor()
    await page.keyboard.press('Control+k')
    await page.locator(dialog).waitFor({ state: 'detached' })
  })

  it('keeps keyboard focus inside the dialog', async () => {
    const page = await newPage()
    await openPage(page)
    await openModal(page)
    await search(page, 'firehose')
    await page.locator(hits).first().waitFor()
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      expect(await focusIsInDialog(page)).toBe(true)
    }
  })

  it('limits the query to 64 characters', async () => {
    const page = await newPage()
    await openPage(page)
    await openModal(page)
    await page.locator(searchInput).pressSequentially('x'.repeat(80))
    expect(await page.locator(searchInput).inputValue()).toHaveLength(64)
    expect(await page.locator(searchInput).getAttribute('maxlength')).toBe('64')
  })

  it('lists results for a real query by page, with the heading, a snippet and highlighted matches', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await openPage(page)
    await openModal(page)
    await search(page, 'firehose')
    await page.locator(hits).first().waitFor()
    const { groups, titles } = await readResults(page)
    expect(groups[0]).toBe('DocsThe firehose')
    expect(titles[0]).toBe('The firehose')
    expect(titles.length).toBeGreaterThan(5)
    expect(titles.length).toBeLessThanOrEqual(20)
    const marks = await page.locator(`${hits} mark`).allTextContents()
    expect(marks.length).toBeGreaterThan(3)
    expect(marks.every((m) => /^firehose$/i.test(m))).toBe(true)
    expect(await page.locator(`${hits} .search-hit-snippet`).count()).toBeGreaterThan(0)
    expect(await page.locator(`${dialog} .search-by`).textContent()).toBe('Search by MiniSearch')
    expect(errors).toEqual([])
  })

  it('cuts snippets to 10 words, or 5 at 768 px and narrower', async () => {
    for (const [width, words] of [[1200, 10], [768, 5]]) {
      const page = await newPage({ viewport: { width, height: 900 } })
      await openPage(page)
      await openModal(page)
      await search(page, 'relay')
      await page.locator(`${hits} .search-hit-snippet`).first().waitFor()
      const snippets = await page.locator(`${hits} .search-hit-snippet`).allTextContents()
      const counts = snippets.map((s) => s.replace(/…/g, ' ').trim().split(/\s+/).length)
      expect(Math.max(...counts)).toBe(words)
    }
  })

  it('moves through hits with the arrow keys and opens one with Enter, client-side, at its anchor', async () => {
    const page = await newPage()
    const errors = collectErrors(page)
    await openPage(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
    await openModal(page)
    await search(page, 'frame format')
    await page.locator(hits).first().waitFor()
    expect(await page.locator(`${hits}[aria-selected="true"] .search-hit-title`).textContent()).toBe('Frame format')
    await page.keyboard.press('ArrowDown')
    expect(await page.locator(`${hits}[aria-selected="true"]`).count()).toBe(1)
    expect(await page.locator(hits).nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/docs/advanced-guides/firehose#frame-format')
    await page.locator(dialog).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
    await page.waitForFunction(() => {
      const box = document.getElementById('frame-format')?.getBoundingClientRect()
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2
    })
    expect(errors).toEqual([])
  })

  it('opens a clicked hit with the client router too', async () => {
    const page = await newPage()
    await openPage(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 9))
    await openModal(page)
    await search(page, 'jetstream')
    await page.locator(hits).first().waitFor()
    const href = await page.locator(`${hits} a.search-hit`).first().getAttribute('href')
    await page.locator(`${hits} a.search-hit`).first().click()
    await page.waitForURL(`**${href}`)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(9)
  })

  it('says when nothing matches, with suggestions and a way to report it', async () => {
    const page = await newPage()
    await openPage(page)
    await openModal(page)
    await search(page, 'firehose')
    await page.locator(hits).first().waitFor()
    await search(page, 'zzqxvbnm')
    const screen = page.locator(`${dialog} .search-screen-empty`)
    await screen.waitFor()
    expect(await screen.locator('.search-screen-title').textContent()).toBe('No results for "zzqxvbnm"')
    expect(await screen.textContent()).toContain('Try searching for')
    const suggestions = await screen.locator('.search-suggestion').allTextContents()
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(3)
    expect(await screen.textContent()).toContain('Believe this query should return results?')
    const report = screen.locator('a', { hasText: 'Let us know.' })
    expect(await report.getAttribute('href')).toBe(`https://github.com/bluesky-social/atproto-docs/issues/new?title=${encodeURIComponent('Search: no results for "zzqxvbnm"')}`)
    await screen.locator('.search-suggestion').first().click()
    await page.locator(hits).first().waitFor()
    expect(await page.locator(searchInput).inputValue()).toBe(suggestions[0])
  })

  it('starts with "No recent searches", then remembers chosen hits and favourites across reloads', async () => {
    const page = await newPage()
    await openPage(page)
    await openModal(page)
    await page.locator(`${dialog} .search-screen-title`, { hasText: 'No recent searches' }).waitFor()
    await search(page, 'jetstream')
    await page.locator(hits).first().waitFor()
    const chosen = await page.locator(`${hits} .search-hit-title`).first().textContent()
    await page.keyboard.press('Enter')
    await page.locator(dialog).waitFor({ state: 'detached' })

    await page.reload()
    await openPage(page, new URL(page.url()).pathname)
    await openModal(page)
    const recent = page.locator(`${dialog} [data-autocomplete-source-id="recent"]`)
    await recent.waitFor()
    expect(await recent.locator('.search-source-title').textContent()).toBe('Recent')
    expect(await recent.locator('.search-hit-title').allTextContents()).toEqual([chosen])

    await recent.getByRole('button', { name: 'Save this search' }).click()
    const favorites = page.locator(`${dialog} [data-autocomplete-source-id="favorites"]`)
    await favorites.waitFor()
    expect(await favorites.locator('.search-hit-title').allTextContents()).toEqual([chosen])
    expect(await page.locator(`${dialog} [data-autocomplete-source-id="recent"] .aa-Item`).count()).toBe(0)
    expect(await focusIsInDialog(page)).toBe(true)

    await page.reload()
    await openPage(page, new URL(page.url()).pathname)
    await openModal(page)
    await favorites.waitFor()
    expect(await favorites.locator('.search-hit-title').allTextContents()).toEqual([chosen])
    await favorites.getByRole('button', { name: 'Remove this search from favorites' }).click()
    await page.locator(`${dialog} .search-screen-title`, { hasText: 'No recent searches' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('search.favorites'))).toBe('[]')
  })

  it('keeps 7 recent searches, or 4 next to favourites, each removable', async () => {
    const stored = (i: number) => ({ objectID: `o${i}`, type: 'lvl1', url: `/blog/${i}`, content: null, hierarchy: { lvl0: 'Blog', lvl1: `Post ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } })
    const page = await newPage()
    await page.addInitScript((items) => localStorage.setItem('search.recent', JSON.stringify(items)), Array.from({ length: 9 }, (_, i) => stored(i)))
    await openPage(page)
    await openModal(page)
    const recent = page.locator(`${dialog} [data-autocomplete-source-id="recent"] .aa-Item`)
    await recent.first().waitFor()
    expect(await recent.count()).toBe(7)
    expect(await recent.locator('.search-hit-title').allTextContents()).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6'])
    await recent.first().getByRole('button', { name: 'Remove this search from history' }).click()
    await page.locator(`${dialog} .search-hit-title`, { hasText: 'Post 0' }).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('search.recent'))).not.toContain('/blog/0"')
    await recent.first().getByRole('button', { name: 'Save this search' }).click()
    await page.locator(`${dialog} [data-autocomplete-source-id="favorites"] .aa-Item`).waitFor()
    expect(await recent.count()).toBe(4)
  })

  it('shows a stalled indicator when results take longer than 300 ms', async () => {
    const page = await newPage()
    await page.route('**/search-index/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await openPage(page)
    await openModal(page)
    await search(page, 'firehose')
    const stalled = page.locator(`${dialog} .search-stalled`)
    await stalled.waitFor()
    expect(await stalled.textContent()).toContain('Searching…')
    expect(await page.locator(`${dialog} .aa-LoadingIndicator`).isVisible()).toBe(true)
    await page.locator(hits).first().waitFor()
    await stalled.waitFor({ state: 'detached' })
  })

  it('shows the error screen when results cannot be fetched', async () => {
    const page = await newPage()
    await page.route('**/search-index/*', (route) => route.abort('internetdisconnected'))
    await openPage(page)
    await openModal(page)
    await search(page, 'firehose')
    const screen = page.locator(`${dialog} .search-screen-error`)
    await screen.waitFor()
    expect(await screen.locator('p').allTextContents()).toEqual(['Unable to fetch results', 'You might want to check your network connection.'])
  })

  it('shows markup from records and from the query as text', async () => {
    const hostile: SearchRecord = {
      objectID: 'hostile',
      type: 'content',
      hierarchy: { lvl0: 'Docs', lvl1: '<script>window.pwned = 1</script>Probe page', lvl2: 'Probe <img src=x onerror="window.pwned = 2">', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'The probe text <img src=x onerror="window.pwned = 3"> ends here.',
      url: 'https://docs.atproto.example/docs/get-started#probe',
      url_without_anchor: 'https://docs.atproto.example/docs/get-started',
      anchor: 'probe',
      weight: { level: 0, position: 0 },
    }
    const page = await newPage()
    const files = buildBuiltinIndex([hostile])
    await page.route('**/search-index/*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(files[new URL(route.request().url()).pathname.split('/').pop()!]) }))
    await openPage(page)
    await openModal(page)
    await search(page, 'probe')
    await page.locator(hits).first().waitFor()
    const { groups, titles } = await readResults(page)
    expect(groups[0]).toBe('Docs<script>window.pwned = 1</script>Probe page')
    expect(titles[0]).toBe('Probe <img src=x onerror="window.pwned = 2">')
    expect(await page.locator(`${hits} .search-hit-snippet`).first().textContent()).toContain('<img src=x onerror="window.pwned = 3">')
    expect(await page.locator(`${dialog} img, ${dialog} script`).count()).toBe(0)

    await search(page, '<svg onload="alert(4)">zzq')
    await page.locator(`${dialog} .search-screen-empty`).waitFor()
    expect(await page.locator(`${dialog} .search-screen-title`).textContent()).toBe('No results for "<svg onload="alert(4)">zzq"')
    expect(await page.locator(`${dialog} svg[onload]`).count()).toBe(0)
    expect(await page.locator(`${dialog} img`).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
  })
})
