import { Outlet } from 'react-router'
import { BlogPostsNav } from '../components/blog-posts-nav.tsx'
import { store } from '../content/.server/store/read.ts'
import { blogSidebarPath } from '../content/routes.ts'
import type { BlogSidebarYear } from '../content/types.ts'
import { fetchJson } from '../lib/page-data.ts'
import type { Route } from './+types/blog-layout'

export function loader() {
  return { years: store.getBlogSidebar() }
}

export async function clientLoader() {
  return { years: await fetchJson<BlogSidebarYear[]>(blogSidebarPath) }
}

/** Blog pages with the sidebar of every post, grouped by year, newest first. */
export default function BlogLayout({ loaderData }: Route.ComponentProps) {
  const { years } = loaderData
  return (
    <div className="blog-layout">
      <aside className="blog-sidebar" aria-label="Blog posts">
        <BlogPostsNav years={years} />
      </aside>
      <div className="blog-main">
        <Outlet />
      </div>
    </div>
  )
}
