import { Link } from 'react-router'
import { PostPreview } from '../components/blog.tsx'
import { loadPageData } from '../content/.server/store/read.ts'
import type { BlogTagData } from '../content/types.ts'
import { blogTags } from '../config/blog.ts'
import { blogTagPage } from '../content/fixed-pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/blog-tag'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<BlogTagData>(request, ['blog-tag'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<BlogTagData>(request)
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  return pageMeta({ ...blogTagPage(data.tag.key as keyof typeof blogTags), section: 'blog' })
}

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, posts } = loaderData
  return (
    <div className="blog-list">
      <header className="blog-list-header">
        <h1>
          {posts.length} {posts.length === 1 ? 'post' : 'posts'} tagged “{tag.label}”
        </h1>
        <p className="lead">{tag.description}</p>
        <p>
          <Link to="/blog/tags">View all tags</Link>
        </p>
      </header>
      {posts.map((post) => (
        <PostPreview key={post.slug} post={post} />
      ))}
    </div>
  )
}
