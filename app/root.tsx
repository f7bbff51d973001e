import { useContext, useEffect, useState, type ReactNode } from 'react'
import { Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useLocation, useNavigate, useRevalidator, useRouteError } from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { CrashView, LoadErrorView, LoadingView, NotFoundView } from './components/error-views.tsx'
import { LiveContent } from './components/live-content.tsx'
import { desktopQuery } from './components/navbar.tsx'
import { mainId, SiteShell } from './components/site-shell.tsx'
import { site } from './config/site.ts'
import { blogFeedPaths } from './content/routes.ts'
import { clearReloadGuard, reloadOnce } from './lib/load-errors.ts'
import { normalizePathname } from './lib/pathname.ts'
import { prefetchOnIntent } from './lib/page-data.ts'
import { classifyRouteError } from './lib/route-errors.ts'
import { StylesheetTextContext } from './lib/stylesheet-text.ts'
import { themeScript } from './lib/theme-script.ts'

// `npm run dev`: Vite shows a save of the stylesheet by putting a new `<link>` in place of the old.
// So that React never needs the old one, the link is a stylesheet resource (`precedence`), which
// React places and keeps itself: as an ordinary element, React inserted a changed tag of the head
// before it after Vite had removed it, and the page crashed.
// The import above changes with it; running this module again for it re-rendered the <link> while
// Vite swapped it, which could leave the page with no stylesheet at all. The browser does not need
// it again (the link's address stays the same), so the update stops here.
import.meta.hot?.accept('./app.css?url', () => {})

export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet, precedence: 'default' }] : []),
  { rel: 'icon', href: '/img/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog (RSS)', href: blogFeedPaths.rss },
  { rel: 'alternate', type: 'application/atom+xml', title: 'Blog (Atom)', href: blogFeedPaths.atom },
  { rel: 'alternate', type: 'application/feed+json', title: 'Blog (JSON Feed)', href: blogFeedPaths.json },
  { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
]

/**
 * Client navigations to `/x.html` or `/x/index.html` (a typed link, a `navigate()` call) go to
 * `/x` before any data is fetched, as the static server does for full page loads.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.endsWith('.html')) return
    throw redirect(normalizePathname(url.pathname) + url.search)
  },
]

/**
 * The document. Built pages carry the stylesheet in their `<head>`, so a first visit paints after
 * one file, not two: on Slow 4G the second round trip cost 140–260 ms of LCP. Only the server render
 * has its text (lib/stylesheet-text.ts), so it is not in the client's JS: hydration leaves an
 * element's inner HTML as the server wrote it, and React keeps `<style>` elements even when it
 * renders the document afresh. `npm run dev` links the file instead, which Vite updates on a save.
 */
export function Layout({ children }: { children: ReactNode }) {
  const locale = site.locales[site.defaultLocale]
  const inlineStylesheet = useContext(StylesheetTextContext)
  return (
    <html lang={locale.htmlLang} dir={locale.direction} data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* On a wide screen, no first paint before <main> is in the document: on a slow connection a
            navbar painted half parsed moved its items left, by up to 270 px, as the last ones arrived.
            The rest of the page paints as it comes. A phone's navbar holds two buttons on the right:
            its first paint, 100–300 ms sooner (Slow 4G), is worth more than their 36 px move. */}
        <link rel="expect" href={`#${mainId}`} blocking="render" media={desktopQuery} />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        {import.meta.env.PROD && <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} suppressHydrationWarning />}
        <Links />
      </head>
      <body>
        {children}
        {/* `npm run dev` only: each save shows in the open page (components/live-content.tsx). */}
        {import.meta.env.DEV && <LiveContent />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** The path of the page this document was loaded with, once it has rendered. */
let loadedPath: string | undefined

function ReadyMarker() {
  const location = useLocation()
  useEffect(() => {
    loadedPath ??= location.pathname
    clearReloadGuard()
    document.documentElement.dataset.hydrated = 'true'
    // Past the first page, every page renders in full (data-defer-offscreen, lib/theme-script.ts):
    // a Back to it restores a position in pixels. Removed once that page is gone, not on hydration,
    // where rendering every card of the showcase at once blocked the page for some 120 ms at 4x CPU.
    if (location.pathname !== loadedPath) delete document.documentElement.dataset.deferOffscreen
  }, [location.pathname])
  useEffect(() => prefetchOnIntent(), [])
  return null
}

export default function App() {
  return (
    <SiteShell>
      <ReadyMarker />
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const location = useLocation()
  const view = classifyRouteError(error)
  const reload = view.kind === 'load-failure' && view.reload
  const [reloading, setReloading] = useState(reload)

  // A failed fetch of the next page reloads it in full, once per URL (never a loop).
  useEffect(() => {
    if (reload) setReloading(reloadOnce())
  }, [reload])

  let body: ReactNode
  if (view.kind === 'not-found') body = <NotFoundView />
  else if (view.kind === 'load-failure') {
    body = reloading ? <LoadingView /> : <LoadErrorView message={view.message} onRetry={() => revalidator.revalidate()} />
  } else {
    // Navigating to the same address gives React Router a new location, which resets its error
    // boundary and renders the page again. The page the document was loaded with is reloaded
    // instead: it hydrated without its rendered bodies (app/lib/page-bodies.tsx), so rendering it
    // afresh could come out empty.
    const tryAgain = () => {
      if (location.pathname === (loadedPath ?? location.pathname)) window.location.reload()
      else navigate(location.pathname + location.search + location.hash, { replace: true, preventScrollReset: true })
    }
    body = <CrashView messages={view.messages} onReset={tryAgain} />
  }
  return (
    <SiteShell>{body}</SiteShell>
  )
}
