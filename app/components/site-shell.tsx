import type { ReactNode } from 'react'
import { AnnouncementBar } from './announcement-bar.tsx'
import { Footer } from './footer.tsx'
import { Navbar } from './navbar.tsx'
import { RouteProgressBar } from './progress-bar.tsx'

/** The id of the page's <main>: the skip link's target, and what the document's first paint waits for (root.tsx). */
export const mainId = 'main'

/** The chrome around every page: skip link, announcement, navbar, main content, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href={`#${mainId}`} className="skip-link">
        Skip to main content
      </a>
      <RouteProgressBar />
      <AnnouncementBar />
      <Navbar />
      <main id={mainId} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </>
  )
}
