import { useEffect } from 'react'
import { Outlet, useLoaderData } from 'react-router'
import { SidebarTree } from '../components/sidebar.tsx'
import { getSidebar } from '../content/.server/store.ts'
import { readPreferredDocsVersion } from '../lib/docs-preferred-version.ts'
import { shouldRevalidateLayout } from '../lib/live-content.ts'
import { normalizePathname } from '../lib/pathname.ts'
import { pruneSidebar } from '../lib/sidebar-tree.ts'
import type { Route } from './+types/docs-layout'

/**
 * `npm run dev` reloads this route's data after a save. In the build `shouldRevalidate` is
 * undefined: a function there would make React Router prefetch a different URL (`?_routes=…`) from
 * the one navigation fetches, and with prerendering a layout without params is never refetched.
 */
export { shouldRevalidateLayout as shouldRevalidate }

/** The sidebar of the page being rendered: every branch but the API families the page is not in. */
export function loader({ request }: Route.LoaderArgs) {
  return { sidebar: pruneSidebar(getSidebar(), normalizePathname(new URL(request.url).pathname)) }
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
