import { Fragment, type MouseEvent, type ReactNode } from 'react'
import { getHitLevel, getHitPath, getHitSnippet, getHitTitle, isPlainClick, resolveHitUrl, type HitGroup } from '../../lib/search/hits.ts'
import type { TextPart } from '../../lib/search/highlight.ts'
import type { SearchHit } from '../../lib/search/types.ts'

/**
 * How a search hit looks, in the modal and on the /search page alike. Text from records and
 * queries is only ever rendered as React text nodes, never as HTML.
 */

/** Highlighted text: matches in <mark>, everything else plain text. */
function Highlighted({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.highlighted ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  )
}

function Icon({ d, size = 20, outline = false, className }: { d: string; size?: number; outline?: boolean; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      {outline ? <path fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" d={d} /> : <path fill="currentColor" d={d} />}
    </svg>
  )
}

const icons = {
  page: 'M5 2h7l4 4v12H5V2Zm2 2v12h7V7h-3V4H7Z',
  heading: 'M8 3 7.3 7H4v2h3l-.6 3H3v2h3l-.7 4h2l.7-4h3l-.7 4h2l.7-4H16v-2h-2.6l.6-3H17V7h-3.3l.7-4h-2l-.7 4h-3l.7-4H8Zm1 6h3l-.6 3h-3L9 9Z',
  content: 'M7 3h9v2h-2v12h-2V5h-1v12H9v-6a4 4 0 0 1-2-8Z',
  star: 'm10 2.5 2.3 4.9 5.2.6-3.9 3.6 1.1 5.2L10 14.2l-4.7 2.6 1.1-5.2L2.5 8l5.2-.6L10 2.5Z',
  cross: 'm5.4 4 4.6 4.6L14.6 4 16 5.4 11.4 10l4.6 4.6-1.4 1.4-4.6-4.6L5.4 16 4 14.6 8.6 10 4 5.4 5.4 4Z',
}

/** A page, a heading or a paragraph. */
function HitIcon({ hit }: { hit: SearchHit }) {
  const d = hit.type === 'content' ? icons.content : getHitLevel(hit) === 'lvl1' ? icons.page : icons.heading
  return <Icon className="search-hit-icon" d={d} />
}

/** A hit's text: its heading, a snippet of its prose, and where it sits (from `pathFrom`). */
function SearchHitText({ hit, pathFrom = 'lvl2' }: { hit: SearchHit; pathFrom?: 'lvl0' | 'lvl2' }) {
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

/** A link to a hit: a plain click opens it through `onOpen`; modified clicks keep the browser's behaviour (a new tab, a new window). */
export function HitLink({ url, onOpen, className, children }: { url: string; onOpen: () => void; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    onOpen()
  }
  return (
    <a href={resolveHitUrl(url, window.location.origin).href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}

/** A hit in a list (the dialog's and the /search page's alike), with ↵ shown on the row the dialog's arrows reached. */
export function HitRow({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  return (
    <HitLink url={hit.url} className="search-hit" onOpen={onOpen}>
      <HitIcon hit={hit} />
      <SearchHitText hit={hit} />
      <span className="search-hit-enter" aria-hidden="true">↵</span>
    </HitLink>
  )
}

/** The site section and the page title above a page's hits; `link` wraps the title (the /search page links it). */
export function GroupTitle({ group, link = (title) => <span>{title}</span> }: { group: HitGroup; link?: (title: ReactNode) => ReactNode }) {
  return (
    <>
      <span className="search-source-section">{group.section}</span>
      {link(<Highlighted parts={group.title} />)}
    </>
  )
}

/** A button inside a hit row: it must not also select the row, which handles clicks on its whole area. */
function RowButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  const onButtonClick = (event: MouseEvent) => {
    event.preventDefault()
    event.stopPropagation()
    onClick()
  }
  return (
    <button type="button" className="search-hit-button" title={label} aria-label={label} onClick={onButtonClick}>
      {icon}
    </button>
  )
}

type StoredHitActions = Record<'onOpen' | 'onFavorite' | 'onRemove', () => void>

/** A recent or favourite search on the modal's start screen, with its star and remove buttons. */
export function StoredHitRow({ hit, kind, actions }: { hit: SearchHit; kind: 'recent' | 'favorites'; actions: StoredHitActions }) {
  return (
    <div className="search-hit search-hit-stored">
      <HitLink url={hit.url} className="search-hit-link" onOpen={actions.onOpen}>
        <HitIcon hit={hit} />
        <SearchHitText hit={hit} pathFrom="lvl0" />
      </HitLink>
      {kind === 'recent' && <RowButton label="Save this search" icon={<Icon d={icons.star} size={18} outline />} onClick={actions.onFavorite} />}
      <RowButton label={kind === 'recent' ? 'Remove this search from history' : 'Remove this search from favorites'} icon={<Icon d={icons.cross} size={18} />} onClick={actions.onRemove} />
    </div>
  )
}
