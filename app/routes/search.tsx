import { SearchPageView } from '../components/search/search-page-view.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta() {
  return [...pageMeta({ title: 'Search', description: 'Search the documentation, API reference and blog.', route: '/search' }), { name: 'robots', content: 'noindex' }]
}

export default function SearchPage() {
  return (
    <div className="page-narrow">
      <h1>Search</h1>
      <SearchPageView />
    </div>
  )
}
