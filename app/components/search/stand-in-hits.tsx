import type { MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { searchLimits } from '../../lib/search/constants.ts'
import { followHit, getSnippetLength, groupHitsByPage, isPlainClick, resolveHitUrl } from '../../lib/search/hits.ts'
import { loadSearchProvider } from '../../lib/search/provider.ts'
import { createSearchHistory, type KeyValueStorage } from '../../lib/search/stored-searches.ts'
import type { SearchHit } from '../../lib/search/types.ts'
import type { StandIn } from '../search-stand-in.ts'
import { keepTabInside } from './keep-tab-inside.ts'
import { GroupTitle, HitIcon, SearchHitText } from './search-hit.tsx'

/**
 * The stand-in's first hits, with the built-in index. On a slow network the modal's code would
 * share the first round trip with the index's core and the query's postings, so it is fetched
 * after them (search-button.tsx); until it is here, the stand-in ranks the query itself and shows
 * the hits with the modal's markup and hit components. They are links, and Enter opens the first,
 * as in the modal; the arrow keys work once the modal takes over, with the query as typed.
 */

export interface StandInHitsOptions {
  /** The client router's navigate, for in-site hits. */
  navigate: (to: string) => void
  storage: KeyValueStorage
}

function HitList({ hits, onOpen }: { hits: SearchHit[]; onOpen: (event: MouseEvent, hit: SearchHit) => void }) {
  return (
    <div className="search-panel-body">
      {groupHitsByPage(hits).map((group, i) => (
        <section key={group.key} className="aa-Source" data-autocomplete-source-id={`page-${i}`}>
          <div className="aa-SourceHeader">
            <p className="search-source-title">
              <GroupTitle group={group} />
            </p>
          </div>
          <ul className="aa-List">
            {group.hits.map((hit) => (
              <li key={hit.objectID} className="aa-Item">
                <a href={resolveHitUrl(hit.url, window.location.origin).href} className="search-hit" onClick={(event) => onOpen(event, hit)}>
                  <HitIcon hit={hit} />
                  <SearchHitText hit={hit} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export interface StandInHits {
  /**
   * Settles once the stand-in shows hits for the query typed last. The modal takes over then (or
   * at the stall threshold): making it costs the main thread tens of milliseconds, which would
   * otherwise delay the keystrokes and those hits.
   */
  showing(): Promise<void>
}

/** Shows the hits of what is typed into `standIn`, as they are ranked and again in full once their text is in. */
export function showStandInHits(standIn: StandIn, { navigate, storage }: StandInHitsOptions): StandInHits {
  const panel = document.createElement('div')
  panel.className = 'aa-Panel'
  standIn.dialog.append(panel)
  const root = createRoot(panel)
  // Tab stays inside the stand-in, as it does inside the modal.
  standIn.dialog.addEventListener('keydown', (event) => keepTabInside(standIn.dialog, event))
  const open = (hit: SearchHit) => {
    createSearchHistory(storage).saveRecent(hit)
    standIn.close()
    followHit(hit.url, navigate)
  }
  const onOpen = (event: MouseEvent, hit: SearchHit) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    open(hit)
  }
  let shown: SearchHit[] = []
  const show = (hits: SearchHit[]) => {
    shown = hits
    flushSync(() => root.render(<HitList hits={hits} onOpen={onOpen} />))
  }
  // Enter opens the first hit, as in the modal, whose first item is active from the start.
  standIn.input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing || shown.length === 0 || standIn.query === null) return
    event.preventDefault()
    open(shown[0])
  })

  /** Shows the query's hits; settles once the first answer is shown (true if it has hits) or has failed, while the full one may follow. */
  const searchFor = async (query: string, signal: AbortSignal) => {
    const request = { query, page: 0, hitsPerPage: searchLimits.hitsPerPage, snippetLength: getSnippetLength(), partial: true, signal }
    // Once handed over or closed, the modal (or nothing) shows the hits.
    const current = () => !signal.aborted && standIn.query === query
    try {
      const provider = await loadSearchProvider()
      const first = await provider.search(request)
      if (!current()) return false
      show(first.hits)
      void (async () => {
        for (let result = first; result.pending && current(); ) {
          await result.pending
          result = await provider.search(request)
          if (current()) show(result.hits)
        }
      })().catch(() => {})
      return first.hits.length > 0
    } catch {
      // The modal, which takes over shortly, reports what failed.
      return false
    }
  }

  let latest: AbortController | null = null
  let answer: Promise<boolean> = Promise.resolve(false)
  const search = (query: string) => {
    latest?.abort()
    const controller = new AbortController()
    latest = controller
    answer = searchFor(query, controller.signal)
  }
  const nextQuery = () => new Promise<void>((resolve) => standIn.input.addEventListener('input', () => resolve(), { once: true }))
  standIn.input.addEventListener('input', () => search(standIn.input.value))
  search(standIn.input.value)
  return {
    async showing() {
      for (;;) {
        const waiting = answer
        const hits = await waiting
        if (waiting === answer && hits) return
        if (waiting === answer) await nextQuery()
      }
    },
  }
}
