import { Link } from 'react-router'
import { formatDate } from '../components/blog.tsx'
import { loadPageData } from '../content/.server/store/read.ts'
import type { BlogArchiveData } from '../content/types.ts'
import { fixedPages } from '../content/fixed-pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/blog-archive'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<BlogArchiveData>(request, ['blog-archive'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<BlogArchiveData>(request)
}

export function meta() {
  return pageMeta({ ...fixedPages.blogArchive, section: 'blog' })
}

export default function BlogArchive({ loaderData }: Route.ComponentProps) {
  return (
    <div className="blog-archive">
      <h1>Archive</h1>
      {loaderData.years.map((group) => (
        <section key={group.year} className="archive-year" aria-labelledby={`year-${group.year}`}>
          <h2 id={`year-${group.year}`}>{group.year}</h2>
          <ul>
            {group.posts.map((post) => (
              <li key={post.route}>
                <time dateTime={post.date} className="archive-date">{formatDate(post.date)}</time>
                <Link to={post.route}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
