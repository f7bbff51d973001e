import { SearchPageView } from '../components/search/search-page-view.tsx'
import { fixedPages } from '../content/fixed-pages.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta() {
  return pageMeta({ ...fixedPages.search, noindex: true })
}

export default function SearchPage() {
  return (
    <div className="page-narrow">
      <h1>{fixedPages.search.title}</h1>
      <SearchPageView />
    </div>
  )
}
