/**
 * What static hosts need beside the pages to serve every canonical URL directly, without a
 * redirect (README, "Deploy"). The build writes each page as `/x/index.html`; GitHub Pages,
 * Netlify and Cloudflare Pages all answer `/x` for such a folder with a redirect to `/x/`, and
 * serve `/x` straight from a file `/x.html`. So every page whose address has no trailing slash
 * also gets that copy, after every other step (compressed copies included) so it is the finished
 * page. Pages declared with a trailing slash (`/showcase/`) keep their folder only, which is what
 * those hosts serve at that address.
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isIP } from 'node:net'
import { listFiles, routeForFile } from './output.ts'

/**
 * The custom domain GitHub Pages should serve, for its `CNAME` file: the site's host, unless it is
 * a `github.io` address (GitHub's own, which needs none), a local name or an address with a port,
 * which no DNS name can stand for.
 */
export function customDomain(siteUrl: string): string | null {
  const { hostname, port } = new URL(siteUrl)
  if (port || hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) || !hostname.includes('.')) return null
  if (hostname === 'github.io' || hostname.endsWith('.github.io')) return null
  return hostname
}

/** The pages that get an `/x.html` copy: every `x/index.html` whose route has no trailing slash, as [folder page, copy]. */
function htmlCopies(files: string[]): [string, string][] {
  return files
    .filter((file) => file.endsWith('/index.html') && !routeForFile(file).endsWith('/'))
    .map((file) => [file, file.replace(/\/index\.html$/, '.html')])
}

/**
 * Writes `.nojekyll` (GitHub Pages publishing from a branch otherwise runs Jekyll, which drops
 * files whose names start with `_`, such as `_headers`), `CNAME` when the site has a custom domain,
 * and the `/x.html` copies. Returns what it wrote, for the build's log and the tests.
 */
export function writeStaticHostFiles(dir: string, siteUrl: string): { nojekyll: boolean; cname: string | null; copies: number } {
  writeFileSync(join(dir, '.nojekyll'), '')
  const cname = customDomain(siteUrl)
  if (cname) writeFileSync(join(dir, 'CNAME'), `${cname}\n`)
  const copies = htmlCopies(listFiles(dir))
  for (const [page, copy] of copies) {
    if (existsSync(join(dir, copy))) throw new Error(`build/client/${copy} already exists: it would be the copy of ${page} that static hosts serve at its address`)
    copyFileSync(join(dir, page), join(dir, copy))
  }
  return { nojekyll: true, cname, copies: copies.length }
}
