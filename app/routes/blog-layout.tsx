import { Link, NavLink, Outlet, useLoaderData } from 'react-router'
import { getBlogSidebar } from '../content/.server/blog-data.ts'
import { intentPrefetch } from '../lib/prefetch.ts'

export function loader() {
  return { years: getBlogSidebar() }
}

/** Blog pages with the sidebar of every post, grouped by year, newest first. */
export default function BlogLayout() {
  const { years } = useLoaderData<typeof loader>()
  return (
    <div className="blog-layout">
      <aside className="blog-sidebar" aria-label="Blog posts">
        <p className="blog-sidebar-title">
          <Link to="/blog/archive">All posts</Link>
        </p>
        {years.map((group) => (
          <section key={group.year} className="blog-sidebar-year">
            <h2>{group.year}</h2>
            <ul>
              {group.posts.map((post) => (
                <li key={post.route}>
                  <NavLink to={post.route} prefetch={intentPrefetch()}>{post.title}</NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </aside>
      <div className="blog-main">
        <Outlet />
      </div>
    </div>
  )
}
