import { getFeedbackUrl } from '../../lib/search/constants.ts'

/** The screens the modal and the /search page show instead of, or above, a list of hits. */

export function SearchErrorScreen() {
  return (
    <div className="search-screen search-screen-error" role="alert">
      <p className="search-screen-title">Unable to fetch results</p>
      <p className="search-screen-help">You might want to check your network connection.</p>
    </div>
  )
}

export function NoResultsScreen({ query, suggestions, onSuggestion }: { query: string; suggestions: string[]; onSuggestion: (query: string) => void }) {
  return (
    <div className="search-screen search-screen-empty" role="status">
      <p className="search-screen-title">
        No results for "<strong>{query}</strong>"
      </p>
      {suggestions.length > 0 && (
        <div className="search-suggestions">
          <p className="search-screen-help">Try searching for</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="search-suggestion" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="search-screen-help">
        Believe this query should return results?{' '}
        <a href={getFeedbackUrl(query)} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  )
}

/** Shown once a search has taken longer than the stall threshold (300 ms). */
export function StalledIndicator() {
  return (
    <p className="search-stalled" role="status">
      <span className="spinner" aria-hidden="true" /> Searching…
    </p>
  )
}
