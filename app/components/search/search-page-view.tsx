import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { defaultSuggestions, searchLimits } from '../../lib/search/constants.ts'
import { getSnippetLength, groupHitsByPage, resolveHitUrl } from '../../lib/search/hits.ts'
import { loadSearchProvider } from '../../lib/search/provider.ts'
import type { SearchHit } from '../../lib/search/types.ts'
import { GroupTitle, HitIcon, SearchHitText } from './search-hit.tsx'
import { NoResultsScreen, SearchErrorScreen, StalledIndicator } from './search-screens.tsx'

type Status = 'idle' | 'loading' | 'stalled' | 'error' | 'done'

interface Results {
  status: Status
  query: string
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
}

const empty: Results = { status: 'idle', query: '', hits: [], nbHits: 0, page: 0, nbPages: 0 }

function HitLink({ url, className, children }: { url: string; className?: string; children: React.ReactNode }) {
  const { href, external } = resolveHitUrl(url, window.location.origin)
  return external ? <a href={href} className={className}>{children}</a> : <Link to={href} className={className}>{children}</Link>
}

/** Runs a query and tracks its state; `loadMore` appends the next page of hits. */
function useSearch(query: string): Results & { loadMore: () => void } {
  const [results, setResults] = useState<Results>(empty)
  // The page asked for belongs to a query: a new query starts again at page 0.
  const [more, setMore] = useState({ query: '', page: 0 })
  const page = more.query === query ? more.page : 0

  useEffect(() => {
    const q = query.trim()
    if (!q) {
      setResults(empty)
      return
    }
    let cancelled = false
    const controller = new AbortController()
    setResults((r) => ({ ...r, status: 'loading' }))
    const stall = setTimeout(() => !cancelled && setResults((r) => ({ ...r, status: 'stalled' })), searchLimits.stallThresholdMs)
    loadSearchProvider()
      .then((provider) => provider.search({ query: q, page, hitsPerPage: searchLimits.hitsPerPage, snippetLength: getSnippetLength(), signal: controller.signal }))
      .then((response) => {
        if (cancelled) return
        setResults((r) => ({
          status: 'done',
          query: q,
          hits: page === 0 ? response.hits : [...r.hits, ...response.hits],
          nbHits: response.nbHits,
          page,
          nbPages: response.nbPages,
        }))
      })
      .catch((error: unknown) => {
        if (cancelled) return
        console.warn('Search failed:', error)
        setResults({ ...empty, status: 'error', query: q })
      })
      .finally(() => clearTimeout(stall))
    return () => {
      cancelled = true
      controller.abort()
      clearTimeout(stall)
    }
  }, [query, page])

  return { ...results, loadMore: () => setMore({ query, page: results.page + 1 }) }
}

/**
 * The /search page: the query lives in `?q=` (so a results page can be shared), is edited in
 * place, and results come from the same provider as the modal, grouped by page.
 */
export function SearchPageView() {
  // useLocation and useNavigate rather than useSearchParams: the router code they need is already
  // on every page, so this page adds nothing to the shared bundle.
  const location = useLocation()
  const navigate = useNavigate()
  const urlQuery = (new URLSearchParams(location.search).get('q') ?? '').slice(0, searchLimits.maxQueryLength)
  // The prerendered page has no query; the field is filled from the URL after hydration.
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const [fromUrl, setFromUrl] = useState(0)

  // The URL wins when the page loads and on back/forward; while typing, the field leads.
  useEffect(() => {
    const onPopState = () => setFromUrl((n) => n + 1)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  useEffect(() => {
    setInput(urlQuery)
    setQuery(urlQuery)
    // Only on load and history moves: urlQuery also changes as the reader types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl])

  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), 120)
    return () => clearTimeout(timer)
  }, [input])

  const update = (value: string) => {
    setInput(value)
    navigate({ search: value ? `?q=${encodeURIComponent(value)}` : '' }, { replace: true, preventScrollReset: true })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setQuery(input)
  }

  const results = useSearch(query)
  const groups = groupHitsByPage(results.hits)
  const busy = results.status === 'loading' || results.status === 'stalled'

  return (
    <div className="search-page">
      <form role="search" action="/search" method="get" onSubmit={onSubmit}>
        <label htmlFor="search-page-input" className="sr-only">
          Search docs
        </label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          maxLength={searchLimits.maxQueryLength}
          placeholder="Search docs"
          className="search-input"
          autoComplete="off"
          value={input}
          onChange={(event) => update(event.target.value)}
        />
      </form>
      <noscript>
        <p className="search-screen-help">Search runs in the browser and needs JavaScript. The docs sidebar and the sitemap list every page.</p>
      </noscript>
      {results.status === 'stalled' && <StalledIndicator />}
      {results.status === 'error' && <SearchErrorScreen />}
      {results.status === 'done' && results.nbHits === 0 && <NoResultsScreen query={results.query} suggestions={defaultSuggestions} onSuggestion={update} />}
      {results.hits.length > 0 && (
        <>
          <p className="search-page-count" role="status">
            {results.nbHits === 1 ? '1 result' : `${results.nbHits} results`} for "{results.query}"
          </p>
          <ol className="search-page-results">
            {groups.map((group) => (
              <li key={group.key} className="search-page-group">
                <h2 className="search-page-group-title">
                  <GroupTitle group={group} link={(title) => <HitLink url={group.key}>{title}</HitLink>} />
                </h2>
                <ul>
                  {group.hits.map((hit) => (
                    <li key={hit.objectID}>
                      <HitLink url={hit.url} className="search-hit">
                        <HitIcon hit={hit} />
                        <SearchHitText hit={hit} />
                      </HitLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {results.page + 1 < results.nbPages && (
            <button type="button" className="search-load-more" onClick={results.loadMore} disabled={busy}>
              {busy ? 'Loading…' : 'Load more results'}
            </button>
          )}
        </>
      )}
    </div>
  )
}
