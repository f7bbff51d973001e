import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { intentPrefetch } from '../lib/prefetch.ts'

/** One side of a pager: where it leads, the small label above its title, and the title. */
export interface PagerLink {
  to: string
  label: ReactNode
  title: ReactNode
}

/**
 * The links at the foot of a page to the one before and the one after it in reading order: docs
 * pages, posts, pages of the blog's list. An empty side keeps its place, so the next link stays on
 * the right. Nothing when there is neither.
 */
export function Pager({ label, previous, next }: { label: string; previous: PagerLink | null; next: PagerLink | null }) {
  if (!previous && !next) return null
  const side = (link: PagerLink | null, rel: 'prev' | 'next') =>
    link ? (
      <Link to={link.to} className={`pager-link ${rel === 'prev' ? 'pager-previous' : 'pager-next'}`} rel={rel} prefetch={intentPrefetch()}>
        <span className="pager-label">{link.label}</span>
        <span className="pager-title">{link.title}</span>
      </Link>
    ) : (
      <span />
    )
  return (
    <nav className="pager" aria-label={label}>
      {side(previous, 'prev')}
      {side(next, 'next')}
    </nav>
  )
}
