import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { site, type NavbarItem } from '../config/site.ts'
import type { SidebarNode } from '../content/types.ts'
import { NavbarItemView } from './navbar-item.tsx'
import { SidebarTree } from './sidebar.tsx'

const desktopQuery = '(min-width: 997px)'

/** Hides the navbar while the reader scrolls down and brings it back on the way up. */
function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false)
  const last = useRef(0)
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY
      if (Math.abs(y - last.current) < 8) return
      setHidden(y > last.current && y > 120)
      last.current = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return hidden
}

export function Navbar() {
  const items = site.navbar as readonly NavbarItem[]
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [secondary, setSecondary] = useState(true)
  const location = useLocation()
  const docs = useRouteLoaderData('routes/docs-layout') as { sidebar: SidebarNode[] } | undefined
  const hidden = useHideOnScroll()

  // The drawer closes on every route change and whenever the layout becomes desktop.
  useEffect(() => setDrawerOpen(false), [location.pathname])
  useEffect(() => {
    const media = window.matchMedia(desktopQuery)
    const onChange = () => media.matches && setDrawerOpen(false)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
  useEffect(() => {
    if (drawerOpen) setSecondary(Boolean(docs))
    document.body.style.overflow = drawerOpen ? 'hidden' : ''
  }, [drawerOpen, docs])

  return (
    <header className="navbar" data-hidden={hidden && !drawerOpen ? '' : undefined}>
      <nav className="navbar-inner" aria-label="Main">
        <button
          type="button"
          className="icon-button navbar-toggle"
          aria-label="Open navigation menu"
          aria-expanded={drawerOpen}
          aria-controls="navbar-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          </svg>
        </button>
        <Link to="/" className="navbar-brand">
          <img src="/img/logo.svg" alt="" width="28" height="28" />
          <span>{site.title}</span>
        </Link>
        <div className="navbar-items navbar-left">
          {items.filter((i) => i.position === 'left').map((item, i) => <NavbarItemView key={i} item={item} />)}
        </div>
        <div className="navbar-items navbar-right">
          {items.filter((i) => i.position === 'right').map((item, i) => (
            <div key={i} className={`navbar-slot navbar-slot-${item.type}`}>
              <NavbarItemView item={item} />
            </div>
          ))}
        </div>
      </nav>
      {drawerOpen && (
        <div className="drawer-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      )}
      <div id="navbar-drawer" className="drawer" data-open={drawerOpen ? '' : undefined} hidden={!drawerOpen} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="drawer-header">
          <Link to="/" className="navbar-brand">{site.title}</Link>
          <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={() => setDrawerOpen(false)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z" />
            </svg>
          </button>
        </div>
        {!drawerOpen ? null : docs && secondary ? (
          <div className="drawer-secondary">
            <button type="button" className="drawer-back" onClick={() => setSecondary(false)}>
              ← Back to main menu
            </button>
            <SidebarTree nodes={docs.sidebar} />
          </div>
        ) : (
          <ul className="drawer-menu">
            {items.filter((i) => i.type === 'link' || i.type === 'dropdown').map((item, i) => (
              <li key={i}>
                {item.type === 'dropdown' ? (
                  <>
                    <span className="drawer-heading">{item.label}</span>
                    <ul>
                      {item.items.map((child) => (
                        <li key={child.label}>
                          {child.to ? <Link to={child.to}>{child.label}</Link> : <a href={child.href} target="_blank" rel="noopener noreferrer">{child.label}</a>}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : item.type === 'link' && item.to ? (
                  <Link to={item.to}>{item.label}</Link>
                ) : item.type === 'link' ? (
                  <a href={item.href} target="_blank" rel="noopener noreferrer">{item.label}</a>
                ) : null}
              </li>
            ))}
            {docs && (
              <li>
                <button type="button" className="drawer-back" onClick={() => setSecondary(true)}>
                  Docs sidebar →
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
    </header>
  )
}
