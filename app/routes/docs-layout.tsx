import { Outlet, useLoaderData } from 'react-router'
import { SidebarTree } from '../components/sidebar.tsx'
import { getSidebar } from '../content/.server/store.ts'

export function loader() {
  return { sidebar: getSidebar() }
}

/** The sidebar never changes between docs pages, so it is not fetched again on navigation. */
export function shouldRevalidate() {
  return false
}

export default function DocsLayout() {
  const { sidebar } = useLoaderData<typeof loader>()
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
