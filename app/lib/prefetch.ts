/** The parts of the Network Information API this module reads (Chromium only; absent elsewhere). */
interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

/**
 * True on a slow or metered connection (2G, slow-2G, or the reader's data-saver setting), where
 * fetching pages the reader might not open costs them time and money.
 */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
  if (!connection) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

/**
 * The `prefetch` mode for in-site links: route data and code load when the reader shows intent
 * (hover, focus, touch), except on slow connections, where nothing is fetched ahead. The prerendered
 * markup is the same for both modes, so reading the connection during render cannot break hydration.
 */
export function intentPrefetch(): 'intent' | 'none' {
  return isSlowConnection() ? 'none' : 'intent'
}
