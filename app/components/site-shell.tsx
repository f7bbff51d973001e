import type { ReactNode } from 'react'
import { AnnouncementBar } from './announcement-bar.tsx'
import { Footer } from './footer.tsx'
import { Navbar } from './navbar.tsx'
import { RouteProgressBar } from './progress-bar.tsx'

/** The chrome around every page: skip link, announcement, navbar, main content, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <RouteProgressBar />
      <AnnouncementBar />
      <Navbar />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </>
  )
}
