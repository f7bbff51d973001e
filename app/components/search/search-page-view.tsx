import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { defaultSuggestions, searchLimits } from '../../lib/search/constants.ts'
import { followHit, groupHitsByPage, useSearch } from '../../lib/search/hits.ts'
import { GroupTitle, HitLink, HitRow } from './search-hit.tsx'
import { NoResultsScreen, SearchErrorScreen, StalledIndicator } from './search-screens.tsx'

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
  const navigationType = useNavigationType()
  const filled = useRef(false)

  // The URL wins when the page mounts and on later navigations (back/forward); while typing, which replaces the URL, the field leads.
  useEffect(() => {
    if (filled.current && navigationType === 'REPLACE') return
    filled.current = true
    setInput(urlQuery)
    setQuery(urlQuery)
    // Only on navigations: urlQuery also changes as the reader types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])

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

  // "Load more" asks for the next page of the query shown; a new query starts again at page 0.
  const [more, setMore] = useState({ query: '', page: 0 })
  const results = useSearch(query.trim(), more.query === query ? more.page : 0)
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
                  <GroupTitle group={group} link={(title) => <HitLink url={group.key} onOpen={() => followHit(group.key, navigate)}>{title}</HitLink>} />
                </h2>
                <ul>
                  {group.hits.map((hit) => (
                    <li key={hit.objectID}>
                      <HitRow hit={hit} onOpen={() => followHit(hit.url, navigate)} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {results.page + 1 < results.nbPages && (
            <button type="button" className="search-load-more" onClick={() => setMore({ query, page: results.page + 1 })} disabled={busy}>
              {busy ? 'Loading…' : 'Load more results'}
            </button>
          )}
        </>
      )}
    </div>
  )
}
