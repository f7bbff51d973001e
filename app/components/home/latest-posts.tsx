import { Link } from 'react-router'
import { blogFeedPaths } from '../../content/routes.ts'
import { formatDate } from '../blog.tsx'

export interface LatestPost {
  route: string
  title: string
  description: string
  date: string
  readingMinutes: number
}

/** The newest posts, chosen when the page is built. */
export function LatestPosts({ posts }: { posts: LatestPost[] }) {
  if (posts.length === 0) return null
  return (
    <section className="home-section" aria-labelledby="home-blog-title">
      <div className="home-section-header home-section-header-row">
        <h2 id="home-blog-title" className="home-section-title">
          Latest from the blog
        </h2>
        <p className="home-blog-more">
          <Link to="/blog">All posts</Link>
          <span aria-hidden="true"> · </span>
          <a href={blogFeedPaths.rss}>RSS feed</a>
        </p>
      </div>
      <ul className="home-posts">
        {posts.map((post) => (
          <li key={post.route} className="home-post">
            <p className="home-post-meta">
              <time dateTime={post.date}>{formatDate(post.date)}</time>
              <span aria-hidden="true"> · </span>
              {post.readingMinutes} min read
            </p>
            <h3 className="home-post-title">
              <Link to={post.route} prefetch="intent">
                {post.title}
              </Link>
            </h3>
            <p className="home-post-description">{post.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
