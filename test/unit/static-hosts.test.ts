import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFiles } from '../../scripts/build/output.ts'
import { addCspMeta, buildCsp, buildHeadersFile, metaCsp, sharedHeaderCsp, type CspManifest } from '../../scripts/build/security-headers.ts'
import { customDomain, writeStaticHostFiles } from '../../scripts/build/static-hosts.ts'
import { tempDir } from './temp-dir.ts'

/** A build/client with these files, each holding its own name. */
function makeBuild(files: string[]): string {
  const dir = tempDir('static-hosts-')
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), `<!doctype html><title>${file}</title>`)
  }
  return dir
}

describe('the files static hosts need', () => {
  it('copy every page without a trailing slash to /x.html, byte for byte, and leave the folder pages as they are', () => {
    const pages = ['index.html', '404.html', 'docs/index.html', 'docs/get-started/index.html', 'docs/api/app-bsky-feed-get-timeline/index.html', 'showcase/index.html', 'search/index.html']
    const client = makeBuild([...pages, 'docs/get-started.md', 'assets/entry.client-abc.js', 'docs/get-started/index.html.br'])
    const written = writeStaticHostFiles(client, 'https://docs.example.org')
    expect(written).toEqual({ nojekyll: true, cname: 'docs.example.org', copies: 4 })
    const files = listFiles(client)
    // /docs, /docs/get-started, the method page and /search; not /, the not-found page or /showcase/ (its folder is its address).
    expect(files.filter((file) => file.endsWith('.html') && !pages.includes(file))).toEqual(['docs.html', 'docs/api/app-bsky-feed-get-timeline.html', 'docs/get-started.html', 'search.html'])
    expect(readFileSync(join(client, 'docs/get-started.html'), 'utf8')).toBe(readFileSync(join(client, 'docs/get-started/index.html'), 'utf8'))
    expect(files).not.toContain('showcase.html')
    for (const page of pages) expect(readFileSync(join(client, page), 'utf8')).toContain(`<title>${page}</title>`)
  })

  it('write .nojekyll, empty, so that GitHub Pages publishing a branch keeps _headers and the other files starting with _', () => {
    const client = makeBuild(['index.html'])
    writeStaticHostFiles(client, 'https://someone.github.io')
    expect(readFileSync(join(client, '.nojekyll'), 'utf8')).toBe('')
  })

  it('write CNAME with the site host when it is a custom domain, and none for a github.io address', () => {
    const client = makeBuild(['index.html'])
    writeStaticHostFiles(client, 'https://docs.example.org')
    expect(readFileSync(join(client, 'CNAME'), 'utf8')).toBe('docs.example.org\n')
    const other = makeBuild(['index.html'])
    writeStaticHostFiles(other, 'https://someone.github.io')
    expect(listFiles(other)).toEqual(['.nojekyll', 'index.html'])
  })

  it('name a custom domain only where a DNS name can stand for the site', () => {
    expect(customDomain('https://docs.example.org')).toBe('docs.example.org')
    expect(customDomain('https://www.example.org')).toBe('www.example.org')
    expect(customDomain('https://someone.github.io')).toBeNull()
    expect(customDomain('http://localhost:3000')).toBeNull()
    expect(customDomain('http://127.0.0.1')).toBeNull()
    expect(customDomain('https://docs.example.org:8443')).toBeNull()
  })

  it('refuse to overwrite a file that already sits where a copy goes', () => {
    const client = makeBuild(['docs/x/index.html', 'docs/x.html'])
    expect(() => writeStaticHostFiles(client, 'https://docs.example.org')).toThrow(/docs\/x\.html already exists/)
  })
})

describe('the Content-Security-Policy for static hosts', () => {
  const pagePolicy = buildCsp(["'sha256-abc='", "'sha256-def='"], null)

  it("puts each page's policy in its <head>, first after the character set, without what only a header can carry", () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>1</script></head><body></body></html>'
    const out = addCspMeta(html, pagePolicy, 'x/index.html')
    expect(out).toBe(`<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaCsp(pagePolicy)}"/><script>1</script></head><body></body></html>`)
    expect(metaCsp(pagePolicy)).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='")
    expect(metaCsp(pagePolicy)).not.toContain('frame-ancestors')
    expect(pagePolicy).toContain("frame-ancestors 'none'")
    expect(() => addCspMeta('<html><head></head></html>', pagePolicy, 'y/index.html')).toThrow(/y\/index.html: no <meta charSet/)
    expect(() => addCspMeta(out, pagePolicy, 'x/index.html')).toThrow(/already has/)
  })

  it('keeps _headers within what Cloudflare Pages accepts (100 rules, lines of 2,000 characters), whatever the number of pages', () => {
    const manifest: CspManifest = { pages: {}, fallback: buildCsp([], 'https://example-dsn.algolia.net') }
    for (let i = 0; i < 1000; i++) manifest.pages[`/docs/page-${i}`] = buildCsp([`'sha256-${i}='`], null)
    const file = buildHeadersFile(manifest, ['/sitemap.xml', '/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json', '/llms.txt'])
    const rules = file.split('\n').filter((line) => line.startsWith('/'))
    expect(rules.length).toBeLessThanOrEqual(100)
    expect(rules).toContain('/*')
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000)
    expect(file).not.toContain('/docs/page-')
  })

  it("sends site-wide only the directives every page shares and none that would block a page's inline scripts", () => {
    const shared = sharedHeaderCsp(buildCsp([], null))
    expect(shared).toBe("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")
    expect(shared).not.toMatch(/(^|; )(default-src|script-src|style-src|connect-src)/)
    expect(buildHeadersFile({ pages: {}, fallback: buildCsp([], null) })).toContain(`/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n`)
  })
})
