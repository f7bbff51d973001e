import type { Page } from '@playwright/test'
import { getCollapseDuration } from '../../app/components/sidebar.tsx'
import { site } from '../../app/config/site.ts'
import { API_FAMILIES } from '../../app/content/.server/api/families.ts'
import { expect, markDocument, openHydrated, readMark, test } from './browser.ts'

test.use({ viewport: { width: 1280, height: 800 } })

const openDoc = (page: Page, path = '/docs/tutorials/creating-a-post') => openHydrated(page, path)

/** Clicks a category's caret and reads the animation it starts, in the same task. */
function collapseAndMeasure(page: Page, label: string) {
  return page.evaluate((name) => {
    const button = document.querySelector<HTMLButtonElement>(`.docs-sidebar button[aria-label="Collapse sidebar category '${name}'"]`)
    const list = button?.closest('.sidebar-category')?.querySelector<HTMLElement>(':scope > .sidebar-list')
    if (!button || !list) throw new Error(`no sidebar category ${name}`)
    const height = list.scrollHeight
    button.click()
    const animation = list.getAnimations()[0]
    const timing = animation?.effect?.getTiming()
    const frames = (animation?.effect as KeyframeEffect | undefined)?.getKeyframes().map((frame) => frame.height)
    return { height, duration: timing?.duration, easing: timing?.easing, frames }
  }, label)
}

/** Where an element's top edge is in the viewport, in whole pixels. */
const topOf = (page: Page, id: string) => page.evaluate((target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN), id)

test.describe('docs layout', () => {
  test('starts with the page’s own branch expanded and every other category collapsed, and marks the current page', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => void (new URL(request.url()).pathname === '/docs/sidebar.json' && fetched.push(request.url())))
    await openDoc(page)
    const sidebar = page.locator('.docs-sidebar')
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Tutorials'" })).toHaveCount(1)
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/tutorials/creating-a-post')
    const expanded = await sidebar.locator('.sidebar-caret[aria-expanded="true"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
    expect(expanded).toEqual(["Collapse sidebar category 'Tutorials'"])
    // The other branches' links are not in the page; each label links to its category page.
    await expect(sidebar.locator('a[href="/docs/advanced-guides/firehose"]')).toHaveCount(0)
    await expect(sidebar.locator('a[href="/docs/category/advanced-guides"]')).toBeVisible()
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Advanced Guides'" })).toHaveCount(1)
    for (const family of API_FAMILIES.slice(0, 3)) await expect(sidebar.locator(`a[href^="/docs/api/${family.replace(/\./g, '-')}-"]`)).toHaveCount(0)
    expect(fetched).toEqual([])
    // Opened, a branch comes from the full sidebar, fetched once.
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Advanced Guides'" }).click()
    await expect(sidebar.locator('a[href="/docs/advanced-guides/firehose"]')).toBeVisible()
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Support'" }).click()
    await expect(sidebar.locator('a[href="/docs/support/mailing-list"]')).toBeVisible()
    expect(fetched).toHaveLength(1)
  })

  test('collapses a category by hand, animating for a time computed from its height, ease-in-out', async ({ page }) => {
    await openDoc(page)
    const blocking = page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]')
    const tall = await collapseAndMeasure(page, 'Tutorials')
    expect(tall.easing).toBe('ease-in-out')
    expect(tall.frames).toEqual([`${tall.height}px`, '0px'])
    expect(tall.duration).toBe(getCollapseDuration(tall.height))
    await expect(page.getByRole('button', { name: "Expand sidebar category 'Tutorials'" })).toHaveCount(1)
    await expect(blocking).toBeHidden()

    // A shorter category, opened first (its links come from the full sidebar).
    await page.getByRole('button', { name: "Expand sidebar category 'Support'" }).click()
    await expect(page.locator('.docs-sidebar a[href="/docs/support/mailing-list"]')).toBeVisible()
    const short = await collapseAndMeasure(page, 'Support')
    expect(short.height).toBeLessThan(tall.height)
    expect(short.duration).toBe(getCollapseDuration(short.height))
    expect(short.duration as number).toBeLessThan(tall.duration as number)

    await page.getByRole('button', { name: "Expand sidebar category 'Tutorials'" }).click()
    await expect(blocking).toBeVisible()
    // Collapsing is the reader's choice: navigating keeps the other category closed.
    await blocking.click()
    await expect(page.locator('h1')).toHaveText('Blocking accounts')
    await expect(page.getByRole('button', { name: "Expand sidebar category 'Support'" })).toHaveCount(1)
  })

  test("carries only the page's own API family and loads the others once, when a reader opens one", async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => void (new URL(request.url()).pathname === '/docs/sidebar.json' && fetched.push(request.url())))
    await openHydrated(page, '/docs/api/app-bsky-feed-get-timeline')
    const sidebar = page.locator('.docs-sidebar')
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'app.bsky.feed'" })).toHaveCount(1)
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/api/app-bsky-feed-get-timeline')
    await expect(sidebar.locator('a[href="/docs/api/app-bsky-graph-get-follows"]')).toHaveCount(0)
    expect(fetched).toEqual([])

    await sidebar.getByRole('button', { name: "Expand sidebar category 'app.bsky.graph'" }).click()
    await expect(sidebar.locator('a[href="/docs/api/app-bsky-graph-get-follows"]')).toBeVisible()
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'app.bsky.graph'" })).toHaveCount(1)
    // The caret is a button: from the keyboard, Enter opens a family as a click does.
    await sidebar.getByRole('button', { name: "Expand sidebar category 'com.atproto.repo'" }).focus()
    await page.keyboard.press('Enter')
    const createRecord = sidebar.locator('a[href="/docs/api/com-atproto-repo-create-record"]')
    await expect(createRecord).toBeVisible()
    expect(fetched).toHaveLength(1)

    await markDocument(page)
    await createRecord.click()
    await expect(page.locator('h1')).toHaveText('com.atproto.repo.createRecord')
    expect(await readMark(page)).toBe(1)
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/api/com-atproto-repo-create-record')
    // Families opened by hand stay open.
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'app.bsky.graph'" })).toHaveCount(1)
    expect(fetched).toHaveLength(1)
  })

  test('opens the family of a reference page reached from a link in the text', async ({ page }) => {
    await openHydrated(page, '/docs/api/app-bsky-graph-get-known-followers')
    const sidebar = page.locator('.docs-sidebar')
    await expect(sidebar.locator('a[href="/docs/api/app-bsky-actor-defs"]')).toHaveCount(0)
    await markDocument(page)
    await page.locator('.prose a[href="/docs/api/app-bsky-actor-defs#profileView"]').first().click()
    await expect(page.locator('h1')).toHaveText('app.bsky.actor.defs')
    expect(await readMark(page)).toBe(1)
    const current = sidebar.locator('a[aria-current="page"]')
    await expect(current).toHaveAttribute('href', '/docs/api/app-bsky-actor-defs')
    await expect(current).toBeVisible()
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'app.bsky.actor'" })).toHaveCount(1)
  })

  test('shows breadcrumbs that lead back up the hierarchy', async ({ page }) => {
    await openDoc(page)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs.locator('li')).toHaveText(['Docs', 'Tutorials', 'Creating a post'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Creating a post')
    await crumbs.getByRole('link', { name: 'Tutorials' }).click()
    await expect(page.locator('h1')).toHaveText('Tutorials')
    await expect(page).toHaveURL('/docs/category/tutorials')
  })

  test('links the previous and next pages in sidebar order', async ({ page }) => {
    await openDoc(page)
    const pager = page.getByRole('navigation', { name: 'Docs pages' })
    const sidebarOrder = await page.locator('.docs-sidebar a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    const at = sidebarOrder.indexOf('/docs/tutorials/creating-a-post')
    await expect(pager.locator('.pager-previous')).toHaveAttribute('href', sidebarOrder[at - 1])
    await expect(pager.locator('.pager-next')).toHaveAttribute('href', sidebarOrder[at + 1])
    await pager.locator('.pager-next').click()
    await expect(page).toHaveURL(sidebarOrder[at + 1])
  })

  test('highlights the table-of-contents entry of the heading being read', async ({ page }) => {
    await openDoc(page)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const current = toc.locator('a[aria-current]')
    const ids = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))
    expect(ids.length).toBeGreaterThan(4)
    const levels = await toc.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-level')))
    expect(new Set(levels)).toEqual(new Set(['2', '3']))
    await expect(current).toHaveAttribute('href', `#${ids[0]}`)

    const target = ids[Math.floor(ids.length / 2)]
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target)
    await expect(current).toHaveAttribute('href', `#${target}`)
    await expect(current).toHaveCount(1)
  })

  test('scrolls to a heading from the table of contents, keeping the page content', async ({ page }) => {
    await openDoc(page)
    const prose = page.locator('.prose').first()
    const length = await prose.evaluate((el) => el.innerHTML.length)
    expect(length).toBeGreaterThan(5000)
    const entry = page.getByRole('navigation', { name: 'On this page' }).locator('a').nth(4)
    const id = (await entry.getAttribute('href'))!.slice(1)
    await entry.click()
    await expect(page).toHaveURL(`/docs/tutorials/creating-a-post#${id}`)
    // Scrolled so the heading sits just below the navbar.
    await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(0)
    expect(await topOf(page, id)).toBeLessThan(150)
    // The location changed, so the page re-rendered: its prerendered content must survive that.
    expect(await prose.evaluate((el) => el.innerHTML.length)).toBe(length)
  })

  test('gives every heading a direct link that scrolls it into view below the navbar', async ({ page }) => {
    await openDoc(page)
    const headings = page.locator('.prose :is(h2, h3)[id]')
    expect(await headings.count()).toBeGreaterThan(4)
    const missing = await headings.evaluateAll((list) => list.filter((h) => h.querySelector(`a.hash-link[href="#${h.id}"]`) === null).map((h) => h.id))
    expect(missing).toEqual([])

    const heading = headings.nth(3)
    const id = (await heading.getAttribute('id'))!
    // Followed from the keyboard (the link shows on focus), so the sticky navbar cannot get in the way.
    await heading.locator('.hash-link').focus()
    await expect(heading.locator('.hash-link')).toHaveCSS('opacity', '1')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/docs/tutorials/creating-a-post#${id}`)
    await expect.poll(() => topOf(page, id)).toBeGreaterThan(0)
    expect(await topOf(page, id)).toBeLessThan(150)
  })

  test('links "Edit this page" to the source file', async ({ page }) => {
    await openDoc(page)
    const edit = page.getByRole('link', { name: 'Edit this page' })
    await expect(edit).toHaveAttribute('href', `${site.editUrlBase}content/docs/tutorials/creating-a-post.mdx`)
    await expect(edit).toHaveAttribute('target', '_blank')
    await expect(edit).toHaveAttribute('rel', /noopener/)
  })

  test('links each heading to itself in the prerendered HTML', async ({ page }) => {
    await page.goto('/docs/tutorials/creating-a-post')
    const anchor = page.locator('h2 .hash-link').first()
    const href = (await anchor.getAttribute('href'))!
    expect(href).toMatch(/^#[a-z0-9-]+$/)
    await expect(page.locator(`h2${href}`)).toHaveCount(1)
  })
})
