/**
 * A failed fetch of a route's data (`.data`) or code chunk during client navigation. The fix is
 * a full page load of the target URL, done once per URL so a broken page never loops.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'TypeError' && /fetch|network|import|module/i.test(error.message)
  ) || /Failed to fetch|dynamically imported module|Importing a module script failed|error loading dynamically|NetworkError/i.test(error.message)
}

const reloadKey = 'reloaded-after-load-failure'

/** Reloads the page once for this URL; returns false when that was already tried. */
export function reloadOnce(): boolean {
  const url = window.location.pathname + window.location.search
  let previous: string | null = null
  try {
    previous = window.sessionStorage.getItem(reloadKey)
  } catch {
    // Without session storage there is no loop guard: do not reload at all.
    return false
  }
  if (previous === url) return false
  try {
    window.sessionStorage.setItem(reloadKey, url)
  } catch {
    return false
  }
  console.warn(`Loading ${url} failed during navigation; reloading the page in full.`)
  window.location.reload()
  return true
}

/** Called once a page has rendered successfully, so a later failure may reload again. */
export function clearReloadGuard(): void {
  try {
    window.sessionStorage.removeItem(reloadKey)
  } catch {
    // nothing to clear
  }
}
