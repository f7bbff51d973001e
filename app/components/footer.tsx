import { Link } from 'react-router'
import { site } from '../config/site.ts'
import { getProviderInfo } from '../lib/search/config.ts'

/**
 * The year comes from a build-time constant (vite.config.ts `define`): computing it in the
 * browser could disagree with the prerendered HTML and break hydration around New Year.
 */
const buildYear = __BUILD_YEAR__

export function Footer() {
  return (
    <footer className="footer">
      {/* One landmark for the footer's links: a landmark per column would repeat names the page's own navigation has ("Docs"). */}
      <nav className="footer-inner" aria-label="Footer">
        {site.footer.links.map((column) => (
          <div key={column.title} className="footer-column">
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  {'to' in item && item.to ? (
                    <Link to={item.to}>{item.label}</Link>
                  ) : (
                    <a href={'href' in item ? item.href : undefined} target="_blank" rel="noopener noreferrer">
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="footer-bottom">
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
