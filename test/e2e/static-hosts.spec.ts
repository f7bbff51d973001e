import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import sirv from 'sirv'
import { site } from '../../app/config/site.ts'
import { customDomain } from '../../scripts/build/static-hosts.ts'
import { clientDir, listBuiltPages, readBuilt } from './build-output.ts'
import { expect, expectHydrated, test } from './browser.ts'

/**
 * build/client as a host that sends no headers of its own serves it (GitHub Pages): a file for
 * each path, `/x` answered from `x.html` before `x/index.html`, `404.html` for the rest, and
 * nothing of `_headers` or `csp.json`. What keeps each page's security policy there is its `<meta>`.
 */
let host: Server
let origin: string

test.beforeAll(async () => {
  const files = sirv(clientDir, { dev: false, extensions: ['html'], dotfiles: false })
  const notFound = readFileSync(join(clientDir, '404.html'))
  host = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(notFound)
    }),
  )
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise((resolve) => host?.close(resolve)))

test.describe('a static host without headers', () => {
  test('serves every canonical address from a file of its own: /x from x.html, the same page as x/index.html, and /showcase/ from its folder', () => {
    const pages = listBuiltPages()
    const missing = pages
      .filter(({ route }) => route !== '/' && !route.endsWith('/'))
      .filter(({ route, file }) => {
        try {
          return readBuilt(`${route.slice(1)}.html`) !== readBuilt(file)
        } catch {
          return true
        }
      })
      .map(({ route }) => route)
    expect(missing).toEqual([])
    expect(pages.map((p) => p.route)).toContain('/showcase/')
    expect(() => readBuilt('showcase.html')).toThrow(/missing/)
    expect(readBuilt('.nojekyll')).toBe('')
    expect(readBuilt('CNAME')).toBe(`${customDomain(site.url)}\n`)
  })

  for (const path of ['/docs/get-started', '/docs/api/app-bsky-feed-get-timeline', '/showcase/', '/no-such-page']) {
    test(`hydrates ${path} under the policy in its <head>, which blocks any other inline script`, async ({ page }) => {
      const problems: string[] = []
      page.on('console', (m) => m.type() === 'error' && !(path === '/no-such-page' && m.text().includes('404')) && problems.push(m.text()))
      page.on('pageerror', (e) => problems.push(e.message))
      const response = await page.goto(`${origin}${path}`)
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200)
      // Served as it is, at its own address: no redirect, and no security header from the host.
      expect(response?.request().redirectedFrom()).toBeNull()
      expect(response?.headers()['content-security-policy']).toBeUndefined()
      await expectHydrated(page)
      expect(problems).toEqual([])
      const blocked = await page.evaluate(async () => {
        const violation = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true }))
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
        return { directive: await violation, ran: (window as unknown as { __injected?: boolean }).__injected === true }
      })
      expect(blocked).toEqual({ directive: 'script-src-elem', ran: false })
    })
  }
})

test.describe("the build's address", () => {
  test('is the one site.url names, in the client bundle, the head tags and every generated file', () => {
    // site.url is this build's address: SITE_URL when the build had one, else the config's.
    const bundle = readdirSync(join(clientDir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(clientDir, 'assets', file), 'utf8')).join('\n')
    expect(bundle).toContain(JSON.stringify(site.url))
    const head = readBuilt('docs/get-started/index.html')
    expect(head).toContain(`<link rel="canonical" href="${site.url}/docs/get-started"/>`)
    expect(head).toContain(`<meta property="og:image" content="${site.url}/img/social/docs.png"/>`)
    for (const file of ['sitemap.xml', 'robots.txt', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'llms.txt', 'llms-full.txt', 'search-records.json']) {
      expect(readBuilt(file), file).toContain(`${site.url}/`)
    }
  })
})
