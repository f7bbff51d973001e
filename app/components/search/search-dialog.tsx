import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { afterNextPaint } from '../../lib/search/after-next-paint.ts'
import { getBuildSearchConfig } from '../../lib/search/config.ts'
import { searchLimits } from '../../lib/search/constants.ts'
import { keep, prepareQuery, prepareSearch } from '../../lib/search/provider.ts'
import { keepTabInside } from './keep-tab-inside.ts'
import type { Chosen } from './search-autocomplete.tsx'

/**
 * The search dialog, one from the first keystroke to the last. It is in every page's code (small),
 * so it opens at once: a field to type into, and with the built-in index the first hits of what is
 * typed (`EarlyHits`, fetched with the index's core). The full search UI, @algolia/autocomplete-js
 * with recent and favourite searches, keyboard navigation and the stalled state
 * (search-autocomplete.tsx), is fetched after the index's core and the first hits, so that it
 * does not compete with them; it mounts inside this dialog when it arrives, takes over the field
 * with the query, caret and focus in the same task, and its panel replaces the early hits once it
 * has drawn its own. Until then the arrows and Enter still move through and open the early hits,
 * and the hit they reached is the one selected in its panel. Nothing waits on a timer.
 */

type Autocomplete = typeof import('./search-autocomplete.tsx')
type EarlyHitsView = (typeof import('./early-hits.tsx'))['default']
/**
 * The early hits' code (in the shared search chunk, fetched on intent), imported as the dialog
 * opens and kept in its state. Not through lazy() and Suspense: a lazy component shows its
 * fallback on its first render, and React reveals the content no sooner than 300 ms after a
 * fallback, which held the first hits of about half of all first searches back to ~315 ms.
 */
const loadEarlyHits = () => keep('early-hits', () => import('./early-hits.tsx'))

const builtin = getBuildSearchConfig().provider === 'builtin'

/** Set once something is typed in the dialog; settled when its first hits are on screen, the query is cleared or the dialog closes. */
let firstHits: { painted: Promise<void>; settle: () => void } | null = null
function awaitFirstHits() {
  let settle = () => {}
  const painted = new Promise<void>((resolve) => (settle = resolve))
  return { painted, settle }
}
/** EarlyHits calls this once its first answer is rendered: the gate opens after that frame is painted. */
const firstHitsShown = () => void afterNextPaint().then(() => firstHits?.settle())

/**
 * The full search UI's code, fetched once; with the built-in index only after its core and, if
 * something is typed by then, its first hits, so that it shares neither the network nor the main
 * thread with them. Called on intent too (the pointer over the search button), so it is often
 * here by the time the dialog opens.
 */
export function loadAutocomplete(): Promise<Autocomplete> {
  return keep('autocomplete', () => (builtin ? prepareSearch().then(() => firstHits?.painted) : Promise.resolve()).then(() => import('./search-autocomplete.tsx')))
}

/** The early hits' rows in a dialog, as shown, and the one the arrows reached (the first by default). */
function earlyRows(dialog: HTMLElement | null) {
  const rows = [...(dialog?.querySelectorAll('.search-dialog-early [role="option"]') ?? [])]
  const index = rows.findIndex((row) => row.getAttribute('aria-selected') === 'true')
  return { count: rows.length, index, link: rows[index]?.querySelector('a') ?? null }
}

interface SearchDialogProps {
  navigate: (to: string) => void
  onClose: () => void
}

/** The dialog and its own field: longer than ~100 lines for its markup (45 lines) and the hand-over to the full UI, which share its state. */
export function SearchDialog({ navigate, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const formSlot = useRef<HTMLDivElement>(null)
  const panelSlot = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [EarlyHits, setEarlyHits] = useState<EarlyHitsView | null>(null)
  /** The full UI's field has taken over (`'field'`), and then its panel too (`'panel'`). */
  const [takenOver, setTakenOver] = useState<'no' | 'field' | 'panel'>('no')
  const latest = useRef({ navigate, onClose })
  latest.current = { navigate, onClose }

  // Focus on opening, and back to where it was on closing; the page behind does not scroll.
  useLayoutEffect(() => {
    const before = document.activeElement
    field.current?.focus()
    document.body.classList.add('aa-Detached')
    return () => {
      document.body.classList.remove('aa-Detached')
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus({ preventScroll: true })
    }
  }, [])

  useEffect(() => {
    void prepareSearch()
    if (builtin) {
      loadEarlyHits().then(
        (module) => setEarlyHits(() => module.default),
        () => {
          // No first hits will show: the full UI may come at once (or, failing too, the search page).
          firstHits?.settle()
          firstHits = { painted: Promise.resolve(), settle: () => {} }
        },
      )
    }
    let mounted: { destroy(): void } | null = null
    let closed = false
    loadAutocomplete()
      .then((module) => {
        if (closed || !formSlot.current || !panelSlot.current || !field.current) return
        mounted = module.mountAutocomplete({
          form: formSlot.current,
          panel: panelSlot.current,
          field: field.current,
          early: { reached: earlyReached, onKeyDown: earlyKeyDown },
          navigate: (to) => latest.current.navigate(to),
          onClose: () => latest.current.onClose(),
          // In the same task as the panel's first drawing: no frame shows both lists of hits.
          onPanelShown: () => flushSync(() => setTakenOver('panel')),
        })
        // In the same task: the dialog's own field goes as the full UI's takes the focus.
        flushSync(() => setTakenOver((now) => (now === 'no' ? 'field' : now)))
      })
      .catch((error: unknown) => {
        console.warn('Could not load the search UI; opening the search page instead.', error)
        window.location.assign(`/search${field.current?.value ? `?q=${encodeURIComponent(field.current.value)}` : ''}`)
      })
    return () => {
      closed = true
      firstHits?.settle()
      mounted?.destroy()
    }
  }, [])

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (dialog.current) keepTabInside(dialog.current, event.nativeEvent)
  }
  /** The early hit the arrows reached, as the full UI carries it over. */
  function earlyReached(): Chosen | null {
    const { index, link } = earlyRows(dialog.current)
    const url = link?.getAttribute('href')
    return url ? { url, index } : null
  }
  /**
   * While the early hits are on screen (the full UI's field too has them until its panel has
   * drawn): the arrows move through them, and Enter opens the one they reached (the first by
   * default), as a click on it would.
   */
  function earlyKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const { count } = earlyRows(dialog.current)
      setActive((i) => Math.max(0, Math.min(count - 1, i + (event.key === 'ArrowDown' ? 1 : -1))))
    }
    if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault()
      earlyRows(dialog.current).link?.click()
    }
  }

  return createPortal(
    <div className="aa-DetachedOverlay search-dialog" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="aa-DetachedContainer" role="dialog" aria-modal="true" aria-label="Search" onKeyDown={onKeyDown}>
        <div className="aa-DetachedFormContainer">
          <div ref={formSlot} className="search-dialog-form" />
          {takenOver === 'no' && (
            <form className="aa-Form" role="search" onSubmit={(event) => event.preventDefault()}>
              <div className="aa-InputWrapper">
                <input
                  ref={field}
                  className="aa-Input"
                  type="search"
                  placeholder="Search docs"
                  aria-label="Search docs"
                  maxLength={searchLimits.maxQueryLength}
                  autoComplete="off"
                  role="combobox"
                  aria-expanded={query.trim() !== ''}
                  aria-controls="search-dialog-early-hits"
                  aria-activedescendant={query.trim() ? `search-dialog-early-hit-${active}` : undefined}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value)
                    setActive(0)
                    prepareQuery(event.target.value)
                    if (!event.target.value.trim()) firstHits?.settle()
                    else firstHits ??= awaitFirstHits()
                  }}
                  onKeyDown={(event) => earlyKeyDown(event.nativeEvent)}
                />
              </div>
            </form>
          )}
          <button type="button" className="aa-DetachedCancelButton" onClick={onClose}>
            Close
          </button>
        </div>
        <div ref={panelSlot} className="search-dialog-panel" />
        {EarlyHits && takenOver !== 'panel' && query.trim() !== '' && (
          <EarlyHits query={takenOver === 'no' ? query : null} active={active} navigate={navigate} onOpen={onClose} onShown={firstHitsShown} />
        )}
      </div>
    </div>,
    document.body,
  )
}
