import { Component, type ReactNode } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { site, type NavbarItem } from '../config/site.ts'
import { savePreferredDocsVersion } from '../lib/docs-preferred-version.ts'
import { normalizePathname } from '../lib/pathname.ts'
import { intentPrefetch } from '../lib/prefetch.ts'
import { ColorModeToggle } from './color-mode-toggle.tsx'
import { Dropdown } from './dropdown.tsx'
import { SearchButton } from './search-button.tsx'

/** Shown in place of a navbar item whose config cannot be rendered; quotes the config to fix. */
function NavbarConfigError({ item, reason }: { item: unknown; reason: string }) {
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

/**
 * Catches an item that fails to render in the browser (a label React cannot render, say). The
 * config's shape is checked once, by the content build (`checkNavbar`), and typed by `satisfies`.
 */
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

/**
 * Whether the open page is `to` (`'page'`) or in its section, the first segment of its path
 * (`'true'`): Blog stays marked on every post, Docs on every docs page. For `aria-current`.
 */
function useCurrent(to: string | undefined): 'page' | 'true' | undefined {
  const pathname = normalizePathname(useLocation().pathname)
  if (!to) return undefined
  if (pathname === normalizePathname(to)) return 'page'
  const section = to.split('/')[1]
  return section && pathname.split('/')[1] === section ? 'true' : undefined
}

function ItemContent({ item }: { item: NavbarItem }) {
  const current = useCurrent(item.type === 'link' || item.type === 'dropdown' ? item.to : undefined)
  switch (item.type) {
    case 'link':
      if (item.to) return <Link to={item.to} className="navbar-link" aria-current={current} prefetch={intentPrefetch()}>{item.label}</Link>
      return <ExternalLink href={item.href ?? ''} label={item.label} className="navbar-link" />
    case 'dropdown':
      return (
        <Dropdown label={item.label} href={item.to} current={current}>
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

/** One navbar item from the typed config; one that fails to render shows an error quoting it instead of breaking the page. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  return (
    <ItemBoundary item={item}>
      <ItemContent item={item} />
    </ItemBoundary>
  )
}
