import type { ReactNode } from 'react'
import { AnnouncementBar } from './announcement-bar.tsx'
import { Footer } from './footer.tsx'
import { Navbar } from './navbar.tsx'
import { RouteProgressBar } from './progress-bar.tsx'

/** The chrome around every page: skip link, announcement, navbar, main content, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link absolute -top-12 left-2 z-100 rounded-md border-2 border-accent bg-bg px-4 py-2 focus:top-2">
        Skip to main content
      </a>
      <RouteProgressBar />
      <AnnouncementBar />
      <Navbar />
      <main id="main" tabIndex={-1} className="w-full flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </>
  )
}
