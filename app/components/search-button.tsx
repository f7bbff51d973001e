import { useEffect, useRef, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { isSlowConnection } from '../lib/prefetch.ts'
import { getBuildSearchConfig, getSearchOrigin } from '../lib/search/config.ts'
import { searchLimits } from '../lib/search/constants.ts'
import { prepareQuery, prepareSearch } from '../lib/search/provider.ts'
import { storage } from '../lib/storage.ts'
import { openStandIn, type StandIn } from './search-stand-in.ts'

/**
 * The navbar's search button. Without JavaScript it is a link to /search; once hydrated it opens
 * the search modal, as do Ctrl/Cmd+K and "/" outside text fields. The modal and everything
 * behind it are fetched on intent (the pointer over the button, focus on it, the shortcut), never
 * with a page: this file and provider.ts's loader are all of search that loads with a page.
 */

let modalLoaded = false
const loadSearchModal = () =>
  import('./search/search-modal.tsx').then((modal) => {
    modalLoaded = true
    return modal
  })
const builtin = getBuildSearchConfig().provider === 'builtin'
const searchOrigin = getSearchOrigin()
let standIn: StandIn | null = null

/** Settles once a search has taken long enough to count as stalled. */
const stallThreshold = () => new Promise<void>((resolve) => setTimeout(resolve, searchLimits.stallThresholdMs))

/**
 * The modal's code, fetched once the built-in index's core is in (or after the stall threshold
 * at the latest, so a slow index still gets the modal's "Searching…"). On a slow network its
 * bytes would otherwise share the first round trip with the core and the query's postings, which
 * the stand-in shows the first hits from (search/stand-in-hits.tsx); that round trip is most of
 * the wait, and each of its kilobytes costs more.
 */
function loadModalAfterIndex() {
  if (!builtin) return loadSearchModal()
  return Promise.race([prepareSearch(), stallThreshold()]).then(loadSearchModal)
}

/**
 * Opens the modal in the stand-in's place, with what was typed. Hits the stand-in shows stay,
 * over the modal, until the modal shows its own: no frame goes without them.
 */
function replaceStandIn(modal: Awaited<ReturnType<typeof loadSearchModal>>, waiting: StandIn, navigate: (to: string) => void) {
  const query = waiting.query
  if (query === null || !waiting.dialog.querySelector('.aa-Item')) {
    waiting.remove()
    if (query !== null) modal.showSearchModal({ navigate, storage, query, returnFocus: waiting.returnFocus })
    return
  }
  waiting.handOver()
  modal.showSearchModal({ navigate, storage, query, returnFocus: waiting.returnFocus, onShown: waiting.remove })
  // Should the modal never say so, the stand-in must not stay over it.
  setTimeout(waiting.remove, 1000)
}

/**
 * Opens the modal (or with `toggle`, closes it when open), through a stand-in while its code
 * loads; falls back to the search page if the code cannot load.
 */
function openSearch(navigate: (to: string) => void, toggle = false) {
  void prepareSearch()
  if (standIn && standIn.query !== null) {
    if (toggle) standIn.close()
    return
  }
  const waiting = modalLoaded ? null : (standIn = openStandIn(prepareQuery))
  const standInHits =
    waiting && builtin
      ? import('./search/stand-in-hits.tsx')
          .then((hits) => hits.showStandInHits(waiting, { navigate, storage }))
          .catch(() => null)
      : null
  loadModalAfterIndex()
    .then(async (modal) => {
      if (!waiting) return modal.showSearchModal({ navigate, storage, toggle })
      // Not while the reader types and the stand-in's answer is on its way, unless that answer is late.
      const showing = standInHits?.then((hits) => hits?.showing())
      if (showing) await Promise.race([showing, stallThreshold()])
      replaceStandIn(modal, waiting, navigate)
    })
    .catch((error: unknown) => {
      waiting?.remove()
      console.warn('Could not load the search modal; opening the search page instead.', error)
      window.location.assign('/search')
    })
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

export function SearchButton() {
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)

  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = event.metaKey || event.ctrlKey
      const slash = event.key === '/' && !modifier && !isTextField(event.target)
      if (event.defaultPrevented || event.altKey || !(slash || (modifier && !event.shiftKey && event.key.toLowerCase() === 'k'))) return
      event.preventDefault()
      openSearch((to) => navigateRef.current(to), !slash)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const onClick = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    openSearch((to) => navigateRef.current(to))
  }
  // Fetch the modal's code and the index's core once the reader shows interest, so search opens
  // and answers without a wait; not on slow or metered connections, where it waits for a click.
  const warmUp = () => {
    if (isSlowConnection()) return
    loadModalAfterIndex().catch(() => {})
  }

  return (
    <>
      {searchOrigin && <link rel="preconnect" href={searchOrigin} crossOrigin="anonymous" />}
      <Link to="/search" className="search-button" aria-label="Search" onClick={onClick} onPointerEnter={warmUp} onFocus={warmUp}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4.2 4.2-1.4 1.4-4.2-4.2A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
        </svg>
        <span>Search</span>
        {/* Ctrl K or ⌘ K, written by CSS from the head script's data-platform: the same from the first paint. */}
        <kbd aria-hidden="true" />
      </Link>
    </>
  )
}
