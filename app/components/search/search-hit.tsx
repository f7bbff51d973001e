import { Fragment } from 'react'
import { getHitLevel, getHitPath, getHitSnippet, getHitTitle } from '../../lib/search/hits.ts'
import type { TextPart } from '../../lib/search/highlight.ts'
import type { SearchHit } from '../../lib/search/types.ts'

/** Highlighted text as React text nodes: matches in <mark>, everything else plain text, never HTML. */
export function Highlighted({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.highlighted ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  )
}

const icons = {
  page: 'M5 2h7l4 4v12H5V2Zm2 2v12h7V7h-3V4H7Z',
  heading: 'M8 3 7.3 7H4v2h3l-.6 3H3v2h3l-.7 4h2l.7-4h3l-.7 4h2l.7-4H16v-2h-2.6l.6-3H17V7h-3.3l.7-4h-2l-.7 4h-3l.7-4H8Zm1 6h3l-.6 3h-3L9 9Z',
  content: 'M7 3h9v2h-2v12h-2V5h-1v12H9v-6a4 4 0 0 1-2-8Z',
}

export function HitIcon({ hit }: { hit: SearchHit }) {
  const level = getHitLevel(hit)
  const d = hit.type === 'content' ? icons.content : level === 'lvl1' ? icons.page : icons.heading
  return (
    <svg className="search-hit-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  )
}

/** A hit's text: its heading, a snippet of its prose, and where it sits (from `pathFrom`). */
export function SearchHitText({ hit, pathFrom = 'lvl2' }: { hit: SearchHit; pathFrom?: 'lvl0' | 'lvl2' }) {
  const snippet = getHitSnippet(hit)
  const path = getHitPath(hit, pathFrom)
  return (
    <span className="search-hit-text">
      <span className="search-hit-title">
        <Highlighted parts={getHitTitle(hit)} />
      </span>
      {snippet && (
        <span className="search-hit-snippet">
          <Highlighted parts={snippet} />
        </span>
      )}
      {path && <span className="search-hit-path">{path}</span>}
    </span>
  )
}
