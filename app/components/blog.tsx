import { useRef } from 'react'
import { Link } from 'react-router'
import { DraftBadge } from './draft-badge.tsx'
import { excerptKey } from '../lib/page-bodies.tsx'
import { useContentHtml } from './content-html.tsx'
import type { BlogPostSummary, BlogTag } from '../content/types.ts'
import { formatDate } from '../lib/format-date.ts'
import { intentPrefetch } from '../lib/prefetch.ts'

// Docs pages show dates too (doc-page.tsx), from app/lib, so they do not load the blog's components.
export { formatDate }

export function TagList({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.key}>
          <Link to={tag.route} className="tag" prefetch={intentPrefetch()}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Date, authors and reading time under a post title. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="reading-time">{post.readingMinutes} min read</span>
      <span aria-hidden="true"> · </span>
      <span className="post-authors">
        {post.authors.map((a, i) => (
          <span key={a.key}>
            {i > 0 && ', '}
            <a href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</a>
          </span>
        ))}
      </span>
    </p>
  )
}

function Excerpt({ route }: { route: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const content = useContentHtml(excerptKey(route), ref)
  return <div ref={ref} className="prose" dangerouslySetInnerHTML={content} suppressHydrationWarning />
}

/** A post on an index page: title, meta, tags and excerpt. */
export function PostPreview({ post }: { post: BlogPostSummary }) {
  return (
    <article className="post-preview">
      <h2 className="post-preview-title">
        <Link to={post.route} prefetch={intentPrefetch()}>{post.title}</Link>
      </h2>
      {post.draft && <DraftBadge />}
      <PostMeta post={post} />
      <Excerpt route={post.route} />
      <div className="post-preview-footer">
        <TagList tags={post.tags} />
        {post.truncated && (
          <Link to={post.route} className="read-more">
            Read more<span className="sr-only">: {post.title}</span>
          </Link>
        )}
      </div>
    </article>
  )
}
