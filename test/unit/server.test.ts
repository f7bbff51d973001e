import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { benchPages } from '../../scripts/bench/page-load.ts'
import { checkPath, createSiteServer, getRedirect } from '../../scripts/server/server.ts'

describe('getRedirect', () => {
  it.each([
    ['/docs/get-started.html', '/docs/get-started'],
    ['/docs/get-started/index.html', '/docs/get-started'],
    ['/index.html', '/'],
    ['/docs/get-started/', '/docs/get-started'],
    ['/showcase', '/showcase/'],
    ['/showcase/index.html', '/showcase/'],
  ])('%s → %s', (from, to) => expect(getRedirect(from)).toBe(to))

  it.each(['/', '/docs/get-started', '/showcase/', '/assets/app-abc.js'])('leaves %s alone', (path) => expect(getRedirect(path)).toBeNull())

  // A redirect's round trip would count against a page's first-visit figures, and its stand-in has none.
  it.each(benchPages)('serves the bench page %s without a redirect', (path) => expect(getRedirect(path)).toBeNull())
})

describe('checkPath', () => {
  it.each(['/%E0%A4%A', '/%', '/a%zz'])('rejects malformed encoding %s with 400', (p) => expect(checkPath(p)).toEqual({ ok: false, status: 400 }))
  it.each(['/..%2f..%2fetc/passwd', '/%2e%2e/package.json', '/docs/%00', '/a\\b', `/${'a'.repeat(3000)}`])('rejects %s', (p) =>
    expect(checkPath(p).ok).toBe(false),
  )
  it('accepts an ordinary path and decodes it', () => expect(checkPath('/docs/a%20b')).toEqual({ ok: true, pathname: '/docs/a b' }))
})

describe('the static server', () => {
  let root: string
  let base: string
  let close: () => void

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-'))
    const dir = join(root, 'client')
    mkdirSync(join(dir, 'docs/get-started'), { recursive: true })
    mkdirSync(join(dir, 'assets'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>')
    writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>')
    writeFileSync(join(dir, 'docs/get-started/index.html'), '<h1>Get started</h1>')
    const js = 'console.log("hello");'.repeat(200)
    writeFileSync(join(dir, 'assets/app-abc123.js'), js)
    writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(js))
    writeFileSync(join(root, 'secret.txt'), 'do not serve')
    mkdirSync(join(dir, 'blog'), { recursive: true })
    for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml']) writeFileSync(join(dir, file), '<?xml version="1.0" encoding="utf-8"?><feed/>')
    writeFileSync(join(dir, 'blog/feed.json'), '{"version":"https://jsonfeed.org/version/1.1"}')
    writeFileSync(join(dir, 'llms.txt'), '# AT Protocol — docs')
    writeFileSync(join(dir, 'docs/get-started.md'), '# Get started')
    mkdirSync(join(dir, 'page-data/docs'), { recursive: true })
    writeFileSync(join(dir, 'page-data/docs/get-started.json'), '{}')
    const server = createSiteServer({ dir })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    rmSync(root, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
        let body = ''
        res.setEncoding('latin1')
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    })

  it('serves a page at its plain path', async () => {
    const res = await get('/docs/get-started')
    expect(res.status).toBe(200)
    expect(res.body).toContain('Get started')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers unknown paths with the not-found page and a 404', async () => {
    const res = await get('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.body).toContain('Page not found')
  })

  it('redirects .html and /index.html paths with a 301', async () => {
    expect((await get('/docs/get-started.html')).headers.location).toBe('/docs/get-started')
    const res = await get('/docs/get-started/index.html?x=1')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/docs/get-started?x=1')
  })

  it('serves hashed assets with immutable caching, compressed when accepted', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('never serves files outside the build', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await get(path)
      expect([400, 404]).toContain(res.status)
      expect(res.body).not.toContain('do not serve')
    }
  })

  it.each([
    ['/blog/rss.xml', 'application/rss+xml; charset=utf-8'],
    ['/blog/atom.xml', 'application/atom+xml; charset=utf-8'],
    ['/blog/feed.json', 'application/feed+json; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/docs/get-started.md', 'text/markdown; charset=utf-8'],
    ['/page-data/docs/get-started.json', 'application/json'],
  ])('serves %s as %s', async (path, type) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(type)
  })

  it('rejects methods other than GET and HEAD', async () => {
    const res = await get('/', {}, 'POST')
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})
