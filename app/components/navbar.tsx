import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { site, type NavbarItem } from '../config/site.ts'
import type { BlogSidebarYear, SidebarNode } from '../content/types.ts'
import { BlogPostsNav } from './blog-posts-nav.tsx'
import { NavbarDrawer, type SecondaryMenu } from './navbar-drawer.tsx'
import { NavbarItemView } from './navbar-item.tsx'
import { SidebarTree } from './sidebar.tsx'

/** Where the navbar shows all its items (app.css: at 996 px and below, the drawer holds them). */
export const desktopQuery = '(min-width: 997px)'

/** Hides the navbar while the reader scrolls down and brings it back on the way up. */
function useHideOnScroll(): [boolean, (hidden: boolean) => void] {
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
  return [hidden, setHidden]
}

export function Navbar() {
  const items = site.navbar as readonly NavbarItem[]
  const [drawerOpen, setDrawerOpen] = useState(false)
  const location = useLocation()
  const docs = useRouteLoaderData('routes/docs-layout') as { sidebar: SidebarNode[] } | undefined
  const blog = useRouteLoaderData('routes/blog-layout') as { years: BlogSidebarYear[] } | undefined
  const secondaryMenu: SecondaryMenu | null = docs
    ? { label: 'Docs sidebar', content: <SidebarTree nodes={docs.sidebar} /> }
    : blog
      ? { label: 'Blog posts', content: <BlogPostsNav years={blog.years} /> }
      : null
  const [hidden, setHidden] = useHideOnScroll()
  const toggleRef = useRef<HTMLButtonElement>(null)

  // The drawer is forced closed on every route change and whenever the layout becomes desktop.
  useEffect(() => setDrawerOpen(false), [location.pathname])
  useEffect(() => {
    const media = window.matchMedia(desktopQuery)
    // The state the event reports, not the query's now: the layout may have changed back since.
    const onChange = (event: MediaQueryListEvent) => event.matches && setDrawerOpen(false)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false)
    toggleRef.current?.focus()
  }, [])

  // The drawer sits outside the header: the header's backdrop filter and transform would
  // otherwise become the containing block of the fixed drawer and clip it to the navbar's height.
  return (
    <>
      {/* A keyboard reader tabbing into a hidden navbar brings it back. */}
      <header className="navbar" data-hidden={hidden && !drawerOpen ? '' : undefined} onFocus={() => setHidden(false)}>
        <nav className="navbar-inner" aria-label="Main">
          <button
            ref={toggleRef}
            type="button"
            className="icon-button navbar-toggle"
            aria-label="Open navigation menu"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? 'navbar-drawer' : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
            </svg>
          </button>
          {/* Named by its label, since narrow screens hide the text and leave only the logo. */}
          <Link to="/" className="navbar-brand" aria-label={site.title}>
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
      </header>
      {drawerOpen && <NavbarDrawer items={items} secondaryMenu={secondaryMenu} onClose={closeDrawer} />}
    </>
  )
}
