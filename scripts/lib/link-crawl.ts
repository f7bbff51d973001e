import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileForRoute } from './output.ts'

/** Internal `href`/`src` targets in an HTML document (external links and anchors-only are skipped). */
export function extractInternalLinks(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const url = match[1].replace(/&amp;/g, '&')
    if (url === '' || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue
    links.push(url)
  }
  return links
}

/** Does the build answer this path with a file (a page, a data file, an asset)? */
export function resolvesInBuild(dir: string, url: string): boolean {
  const path = decodeURI(url.split(/[?#]/)[0])
  if (!path.startsWith('/')) return true
  if (existsSync(join(dir, path)) && !path.endsWith('/')) return true
  return existsSync(join(dir, fileForRoute(path)))
}

/** Every broken internal link in the built HTML, as `page: link` lines. */
export function crawlBuild(dir: string, htmlFiles: string[]): string[] {
  const broken: string[] = []
  for (const file of htmlFiles) {
    const html = readFileSync(join(dir, file), 'utf8')
    for (const link of new Set(extractInternalLinks(html))) {
      if (!resolvesInBuild(dir, link)) broken.push(`build/client/${file}: broken link "${link}"`)
    }
  }
  return broken
}
