import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { getCollapseDuration } from '../../app/components/sidebar.tsx'
import { site } from '../../app/config/site.ts'
import { useBrowser, waitForHydration } from './browser.ts'

const { page: newPage } = useBrowser()

async function openDoc(path = '/docs/tutorials/creating-a-post'): Promise<Page> {
  const page = await newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(path)
  await waitForHydration(page)
  return page
}

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

describe('docs layout', () => {
  it('starts with every sidebar category expanded and marks the current page', async () => {
    const page = await openDoc()
    const carets = page.locator('.docs-sidebar .sidebar-caret')
    expect(await carets.count()).toBeGreaterThan(3)
    expect(new Set(await carets.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded'))))).toEqual(new Set(['true']))
    expect(await page.locator('.docs-sidebar a[href="/docs/advanced-guides/firehose"]').isVisible()).toBe(true)
    const current = page.locator('.docs-sidebar a[aria-current="page"]')
    expect(await current.getAttribute('href')).toBe('/docs/tutorials/creating-a-post')
  })

  it('collapses a category by hand, animating for a time computed from its height, ease-in-out', async () => {
    const page = await openDoc()
    const tall = await collapseAndMeasure(page, 'Tutorials')
    expect(tall.easing).toBe('ease-in-out')
    expect(tall.frames).toEqual([`${tall.height}px`, '0px'])
    expect(tall.duration).toBe(getCollapseDuration(tall.height))
    const row = page.locator('.docs-sidebar .sidebar-category').filter({ has: page.getByRole('button', { name: "Expand sidebar category 'Tutorials'" }) })
    await expect.poll(() => row.count()).toBe(1)
    await expect.poll(() => page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').isVisible()).toBe(false)

    const short = await collapseAndMeasure(page, 'Support')
    expect(short.height).toBeLessThan(tall.height)
    expect(short.duration).toBe(getCollapseDuration(short.height))
    expect(short.duration!).toBeLessThan(tall.duration as number)

    await page.getByRole('button', { name: "Expand sidebar category 'Tutorials'" }).click()
    await expect.poll(() => page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').isVisible()).toBe(true)
    // Collapsing is the reader's choice: navigating keeps the other category closed.
    await page.locator('.docs-sidebar a[href="/docs/tutorials/blocking"]').click()
    await page.locator('h1', { hasText: 'Blocking accounts' }).waitFor()
    expect(await page.getByRole('button', { name: "Expand sidebar category 'Support'" }).count()).toBe(1)
  })

  it('shows breadcrumbs that lead back up the hierarchy', async () => {
    const page = await openDoc()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(await crumbs.locator('li').allInnerTexts()).toEqual(['Docs', 'Tutorials', 'Creating a post'])
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Creating a post')
    await crumbs.getByRole('link', { name: 'Tutorials' }).click()
    await page.locator('h1', { hasText: 'Tutorials' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/docs/category/tutorials')
  })

  it('links the previous and next pages in sidebar order', async () => {
    const page = await openDoc()
    const pager = page.getByRole('navigation', { name: 'Docs pages' })
    const sidebarOrder = await page.locator('.docs-sidebar a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const at = sidebarOrder.indexOf('/docs/tutorials/creating-a-post')
    expect(await pager.locator('.pager-previous').getAttribute('href')).toBe(sidebarOrder[at - 1])
    expect(await pager.locator('.pager-next').getAttribute('href')).toBe(sidebarOrder[at + 1])
    await pager.locator('.pager-next').click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(sidebarOrder[at + 1])
  })

  it('highlights the table-of-contents entry of the heading being read', async () => {
    const page = await openDoc()
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const ids = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))
    expect(ids.length).toBeGreaterThan(4)
    const levels = await toc.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-level')))
    expect(new Set(levels)).toEqual(new Set(['2', '3']))
    expect(await toc.locator('a[aria-current]').getAttribute('href')).toBe(`#${ids[0]}`)

    const target = ids[Math.floor(ids.length / 2)]
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target)
    await expect.poll(() => toc.locator('a[aria-current]').getAttribute('href')).toBe(`#${target}`)
    expect(await toc.locator('a[aria-current]').count()).toBe(1)
  })

  it('scrolls to a heading from the table of contents, keeping the page content', async () => {
    const page = await openDoc()
    const length = await page.locator('.prose').first().evaluate((el) => el.innerHTML.length)
    expect(length).toBeGreaterThan(5000)
    const entry = page.getByRole('navigation', { name: 'On this page' }).locator('a').nth(4)
    const id = (await entry.getAttribute('href'))!.slice(1)
    await entry.click()
    expect(new URL(page.url()).hash).toBe(`#${id}`)
    await expect.poll(() => page.evaluate((target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1), id)).toBeGreaterThanOrEqual(0)
    expect(await page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id)).toBeLessThan(150)
    // The location changed, so the page re-rendered: its prerendered content must survive that.
    expect(await page.locator('.prose').first().evaluate((el) => el.innerHTML.length)).toBe(length)
  })

  it('gives every heading a direct link that scrolls it into view below the navbar', async () => {
    const page = await openDoc()
    const headings = page.locator('.prose :is(h2, h3)[id]')
    expect(await headings.count()).toBeGreaterThan(4)
    const missing = await headings.evaluateAll((list) => list.filter((h) => h.querySelector(`a.hash-link[href="#${h.id}"]`) === null).map((h) => h.id))
    expect(missing).toEqual([])

    const heading = headings.nth(3)
    const id = await heading.getAttribute('id')
    // Followed from the keyboard (the link shows on focus), so the sticky navbar cannot get in the way.
    await heading.locator('.hash-link').focus()
    expect(await heading.locator('.hash-link').evaluate((a) => getComputedStyle(a).opacity)).toBe('1')
    await page.keyboard.press('Enter')
    expect(new URL(page.url()).hash).toBe(`#${id}`)
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeGreaterThan(0)
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top)
    expect(top).toBeLessThan(150)
  })

  it('links "Edit this page" to the source file', async () => {
    const page = await openDoc()
    const edit = page.getByRole('link', { name: 'Edit this page' })
    const href = await edit.getAttribute('href')
    expect(href).toBe(`${site.editUrlBase}content/docs/tutorials/creating-a-post.mdx`)
    expect(await edit.getAttribute('target')).toBe('_blank')
    expect(await edit.getAttribute('rel')).toContain('noopener')
  })
})
