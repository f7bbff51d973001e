import { Link } from 'react-router'
import { formatDate } from '../components/blog.tsx'
import { loadPageData } from '../content/.server/store/read.ts'
import type { BlogAuthorsData } from '../content/types.ts'
import { fixedPages } from '../content/fixed-pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/blog-authors'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<BlogAuthorsData>(request, ['blog-authors'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<BlogAuthorsData>(request)
}

export function meta() {
  return pageMeta({ ...fixedPages.blogAuthors, section: 'blog' })
}

export default function BlogAuthors({ loaderData }: Route.ComponentProps) {
  return (
    <div className="blog-authors">
      <h1>Authors</h1>
      {loaderData.authors.map(({ author, posts }) => (
        <section key={author.key} className="author" aria-labelledby={`author-${author.key}`}>
          <header className="author-header">
            <img src={author.image} alt="" width="48" height="48" className="author-avatar" />
            <div>
              <h2 id={`author-${author.key}`}>
                <a href={author.url} target="_blank" rel="noopener noreferrer">{author.name}</a>
              </h2>
              <p className="author-title">{author.title} · {posts.length} {posts.length === 1 ? 'post' : 'posts'}</p>
            </div>
          </header>
          <ul>
            {posts.map((post) => (
              <li key={post.route}>
                <Link to={post.route}>{post.title}</Link> <span className="muted">({formatDate(post.date)})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
