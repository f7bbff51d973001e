import { Link } from 'react-router'
import { getTagsWithCounts } from '../content/.server/blog-data.ts'
import { fixedPages } from '../content/fixed-pages.ts'
import { pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/blog-tags'
import { shouldRevalidate } from '../lib/live-content.ts'

/** `npm run dev` reloads this route's data after a save; undefined in the build. */
export { shouldRevalidate }

export function loader() {
  return { tags: getTagsWithCounts() }
}

export function meta() {
  return pageMeta({ ...fixedPages.blogTags, section: 'blog' })
}

export default function BlogTags({ loaderData }: Route.ComponentProps) {
  return (
    <div className="blog-tags">
      <h1>Tags</h1>
      <ul className="tag-index">
        {loaderData.tags.map((tag) => (
          <li key={tag.key}>
            <Link to={tag.route} className="tag">
              {tag.label} <span className="tag-count" aria-label={`${tag.count} posts`}>{tag.count}</span>
            </Link>
            <span className="muted"> {tag.description}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
