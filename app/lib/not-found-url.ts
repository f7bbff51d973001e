/**
 * The not-found page is prerendered at /404 like any other route, and copied to /404.html, which
 * static hosts answer every unknown address with (scripts/build/steps.ts). Hydrated at another
 * address, the router would match other routes (`/docs/nope` is a docs page to it) than the HTML
 * was rendered for. So `app/entry.client.tsx` moves the address to /404 before hydrating, keeping
 * the reader's own, and the page puts it back once it has hydrated.
 */
export const notFoundPath = '/404'

/** The attribute the prerendered not-found page carries, so the client knows it before hydrating. */
export const notFoundMarker = 'data-not-found-page'

let heldAddress: string | null = null

/** Before hydrating: on the prerendered not-found page at another address, moves to /404 and keeps the address. */
export function holdNotFoundAddress(): void {
  const { pathname, search, hash } = window.location
  if (pathname === notFoundPath || !document.querySelector(`[${notFoundMarker}]`)) return
  heldAddress = pathname + search + hash
  window.history.replaceState(window.history.state, '', notFoundPath)
}

/** Once the not-found page has hydrated: the reader's address again. */
export function restoreNotFoundAddress(): void {
  if (heldAddress === null) return
  window.history.replaceState(window.history.state, '', heldAddress)
  heldAddress = null
}
