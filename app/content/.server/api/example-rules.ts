/**
 * The last step of every object of an example: states that exclude each other are settled, and
 * values that must agree with a sibling are made to. Each rule follows the service that produces
 * the object (the AppView's views, the PDS's sessions), so an example never shows what the network
 * would not send; the unit test `example-story.test.ts` checks the same rules on every example.
 */
import { blobCid, type Frame, otherThan, personByDid, type Story } from './example-story.ts'
import type { Example, ExampleObject } from './example-values.ts'

/**
 * Which relationship the `viewer` state of a profile shows, by method: the blocks list shows
 * blocked accounts, the mutes list muted ones, everything else an account the viewer follows.
 * The AppView (`profileViewer` in packages/bsky/src/views) never reports a follow across a block.
 */
const VIEWER_STATE: Record<string, 'blocking' | 'muting'> = {
  'app.bsky.graph.getBlocks': 'blocking',
  'app.bsky.graph.getMutes': 'muting',
}

function settleProfileViewer(story: Story, viewer: ExampleObject): void {
  const state = VIEWER_STATE[story.root] ?? 'following'
  if (state === 'blocking') {
    for (const key of ['following', 'followedBy', 'knownFollowers', 'activitySubscription', 'mutedByList']) delete viewer[key]
    viewer.muted = false
  } else {
    for (const key of ['blocking', 'blockingByList']) delete viewer[key]
    if ('blockedBy' in viewer) viewer.blockedBy = false
    if ('muted' in viewer) viewer.muted = state === 'muting' || 'mutedByList' in viewer
  }
  // Muting the whole account hides the narrower mutes (the AppView sends them as false).
  if (viewer.muted === true) {
    if ('mutedOnlyReposts' in viewer) viewer.mutedOnlyReposts = false
    if ('mutedOnlyQuoteposts' in viewer) viewer.mutedOnlyQuoteposts = false
  }
}

/** Texts with facets, by field: how the example words each one around what it annotates. */
const FACETED: [text: string, facets: string, lead: string, tail: string][] = [
  ['text', 'facets', 'Hello ', '! Welcome to the AT Protocol.'],
  ['description', 'descriptionFacets', 'Picked by ', ' and friends.'],
]

/**
 * A text and the facets that annotate it: the text is written around the features, so each byte
 * range covers the mention, link or tag it describes. A mention names someone other than the
 * author.
 */
function alignFacets(frame: Frame, obj: ExampleObject): void {
  for (const [textKey, facetsKey, lead, tail] of FACETED) {
    const text = obj[textKey]
    const facets = obj[facetsKey]
    if (typeof text !== 'string' || !Array.isArray(facets) || facets.length === 0) continue
    let out = lead
    const bytes = (s: string) => Buffer.byteLength(s, 'utf8')
    facets.forEach((facet, i) => {
      if (!isObject(facet) || !Array.isArray(facet.features) || !isObject(facet.features[0]) || !isObject(facet.index)) return
      const feature = facet.features[0]
      let shown: string
      if (feature.$type === 'app.bsky.richtext.facet#mention') {
        const person = personByDid(feature.did) ?? otherThan(frame.owner)
        feature.did = person.did
        shown = `@${person.handle}`
      } else if (feature.$type === 'app.bsky.richtext.facet#link' && typeof feature.uri === 'string') {
        shown = feature.uri
      } else if (feature.$type === 'app.bsky.richtext.facet#tag' && typeof feature.tag === 'string') {
        shown = `#${feature.tag}`
      } else {
        return
      }
      if (i > 0) out += ' and '
      facet.index = { byteStart: bytes(out), byteEnd: bytes(out) + bytes(shown) }
      out += shown
    })
    obj[textKey] = out + tail
  }
}

function isObject(value: Example | undefined): value is ExampleObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !('ts' in value && 'json' in value)
}

/** The images of a post's view are the images of its record. */
function embedImagesInRecord(frame: Frame, view: ExampleObject): void {
  const { embed, record } = view
  if (!isObject(embed) || embed.$type !== 'app.bsky.embed.images#view' || !isObject(record) || !Array.isArray(embed.images)) return
  const images = embed.images.filter(isObject).map((image) => ({
    image: { $type: 'blob', ref: { $link: blobCid(`${frame.record?.uri ?? frame.owner.did} image`) }, mimeType: 'image/jpeg', size: 123456 },
    alt: image.alt ?? '',
  }))
  // In the order of the Lexicon: the embed comes before the languages and the date.
  const { langs, createdAt, ...before } = record
  view.record = { ...before, embed: { $type: 'app.bsky.embed.images', images }, ...(langs !== undefined && { langs }), ...(createdAt !== undefined && { createdAt }) }
}

/** Applies every rule to an object of `defId` just built in `frame`. */
export function settle(story: Story, frame: Frame, defId: string, obj: ExampleObject): ExampleObject {
  // A session with tokens is one the PDS let an active account open (createSession refuses a
  // taken-down account unless asked, and the example request does not ask).
  if ('accessJwt' in obj) {
    if ('active' in obj) obj.active = true
    delete obj.status
  }
  // A label on an account names no version of a record.
  if (defId === 'com.atproto.label.defs#label' && typeof obj.uri === 'string' && obj.uri.startsWith('did:')) delete obj.cid
  if (defId === 'app.bsky.actor.defs#viewerState') settleProfileViewer(story, obj)
  // A "valid" verified status rests on at least one valid verification.
  if (defId === 'app.bsky.actor.defs#verificationState' && obj.verifiedStatus === 'valid' && Array.isArray(obj.verifications)) {
    for (const v of obj.verifications) if (isObject(v)) v.isValid = true
  }
  if (defId === 'app.bsky.feed.defs#postView') embedImagesInRecord(frame, obj)
  alignFacets(frame, obj)
  return obj
}
