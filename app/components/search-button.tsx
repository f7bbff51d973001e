import { useEffect, useState, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { isSlowConnection } from '../lib/prefetch.ts'
import { getSearchOrigin } from '../lib/search/config.ts'
import { SearchDialog, loadAutocomplete } from './search/search-dialog.tsx'

/**
 * The navbar's search button. Without JavaScript it is a link to /search; once hydrated it opens
 * the search dialog, as do Ctrl/Cmd+K and "/" outside text fields. The dialog is part of every
 * page's code; what searches (the index, the full search UI) is fetched on intent (the pointer
 * over the button, focus on it, the shortcut), never with a page.
 */

const searchOrigin = getSearchOrigin()

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

export function SearchButton() {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = event.metaKey || event.ctrlKey
      const slash = event.key === '/' && !modifier && !isTextField(event.target)
      if (event.defaultPrevented || event.altKey || !(slash || (modifier && !event.shiftKey && event.key.toLowerCase() === 'k'))) return
      event.preventDefault()
      // Ctrl/Cmd+K closes the dialog when it is open; "/" only opens it.
      setOpen((isOpen) => slash || !isOpen)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const onClick = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setOpen(true)
  }
  // Fetch the index's core and the full search UI once the reader shows interest, so search opens
  // and answers without a wait; not on slow or metered connections, where it waits for the dialog.
  const warmUp = () => {
    if (!isSlowConnection()) loadAutocomplete().catch(() => {})
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
      {open && <SearchDialog navigate={navigate} onClose={() => setOpen(false)} />}
    </>
  )
}
