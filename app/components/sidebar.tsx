import { memo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { SidebarNode } from '../content/types.ts'
import { normalizePathname } from '../lib/pathname.ts'
import { CurrentLink, StillLinks } from './current-link.tsx'

/** Animation length for a collapse: longer for taller content, never sluggish. */
export function getCollapseDuration(height: number): number {
  const constant = height / 36
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10)
}

function containsRoute(node: SidebarNode, path: string): boolean {
  if (node.type === 'link') return node.href === path
  return node.href === path || node.items.some((child) => containsRoute(child, path))
}

function Category({ node, level }: { node: Extract<SidebarNode, { type: 'category' }>; level: number }) {
  const [expanded, setExpanded] = useState(true)
  const list = useRef<HTMLUListElement>(null)
  const location = useLocation()
  const active = containsRoute(node, normalizePathname(location.pathname))

  // Collapsing animates the height from the content's height to zero (or back), for a duration
  // that grows with that height, ease-in-out; the list is hidden once the animation ends.
  const toggle = () => {
    const el = list.current
    const next = !expanded
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
        {node.href ? (
          <CurrentLink to={node.href} className="sidebar-link sidebar-category-link">
            {node.label}
          </CurrentLink>
        ) : (
          <span className="sidebar-link sidebar-category-label">{node.label}</span>
        )}
        <button
          type="button"
          className="sidebar-caret"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${node.label}'`}
          onClick={toggle}
        >
          <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
            <path d="M0 0l5 6 5-6z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <ul ref={list} className="sidebar-list" hidden={!expanded}>
        {node.items.map((child, i) => (
          <SidebarEntry key={`${child.label}-${i}`} node={child} level={level + 1} />
        ))}
      </ul>
    </li>
  )
}

function SidebarEntry({ node, level }: { node: SidebarNode; level: number }) {
  if (node.type === 'category') return <Category node={node} level={level} />
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
 * The docs sidebar: every category starts expanded; a reader can collapse one by hand. Memoised,
 * so a data load that leaves the sidebar as it was (a save in `npm run dev` that changed only the
 * open page) renders none of it again.
 */
export const SidebarTree = memo(function SidebarTree({ nodes }: { nodes: SidebarNode[] }) {
  return (
    <StillLinks>
      <ul className="sidebar-list sidebar-root">
        {nodes.map((node, i) => (
          <SidebarEntry key={`${node.label}-${i}`} node={node} level={1} />
        ))}
      </ul>
    </StillLinks>
  )
})
