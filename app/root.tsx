import { useEffect, useState, type ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRevalidator, useRouteError } from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { CrashView, LoadErrorView, NotFoundView } from './components/error-views.tsx'
import { SiteShell } from './components/site-shell.tsx'
import { site } from './config/site.ts'
import { clearReloadGuard, isLoadFailure, reloadOnce } from './lib/load-errors.ts'
import { themeScript } from './lib/theme-script.ts'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/img/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog (RSS)', href: '/blog/rss.xml' },
  { rel: 'alternate', type: 'application/atom+xml', title: 'Blog (Atom)', href: '/blog/atom.xml' },
  { rel: 'alternate', type: 'application/feed+json', title: 'Blog (JSON Feed)', href: '/blog/feed.json' },
  { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
]

export function Layout({ children }: { children: ReactNode }) {
  const locale = site.locales[site.defaultLocale]
  return (
    <html lang={locale.htmlLang} dir={locale.direction} data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

function ReadyMarker() {
  const location = useLocation()
  useEffect(() => {
    clearReloadGuard()
    document.documentElement.dataset.hydrated = 'true'
  }, [location.pathname])
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
  const [reloading, setReloading] = useState(false)
  const loadFailure = isLoadFailure(error)

  useEffect(() => {
    if (loadFailure) setReloading(reloadOnce())
  }, [loadFailure])

  let body: ReactNode
  if (isRouteErrorResponse(error) && error.status === 404) {
    body = <NotFoundView />
  } else if (loadFailure || isRouteErrorResponse(error)) {
    body = reloading ? (
      <div className="page-narrow" role="status">
        <span className="spinner" aria-hidden="true" /> Loading…
      </div>
    ) : (
      <LoadErrorView
        message={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error).message}
        onRetry={() => window.location.reload()}
      />
    )
  } else {
    const messages = error instanceof Error ? [error.message, ...(error.cause instanceof Error ? [error.cause.message] : [])] : [String(error)]
    body = <CrashView messages={messages} onReset={() => revalidator.revalidate()} />
  }
  return <SiteShell>{body}</SiteShell>
}
