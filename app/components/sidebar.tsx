import { memo, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { SidebarNode } from '../content/types.ts'
import { normalizePathname } from '../lib/pathname.ts'
import { intentPrefetch } from '../lib/prefetch.ts'
import { fetchJson } from '../lib/page-data.ts'
import { containsRoute } from '../lib/sidebar-tree.ts'
import { docsSidebarPath } from '../content/routes.ts'
import { CurrentLink } from './current-link.tsx'

/** Animation length for a collapse: longer for taller content, never sluggish. */
export function getCollapseDuration(height: number): number {
  const constant = height / 36
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10)
}

type Category = Extract<SidebarNode, { type: 'category' }>
/** `more` asks the tree for the full sidebar, for a category whose items the page's HTML left out. */
type Props = { level: number; more: () => void }

function CategoryView({ node, level, more }: Props & { node: Category }) {
  const location = useLocation()
  const active = containsRoute(node, normalizePathname(location.pathname))
  const [expanded, setExpanded] = useState(() => !node.collapsed || active)
  const list = useRef<HTMLUListElement>(null)

  // Arriving at a page inside a collapsed category opens it (once the full sidebar shows it there).
  useEffect(() => {
    if (active) setExpanded(true)
  }, [active])

  // Collapsing animates the height from the content's height to zero (or back), for a duration
  // that grows with that height, ease-in-out; the list is hidden once the animation ends.
  const toggle = () => {
    const el = list.current
    const next = !expanded
    if (next && node.partial) more()
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

  return (
    <li className="sidebar-category" data-level={level}>
      <div className="sidebar-category-row" data-active={active ? '' : undefined}>
        {/* A category without a page of its own links to its first item. */}
        {node.href ? (
          <CurrentLink to={node.href} className="sidebar-link sidebar-category-link">
            {node.label}
          </CurrentLink>
        ) : node.firstHref ? (
          <Link to={node.firstHref} className="sidebar-link sidebar-category-link" prefetch={intentPrefetch()}>
            {node.label}
          </Link>
        ) : (
          <span className="sidebar-link sidebar-category-label">{node.label}</span>
        )}
        <button
          type="button"
          className="sidebar-caret"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${node.label}'`}
          onClick={toggle}
        />
      </div>
      {/* A category whose items the page left out has no list until they arrive. */}
      {!node.partial && (
        <ul ref={list} className="sidebar-list" hidden={!expanded}>
          {node.items.map((child, i) => (
            <SidebarEntry key={`${child.label}-${i}`} node={child} level={level + 1} more={more} />
          ))}
        </ul>
      )}
    </li>
  )
}

function SidebarEntry({ node, level, more }: Props & { node: SidebarNode }) {
  if (node.type === 'category') return <CategoryView node={node} level={level} more={more} />
  return (
    <li>
      <CurrentLink to={node.href} className="sidebar-link">
        {node.label}
        {node.badge && <span className={`badge badge-${node.badge} sidebar-badge`}>{node.badge}</span>}
      </CurrentLink>
    </li>
  )
}

/**
 * The docs sidebar. Guide categories start expanded; the API reference's families start collapsed
 * unless the page is in one, and the page's HTML carries only that one's links (`pruneSidebar`).
 * The rest comes from the full sidebar, fetched once, when a reader expands a family or arrives at
 * a page the sidebar left out. A reader can collapse any category by hand. Memoised: a data load
 * that leaves the sidebar as it was (the same object, see app/lib/page-data.ts) renders no
 * category again.
 */
export const SidebarTree = memo(function SidebarTree({ nodes }: { nodes: SidebarNode[] }) {
  const [full, setFull] = useState<SidebarNode[] | null>(null)
  const path = normalizePathname(useLocation().pathname)
  const shown = full ?? nodes
  // Failing, it tries again at the next request; the partial sidebar still leads everywhere.
  const more = () => void fetchJson<SidebarNode[]>(docsSidebarPath).then(setFull, () => {})
  const missing = !full && !nodes.some((node) => containsRoute(node, path))
  useEffect(() => {
    if (missing) more()
  }, [missing])

  return (
    <ul className="sidebar-list sidebar-root">
      {shown.map((node, i) => (
        <SidebarEntry key={`${node.label}-${i}`} node={node} level={1} more={more} />
      ))}
    </ul>
  )
})
