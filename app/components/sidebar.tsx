import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import type { SidebarNode } from '../content/types.ts'
import { normalizePathname } from '../lib/pathname.ts'
import { intentPrefetch } from '../lib/prefetch.ts'
import { containsRoute, isPartial, loadFullSidebar } from '../lib/sidebar-tree.ts'

/** Animation length for a collapse: longer for taller content, never sluggish. */
export function getCollapseDuration(height: number): number {
  const constant = height / 36
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10)
}

type Category = Extract<SidebarNode, { type: 'category' }>

// Links render with discover="none": every route is in the initial manifest (ssr: false), so
// React Router's `data-discover` attribute would only add weight to each of the sidebar's links.

/** Asks the tree for the full sidebar, for a category whose items the page's HTML left out. */
const FullSidebar = createContext<{ request: () => void; failed: boolean }>({ request: () => {}, failed: false })

function CategoryItems({ node, level }: { node: Category; level: number }) {
  const { failed } = useContext(FullSidebar)
  if (node.partial) {
    return (
      <li className="sidebar-note" role="status">
        {failed ? (
          <>
            The list could not be loaded. <Link to={node.firstHref ?? '/docs'}>Open its first page</Link>.
          </>
        ) : (
          'Loading…'
        )}
      </li>
    )
  }
  return node.items.map((child, i) => <SidebarEntry key={`${child.label}-${i}`} node={child} level={level + 1} />)
}

function CategoryView({ node, level }: { node: Category; level: number }) {
  const location = useLocation()
  const active = containsRoute(node, normalizePathname(location.pathname))
  const [expanded, setExpanded] = useState(() => !node.collapsed || active)
  const list = useRef<HTMLUListElement>(null)
  const { request } = useContext(FullSidebar)

  // Arriving at a page inside a collapsed category opens it (once the full sidebar shows it there).
  useEffect(() => {
    if (active) setExpanded(true)
  }, [active])

  // Collapsing animates the height from the content's height to zero (or back), for a duration
  // that grows with that height, ease-in-out; the list is hidden once the animation ends.
  const toggle = () => {
    const el = list.current
    const next = !expanded
    if (next && node.partial) {
      request()
      setExpanded(true)
      return
    }
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (el && typeof el.animate === 'function' && !still) {
      el.hidden = false
      const height = el.scrollHeight
      el.dataset.animating = ''
      const animation = el.animate(
        { height: next ? ['0px', `${height}px`] : [`${height}px`, '0px'] },
        { duration: getCollapseDuration(height), easing: 'ease-in-out' },
      )
      animation.onfinish = animation.oncancel = () => {
        delete el.dataset.animating
        el.hidden = !next
        if (!next) setExpanded(false)
      }
      if (!next) return
    }
    setExpanded(next)
  }

  const label = node.href ? (
    <NavLink to={node.href} end className="sidebar-link sidebar-category-link" prefetch={intentPrefetch()} discover="none">
      {node.label}
    </NavLink>
  ) : node.firstHref ? (
    <Link to={node.firstHref} className="sidebar-link sidebar-category-link" prefetch={intentPrefetch()} discover="none">
      {node.label}
    </Link>
  ) : (
    <span className="sidebar-link sidebar-category-label">{node.label}</span>
  )

  return (
    <li className="sidebar-category" data-level={level}>
      <div className="sidebar-category-row" data-active={active ? '' : undefined}>
        {label}
        <button
          type="button"
          className="sidebar-caret"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${node.label}'`}
          onClick={toggle}
        />
      </div>
      {/* A collapsed category whose items the page left out has no list at all. */}
      {(expanded || !node.partial) && (
        <ul ref={list} className="sidebar-list" hidden={!expanded}>
          <CategoryItems node={node} level={level} />
        </ul>
      )}
    </li>
  )
}

function SidebarEntry({ node, level }: { node: SidebarNode; level: number }) {
  if (node.type === 'category') return <CategoryView node={node} level={level} />
  return (
    <li>
      <NavLink to={node.href} end className="sidebar-link" prefetch={intentPrefetch()} discover="none">
        {node.label}
        {node.badge && <span className={`badge badge-${node.badge} sidebar-badge`}>{node.badge}</span>}
      </NavLink>
    </li>
  )
}

/**
 * The docs sidebar. Guide categories start expanded; the API reference's families start collapsed
 * unless the page is in one, and the page's HTML carries only that one's links (`pruneSidebar`).
 * The rest comes from the full sidebar, fetched once, when a reader expands a family or follows a
 * link into one. A reader can collapse any category by hand.
 */
export function SidebarTree({ nodes }: { nodes: SidebarNode[] }) {
  const [full, setFull] = useState<{ of: SidebarNode[]; nodes: SidebarNode[] } | null>(null)
  const [failed, setFailed] = useState(false)
  const path = normalizePathname(useLocation().pathname)
  // The fetched tree completes the sidebar it was fetched for: new data (a save in `npm run dev`) drops it.
  const shown = full?.of === nodes ? full.nodes : nodes

  const request = () => {
    setFailed(false)
    loadFullSidebar(nodes).then(
      (tree) => setFull({ of: nodes, nodes: tree }),
      () => setFailed(true),
    )
  }
  // A page whose link the sidebar left out (reached from a link in the text, or back and forth).
  const missing = isPartial(shown) && !shown.some((node) => containsRoute(node, path))
  useEffect(() => {
    if (missing) request()
    // `request` changes with `nodes` only, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, nodes])

  return (
    <FullSidebar.Provider value={{ request, failed }}>
      <ul className="sidebar-list sidebar-root">
        {shown.map((node, i) => (
          <SidebarEntry key={`${node.label}-${i}`} node={node} level={1} />
        ))}
      </ul>
    </FullSidebar.Provider>
  )
}
