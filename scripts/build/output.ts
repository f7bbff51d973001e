import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { normalizePathname } from '../../app/lib/pathname.ts'

/** build/client, or <SITE_BUILD_DIR>/client for a second build (see react-router.config.ts). */
export const clientDir = join(process.cwd(), process.env.SITE_BUILD_DIR ?? 'build', 'client')

/** Every file below `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name)
      if (statSync(path).isDirectory()) walk(path)
      else out.push(relative(dir, path).split('\\').join('/'))
    }
  }
  walk(dir)
  return out.sort()
}

/** The file a static host serves for a URL path: /docs/x → docs/x/index.html. */
export function fileForRoute(route: string): string {
  if (route === '/') return 'index.html'
  const trimmed = route.replace(/^\//, '').replace(/\/$/, '')
  return `${trimmed}/index.html`
}

/** The URL path of an HTML file: docs/x/index.html → /docs/x, showcase/index.html → /showcase/. */
export function routeForFile(file: string): string {
  return normalizePathname(`/${file}`)
}
