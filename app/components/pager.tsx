import { Link } from 'react-router'
import type { PageLink } from '../content/types.ts'
import { intentPrefetch } from '../lib/prefetch.ts'

function PagerLink({ link, label, side }: { link: PageLink | null; label: string; side: 'previous' | 'next' }) {
  if (!link) return <span />
  return (
    <Link to={link.route} className={`pager-link pager-${side}`} prefetch={intentPrefetch()}>
      <span className="pager-label">{label}</span>
      <span className="pager-title">{link.title}</span>
    </Link>
  )
}

interface PagerProps {
  /** The navigation's accessible name: `Docs pages`, `Blog posts`. */
  name: string
  previous: PageLink | null
  next: PageLink | null
  previousLabel?: string
  nextLabel?: string
}

/** The links to the previous and next page at the foot of a docs page or blog post. */
export function Pager({ name, previous, next, previousLabel = 'Previous', nextLabel = 'Next' }: PagerProps) {
  if (!previous && !next) return null
  return (
    <nav className="pager" aria-label={name}>
      <PagerLink link={previous} label={previousLabel} side="previous" />
      <PagerLink link={next} label={nextLabel} side="next" />
    </nav>
  )
}

/** The page's footer: a link to its source on GitHub, when it has one. */
export function EditFooter({ url }: { url: string | null }) {
  return (
    <footer className="doc-footer">
      {url && (
        <a href={url} className="edit-link" target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
    </footer>
  )
}
