import { useEffect } from 'react'
import { Outlet, useLoaderData } from 'react-router'
import { SidebarTree } from '../components/sidebar.tsx'
import { routeOf, store } from '../content/.server/store/read.ts'
import { docsSidebarPath } from '../content/routes.ts'
import type { SidebarNode } from '../content/types.ts'
import { readPreferredDocsVersion } from '../lib/docs-preferred-version.ts'
import { fetchJson } from '../lib/page-data.ts'
import { normalizePathname } from '../lib/pathname.ts'
import { pruneSidebar } from '../lib/sidebar-tree.ts'
import type { Route } from './+types/docs-layout'

/** The sidebar of the page being rendered: every branch but the API families the page is not in. */
export function loader({ request }: Route.LoaderArgs) {
  return { sidebar: pruneSidebar(store.getSidebar(), routeOf(request)) }
}

/** Coming from outside the docs: the same, from the full sidebar (which the docs pages fetch anyway when a reader opens another family). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const sidebar = await fetchJson<SidebarNode[]>(docsSidebarPath)
  return { sidebar: pruneSidebar(sidebar, normalizePathname(new URL(request.url).pathname)) }
}

export default function DocsLayout() {
  const { sidebar } = useLoaderData<typeof loader>()
  // Reading the stored preference drops it when it names a version this site does not have.
  useEffect(() => void readPreferredDocsVersion(), [])
  return (
    <div className="docs-layout">
      <aside className="docs-sidebar" aria-label="Docs sidebar">
        <nav aria-label="Docs">
          <SidebarTree nodes={sidebar} />
        </nav>
      </aside>
      <div className="docs-main">
        <Outlet />
      </div>
    </div>
  )
}
