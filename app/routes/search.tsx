import { pageMeta } from '../lib/meta.ts'

export function meta() {
  return [...pageMeta({ title: 'Search', description: 'Search the documentation, API reference and blog.', route: '/search' }), { name: 'robots', content: 'noindex' }]
}

export default function SearchPage() {
  return (
    <div className="page-narrow">
      <h1>Search</h1>
      <form role="search" action="/search" method="get">
        <label htmlFor="search-page-input" className="sr-only">Search docs</label>
        <input id="search-page-input" name="q" type="search" maxLength={64} placeholder="Search docs" className="search-input" />
      </form>
    </div>
  )
}
