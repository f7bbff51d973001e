import { Outlet, useLoaderData } from 'react-router'
import { BlogPostsNav } from '../components/blog-posts-nav.tsx'
import { getBlogSidebar } from '../content/.server/blog-data.ts'
import { shouldRevalidateLayout } from '../lib/live-content.ts'

/** `npm run dev` reloads this route's data after a save; undefined in the build. */
export { shouldRevalidateLayout as shouldRevalidate }

export function loader() {
  return { years: getBlogSidebar() }
}

/** Blog pages with the sidebar of every post, grouped by year, newest first. */
export default function BlogLayout() {
  const { years } = useLoaderData<typeof loader>()
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
