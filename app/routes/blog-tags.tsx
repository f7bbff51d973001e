import { Link } from 'react-router'
import { loadPageData } from '../content/.server/store/read.ts'
import type { BlogTagsData } from '../content/types.ts'
import { fixedPages } from '../content/fixed-pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/blog-tags'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<BlogTagsData>(request, ['blog-tags'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<BlogTagsData>(request)
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
              {/* The count's unit for screen readers in text: aria-label is not allowed on a plain span. */}
              {tag.label} <span className="tag-count">{tag.count}</span>
              <span className="sr-only">{tag.count === 1 ? ' post' : ' posts'}</span>
            </Link>
            <span className="muted"> {tag.description}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
