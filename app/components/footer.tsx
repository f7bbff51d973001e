import { Link } from 'react-router'
import { site } from '../config/site.ts'
import { getProviderInfo } from '../lib/search/config.ts'

/**
 * The year comes from a build-time constant (vite.config.ts `define`): computing it in the
 * browser could disagree with the prerendered HTML and break hydration around New Year.
 */
const buildYear = __BUILD_YEAR__

const linkClass = 'text-footer-fg no-underline hover:text-white hover:underline'

export function Footer() {
  return (
    <footer className="bg-footer-bg px-5 pt-10 pb-6 text-[0.925rem] text-footer-fg">
      <div className="mx-auto flex max-w-[70rem] flex-wrap gap-12">
        {site.footer.links.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-2 font-bold text-white">{column.title}</h2>
            <ul className="space-y-[0.3rem]">
              {column.items.map((item) => (
                <li key={item.label}>
                  {'to' in item && item.to ? (
                    <Link to={item.to} className={linkClass}>{item.label}</Link>
                  ) : (
                    <a href={'href' in item ? item.href : undefined} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom mx-auto mt-8 max-w-[70rem] text-center text-footer-muted">
        <p>
          Copyright © {buildYear} {site.footer.copyrightHolder}
        </p>
        <p className="footer-search-by">
          Search by <span data-testid="search-provider">{getProviderInfo().name}</span>
        </p>
      </div>
    </footer>
  )
}
