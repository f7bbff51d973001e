import { SearchPageView } from '../components/search/search-page-view.tsx'
import { loadPageData } from '../content/.server/store/read.ts'
import { fixedPages } from '../content/fixed-pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/search'

/** The search page has no content of its own: its page file is empty, like the data of any page is there to be fetched. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<Record<string, never>>(request, ['search'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<Record<string, never>>(request)
}

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
