import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SidebarItemConfig } from '../../app/config/sidebars.ts'
import type { SiteContent } from '../../app/content/.server/assemble.ts'
import { listRouteModules } from '../../app/content/.server/checks.ts'
import { excerptKey } from '../../app/lib/page-bodies.tsx'
import routes from '../../app/routes.ts'
import { tempDir } from './temp-dir.ts'

/** A stand-in for each route module of the site's routes: a page component, or a resource route's loader. */
const routeModuleStubs: Record<string, string> = Object.fromEntries(
  listRouteModules(routes).map((file) => [file, file.endsWith('.tsx') ? 'export default function Page() { return null }' : 'export function loader() { return null }']),
)

/** A throwaway project folder with the given files (and stand-ins for the site's route modules), for build-check tests; removed when the test finishes. */
export function makeFixture(files: Record<string, string>): { root: string } {
  const root = tempDir('atproto-docs-fixture-')
  const all: Record<string, string> = { ...routeModuleStubs, ...files }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return { root }
}

export function doc(title: string, body = 'Some text.', extra = ''): string {
  return `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`
}

/** The sidebar the fixture sites use: a get-started page and a "Guides" category of content/docs/guides. */
export const fixtureSidebars: Record<string, SidebarItemConfig[]> = {
  docs: [
    { type: 'doc', id: 'get-started' },
    { type: 'category', label: 'Guides', slug: 'guides', description: 'Guides.', autogenerate: 'guides' },
  ],
}

/** A route's loader data in a build's content, with its own rendered body as `html`; throws if the route has no page. */
export function pageOf<D>(content: SiteContent, route: string): D & { html: string } {
  const file = content.pages.get(route)
  if (!file) throw new Error(`the build has no page file for ${route}`)
  return { ...(file.data as D), html: file.bodies[route] }
}

/** The excerpt of the post at `route`, as the pages that list the post show it. */
export function excerptOf(content: SiteContent, route: string): string | undefined {
  for (const file of content.pages.values()) if (excerptKey(route) in file.bodies) return file.bodies[excerptKey(route)]
  return undefined
}
