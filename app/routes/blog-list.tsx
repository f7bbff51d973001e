import { Link } from 'react-router'
import { PostPreview } from '../components/blog.tsx'
import { Pager } from '../components/pager.tsx'
import { blogConfig } from '../config/blog.ts'
import { loadPageData } from '../content/.server/store/read.ts'
import type { BlogListData } from '../content/types.ts'
import { blogListPage } from '../content/fixed-pages.ts'
import { blogFeedPaths } from '../content/routes.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/blog-list'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<BlogListData>(request, ['blog-list'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<BlogListData>(request)
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  return pageMeta({ ...blogListPage(data.page), section: 'blog' })
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, newer, older } = loaderData
  return (
    <div className="blog-list">
      <header className="blog-list-header">
        <h1>{blogConfig.title}</h1>
        <p className="lead">
          {blogConfig.description} Follow along with the <a href={blogFeedPaths.rss}>RSS</a>, <a href={blogFeedPaths.atom}>Atom</a> or{' '}
          <a href={blogFeedPaths.json}>JSON</a> feed.
        </p>
        <nav className="blog-sections" aria-label="Blog sections">
          <Link to="/blog/archive">Archive</Link>
          <Link to="/blog/tags">Tags</Link>
          <Link to="/blog/authors">Authors</Link>
        </nav>
        {pageCount > 1 && <p className="blog-page-count">Page {page} of {pageCount}</p>}
      </header>
      {posts.map((post) => (
        <PostPreview key={post.slug} post={post} />
      ))}
      <Pager
        label="Blog list pages"
        previous={newer ? { to: newer, label: `Page ${page - 1}`, title: 'Newer posts' } : null}
        next={older ? { to: older, label: `Page ${page + 1}`, title: 'Older posts' } : null}
      />
    </div>
  )
}
