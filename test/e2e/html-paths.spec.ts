import { collectErrors, expect, markDocument, openHydrated, readMark, test } from './browser.ts'

type WithRouter = Window & { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }

test.describe('.html paths', () => {
  test('the server redirects .html and /index.html paths to the plain path', async ({ page, baseURL }) => {
    for (const path of ['/docs/get-started.html', '/docs/get-started/index.html']) {
      const response = await page.goto(path)
      await expect(page).toHaveURL('/docs/get-started')
      expect(response?.status()).toBe(200)
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${path}`)
    }
  })

  test('the client normalises a clicked link to /x.html or /x/index.html to the plain path, without a reload', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await markDocument(page)
    const errors = collectErrors(page)
    const dataRequests: string[] = []
    page.on('request', (request) => request.url().includes('/page-data/') && dataRequests.push(new URL(request.url()).pathname))
    for (const [href, plain, title] of [
      ['/docs/get-started.html', '/docs/get-started', 'Get started'],
      ['/docs/category/tutorials/index.html', '/docs/category/tutorials', 'Tutorials'],
    ]) {
      // A link inside rendered content, followed by the client router.
      await page.evaluate((target) => {
        const a = document.createElement('a')
        a.href = target
        a.textContent = 'typed link'
        a.id = 'typed-link'
        document.querySelector('.prose')!.append(a)
      }, href)
      await page.locator('#typed-link').click()
      await expect(page.locator('h1')).toHaveText(title)
      await expect(page).toHaveURL(plain)
    }
    expect(dataRequests.filter((path) => path.includes('.html'))).toEqual([])
    expect(await readMark(page)).toBe(1)
    expect(errors).toEqual([])
  })

  test('the client normalises navigate() calls, keeping the query string', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/creating-a-post')
    await markDocument(page)
    await page.evaluate(() => (window as unknown as WithRouter).__reactRouterDataRouter.navigate('/docs/tutorials/muting.html?from=test'))
    await expect(page.locator('h1')).toHaveText('Muting accounts, lists and threads')
    await expect(page).toHaveURL('/docs/tutorials/muting?from=test')
    await page.evaluate(() => (window as unknown as WithRouter).__reactRouterDataRouter.navigate('/index.html'))
    await expect(page).toHaveURL('/')
    expect(await readMark(page)).toBe(1)
  })
})
