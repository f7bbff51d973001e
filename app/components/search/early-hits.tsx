import { useEffect } from 'react'
import { followHit, groupHitsByPage, useSearch } from '../../lib/search/hits.ts'
import { createSearchHistory } from '../../lib/search/stored-searches.ts'
import type { SearchHit } from '../../lib/search/types.ts'
import { GroupTitle, HitRow } from './search-hit.tsx'
import { StalledIndicator } from './search-screens.tsx'

interface EarlyHitsProps {
  /** What is typed; null once the full search UI has the field (the hits shown stay until its panel has drawn). */
  query: string | null
  /** The hit the arrow keys have reached (Enter opens it: search-dialog.tsx). */
  active: number
  navigate: (to: string) => void
  /** After a hit was opened: the dialog closes. */
  onOpen: () => void
  /** Once the first answer (hits, none or an error) is rendered. */
  onShown: () => void
}

/**
 * The first hits of the built-in index in the search dialog, while the full search UI is on its
 * way (search-dialog.tsx): ranked as soon as the index's core and the query's postings are in, and
 * again in full once the hits' text is. Drawn with the hit components the full UI and the /search
 * page use, in the same markup, so the hand-over changes nothing the reader sees.
 */
export default function EarlyHits({ query, active, navigate, onOpen, onShown }: EarlyHitsProps) {
  const { hits, status } = useSearch(query, 0, true)
  const answered = status === 'partial' || status === 'done' || status === 'error'
  useEffect(() => {
    if (answered) onShown()
  }, [answered, onShown])
  const groups = groupHitsByPage(hits)
  /** The hits in the order they are shown, which the arrow keys follow. */
  const shown = groups.flatMap((group) => group.hits)
  const selected = Math.min(active, shown.length - 1)

  const open = (hit: SearchHit) => {
    createSearchHistory().saveRecent(hit)
    onOpen()
    followHit(hit.url, navigate)
  }
  let index = 0
  return (
    <div className="aa-Panel search-dialog-early">
      {status === 'stalled' && <StalledIndicator />}
      <div className="search-panel-body" id="search-dialog-early-hits" role="listbox" aria-label="Search results" aria-busy={status !== 'done' && status !== 'error'}>
        {groups.map((group, i) => (
          <section key={group.key} className="aa-Source" role="presentation" data-autocomplete-source-id={`page-${i}`}>
            <div className="aa-SourceHeader" role="presentation">
              <p className="search-source-title">
                <GroupTitle group={group} />
              </p>
            </div>
            <ul className="aa-List" role="presentation">
              {group.hits.map((hit) => {
                const at = index++
                return (
                  <li key={hit.objectID} id={`search-dialog-early-hit-${at}`} className="aa-Item" role="option" aria-selected={at === selected}>
                    <HitRow hit={hit} onOpen={() => open(hit)} />
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
