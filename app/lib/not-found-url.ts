/**
 * 404.html is served for every unknown URL, but it was prerendered for /404. To hydrate it
 * exactly, an inline script (added to 404.html by scripts/postbuild.ts) switches the address
 * to /404 before the router starts and keeps the real one here; the not-found page puts the
 * reader's URL back as soon as it has hydrated.
 */
export const notFoundUrlScript = `(function(){var l=location;if(l.pathname!=='/404'){window.__notFoundUrl=l.pathname+l.search+l.hash;history.replaceState(history.state,'','/404')}})()`

export function restoreNotFoundUrl(): void {
  const holder = window as Window & { __notFoundUrl?: string }
  const url = holder.__notFoundUrl
  if (!url) return
  delete holder.__notFoundUrl
  window.history.replaceState(window.history.state, '', url)
}
