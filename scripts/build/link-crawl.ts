import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiRoutePrefix } from '../../app/content/routes.ts'
import { isAbsoluteUrl } from '../../app/lib/pathname.ts'
import { fileForRoute } from './output.ts'

/** Internal `href`/`src` targets in an HTML document (external links and anchors-only are skipped). */
function extractInternalLinks(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const url = match[1].replace(/&amp;/g, '&')
    if (url === '' || url.startsWith('#') || isAbsoluteUrl(url)) continue
    links.push(url)
  }
  return links
}

/** Does the build answer this path with a file (a page, a data file, an asset)? */
function resolvesInBuild(dir: string, url: string): boolean {
  const path = decodeURI(url.split(/[?#]/)[0])
  if (!path.startsWith('/')) return true
  if (existsSync(join(dir, path)) && !path.endsWith('/')) return true
  return existsSync(join(dir, fileForRoute(path)))
}

/** Pages whose `#anchors` are checked too: the generated API reference, where every type link has one. */
const ANCHOR_CHECKED_PREFIX = `${apiRoutePrefix}/`

/** The `id`s of an HTML document. */
export function collectIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&')))
}

/**
 * Every broken internal link in the built HTML, as `page: link` lines: a path the build does not
 * serve, or an anchor that a reference page (`/docs/api/…`) does not have.
 */
export function crawlBuild(dir: string, htmlFiles: string[]): string[] {
  const broken: string[] = []
  const idsByPath = new Map<string, Set<string>>()
  const idsOf = (path: string) => {
    let ids = idsByPath.get(path)
    if (!ids) {
      ids = collectIds(readFileSync(join(dir, fileForRoute(path)), 'utf8'))
      idsByPath.set(path, ids)
    }
    return ids
  }
  for (const file of htmlFiles) {
    const html = readFileSync(join(dir, file), 'utf8')
    for (const link of new Set(extractInternalLinks(html))) {
      if (!resolvesInBuild(dir, link)) {
        broken.push(`build/client/${file}: broken link "${link}"`)
        continue
      }
      const [path, anchor] = link.split('#')
      if (anchor === undefined || anchor === '' || !path.startsWith(ANCHOR_CHECKED_PREFIX)) continue
      if (!idsOf(decodeURI(path.split('?')[0])).has(decodeURIComponent(anchor))) {
        broken.push(`build/client/${file}: link "${link}" points at an anchor that ${path} does not have`)
      }
    }
  }
  return broken
}
