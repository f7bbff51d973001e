/**
 * URL slugs for NSIDs: lowercase kebab case, camelCase words and digit runs split off, dots
 * turned into dashes. `app.bsky.feed.getTimeline` → `app-bsky-feed-get-timeline`,
 * `app.bsky.notification.putPreferencesV2` → `app-bsky-notification-put-preferences-v-2`.
 */
export function nsidToSlug(nsid: string): string {
  return nsid
    .replace(/([a-z])([A-Z])/g, '$1-$2') // getTimeline → get-Timeline
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2') // getDIDDoc → get-DID-Doc
    .replace(/([A-Za-z])(\d)/g, '$1-$2') // V2 → V-2
    .replace(/(\d)([A-Za-z])/g, '$1-$2') // 2fa → 2-fa
    .replace(/[^A-Za-z0-9]+/g, '-') // dots (and anything else) → dashes
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}

/**
 * Maps every NSID to its slug and throws, naming both NSIDs, when two of them would share one
 * (two pages cannot live at the same URL).
 */
export function assertUniqueSlugs(nsids: Iterable<string>): Map<string, string> {
  const bySlug = new Map<string, string>()
  const slugs = new Map<string, string>()
  for (const nsid of nsids) {
    const slug = nsidToSlug(nsid)
    const other = bySlug.get(slug)
    if (other !== undefined && other !== nsid) {
      throw new Error(
        `API reference: "${other}" and "${nsid}" both map to the slug "${slug}"; ` +
          'their pages would share one URL. Change nsidToSlug or drop one of them from the reference.',
      )
    }
    bySlug.set(slug, nsid)
    slugs.set(nsid, slug)
  }
  return slugs
}
