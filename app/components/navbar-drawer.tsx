import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { site, type NavbarItem } from '../config/site.ts'
import { intentPrefetch } from '../lib/prefetch.ts'

function MenuLink({ to, href, label }: { to?: string; href?: string; label: string }) {
  if (to) return <Link to={to} prefetch={intentPrefetch()}>{label}</Link>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** The section's own menu: the docs sidebar on docs pages, the list of posts on blog pages. */
export interface SecondaryMenu {
  label: string
  content: ReactNode
}

/**
 * The mobile navigation drawer (≤ 996 px). Where the page has a secondary menu (docs, blog) it opens
 * on that, with a button back to the main menu; elsewhere it shows the main menu only.
 */
export function NavbarDrawer({ items, secondaryMenu, onClose }: { items: readonly NavbarItem[]; secondaryMenu: SecondaryMenu | null; onClose: () => void }) {
  const [secondary, setSecondary] = useState(secondaryMenu !== null)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('.drawer-close')?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = ''
    }
  }, [onClose])

  const menu = items.filter((item) => item.type === 'link' || item.type === 'dropdown')
  return (
    <>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={ref} id="navbar-drawer" className="drawer" role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="drawer-header">
          <Link to="/" className="navbar-brand">{site.title}</Link>
          <button type="button" className="icon-button drawer-close" aria-label="Close navigation menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z" />
            </svg>
          </button>
        </div>
        {secondaryMenu && secondary ? (
          <nav className="drawer-secondary" aria-label={secondaryMenu.label}>
            <button type="button" className="drawer-back" onClick={() => setSecondary(false)}>
              <span aria-hidden="true">← </span>Back to main menu
            </button>
            {secondaryMenu.content}
          </nav>
        ) : (
          <nav aria-label="Main menu">
            <ul className="drawer-menu">
              {menu.map((item, i) => (
                <li key={i}>
                  {item.type === 'dropdown' ? (
                    <>
                      <span className="drawer-heading">{item.label}</span>
                      <ul>
                        {item.items.map((child) => (
                          <li key={child.label}>
                            <MenuLink {...child} />
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    item.type === 'link' && <MenuLink {...item} />
                  )}
                </li>
              ))}
              {secondaryMenu && (
                <li>
                  <button type="button" className="drawer-back" onClick={() => setSecondary(true)}>
                    {secondaryMenu.label}<span aria-hidden="true"> →</span>
                  </button>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </>
  )
}
