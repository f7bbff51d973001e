import { useContext, useState, type ReactNode } from 'react'
import { Link, UNSAFE_RouteContext as RouteContext, useLocation } from 'react-router'
import { normalizePathname } from '../lib/pathname.ts'
import { intentPrefetch } from '../lib/prefetch.ts'

/**
 * A link marked `active` and `aria-current="page"` while its route is the open page: NavLink's
 * markup for `end` links, for long lists (the docs sidebar, the blog's posts). NavLink also renders
 * again on every change of the router's state (each data load, even one that changes nothing it
 * shows); this one only when the location changes. Put lists of them in a StillLinks.
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

/**
 * Keeps a long, memoised list of links (with absolute `to`s) from rendering again while the router
 * loads data: every Link reads the route context, which React Router makes anew on each change of
 * its state, so a save in `npm run dev` that changed only the open page would render the hundreds
 * of docs sidebar links again (most of the time from save to screen). The list keeps the context
 * of its first render, which only resolves relative links (it has none); the location still
 * updates it on navigation.
 */
export function StillLinks({ children }: { children: ReactNode }) {
  const current = useContext(RouteContext)
  const [first] = useState(current)
  return <RouteContext.Provider value={first}>{children}</RouteContext.Provider>
}
