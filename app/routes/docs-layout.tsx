import { useEffect } from 'react'
import { Outlet, useLoaderData } from 'react-router'
import { SidebarTree } from '../components/sidebar.tsx'
import { getSidebar } from '../content/.server/store.ts'
import { readPreferredDocsVersion } from '../lib/docs-preferred-version.ts'
import { shouldRevalidateLayout } from '../lib/live-content.ts'

/**
 * `npm run dev` reloads this route's data after a save. In the build `shouldRevalidate` is
 * undefined: a function there would make React Router prefetch a different URL (`?_routes=…`) from
 * the one navigation fetches, and with prerendering a layout without params is never refetched.
 */
export { shouldRevalidateLayout as shouldRevalidate }

export function loader() {
  return { sidebar: getSidebar() }
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
