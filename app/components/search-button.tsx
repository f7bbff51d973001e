import { Link } from 'react-router'

/** Opens search. Until the search modal exists it leads to the /search page. */
export function SearchButton() {
  return (
    <Link to="/search" className="search-button" aria-label="Search">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4.2 4.2-1.4 1.4-4.2-4.2A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
      </svg>
      <span>Search</span>
    </Link>
  )
}
