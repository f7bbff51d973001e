import { Link, NavLink } from 'react-router'
import type { BlogSidebarYear } from '../content/types.ts'
import { intentPrefetch } from '../lib/prefetch.ts'

/** Every post, grouped by year, newest first: the blog sidebar, and the drawer's blog menu on small screens. */
export function BlogPostsNav({ years }: { years: BlogSidebarYear[] }) {
  return (
    <div className="blog-posts-nav">
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
    </div>
  )
}
