import { Component, type ReactNode } from 'react'
import { Link } from 'react-router'
import { site, type NavbarItem } from '../config/site.ts'
import { ColorModeToggle } from './color-mode-toggle.tsx'
import { Dropdown } from './dropdown.tsx'
import { SearchButton } from './search-button.tsx'

/** Shown in place of a navbar item whose config cannot be rendered. */
export function NavbarConfigError({ item, reason }: { item: unknown; reason: string }) {
  return (
    <span className="navbar-config-error" role="alert">
      Navbar item config error ({reason}): <code>{JSON.stringify(item)}</code>
    </span>
  )
}

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

function ItemContent({ item }: { item: NavbarItem }) {
  switch (item.type) {
    case 'link':
      if (item.to) return <Link to={item.to} className="navbar-link" prefetch="intent">{item.label}</Link>
      if (item.href) {
        return (
          <a href={item.href} className="navbar-link" target="_blank" rel="noopener noreferrer">
            {item.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )
      }
      throw new Error('a link item needs "to" or "href"')
    case 'dropdown':
      return (
        <Dropdown label={item.label} href={item.to}>
          {item.items.map((child) => (
            <li key={child.label}>
              {child.to ? (
                <Link to={child.to} className="dropdown-link" prefetch="intent">{child.label}</Link>
              ) : (
                <a href={child.href} className="dropdown-link" target="_blank" rel="noopener noreferrer">{child.label}</a>
              )}
            </li>
          ))}
        </Dropdown>
      )
    case 'docsVersion':
      return (
        <Link to={`${site.docsVersion.path}/${site.docsVersion.mainDocId}`} className="navbar-link" title={`Docs version ${site.docsVersion.label}`}>
          {site.docsVersion.label}
        </Link>
      )
    case 'localeDropdown':
      return <LocaleDropdown />
    case 'search':
      return <SearchButton />
    case 'colorMode':
      return <ColorModeToggle />
    default:
      throw new Error(`unknown type "${String((item as { type?: unknown }).type)}"`)
  }
}

function LocaleDropdown() {
  const locales = Object.entries(site.locales)
  const current = site.locales[site.defaultLocale]
  return (
    <Dropdown label={current.label}>
      {locales.map(([key, locale]) => (
        <li key={key}>
          <a href="/" className="dropdown-link" lang={locale.htmlLang} aria-current={key === site.defaultLocale ? 'true' : undefined}>
            {locale.label}
          </a>
        </li>
      ))}
    </Dropdown>
  )
}

/** One navbar item from the typed config; a bad config shows an error naming the item instead of breaking the page. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  return (
    <ItemBoundary item={item}>
      <ItemContent item={item} />
    </ItemBoundary>
  )
}
