import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../../app/config/site.ts'
import type { IndexEntry } from '../../app/content/types.ts'
import { clientDir, fileForRoute, listFiles, routeForFile } from '../../scripts/build/output.ts'

/** The e2e suite runs after `npm run build`; these read what the build wrote. */
export { clientDir }

export function readBuilt(file: string): string {
  const path = join(clientDir, file)
  if (!existsSync(path)) throw new Error(`build/client/${file} is missing: run "npm run build" (npm run test:e2e does it unless E2E_SKIP_BUILD=1)`)
  return readFileSync(path, 'utf8')
}

/** The content index the build prerendered from (.cache/content/index.json). */
export function readIndex(): IndexEntry[] {
  const path = join(process.cwd(), '.cache/content/index.json')
  if (!existsSync(path)) throw new Error('.cache/content/index.json is missing: run "npm run build" first')
  return (JSON.parse(readFileSync(path, 'utf8')) as { index: IndexEntry[] }).index
}

/**
 * Every prerendered HTML page as [route, file], the not-found page excluded. Pages are the
 * `index.html` files; the `/x.html` beside each is its copy for static hosts (scripts/build/static-hosts.ts).
 */
export function listBuiltPages(): { route: string; file: string }[] {
  return listFiles(clientDir)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => ({ route: routeForFile(file), file }))
}

/** The local path of an absolute URL on this site, or null for another site. */
export function toLocalPath(url: string): string | null {
  const parsed = new URL(url, site.url)
  return parsed.origin === new URL(site.url).origin ? parsed.pathname : null
}

/** Whether the build has a file a static host would serve for this path. */
export function isServed(pathname: string): boolean {
  if (/\.[a-z0-9]+$/i.test(pathname)) return existsSync(join(clientDir, decodeURIComponent(pathname)))
  return existsSync(join(clientDir, fileForRoute(pathname)))
}
