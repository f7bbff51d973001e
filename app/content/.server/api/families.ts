/**
 * The XRPC method families the API reference documents, in sidebar order (alphabetical within each
 * authority). A family is an NSID without its last segment (`app.bsky.feed.getTimeline` belongs to
 * `app.bsky.feed`). The list is the set of families the original reference (bluesky-social/bsky-docs)
 * documents. Methods of families not listed here are left out: unspecced and temporary namespaces
 * (`app.bsky.unspecced`, `com.atproto.temp`) and the families that reference does not cover, such as
 * `chat.bsky.group` and `tools.ozone.report`.
 */

/** An NSID authority plus one name segment, e.g. `app.bsky.feed`. */
type FamilyNsid = `${string}.${string}.${string}`

export const API_FAMILIES = [
  'app.bsky.actor',
  'app.bsky.ageassurance',
  'app.bsky.bookmark',
  'app.bsky.contact',
  'app.bsky.draft',
  'app.bsky.feed',
  'app.bsky.graph',
  'app.bsky.labeler',
  'app.bsky.notification',
  'app.bsky.video',
  'chat.bsky.actor',
  'chat.bsky.convo',
  'chat.bsky.moderation',
  'com.atproto.admin',
  'com.atproto.identity',
  'com.atproto.label',
  'com.atproto.lexicon',
  'com.atproto.moderation',
  'com.atproto.repo',
  'com.atproto.server',
  'com.atproto.sync',
  'tools.ozone.communication',
  'tools.ozone.hosting',
  'tools.ozone.moderation',
  'tools.ozone.safelink',
  'tools.ozone.server',
  'tools.ozone.set',
  'tools.ozone.setting',
  'tools.ozone.signature',
  'tools.ozone.team',
  'tools.ozone.verification',
] as const satisfies readonly FamilyNsid[]

export type ApiFamilyId = (typeof API_FAMILIES)[number]

const familySet: ReadonlySet<string> = new Set(API_FAMILIES)

export function isApiFamily(id: string): id is ApiFamilyId {
  return familySet.has(id)
}

/** `app.bsky.feed.getTimeline` → `app.bsky.feed`. */
export function familyOf(nsid: string): string {
  const dot = nsid.lastIndexOf('.')
  return dot === -1 ? '' : nsid.slice(0, dot)
}
