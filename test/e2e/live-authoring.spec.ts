import { copyFileSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Page } from '@playwright/test'
import { contentBuildsTiming, liveContentEvents, type Hello } from '../../app/lib/live-content-events.ts'
import { startDevSandbox, type DevSandbox } from '../../scripts/support/dev-sandbox.ts'
import { readHeadingsSeen, watchHeadings } from '../../scripts/support/headings-seen.ts'
import { stylesheetQuietMs } from '../../scripts/vite/whole-stylesheet-saves.ts'
import { collectErrors, expect, expectHydrated, markDocument, readMark, test } from './browser.ts'

/**
 * Live authoring: `npm run dev` on a copy of the project, whose content the tests edit while the
 * page is open. Each save must show in the open page without a reload; content errors show in
 * Vite's overlay with file and line, and go away when the file is fixed.
 */

const docsPage = { route: '/docs/advanced-guides/firehose', file: 'content/docs/advanced-guides/firehose.mdx' }
// The newest post: on the first page of the blog's list.
const blogPost = { slug: 'relay-rollout', file: 'content/blog/2026-01-24-relay-rollout.mdx' }
const newPage = { route: '/docs/advanced-guides/live-authoring-probe', file: 'content/docs/advanced-guides/live-authoring-probe.mdx' }

let sandbox: DevSandbox

const read = (file: string) => readFileSync(join(sandbox.root, file), 'utf8')
const write = (file: string, text: string) => writeFileSync(join(sandbox.root, file), text)

/** A time every thread of this process reads alike: `performance.now()` counts from each thread's own start. */
const now = () => performance.timeOrigin + performance.now()

/**
 * Empties `file` and writes it in `pieces`, `gapMs` apart, as a slow editor saves in place, on a
 * thread of its own: this one stays free to relay the page's socket, and its busy event loop
 * cannot stretch a pause the way it delays a timer. Resolves with the time (`now()`) of the last
 * write, and the longest time between two writes (the emptying included), which a busy machine
 * can stretch all the same (a thread not scheduled, a write that waits on the disk).
 */
function writeInPieces(file: string, pieces: string[], gapMs: number): Promise<{ whole: number; longestPauseMs: number }> {
  const worker = new Worker(
    `const { closeSync, openSync, writeSync } = require('node:fs')
    const { parentPort, workerData } = require('node:worker_threads')
    const pause = new Int32Array(new SharedArrayBuffer(4))
    const fd = openSync(workerData.file, 'w')
    let last = performance.now()
    let longestPauseMs = 0
    workerData.pieces.forEach((piece) => {
      Atomics.wait(pause, 0, 0, workerData.gapMs)
      writeSync(fd, piece)
      longestPauseMs = Math.max(longestPauseMs, performance.now() - last)
      last = performance.now()
    })
    parentPort.postMessage({ whole: performance.timeOrigin + performance.now(), longestPauseMs })
    closeSync(fd)`,
    { eval: true, workerData: { file, pieces, gapMs } },
  )
  return new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

/**
 * Opens a page, hydrated and connected to the dev server. Its socket may open after it has
 * hydrated, on a busy machine; a save of the stylesheet made before then is Vite's to show, and
 * Vite shows it only on a page connected. (A content save is shown either way: see the test of it.)
 */
async function open(page: Page, route: string) {
  const connected = page.waitForEvent('console', { predicate: (message) => message.text() === '[vite] connected.' })
  await page.goto(`${sandbox.url}${route}`)
  await expectHydrated(page)
  await connected
}

test.describe('live authoring in npm run dev', () => {
  // One dev server for the file; the tests edit its content one after another.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    sandbox = await startDevSandbox({ timeoutMs: 220_000 })
  })

  test.afterAll(async () => {
    await sandbox?.remove()
  })

  // A failure shows what the dev server and the page said, which the screenshot cannot.
  const pageLog: string[] = []
  test.beforeEach(({ page }) => {
    pageLog.length = 0
    page.on('console', (message) => pageLog.push(`${new Date().toISOString()} console.${message.type()}: ${message.text()}`))
    page.on('load', () => pageLog.push(`${new Date().toISOString()} loaded ${page.url()}`))
    page.on('requestfailed', (request) => pageLog.push(`${new Date().toISOString()} failed ${request.url()}: ${request.failure()?.errorText}`))
    page.on('response', (response) => {
      if (response.status() >= 400 || response.url().includes('.css')) pageLog.push(`${new Date().toISOString()} ${response.status()} ${response.url()}`)
    })
  })
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    await testInfo.attach('dev server output', { body: sandbox.output(), contentType: 'text/plain' })
    console.error(`At ${page.url()}. The dev server's last lines:\n${sandbox.output().split('\n').slice(-40).join('\n')}\nThe page's log:\n${pageLog.join('\n')}`)
  })

  test('hydrates every kind of page without a console error, though their bodies are not in the loader data', async ({ page }) => {
    // The bodies hydrate from the server's DOM (page-bodies.tsx): React's development build would
    // report each as a mismatch, an error in every page an author opens, unless told it is meant.
    const errors = collectErrors(page)
    for (const route of ['/', docsPage.route, '/docs/api/app-bsky-feed-get-timeline', '/blog', `/blog/${blogPost.slug}`, '/showcase/', '/markdown-page', '/search?q=firehose']) {
      await open(page, route)
      expect(errors, route).toEqual([])
    }
  })

  test('shows a saved edit of a docs page in the open page, without a reload and at the same scroll position', async ({ page }) => {
    await open(page, docsPage.route)
    await page.mouse.wheel(0, 900)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    const scrolled = await page.evaluate(() => window.scrollY)
    await markDocument(page)

    const original = read(docsPage.file)
    write(docsPage.file, original.replace('title: The firehose', 'title: The firehose, edited live'))
    await expect(page.locator('main h1')).toHaveText('The firehose, edited live')
    write(docsPage.file, `${original}\nA sentence saved while the page was open.\n`)
    await expect(page.locator('main')).toContainText('A sentence saved while the page was open.')
    await expect(page.locator('main h1')).toHaveText('The firehose')

    expect(await readMark(page)).toBe(1)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50)
    write(docsPage.file, original)
  })

  test('shows a save built after the page loaded but before its socket to the dev server opened', async ({ page }) => {
    // Until the save is built, the server does not hear from the page: its updates are dropped, as
    // for a socket not open yet, and the page's hello is held.
    let heard = false
    let dropped = 0
    let hello: { data: Hello } | undefined
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.routeWebSocket(/.*/, (socket) => {
      const server = socket.connectToServer()
      socket.onMessage(async (message) => {
        if (typeof message === 'string' && message.includes(liveContentEvents.hello)) {
          hello = JSON.parse(message) as { data: Hello }
          await released
        }
        server.send(message)
      })
      server.onMessage((message) => {
        if (!heard && typeof message === 'string' && message.includes(liveContentEvents.update)) dropped++
        else socket.send(message)
      })
    })
    await open(page, docsPage.route)
    await markDocument(page)
    // The page knows which build its document showed (a Server-Timing metric), and says so in its hello.
    const timing = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.map(({ name, description }) => ({ name, description })))
    const shown = timing.find(({ name }) => name === contentBuildsTiming)
    expect(shown?.description).toMatch(/^\d+$/)
    await expect.poll(() => hello?.data).toEqual({ builds: Number(shown?.description) })
    const original = read(docsPage.file)
    write(docsPage.file, `${original}\nA sentence saved before the page was connected.\n`)
    await expect.poll(() => dropped).toBeGreaterThan(0)
    heard = true
    release()
    await expect(page.locator('main')).toContainText('A sentence saved before the page was connected.')
    expect(await readMark(page)).toBe(1)
    write(docsPage.file, original)
    await expect(page.locator('main')).not.toContainText('A sentence saved before the page was connected.')
  })

  test('links the stylesheet instead of inlining it, and shows a save of it without a reload', async ({ page }) => {
    await open(page, docsPage.route)
    await markDocument(page)
    // Built pages carry the stylesheet's text (root.tsx); in development it is a file Vite updates.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
    await expect(page.locator('head style:not([data-vite-dev-id])')).toHaveCount(0)
    await expect(page.locator('body')).toHaveCSS('margin', '0px')

    // Vite swaps the <link> for the new file. Nothing else may run then: root.tsx, which imports the
    // stylesheet twice, once re-rendered the <link> mid-swap and left the page unstyled (1 save in 10).
    const updates: string[] = []
    page.on('console', (message) => message.text().startsWith('[vite] hot updated') && updates.push(message.text()))
    const original = read('app/app.css')
    write('app/app.css', `${original}\nmain h1 { outline: 3px solid rgb(1, 2, 3); }\n`)
    await expect(page.locator('main h1')).toHaveCSS('outline-color', 'rgb(1, 2, 3)')
    write('app/app.css', original)
    await expect(page.locator('main h1')).not.toHaveCSS('outline-color', 'rgb(1, 2, 3)')
    expect(await readMark(page)).toBe(1)
    expect(updates.length).toBeGreaterThan(0)
    expect(updates.filter((update) => !update.includes(' via /app/root.tsx'))).toEqual([])
  })

  test('shows a stylesheet written in place in pieces once it is whole, never a compile of the half file', async ({ page }) => {
    // Vite's updates as they leave the dev server, timed by this process's clock.
    const updates: { at: number; text: string }[] = []
    await page.routeWebSocket(/.*/, (socket) => {
      const server = socket.connectToServer()
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"css-update"')) updates.push({ at: now(), text: message })
        socket.send(message)
      })
    })
    // The stylesheet's responses, by when the page asked (the same clock).
    const served: { at: number; status: number }[] = []
    page.on('response', (response) => new URL(response.url()).pathname.endsWith('.css') && served.push({ at: response.request().timing().startTime, status: response.status() }))
    await open(page, docsPage.route)
    await markDocument(page)

    // As a slow writer saves in place: the file is emptied, then written in six pieces 10 ms apart
    // (within the plugin's 50 ms of quiet, stylesheetQuietMs). A compile of a half file fails when
    // it ends mid-rule (Tailwind: "Missing closing }"), and lacks the new rule in any case. Few
    // pieces, so that few pauses can be stretched by a busy machine (below).
    const original = read('app/app.css')
    const file = join(sandbox.root, 'app/app.css')
    for (let attempt = 1; ; attempt++) {
      const color = `rgb(1, 2, ${attempt})`
      const saved = `${original}\nmain h1 { outline: 3px solid ${color}; }\n`
      const pieces = Array.from({ length: 6 }, (_, index) => saved.slice(Math.round((saved.length * index) / 6), Math.round((saved.length * (index + 1)) / 6)))
      const outputBefore = sandbox.output().length
      const started = now()
      const { whole, longestPauseMs } = await writeInPieces(file, pieces, 10)
      // A writer that paused for the plugin's quiet time has, for all the plugin can tell, finished
      // its save: the test holds nothing then. It puts the stylesheet back and writes it again.
      if (longestPauseMs >= stylesheetQuietMs - 10) {
        expect(attempt, `the writer paused ${Math.round(longestPauseMs)} ms between two pieces in each of 5 attempts: the machine is too busy for this test`).toBeLessThan(5)
        // Each of the server's two hooks (page, server render) may hold a change for up to a second:
        // the next attempt starts once no update has come for longer.
        const restored = now()
        write('app/app.css', original)
        await expect.poll(() => now() - Math.max(restored, ...updates.map(({ at }) => at)), { timeout: 30_000 }).toBeGreaterThan(2_500)
        await expect(page.locator('main h1')).not.toHaveCSS('outline-style', 'solid')
        continue
      }
      await expect(page.locator('main h1')).toHaveCSS('outline-color', color)
      expect(updates.filter(({ at }) => at > started && at < whole)).toEqual([])
      expect(served.filter(({ at, status }) => at > started && status !== 200)).toEqual([])
      expect(sandbox.output().slice(outputBefore)).not.toContain('Missing closing')
      break
    }
    expect(await readMark(page)).toBe(1)
    write('app/app.css', original)
    await expect(page.locator('main h1')).not.toHaveCSS('outline-style', 'solid')
  })

  test('keeps the page whole when a save changes its head after Vite has swapped the stylesheet', async ({ page }) => {
    const errors = collectErrors(page)
    await open(page, docsPage.route)
    await markDocument(page)
    // Vite shows a save of the stylesheet by putting a new <link> in place of the old one.
    const stylesheet = read('app/app.css')
    write('app/app.css', `${stylesheet}\nmain h1 { outline: 3px solid rgb(4, 5, 6); }\n`)
    await expect(page.locator('main h1')).toHaveCSS('outline-color', 'rgb(4, 5, 6)')
    // A new title changes tags of the head that come before the stylesheet: the breadcrumb's
    // structured data names the page. React once inserted the new tag before the removed <link>,
    // and the page showed "This page crashed." until the next render.
    const original = read(docsPage.file)
    write(docsPage.file, original.replace('title: The firehose', 'title: The firehose, retitled'))
    await expect(page.locator('main h1')).toHaveText('The firehose, retitled')
    await expect.poll(() => page.locator('script[type="application/ld+json"]').evaluate((script) => script.textContent)).toContain('"name":"The firehose, retitled"')
    await expect(page.locator('.crash')).toHaveCount(0)
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
    expect(errors).toEqual([])
    expect(await readMark(page)).toBe(1)
    write(docsPage.file, original)
    write('app/app.css', stylesheet)
    await expect(page.locator('main h1')).toHaveText('The firehose')
    await expect(page.locator('main h1')).not.toHaveCSS('outline-style', 'solid')
  })

  test('gives a page no critical CSS of its own and a save of content no update of Vite’s, after a save of a module in app/', async ({ page }) => {
    // React Router gives each page of `npm run dev`, until it hydrates, a stylesheet of the CSS its
    // modules import (its critical CSS). The page's styles are app.css, linked: that one must stay
    // empty. Once a save in app/ had made Vite record Tailwind's sources as app.css's dependencies,
    // it held Tailwind's index.css compiled from the whole project (41 KB), and every save of
    // content compiled that again and sent the page an update.
    await open(page, docsPage.route)
    const sidebars = read('app/config/sidebars.ts')
    for (const text of [`${sidebars}\n// Saved by the live-authoring test.\n`, sidebars]) {
      const before = sandbox.output().length
      write('app/config/sidebars.ts', text)
      await expect.poll(() => sandbox.output().slice(before)).toContain('Content changed (app/config/sidebars.ts)')
    }
    const updates: string[] = []
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).includes('"type":"update"') && updates.push(String(payload))))
    const others: Promise<[string, string]>[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (response.request().resourceType() === 'stylesheet' && path !== '/app/app.css') others.push(response.text().then((text) => [path, text]))
    })
    await open(page, docsPage.route)
    const loaded = await Promise.all(others)
    expect(loaded.length, 'the page loads React Router’s critical CSS (if React Router no longer adds it, this test has nothing to check)').toBeGreaterThan(0)
    expect(loaded.filter(([, text]) => text !== '')).toEqual([])

    const original = read(docsPage.file)
    write(docsPage.file, `${original}\nA sentence saved after a save in app/.\n`)
    await expect(page.getByText('A sentence saved after a save in app/.')).toBeVisible()
    write(docsPage.file, original)
    await expect(page.getByText('A sentence saved after a save in app/.')).toHaveCount(0)
    expect(updates).toEqual([])
  })

  test('adds a new page that the sidebar links and that opens at its route, then deletes it', async ({ page }) => {
    // A page of the same branch, so the sidebar shows its links.
    await open(page, docsPage.route)
    await markDocument(page)
    write(newPage.file, '---\ntitle: Live authoring probe\ndescription: A page added while the dev server runs.\n---\n\nThis page did not exist when the server started.\n')
    const link = page.locator(`nav a[href="${newPage.route}"]`).first()
    await expect(link).toHaveCount(1)
    expect(await readMark(page)).toBe(1)

    await open(page, newPage.route)
    await expect(page.locator('main h1')).toHaveText('Live authoring probe')
    await expect(page.locator('main')).toContainText('This page did not exist when the server started.')

    rmSync(join(sandbox.root, newPage.file))
    await expect(page.locator('main h1')).toHaveText('Page not found')
    await open(page, docsPage.route)
    await expect(page.locator(`nav a[href="${newPage.route}"]`)).toHaveCount(0)
  })

  test('shows a save of a module the content build imports: the showcase and the sidebars config', async ({ page }) => {
    // content/showcase.ts and app/config/ are modules the build runs, not text it reads: each save must run them again.
    await open(page, '/showcase/')
    await markDocument(page)
    const card = page.locator('.showcase-card', { hasText: 'Dragonfly' }).locator('.showcase-card-description')
    await expect(card).toHaveText(/^A desktop Bluesky app for macOS/)
    const showcase = read('content/showcase.ts')
    write('content/showcase.ts', showcase.replace('A desktop Bluesky app for macOS', 'A desktop Bluesky app, saved live, for macOS'))
    await expect(card).toHaveText(/^A desktop Bluesky app, saved live, for macOS/)
    expect(await readMark(page)).toBe(1)
    write('content/showcase.ts', showcase)
    await expect(card).toHaveText(/^A desktop Bluesky app for macOS/)

    await open(page, docsPage.route)
    await markDocument(page)
    const sidebars = read('app/config/sidebars.ts')
    write('app/config/sidebars.ts', sidebars.replace("label: 'Advanced Guides'", "label: 'Advanced Guides, saved live'"))
    await expect(page.locator('nav').getByText('Advanced Guides, saved live')).not.toHaveCount(0)
    expect(await readMark(page)).toBe(1)
    write('app/config/sidebars.ts', sidebars)
    await expect(page.locator('nav').getByText('Advanced Guides, saved live')).toHaveCount(0)
  })

  test('shows a save of the site config without restarting the dev server', async ({ page }) => {
    // app/config/site.ts (navbar, footer, announcement) is read by the UI and the content build,
    // not by vite.config.ts or react-router.config.ts: a save of a module those import restarts
    // the server, which reloads the open page after some seconds.
    await open(page, docsPage.route)
    await markDocument(page)
    const logged = sandbox.output().length
    const config = read('app/config/site.ts')
    write('app/config/site.ts', config.replace("label: 'Showcase', to: '/showcase/'", "label: 'Showcase, saved live', to: '/showcase/'"))
    await expect(page.getByRole('banner').getByRole('link', { name: 'Showcase, saved live' })).toBeVisible()
    expect(await readMark(page)).toBe(1)
    write('app/config/site.ts', config)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Showcase', exact: true })).toBeVisible()
    expect(await readMark(page)).toBe(1)
    expect(sandbox.output().slice(logged)).not.toContain('restarting server')
  })

  test('shows a module of the content that does not compile in the overlay with file and line, and clears it on the fix', async ({ page }) => {
    await open(page, '/showcase/')
    const showcase = read('content/showcase.ts')
    write('content/showcase.ts', showcase.replace("{ name: 'Dragonfly',", "{ name: 'Dragonfly'"))
    const overlay = page.locator('vite-error-overlay')
    await expect(overlay.locator('.message')).toContainText('Content build failed')
    await expect(overlay.locator('.file')).toContainText(/content\/showcase\.ts:\d+:\d+$/)
    // A page opened meanwhile shows it too.
    const other = await page.context().newPage()
    await open(other, '/showcase/')
    await expect(other.locator('vite-error-overlay .message')).toContainText('Content build failed')

    write('content/showcase.ts', showcase)
    await expect(overlay).toHaveCount(0)
    await expect(other.locator('vite-error-overlay')).toHaveCount(0)
    await other.close()
  })

  test('lists the build’s warnings in a corner of the open page, which stays usable, and clears them on the fix', async ({ page }) => {
    await open(page, docsPage.route)
    // A new page whose slug takes the route of the page that is open.
    write(newPage.file, '---\ntitle: Probe\ndescription: A page that takes another page’s route.\nslug: firehose\n---\n\nTaken.\n')
    const warnings = page.getByRole('status', { name: 'Content warnings' })
    await expect(warnings).toContainText(`Duplicate route ${docsPage.route}: ${newPage.file} and ${docsPage.file} both map to it`)
    await expect(page.locator('vite-error-overlay')).toHaveCount(0)
    await expect(page.locator('main h1')).toHaveText('The firehose')
    // A page opened meanwhile lists them too; dismissed, they stay away until they change.
    const other = await page.context().newPage()
    await open(other, '/docs/get-started')
    const otherWarnings = other.getByRole('status', { name: 'Content warnings' })
    await expect(otherWarnings).toContainText('1 content warning')
    await otherWarnings.getByRole('button', { name: 'Dismiss' }).click()
    await expect(otherWarnings).toHaveCount(0)
    // They are printed once, not again with each save of another page.
    const original = read(docsPage.file)
    write(docsPage.file, `${original}\nA paragraph saved while the warning stands.\n`)
    await expect(page.getByText('A paragraph saved while the warning stands.')).toBeVisible()
    await expect(warnings).toBeVisible()
    expect(sandbox.output().split('Duplicate route').length - 1).toBe(1)
    write(docsPage.file, original)

    rmSync(join(sandbox.root, newPage.file))
    await expect(warnings).toHaveCount(0)
    await expect.poll(() => sandbox.output()).toContain('Content: no warnings left.')
    await other.close()
  })

  test('reports an image the page names before its file exists, and shows it once the file is added to public/', async ({ page }) => {
    await open(page, docsPage.route)
    await markDocument(page)
    const original = read(docsPage.file)
    write(docsPage.file, `${original}\n![A diagram added live](/img/live-probe.svg)\n`)
    const overlay = page.locator('vite-error-overlay')
    await expect(overlay.locator('.message')).toContainText('The image /img/live-probe.svg does not exist')

    copyFileSync(join(sandbox.root, 'public/img/blog/ts-api-refactor/class-structure.svg'), join(sandbox.root, 'public/img/live-probe.svg'))
    await expect(overlay).toHaveCount(0)
    const image = page.getByRole('img', { name: 'A diagram added live' })
    // It loads when scrolled near (loading="lazy").
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(await readMark(page)).toBe(1)
    write(docsPage.file, original)
    await expect(image).toHaveCount(0)
    rmSync(join(sandbox.root, 'public/img/live-probe.svg'))
  })

  test('shows broken front matter in the error overlay with file and line, keeps the server up, and clears it on the fix', async ({ page }) => {
    // The page's socket, to hand it updates of Vite's own at chosen moments.
    let toPage: ((message: string) => void) | undefined
    await page.routeWebSocket(/.*/, (socket) => {
      const server = socket.connectToServer()
      toPage = (message) => socket.send(message)
      server.onMessage((message) => socket.send(message))
    })
    const sendViteUpdate = () => {
      if (!toPage) throw new Error('The page has no socket to the dev server')
      toPage(JSON.stringify({ type: 'update', updates: [] }))
    }
    await open(page, docsPage.route)
    await markDocument(page)
    // Vite reloads a page that shows an overlay when its first update comes: this is that first one.
    sendViteUpdate()
    const original = read(docsPage.file)
    write(docsPage.file, original.replace('sidebar_position: 7', 'sidebar_position: [7'))

    const overlay = page.locator('vite-error-overlay')
    // YAML notices the unclosed list on its line or at the start of the next one.
    await expect(overlay.locator('.file')).toContainText(new RegExp(`${docsPage.file.replaceAll('.', '\\.')}:[45]:\\d+$`))
    await expect(overlay.locator('.message')).toContainText(/front matter/i)
    await expect(overlay.locator('.frame')).toContainText('sidebar_position: [7')
    // Vite closes the overlay on each of its updates (a save of the stylesheet or of a module in app/
    // while the problem stands, say): the page shows the problem again, without a reload.
    await overlay.evaluate((element) => element.setAttribute('data-before-update', ''))
    sendViteUpdate()
    await expect(page.locator('vite-error-overlay[data-before-update]')).toHaveCount(0)
    await expect(overlay.locator('.message')).toContainText(/front matter/i)
    expect(await readMark(page)).toBe(1)
    // The other pages keep their last good version meanwhile.
    const other = await fetch(`${sandbox.url}/docs/get-started`)
    expect(other.status).toBe(200)

    write(docsPage.file, original)
    await expect(overlay).toHaveCount(0)
    await expect(page.locator('main h1')).toHaveText('The firehose')
    expect(sandbox.output()).toContain(docsPage.file)
  })

  test('shows a broken stylesheet in the error overlay with its file, keeps the page styled, and clears it on the fix', async ({ page }) => {
    await open(page, docsPage.route)
    await markDocument(page)
    const original = read('app/app.css')
    write('app/app.css', `${original}\nmain h1 { outline: 3px solid rgb(1, 2, 3);\n`)

    const overlay = page.locator('vite-error-overlay')
    await expect(overlay.locator('.message')).toContainText('Missing closing } at main h1')
    await expect(overlay.locator('.file')).toContainText(/app\/app\.css$/)
    // The last stylesheet that compiled stays on the page meanwhile, once Vite has swapped the link.
    await expect(page.locator('link[rel="stylesheet"][href*="?t="]')).toHaveCount(1)
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
    await expect(page.locator('body')).toHaveCSS('margin', '0px')

    write('app/app.css', `${original}\nmain h1 { outline: 3px solid rgb(1, 2, 3); }\n`)
    await expect(overlay).toHaveCount(0)
    await expect(page.locator('main h1')).toHaveCSS('outline-color', 'rgb(1, 2, 3)')
    expect(await readMark(page)).toBe(1)
    write('app/app.css', original)
    await expect(page.locator('main h1')).not.toHaveCSS('outline-color', 'rgb(1, 2, 3)')
  })

  test('updates a post’s excerpt on the open blog list', async ({ page }) => {
    await open(page, '/blog')
    await markDocument(page)
    const preview = page.locator('.post-preview').filter({ has: page.locator(`a[href="/blog/${blogPost.slug}"]`) })
    await expect(preview).toHaveCount(1)
    const original = read(blogPost.file)
    const first = 'Most consumers should barely notice.'
    expect(original).toContain(first)
    write(blogPost.file, original.replace(first, 'Edited in the dev server: most consumers should barely notice.'))
    await expect(preview.locator('.prose')).toContainText('Edited in the dev server: most consumers')
    expect(await readMark(page)).toBe(1)
    write(blogPost.file, original)
  })

  test('shows every save, however it is written: in place, atomically, and two saves 10 ms apart', async ({ page }) => {
    await open(page, docsPage.route)
    await markDocument(page)
    const original = read(docsPage.file)
    const withHeading = (text: string) => original.replace(/^## .*$/m, `## ${text}`)
    const heading = page.locator('main h2').first()

    write(docsPage.file, withHeading('Saved in place'))
    await expect(heading).toContainText('Saved in place')

    // As vim and many editors save: a new file beside the page, renamed over it.
    const temp = join(sandbox.root, 'content/docs/advanced-guides/.firehose.mdx.swp')
    writeFileSync(temp, withHeading('Saved atomically'))
    renameSync(temp, join(sandbox.root, docsPage.file))
    await expect(heading).toContainText('Saved atomically')

    // Format on save: a second save right after the first.
    write(docsPage.file, withHeading('Saved, then formatted'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    write(docsPage.file, withHeading('Saved and formatted'))
    await expect(heading).toContainText('Saved and formatted')

    expect(await readMark(page)).toBe(1)
    write(docsPage.file, original)
    await expect(page.locator('main h1')).toHaveText('The firehose')
  })

  test('shows each tab its own page’s save, for two pages saved at once', async ({ page, context }) => {
    const other = await context.newPage()
    await open(page, docsPage.route)
    await open(other, '/docs/get-started')
    const firehose = read(docsPage.file)
    const getStarted = read('content/docs/get-started.mdx')
    write(docsPage.file, `${firehose}\nA sentence only the firehose page has.\n`)
    write('content/docs/get-started.mdx', `${getStarted}\nA sentence only the get-started page has.\n`)
    await expect(page.locator('main')).toContainText('A sentence only the firehose page has.')
    await expect(other.locator('main')).toContainText('A sentence only the get-started page has.')
    write(docsPage.file, firehose)
    write('content/docs/get-started.mdx', getStarted)
    await expect(other.locator('main')).not.toContainText('A sentence only the get-started page has.')
  })

  test('shows a save from the data that comes with the update, without asking the server, which may be busy with the next save', async ({ page }) => {
    await open(page, docsPage.route)
    await markDocument(page)
    const asked: string[] = []
    await page.route('**/page-data/**', (route) => {
      asked.push(route.request().url())
      return route.abort()
    })
    const original = read(docsPage.file)
    write(docsPage.file, `${original}\nA save the page did not ask the server for.\n`)
    await expect(page.locator('main')).toContainText('A save the page did not ask the server for.')
    expect(asked).toEqual([])
    expect(await readMark(page)).toBe(1)
    await page.unrouteAll({ behavior: 'wait' })
    write(docsPage.file, original)
    await expect(page.locator('main')).not.toContainText('A save the page did not ask the server for.')
  })

  test('keeps the newer of two saves when the older one’s data arrives last', async ({ page }) => {
    await open(page, docsPage.route)
    const original = read(docsPage.file)
    const titled = (title: string) => original.replace('title: The firehose', `title: ${title}`)
    // A new title changes the sidebar too, which the page fetches again after the save. The first
    // such fetch is held until the second save has shown, then answered with what the server had.
    let held: (() => void) | undefined
    await page.route('**/docs/sidebar.json', async (route) => {
      if (held === undefined) {
        const response = await route.fetch()
        await new Promise<void>((resolve) => (held = resolve))
        return route.fulfill({ response })
      }
      return route.continue()
    })
    write(docsPage.file, titled('The first save'))
    await expect.poll(() => held !== undefined).toBe(true)
    write(docsPage.file, titled('The second save'))
    const heading = page.locator('main h1')
    const link = page.locator(`.docs-sidebar a[href="${docsPage.route}"]`)
    await expect(heading).toHaveText('The second save')
    await expect(link).toHaveText('The second save')
    held?.()
    await page.waitForTimeout(500)
    await expect(heading).toHaveText('The second save')
    await expect(link).toHaveText('The second save')
    await page.unrouteAll({ behavior: 'wait' })
    write(docsPage.file, original)
    await expect(heading).toHaveText('The firehose')
  })

  test('shows each of two saves whose updates reach the page together, the older first', async ({ page }) => {
    // The dev server's updates are held, then handed to the page together: the second arrives
    // before the page could render the first, as on a busy machine.
    const held: string[] = []
    let toPage: ((message: string) => void) | undefined
    await page.routeWebSocket(/.*/, (socket) => {
      const server = socket.connectToServer()
      toPage = (message) => socket.send(message)
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes(liveContentEvents.update) && message.includes('of two saves')) held.push(message)
        else socket.send(message)
      })
    })
    await open(page, docsPage.route)
    await watchHeadings(page)
    const original = read(docsPage.file)
    const withHeading = (text: string) => original.replace(/^## .*$/m, `## ${text}`)
    write(docsPage.file, withHeading('The first of two saves'))
    await expect.poll(() => held.some((message) => message.includes('The first of two saves'))).toBe(true)
    write(docsPage.file, withHeading('The second of two saves'))
    await expect.poll(() => held.some((message) => message.includes('The second of two saves'))).toBe(true)
    // The page's main thread is kept busy while both arrive, so both wait in its queue of tasks,
    // and the second is handled before React can render the first.
    const busy = page.evaluate(() => {
      const end = performance.now() + 1500
      while (performance.now() < end);
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    held.forEach((message) => toPage!(message))
    await busy

    await expect(page.locator('main h2').first()).toContainText('The second of two saves')
    const seen = (await readHeadingsSeen(page)).map(({ text }) => text.replace(/#$/, ''))
    expect(seen.filter((text) => text.includes('of two saves'))).toEqual(['The first of two saves', 'The second of two saves'])
    write(docsPage.file, original)
    await expect(page.locator('main h2').first()).not.toContainText('of two saves')
  })
})
