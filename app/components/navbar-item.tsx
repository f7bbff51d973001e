import { Component, type ReactNode } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { navbarItemTypes, site, type NavbarItem } from '../config/site.ts'
import { savePreferredDocsVersion } from '../lib/docs-preferred-version.ts'
import { normalizePathname } from '../lib/pathname.ts'
import { intentPrefetch } from '../lib/prefetch.ts'
import { ColorModeToggle } from './color-mode-toggle.tsx'
import { Dropdown } from './dropdown.tsx'
import { SearchButton } from './search-button.tsx'

/** Shown in place of a navbar item whose config cannot be rendered; quotes the config to fix. */
export function NavbarConfigError({ item, reason }: { item: unknown; reason: string }) {
  let config: string
  try {
    config = JSON.stringify(item) ?? String(item)
  } catch {
    config = String(item)
  }
  return (
    <span className="navbar-config-error" role="alert">
      Navbar item config error ({reason}) in app/config/site.ts: <code>{config}</code>
    </span>
  )
}

const hasTarget = (value: { to?: unknown; href?: unknown }) => typeof value.to === 'string' || typeof value.href === 'string'

/**
 * What is wrong with a navbar item's shape, or null when it can be rendered. Checked before
 * rendering so the prerendered HTML shows the error too (error boundaries only work in the browser).
 */
export function getNavbarItemProblem(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return 'an item must be an object'
  const { type } = item as { type?: unknown }
  if (typeof type !== 'string' || !(navbarItemTypes as readonly string[]).includes(type)) {
    return `unknown type ${JSON.stringify(type) ?? 'undefined'}; use one of ${navbarItemTypes.join(', ')}`
  }
  if (type === 'link' && !hasTarget(item as { to?: unknown; href?: unknown })) return 'a link item needs "to" or "href"'
  if (type === 'dropdown') {
    const { items } = item as { items?: unknown }
    if (!Array.isArray(items)) return 'a dropdown item needs an "items" array'
    const bad = items.findIndex((child) => typeof child !== 'object' || child === null || !hasTarget(child))
    if (bad !== -1) return `dropdown entry ${bad} needs "to" or "href"`
  }
  return null
}

/** Catches what the shape check cannot foresee (a label that React cannot render, say). */
class ItemBoundary extends Component<{ item: unknown; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    if (this.state.error) return <NavbarConfigError item={this.props.item} reason={this.state.error.message} />
    return this.props.children
  }
}

function ExternalLink({ href, label, className }: { href: string; label: string; className: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function ItemContent({ item }: { item: NavbarItem }) {
  switch (item.type) {
    case 'link':
      if (item.to) return <Link to={item.to} className="navbar-link" prefetch={intentPrefetch()}>{item.label}</Link>
      return <ExternalLink href={item.href ?? ''} label={item.label} className="navbar-link" />
    case 'dropdown':
      return (
        <Dropdown label={item.label} href={item.to}>
          {item.items.map((child) => (
            <li key={child.label}>
              {child.to ? (
                <Link to={child.to} className="dropdown-link" prefetch={intentPrefetch()}>{child.label}</Link>
              ) : (
                <ExternalLink href={child.href ?? ''} label={child.label} className="dropdown-link" />
              )}
            </li>
          ))}
        </Dropdown>
      )
    case 'docsVersion':
      return (
        <Link
          to={`${site.docsVersion.path}/${site.docsVersion.mainDocId}`}
          className="navbar-link"
          aria-label={`Docs version: ${site.docsVersion.label}`}
          onClick={() => savePreferredDocsVersion(site.docsVersion.name)}
        >
          {site.docsVersion.label}
        </Link>
      )
    case 'localeDropdown':
      return <LocaleDropdown />
    case 'search':
      return <SearchButton />
    case 'colorMode':
      return <ColorModeToggle />
  }
}

/** English is the only locale; each entry keeps the reader on the same page in that locale. */
function LocaleDropdown() {
  const { pathname } = useLocation()
  // The not-found page has no counterpart in another locale: offer that locale's home instead.
  const notFound = useMatches().some((match) => match.id === 'routes/not-found')
  const page = notFound ? '/' : normalizePathname(pathname)
  const current = site.locales[site.defaultLocale]
  return (
    <Dropdown label={current.label}>
      {Object.entries(site.locales).map(([key, locale]) => {
        const prefix = key === site.defaultLocale ? '' : `/${locale.path}`
        return (
          <li key={key}>
            <Link to={`${prefix}${page}`} className="dropdown-link" lang={locale.htmlLang} aria-current={key === site.defaultLocale ? 'true' : undefined}>
              {locale.label}
            </Link>
          </li>
        )
      })}
    </Dropdown>
  )
}

/** One navbar item from the typed config; a bad config shows an error quoting the item instead of breaking the page. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  const problem = getNavbarItemProblem(item)
  if (problem) return <NavbarConfigError item={item} reason={problem} />
  return (
    <ItemBoundary item={item}>
      <ItemContent item={item} />
    </ItemBoundary>
  )
}
