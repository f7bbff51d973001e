import { PostMeta, TagList } from '../components/blog.tsx'
import { ContentHtml } from '../components/content-html.tsx'
import { CopyMarkdownButton } from '../components/copy-markdown-button.tsx'
import { DraftBadge } from '../components/draft-badge.tsx'
import { Pager } from '../components/pager.tsx'
import { TableOfContents } from '../components/toc.tsx'
import { loadPageData } from '../content/.server/store/read.ts'
import type { BlogPostData } from '../content/types.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import { blogPosting, jsonLd } from '../lib/structured-data.ts'
import type { Route } from './+types/blog-post'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<BlogPostData>(request, ['blog-post'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<BlogPostData>(request)
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  return [
    ...pageMeta({ title: data.title, description: data.description, route: data.route, type: 'article', section: 'blog' }),
    { property: 'article:published_time', content: data.date },
    ...jsonLd(() => blogPosting(data)),
  ]
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const post = loaderData
  const toc = !post.hideToc && post.toc.length > 0
  return (
    // data-toc: the article keeps room for the table of contents from the first paint (app.css).
    <div className="doc-page" data-toc={toc ? '' : undefined}>
      <article className="doc-article blog-post">
        <header className="doc-header">
          <h1>{post.title}</h1>
          {post.draft && <DraftBadge />}
          <PostMeta post={post} />
          <TagList tags={post.tags} />
          <CopyMarkdownButton href={post.markdownUrl} />
        </header>
        <ContentHtml contentKey={post.route} />
        <footer className="doc-footer">
          {post.editUrl && (
            <a href={post.editUrl} className="edit-link" target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          )}
        </footer>
        <Pager
          label="Newer and older posts"
          previous={post.newer && { to: post.newer.route, label: 'Newer post', title: post.newer.title }}
          next={post.older && { to: post.older.route, label: 'Older post', title: post.older.title }}
        />
      </article>
      {toc && (
        // Not an <aside>: the table of contents is itself a named navigation landmark.
        <div className="doc-toc">
          <TableOfContents toc={post.toc} />
        </div>
      )}
    </div>
  )
}
