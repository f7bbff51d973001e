import { indexFile, pieceOf } from '../../app/lib/search/analysis.ts'
import { buildIndexFiles } from '../../app/lib/search/builtin-index.ts'
import { hostileRecord } from './fake-algolia.ts'
import { collectErrors, expect, expectHydrated, holdResponses, markDocument, openHydrated, readMark, test } from './browser.ts'
import { dialog, focusIsInDialog, groupTitles, hits, hitTitles, openModal, search, searchInput, settledHits } from './search-helpers.ts'

const docsPage = '/docs/get-started'

test.describe('search modal (built-in index)', () => {
  test('fetches no search code or index with the page; the modal and the index core on intent; then only what a query needs, once', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await openHydrated(page, docsPage)
    await page.waitForLoadState('networkidle')
    expect(requests.filter((path) => /search/.test(path))).toEqual([])
    await page.locator('a.search-button').hover()
    await expect.poll(() => requests.filter((path) => path === '/search-index/core.json').length).toBe(1)
    await expect.poll(() => requests.some((path) => /^\/assets\/search-autocomplete-[\w-]+\.js$/.test(path))).toBe(true)
    expect(requests.filter((path) => /^\/search-index\/(piece|docs)-/.test(path))).toEqual([])
    await openModal(page)
    await search(page, 'firehose')
    await expect(page.locator(hits).first()).toBeVisible()
    // The hits' text is asked for once the ranked pages are on screen; then the hits show in full.
    await expect.poll(() => requests.filter((path) => /^\/search-index\/docs-\d+\.json$/.test(path)).length).toBeGreaterThan(0)
    await expect(page.locator(`${hits} .search-hit-snippet`).first()).toBeVisible()
    const pieces = requests.filter((path) => path.startsWith('/search-index/'))
    // The preloaded core is the one the search reads: nothing is fetched twice.
    expect(pieces.filter((path) => path === '/search-index/core.json')).toHaveLength(1)
    expect(new Set(pieces).size).toBe(pieces.length)
    expect(pieces.filter((path) => /^\/search-index\/piece-\d+\.json$/.test(path)).length).toBeGreaterThan(0)
    expect(pieces.filter((path) => /^\/search-index\/docs-\d+\.json$/.test(path)).length).toBeGreaterThan(0)
    // Docs files hold about 2 KB each, so that a hit's text costs little: more files, fewer bytes.
    expect(pieces.length).toBeLessThan(32)
  })

  test('asks for the postings of what is typed while the full search UI and the index core are still on their way', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    const release = await holdResponses(page, '**/assets/search-autocomplete-*.js', '**/search-index/core.json')
    await openHydrated(page, docsPage)
    await page.locator('a.search-button').click()
    // The dialog takes the query while the code loads.
    await page.locator(searchInput).fill('firehose')
    const piece = `/search-index/${indexFile.piece(pieceOf('firehose'))}`
    await expect.poll(() => requests.includes(piece)).toBe(true)
    expect(requests.filter((path) => /^\/search-index\/(piece|docs)-/.test(path))).toEqual([piece])
    release()
    await expect(page.locator(hits).first()).toBeVisible()
    await expect(groupTitles(page).first()).toHaveText('DocsThe firehose')
    expect(requests.filter((path) => path === piece)).toHaveLength(1)
  })

  test('fetches the full search UI after the index core and, with a query typed by then, after its first hits; a late core shows in the dialog as a stall', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    const fullUiRequested = () => requests.some((path) => /^\/assets\/search-autocomplete-[\w-]+\.js$/.test(path))
    const piece = `/search-index/${indexFile.piece(pieceOf('firehose'))}`
    const releaseCore = await holdResponses(page, '**/search-index/core.json')
    const releasePiece = await holdResponses(page, `**${piece}`)
    const releaseFullUi = await holdResponses(page, '**/assets/search-autocomplete-*.js')
    await openHydrated(page, docsPage)
    await page.locator('a.search-button').click()
    await page.locator(searchInput).fill('firehose')
    // The core is late: past the stall threshold the dialog says so itself.
    await expect(page.locator(`${dialog} .search-stalled`)).toContainText('Searching…')
    expect(fullUiRequested()).toBe(false)
    const coreIn = page.waitForResponse((response) => response.url().endsWith('/search-index/core.json'))
    releaseCore()
    await coreIn
    // The core is in and the query's piece is not: the full UI's code would share the network with it.
    await page.waitForTimeout(400)
    expect(requests).toContain(piece)
    expect(fullUiRequested()).toBe(false)
    releasePiece()
    await expect(page.locator('.search-dialog-early .aa-Item').first()).toBeVisible()
    await expect(page.locator(`${dialog} .search-stalled`)).toHaveCount(0)
    await expect.poll(fullUiRequested).toBe(true)
    releaseFullUi()
    await expect(page.locator('.search-dialog-early')).toHaveCount(0)
    await expect(page.locator(searchInput)).toHaveValue('firehose')
    await expect(groupTitles(page).first()).toHaveText('DocsThe firehose')

    // On another page, nothing typed when the core comes in: the full UI's code follows it without waiting.
    requests.length = 0
    const second = await page.context().newPage()
    second.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await openHydrated(second, docsPage)
    await second.locator('a.search-button').click()
    await expect.poll(() => requests.includes('/search-index/core.json')).toBe(true)
    await expect.poll(fullUiRequested).toBe(true)
  })

  test('shows the first hits while the full search UI is on its way, then hands over in the same dialog: focus, query and selection kept, no frame without hits or with two lists', async ({ page }) => {
    const release = await holdResponses(page, '**/assets/search-autocomplete-*.js')
    await openHydrated(page, docsPage)
    await markDocument(page, 5)
    await page.locator('a.search-button').click()
    await page.locator(searchInput).fill('firehose')
    await expect(groupTitles(page).first()).toHaveText('DocsThe firehose')
    await expect(hitTitles(page).first()).toHaveText('The firehose')
    // The hits' text follows, as in the full UI.
    await expect(page.locator(`${hits} .search-hit-snippet`).first()).toBeVisible()
    expect(await page.locator('#site-search-input').count()).toBe(0)
    // Tab stays inside the dialog from the first keystroke.
    for (const key of [...Array(6).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      expect(await focusIsInDialog(page), `focus after ${key}`).toBe(true)
    }
    await page.locator(searchInput).focus()
    // Part of the query selected, from the right (Shift+Left): the next keystroke replaces it.
    await page.locator(searchInput).evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 6, 'backward'))
    // The dialog is marked: the same element must stay. Every frame from here on shows hits.
    await page.evaluate(() => {
      ;(document.querySelector('.aa-DetachedContainer') as HTMLElement & { marked?: boolean }).marked = true
      const frames: number[] = []
      ;(window as unknown as { hitFrames: number[] }).hitFrames = frames
      const count = () => {
        frames.push(document.querySelectorAll('.aa-DetachedOverlay .aa-Item').length)
        if (document.querySelector('.search-dialog-early') || frames.length < 3) requestAnimationFrame(count)
      }
      requestAnimationFrame(count)
      // After every change to the dialog (checked before the browser may paint again): never the
      // early hits and the full UI's hits at once.
      const both: number[] = []
      ;(window as unknown as { bothLists: number[] }).bothLists = both
      new MutationObserver(() => {
        if (document.querySelector('.search-dialog-early .aa-Item') && document.querySelector('.search-dialog-panel .aa-Item')) both.push(performance.now())
      }).observe(document.querySelector('.aa-DetachedContainer')!, { childList: true, subtree: true })
    })
    release()
    await expect(page.locator('#site-search-input')).toBeFocused()
    await expect(page.locator('#site-search-input')).toHaveValue('firehose')
    expect(await page.locator('#site-search-input').evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd, input.selectionDirection])).toEqual([2, 6, 'backward'])
    await expect(page.locator('.search-dialog-early')).toHaveCount(0)
    await expect(page.locator('.aa-DetachedOverlay')).toHaveCount(1)
    expect(await page.locator('.aa-DetachedContainer').evaluate((el: HTMLElement & { marked?: boolean }) => el.marked)).toBe(true)
    await expect(groupTitles(page).first()).toHaveText('DocsThe firehose')
    const frames = await page.evaluate(() => (window as unknown as { hitFrames: number[] }).hitFrames)
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.filter((n) => n === 0)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { bothLists: number[] }).bothLists)).toEqual([])
    // The keyboard is the full UI's now: the arrow keys move through the hits, Escape closes.
    await page.keyboard.press('ArrowDown')
    await expect(page.locator(hits).nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
    await expect(page.locator('.aa-DetachedOverlay')).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveClass(/aa-Detached/)
    expect(await readMark(page)).toBe(5)
  })

  test('carries the hit the arrows reached over to the full search UI, arrows pressed as it takes the field included, and Enter opens that hit', async ({ page }) => {
    const release = await holdResponses(page, '**/assets/search-autocomplete-*.js')
    await openHydrated(page, docsPage)
    await markDocument(page, 8)
    await page.locator('a.search-button').click()
    await page.locator(searchInput).fill('firehose')
    const early = page.locator('.search-dialog-early')
    await expect(early.locator('[role="listbox"]')).toHaveAttribute('aria-busy', 'false')
    const href = (await early.locator('.aa-Item a.search-hit').nth(2).getAttribute('href'))!
    await page.keyboard.press('ArrowDown')
    await expect(early.locator('.aa-Item').nth(1)).toHaveAttribute('aria-selected', 'true')
    // One more ArrowDown the moment the full UI's field takes the focus: its panel has not drawn yet
    // (that waits for its first search and a timer), so the early hits are still what the reader sees.
    await page.evaluate(() => {
      const onFocus = (event: FocusEvent) => {
        const field = event.target as HTMLElement
        if (field.id !== 'site-search-input') return
        document.removeEventListener('focusin', onFocus)
        queueMicrotask(() => {
          ;(window as unknown as { earlyOnScreen: boolean }).earlyOnScreen = document.querySelector('.search-dialog-early') !== null
          field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }))
        })
      }
      document.addEventListener('focusin', onFocus)
    })
    release()
    await expect(early).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { earlyOnScreen: boolean }).earlyOnScreen)).toBe(true)
    await expect(page.locator('#site-search-input')).toBeFocused()
    await expect(page.locator(hits).nth(2)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(href)
    expect(await readMark(page)).toBe(8)
  })

  test('keeps the page the arrows reached when the hits\' text arrives and the list is drawn again in full', async ({ page }) => {
    // The first answer ranks on the postings at hand, and shows each page without its text.
    const release = await holdResponses(page, '**/search-index/docs-*.json', '**/search-index/tail-*.json', '**/search-index/terms-*.json')
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'firehose')
    // The full UI's panel first: the early hits may not have shown yet.
    await expect(page.locator('#site-search-page-0-item-0')).toBeVisible()
    await expect(page.locator('.search-dialog-early')).toHaveCount(0)
    await expect(page.locator('#site-search-input')).toBeFocused()
    const selected = page.locator(`${hits}[aria-selected="true"] a.search-hit`)
    await expect(selected).toHaveAttribute('href', '/docs/advanced-guides/firehose')
    await page.keyboard.press('ArrowDown')
    await expect(page.locator(hits).nth(1)).toHaveAttribute('aria-selected', 'true')
    const reached = (await selected.getAttribute('href'))!
    expect(reached).not.toContain('#')
    // The list says it is still being completed.
    await expect(page.locator(`${dialog} .search-panel-body`)).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(page.locator(`${hits} .search-hit-snippet`).first()).toBeVisible()
    await expect(page.locator(`${dialog} .search-panel-body`)).toHaveAttribute('aria-busy', 'false')
    // In full, the hits have their anchors: the first one on that page is selected, not the list's first.
    await expect(selected).toHaveAttribute('href', new RegExp(`^${reached}(#|$)`))
    expect(await page.locator(`${hits} a.search-hit`).first().getAttribute('href')).not.toMatch(new RegExp(`^${reached}(#|$)`))
  })

  test('shows the first hits without waiting on a timer: no Suspense fallback, whose reveal React holds back for 300 ms', async ({ page }) => {
    await holdResponses(page, '**/assets/search-autocomplete-*.js')
    // The page's timers are Playwright's from the start (React keeps the setTimeout it finds), and
    // stand still once the page is up: only network answers and rendering move things on.
    await page.clock.install()
    await openHydrated(page, docsPage)
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.locator('a.search-button').click()
    await page.locator(searchInput).fill('firehose')
    await expect(groupTitles(page).first()).toHaveText('DocsThe firehose')
  })

  test('before the full search UI is here: the arrow keys move through the first hits, Escape closes and gives focus back', async ({ page }) => {
    await holdResponses(page, '**/assets/search-autocomplete-*.js')
    await openHydrated(page, docsPage)
    await page.locator('a.search-button').focus()
    await page.keyboard.press('Enter')
    await page.locator(searchInput).fill('firehose')
    await expect(page.locator(hits).first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.locator(hits).nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(hits).first()).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(page.locator(hits).nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(searchInput)).toHaveAttribute('aria-activedescendant', 'search-dialog-early-hit-1')
    await page.keyboard.press('Escape')
    await expect(page.locator(dialog)).toHaveCount(0)
    await expect(page.locator('a.search-button')).toBeFocused()
  })

  test('opens a hit clicked before the full search UI is here with the client router, and remembers it', async ({ page }) => {
    await holdResponses(page, '**/assets/search-autocomplete-*.js')
    await openHydrated(page, docsPage)
    await markDocument(page, 6)
    await page.locator('a.search-button').click()
    await page.locator(searchInput).fill('jetstream')
    const first = page.locator(`${hits} a.search-hit`).first()
    await expect(first).toBeVisible()
    const href = (await first.getAttribute('href'))!
    await first.click()
    await expect(page).toHaveURL(href)
    await expect(page.locator(dialog)).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveClass(/aa-Detached/)
    expect(await readMark(page)).toBe(6)
    expect(await page.evaluate(() => localStorage.getItem('search.recent'))).toContain(href.split('#')[0])
  })

  test('opens the hit the arrows reached with Enter before the full search UI is here, and remembers it', async ({ page }) => {
    await holdResponses(page, '**/assets/search-autocomplete-*.js')
    await openHydrated(page, docsPage)
    await markDocument(page, 7)
    await page.locator('a.search-button').click()
    await page.locator(searchInput).fill('jetstream')
    // A first answer may be reordered when the rest of the index arrives; read the settled list.
    await expect(page.locator('.search-dialog-early [role="listbox"]')).toHaveAttribute('aria-busy', 'false')
    const second = page.locator('.search-dialog-early .aa-Item a.search-hit').nth(1)
    await expect(second).toBeVisible()
    const href = (await second.getAttribute('href'))!
    await page.locator(searchInput).press('ArrowDown')
    await page.locator(searchInput).press('Enter')
    await expect(page).toHaveURL(href)
    await expect(page.locator(dialog)).toHaveCount(0)
    expect(await readMark(page)).toBe(7)
    expect(await page.evaluate(() => localStorage.getItem('search.recent'))).toContain(href.split('#')[0])
  })

  test('opens from the navbar button, with Ctrl+K, with Cmd+K and with "/", focused on the query', async ({ page }) => {
    await openHydrated(page, docsPage)
    await expect(page.locator('a.search-button')).toContainText('Search')
    for (const open of [() => page.locator('a.search-button').click(), () => page.keyboard.press('Control+k'), () => page.keyboard.press('Meta+k'), () => page.keyboard.press('/')]) {
      await open()
      await expect(page.locator(searchInput)).toBeFocused()
      await expect(page.locator(searchInput)).toHaveAttribute('placeholder', 'Search docs')
      await page.keyboard.press('Escape')
      await expect(page.locator(dialog)).toHaveCount(0)
    }
  })

  test('leaves "/" alone while a text field has focus', async ({ page }) => {
    await openHydrated(page, '/search')
    await page.locator('#search-page-input').click()
    await page.keyboard.type('a/b')
    await expect(page.locator('#search-page-input')).toHaveValue('a/b')
    await expect(page.locator(dialog)).toHaveCount(0)
  })

  test('closes with Escape or Ctrl+K and gives focus back', async ({ page }) => {
    await openHydrated(page, docsPage)
    await page.locator('a.search-button').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(searchInput)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator(dialog)).toHaveCount(0)
    await expect(page.locator('a.search-button')).toBeFocused()
    await page.keyboard.press('Control+k')
    await expect(page.locator(searchInput)).toBeFocused()
    await page.keyboard.press('Control+k')
    await expect(page.locator(dialog)).toHaveCount(0)
  })

  test('keeps keyboard focus inside the dialog', async ({ page }) => {
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'firehose')
    await expect(page.locator(hits).first()).toBeVisible()
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      expect(await focusIsInDialog(page), `focus after ${key}`).toBe(true)
    }
  })

  test('limits the query to 64 characters', async ({ page }) => {
    await openHydrated(page, docsPage)
    await openModal(page)
    await page.locator(searchInput).pressSequentially('x'.repeat(80))
    await expect(page.locator(searchInput)).toHaveValue('x'.repeat(64))
    await expect(page.locator(searchInput)).toHaveAttribute('maxlength', '64')
  })

  test('lists results for a real query by page, with the heading, a snippet and highlighted matches', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'firehose')
    await expect(groupTitles(page).first()).toHaveText('DocsThe firehose')
    await expect(hitTitles(page).first()).toHaveText('The firehose')
    // The hits' text (headings, snippets) follows the ranked pages a round trip later.
    await expect(page.locator(`${hits} .search-hit-snippet`).first()).toBeVisible()
    const count = await hitTitles(page).count()
    expect(count).toBeGreaterThan(5)
    expect(count).toBeLessThanOrEqual(20)
    const marks = await page.locator(`${hits} mark`).allTextContents()
    expect(marks.length).toBeGreaterThan(3)
    expect(marks.filter((m) => !/^firehose$/i.test(m))).toEqual([])
    expect(await page.locator(`${hits} .search-hit-snippet`).count()).toBeGreaterThan(0)
    await expect(page.locator(`${dialog} .search-by`)).toHaveText('Search by the built-in index')
    expect(errors).toEqual([])
  })

  for (const [width, words] of [[1200, 10], [768, 5]]) {
    test(`cuts snippets to ${words} words at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, docsPage)
      await openModal(page)
      await search(page, 'relay')
      await expect(page.locator(`${hits} .search-hit-snippet`).first()).toBeVisible()
      const snippets = await page.locator(`${hits} .search-hit-snippet`).allTextContents()
      const counts = snippets.map((s) => s.replace(/…/g, ' ').trim().split(/\s+/).length)
      expect(Math.max(...counts)).toBe(words)
    })
  }

  test('moves through hits with the arrow keys and opens one with Enter, client-side, at its anchor', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, docsPage)
    await markDocument(page, 7)
    await openModal(page)
    await search(page, 'frame format')
    // The first answer may be reordered when the rest of the index is in: move through the settled list.
    await expect(page.locator(settledHits).first()).toBeVisible()
    const selected = page.locator(`${hits}[aria-selected="true"]`)
    await expect(selected.locator('.search-hit-title')).toHaveText('Frame format')
    await page.keyboard.press('ArrowDown')
    await expect(selected).toHaveCount(1)
    await expect(page.locator(hits).nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/docs/advanced-guides/firehose#frame-format')
    await expect(page.locator(dialog)).toHaveCount(0)
    expect(await readMark(page)).toBe(7)
    // Scrolled to the heading: it sits in the upper half of the window.
    const inUpperHalf = () =>
      page.evaluate(() => {
        const top = document.getElementById('frame-format')?.getBoundingClientRect().top
        return top !== undefined && top >= 0 && top < window.innerHeight / 2
      })
    await expect.poll(inUpperHalf).toBe(true)
    expect(errors).toEqual([])
  })

  test('opens a clicked hit with the client router too', async ({ page }) => {
    await openHydrated(page, docsPage)
    await markDocument(page, 9)
    await openModal(page)
    await search(page, 'jetstream')
    const first = page.locator(`${hits} a.search-hit`).first()
    const href = (await first.getAttribute('href'))!
    await first.click()
    await expect(page).toHaveURL(href)
    expect(await readMark(page)).toBe(9)
  })

  test('says when nothing matches, with suggestions and a way to report it', async ({ page }) => {
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'firehose')
    await expect(page.locator(hits).first()).toBeVisible()
    await search(page, 'zzqxvbnm')
    const screen = page.locator(`${dialog} .search-screen-empty`)
    await expect(screen.locator('.search-screen-title')).toHaveText('No results for "zzqxvbnm"')
    await expect(screen).toContainText('Try searching for')
    const suggestions = await screen.locator('.search-suggestion').allTextContents()
    expect(suggestions.length).toBeGreaterThanOrEqual(1)
    expect(suggestions.length).toBeLessThanOrEqual(3)
    await expect(screen).toContainText('Believe this query should return results?')
    await expect(screen.locator('a', { hasText: 'Let us know.' })).toHaveAttribute(
      'href',
      `https://github.com/bluesky-social/atproto-docs/issues/new?title=${encodeURIComponent('Search: no results for "zzqxvbnm"')}`,
    )
    await screen.locator('.search-suggestion').first().click()
    await expect(page.locator(searchInput)).toHaveValue(suggestions[0])
    await expect(page.locator(hits).first()).toBeVisible()
  })

  test('starts with "No recent searches", then remembers chosen hits and favourites across reloads', async ({ page }) => {
    await openHydrated(page, docsPage)
    await openModal(page)
    await expect(page.locator(`${dialog} .search-screen-title`)).toHaveText('No recent searches')
    await search(page, 'jetstream')
    const chosen = (await hitTitles(page).first().textContent())!
    await page.keyboard.press('Enter')
    await expect(page.locator(dialog)).toHaveCount(0)

    const reopen = async () => {
      await page.reload()
      await expectHydrated(page)
      await openModal(page)
    }
    await reopen()
    const recent = page.locator(`${dialog} [data-autocomplete-source-id="recent"]`)
    await expect(recent.locator('.search-source-title')).toHaveText('Recent')
    await expect(recent.locator('.search-hit-title')).toHaveText([chosen])

    await recent.getByRole('button', { name: 'Save this search' }).click()
    const favorites = page.locator(`${dialog} [data-autocomplete-source-id="favorites"]`)
    await expect(favorites.locator('.search-hit-title')).toHaveText([chosen])
    await expect(recent.locator('.aa-Item')).toHaveCount(0)
    expect(await focusIsInDialog(page)).toBe(true)

    await reopen()
    await expect(favorites.locator('.search-hit-title')).toHaveText([chosen])
    await favorites.getByRole('button', { name: 'Remove this search from favorites' }).click()
    await expect(page.locator(`${dialog} .search-screen-title`)).toHaveText('No recent searches')
    expect(await page.evaluate(() => localStorage.getItem('search.favorites'))).toBe('[]')
  })

  test('keeps 7 recent searches, or 4 next to favourites, each removable', async ({ page }) => {
    const stored = (i: number) => ({ objectID: `o${i}`, type: 'lvl1', url: `/blog/${i}`, content: null, hierarchy: { lvl0: 'Blog', lvl1: `Post ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } })
    await page.addInitScript((items) => localStorage.setItem('search.recent', JSON.stringify(items)), Array.from({ length: 9 }, (_, i) => stored(i)))
    await openHydrated(page, docsPage)
    await openModal(page)
    const recent = page.locator(`${dialog} [data-autocomplete-source-id="recent"] .aa-Item`)
    await expect(recent.locator('.search-hit-title')).toHaveText(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6'])
    await recent.first().getByRole('button', { name: 'Remove this search from history' }).click()
    await expect(page.locator(`${dialog} .search-hit-title`, { hasText: 'Post 0' })).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('search.recent'))).not.toContain('/blog/0"')
    await recent.first().getByRole('button', { name: 'Save this search' }).click()
    await expect(page.locator(`${dialog} [data-autocomplete-source-id="favorites"] .aa-Item`)).toHaveCount(1)
    await expect(recent).toHaveCount(4)
  })

  test('shows a stalled indicator when results take longer than 300 ms', async ({ page }) => {
    await openHydrated(page, docsPage)
    await openModal(page)
    // The full search UI has taken over the field (nothing was typed when the core came in).
    await expect(page.locator(`${dialog} .search-dialog-form .aa-Input`)).toBeFocused()
    // The rest of the index is held until the indicator has been seen, however slow the machine.
    const release = await holdResponses(page, '**/search-index/*')
    await search(page, 'firehose')
    const stalled = page.locator(`${dialog} .search-stalled`)
    await expect(stalled).toContainText('Searching…')
    await expect(page.locator(`${dialog} .aa-LoadingIndicator`)).toBeVisible()
    release()
    await expect(page.locator(hits).first()).toBeVisible()
    await expect(stalled).toHaveCount(0)
  })

  test('shows the ranked pages before the hits\' text has arrived, then the hits in full', async ({ page }) => {
    const release = await holdResponses(page, '**/search-index/docs-*')
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'frame format')
    await expect(groupTitles(page).first()).toHaveText('DocsThe firehose')
    // Until the text arrives a hit is a link to its page, one per page.
    await expect(page.locator(`${hits} a.search-hit`).first()).toHaveAttribute('href', '/docs/advanced-guides/firehose')
    await expect(page.locator(`${hits} .search-hit-snippet`)).toHaveCount(0)
    release()
    await expect(hitTitles(page).first()).toHaveText('Frame format')
    await expect(page.locator(`${hits} a.search-hit`).first()).toHaveAttribute('href', '/docs/advanced-guides/firehose#frame-format')
    await expect(page.locator(`${hits} .search-hit-snippet`).first()).toBeVisible()
  })

  test('shows the error screen when the hits\' text cannot be fetched, instead of trying again and again', async ({ page }) => {
    let docsRequests = 0
    await page.route('**/search-index/docs-*', (route) => {
      docsRequests++
      return route.abort('internetdisconnected')
    })
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'firehose')
    await expect(page.locator(`${dialog} .search-screen-error p`).first()).toHaveText('Unable to fetch results')
    const settled = docsRequests
    await page.waitForTimeout(500)
    expect(docsRequests).toBe(settled)
  })

  test('shows the error screen when results cannot be fetched', async ({ page }) => {
    await page.route('**/search-index/*', (route) => route.abort('internetdisconnected'))
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'firehose')
    await expect(page.locator(`${dialog} .search-screen-error p`)).toHaveText(['Unable to fetch results', 'You might want to check your network connection.'])
  })

  test('opens the search page with the query when the search code cannot be fetched', async ({ page }) => {
    await openHydrated(page, docsPage)
    let typed = () => {}
    const held = new Promise<void>((resolve) => (typed = resolve))
    await page.route('**/assets/search-shared-*.js', async (route) => {
      await held
      await route.abort('internetdisconnected')
    })
    await openModal(page)
    await search(page, 'firehose')
    typed()
    await expect(page).toHaveURL('/search?q=firehose')
  })

  test('shows markup from records and from the query as text', async ({ page }) => {
    const files = buildIndexFiles([hostileRecord])
    await page.route('**/search-index/*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(files[new URL(route.request().url()).pathname.split('/').pop()!]) }))
    await openHydrated(page, docsPage)
    await openModal(page)
    await search(page, 'probe')
    await expect(groupTitles(page).first()).toHaveText('Docs<script>window.pwned=1</script>Probe page')
    await expect(hitTitles(page).first()).toHaveText('Probe <img src=x onerror="window.pwned=2">')
    await expect(page.locator(`${hits} .search-hit-snippet`).first()).toContainText('<img src=x onerror="window.pwned=3">')
    await expect(page.locator(`${dialog} img, ${dialog} script`)).toHaveCount(0)

    await search(page, '<svg onload="alert(4)">zzq')
    await expect(page.locator(`${dialog} .search-screen-empty .search-screen-title`)).toHaveText('No results for "<svg onload="alert(4)">zzq"')
    await expect(page.locator(`${dialog} svg[onload]`)).toHaveCount(0)
    await expect(page.locator(`${dialog} img`)).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
  })
})
