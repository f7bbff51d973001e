import { memo } from 'react'
import { Link } from 'react-router'
import type { BlogSidebarYear } from '../content/types.ts'
import { CurrentLink } from './current-link.tsx'

/**
 * Every post, grouped by year, newest first: the blog sidebar, and the drawer's blog menu on small
 * screens. Memoised, so it stays still while the open post reloads its data.
 */
export const BlogPostsNav = memo(function BlogPostsNav({ years }: { years: BlogSidebarYear[] }) {
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
                <CurrentLink to={post.route}>{post.title}</CurrentLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
})
