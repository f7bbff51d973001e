import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { normalizePathname } from '../lib/pathname.ts'
import { intentPrefetch } from '../lib/prefetch.ts'

/**
 * A link marked `active` and `aria-current="page"` while its route is the open page: NavLink's
 * markup for `end` links, for long lists (the docs sidebar, the blog's posts), with the one path
 * rule (`normalizePathname`) so `/showcase/` and `/docs/x` compare as the site writes them.
 */
export function CurrentLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const active = normalizePathname(useLocation().pathname) === to
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ') || undefined
  return (
    <Link to={to} className={classes} aria-current={active ? 'page' : undefined} prefetch={intentPrefetch()}>
      {children}
    </Link>
  )
}
