/**
 * The frame each object of an example is built in: whose record or profile it describes, and
 * which record a field that links elsewhere points at. Tables say what a definition or a field
 * means (a `postView` describes a post, `viewer.following` is a follow record in the viewer's
 * repository); feed items, threads and notifications are planned ahead so that their records
 * fit together (a reply answers other posts, and its record names them).
 */
import { canonicalDefId, getDef } from './lexicons.ts'
import { ALICE, BOB, CAROL, type Frame, otherThan, type Person, personByDid, type Story } from './example-story.ts'

/** Definitions that describe one record, and the collection it is in. */
const RECORD_VIEWS: Record<string, string> = {
  'app.bsky.feed.defs#postView': 'app.bsky.feed.post',
  'app.bsky.feed.defs#notFoundPost': 'app.bsky.feed.post',
  'app.bsky.feed.defs#blockedPost': 'app.bsky.feed.post',
  'app.bsky.feed.defs#reasonRepost': 'app.bsky.feed.repost',
  'app.bsky.feed.defs#generatorView': 'app.bsky.feed.generator',
  'app.bsky.feed.defs#threadgateView': 'app.bsky.feed.threadgate',
  'app.bsky.feed.defs#skeletonFeedPost': 'app.bsky.feed.post',
  'app.bsky.feed.describeFeedGenerator#feed': 'app.bsky.feed.generator',
  'app.bsky.embed.record#viewRecord': 'app.bsky.feed.post',
  'app.bsky.embed.record#viewNotFound': 'app.bsky.feed.post',
  'app.bsky.embed.record#viewBlocked': 'app.bsky.feed.post',
  'app.bsky.embed.record#viewDetached': 'app.bsky.feed.post',
  'app.bsky.graph.defs#listView': 'app.bsky.graph.list',
  'app.bsky.graph.defs#listViewBasic': 'app.bsky.graph.list',
  'app.bsky.graph.defs#listItemView': 'app.bsky.graph.listitem',
  'app.bsky.graph.defs#starterPackView': 'app.bsky.graph.starterpack',
  'app.bsky.graph.defs#starterPackViewBasic': 'app.bsky.graph.starterpack',
  'app.bsky.graph.starterpack#feedItem': 'app.bsky.feed.generator',
  'app.bsky.labeler.defs#labelerView': 'app.bsky.labeler.service',
  'app.bsky.labeler.defs#labelerViewDetailed': 'app.bsky.labeler.service',
  'app.bsky.actor.defs#verificationView': 'app.bsky.graph.verification',
  'app.bsky.actor.defs#statusView': 'app.bsky.actor.status',
  'app.bsky.notification.listNotifications#notification': 'app.bsky.feed.like',
  'app.bsky.unspecced.defs#skeletonSearchStarterPack': 'app.bsky.graph.starterpack',
  'tools.ozone.verification.defs#verificationView': 'app.bsky.graph.verification',
  'com.atproto.lexicon.resolveLexicon': 'com.atproto.lexicon.schema',
  // The records of a repository listing are of the collection asked for (a post in the example request).
  'com.atproto.repo.listRecords#record': 'app.bsky.feed.post',
}

/** AT-URI fields that name a record other than the object's own: its collection, and whose repository holds it. */
const LINKED_RECORDS: Record<string, { collection: string; owner: 'self' | 'other' | 'viewer' }> = {
  like: { collection: 'app.bsky.feed.like', owner: 'viewer' },
  repost: { collection: 'app.bsky.feed.repost', owner: 'viewer' },
  following: { collection: 'app.bsky.graph.follow', owner: 'viewer' },
  followedBy: { collection: 'app.bsky.graph.follow', owner: 'self' },
  blocking: { collection: 'app.bsky.graph.block', owner: 'viewer' },
  blockedBy: { collection: 'app.bsky.graph.block', owner: 'self' },
  blockingByList: { collection: 'app.bsky.graph.listblock', owner: 'viewer' },
  blockedByList: { collection: 'app.bsky.graph.listblock', owner: 'self' },
  blocked: { collection: 'app.bsky.graph.listblock', owner: 'viewer' },
  referenceListOptOut: { collection: 'app.bsky.graph.referencelistoptout', owner: 'viewer' },
  rootAuthorLike: { collection: 'app.bsky.feed.like', owner: 'other' },
  list: { collection: 'app.bsky.graph.list', owner: 'self' },
  post: { collection: 'app.bsky.feed.post', owner: 'self' },
  root: { collection: 'app.bsky.feed.post', owner: 'self' },
  recordUri: { collection: 'app.bsky.feed.post', owner: 'self' },
  reasonSubject: { collection: 'app.bsky.feed.post', owner: 'self' },
  hiddenReplies: { collection: 'app.bsky.feed.post', owner: 'other' },
  detachedEmbeddingUris: { collection: 'app.bsky.feed.post', owner: 'other' },
  items: { collection: 'app.bsky.feed.post', owner: 'other' },
  item: { collection: 'app.bsky.feed.post', owner: 'other' },
  subject: { collection: 'app.bsky.graph.list', owner: 'other' },
  revokedVerifications: { collection: 'app.bsky.graph.verification', owner: 'self' },
}

/**
 * In getRelationships, the links go both ways between the actor asked about (Alice) and each
 * other account: hers are in her repository, theirs in theirs.
 */
const RELATIONSHIP_OWNERS: Record<string, 'actor' | 'self'> = {
  following: 'actor',
  blocking: 'actor',
  blockingByList: 'actor',
  followedBy: 'self',
  blockedBy: 'self',
  blockedByList: 'self',
}

/** Strong references: what each one points at, by field name. */
const STRONG_REFS: Record<string, { collection: string; owner: 'self' | 'other' }> = {
  subject: { collection: 'app.bsky.feed.post', owner: 'other' },
  via: { collection: 'app.bsky.feed.repost', owner: 'other' },
  root: { collection: 'app.bsky.feed.post', owner: 'other' },
  parent: { collection: 'app.bsky.feed.post', owner: 'other' },
  pinnedPost: { collection: 'app.bsky.feed.post', owner: 'self' },
}

/** Fields whose profiles are somebody else than the account the object is about. */
const OTHER_PEOPLE = new Set(['follows', 'followers', 'blocks', 'mutes', 'actor', 'actors', 'repostedBy', 'suggestions', 'subject', 'members', 'grandparentAuthor', 'joinedViaStarterPack', 'verifications'])

/** Methods whose answer is what the caller just sent. */
const SENDING = new Set(['chat.bsky.convo.sendMessage', 'chat.bsky.convo.sendMessageBatch', 'chat.bsky.convo.addReaction', 'chat.bsky.convo.removeReaction'])

/** A guess from the names when no table says: the collection an AT-URI field most likely points into. */
function collectionHint(name: string, defId: string): string {
  const hint = `${name} ${defId}`.toLowerCase()
  if (/generator|feed(?!back)/.test(name.toLowerCase())) return 'app.bsky.feed.generator'
  if (/starterpack/.test(hint)) return 'app.bsky.graph.starterpack'
  if (/verification/.test(hint)) return 'app.bsky.graph.verification'
  if (/list/.test(hint)) return 'app.bsky.graph.list'
  if (/labeler/.test(hint)) return 'app.bsky.labeler.service'
  if (/follow/.test(hint)) return 'app.bsky.graph.follow'
  if (/like/.test(name.toLowerCase())) return 'app.bsky.feed.like'
  if (/repost/.test(name.toLowerCase())) return 'app.bsky.feed.repost'
  if (/block/.test(hint)) return 'app.bsky.graph.block'
  return 'app.bsky.feed.post'
}

type Properties = Record<string, { type: string; format?: string }>

const hasAtUri = (props: Properties) => props.uri?.type === 'string' && props.uri.format === 'at-uri'
const isProfile = (props: Properties) => props.did?.format === 'did' && props.handle?.format === 'handle'

/** Who a profile, or the owner of a record, reached through `name` is. */
function personFor(name: string, defId: string, parent: Frame): Person {
  const quoted = defId.startsWith('app.bsky.embed.record#view')
  return OTHER_PEOPLE.has(name) || quoted ? otherThan(parent.owner) : parent.owner
}

/** Plans for objects whose fields describe records that must fit together. */
function plan(story: Story, defId: string, parent: Frame): Frame | undefined {
  if (defId === 'app.bsky.feed.defs#feedViewPost') {
    // A reply to the first post of a thread, reposted: on an author's feed the author reposts
    // someone's reply to her post; anywhere else someone reposts her reply to his. The root is
    // the parent, so the feed item shows the same post twice, as the AppView sends it.
    const own = story.root === 'app.bsky.feed.getAuthorFeed'
    const author = own ? BOB : ALICE
    const other = otherThan(author)
    const post = story.record(author, 'app.bsky.feed.post')
    const root = story.record(other, 'app.bsky.feed.post')
    const repost = story.record(own ? ALICE : BOB, 'app.bsky.feed.repost', 'newer')
    const rootView = (): Frame => ({ def: 'app.bsky.feed.defs#postView', owner: other, record: root })
    const planned = new Map<string, Frame>([
      ['post', { def: 'app.bsky.feed.defs#postView', owner: author, record: post, reply: { root, parent: root } }],
      ['root', rootView()],
      ['parent', rootView()],
      ['reason', { def: 'app.bsky.feed.defs#reasonRepost', owner: own ? ALICE : BOB, record: repost }],
    ])
    return { ...parent, def: defId, planned }
  }
  if (defId === 'app.bsky.feed.defs#threadViewPost') {
    // Alice's post answers Bob's; Bob's reply to her is below it.
    const post = story.record(ALICE, 'app.bsky.feed.post')
    const parentPost = story.record(BOB, 'app.bsky.feed.post')
    const reply = story.record(BOB, 'app.bsky.feed.post', 'newer')
    story.threadRoot = parentPost
    const planned = new Map<string, Frame>([
      ['post', { def: 'app.bsky.feed.defs#postView', owner: ALICE, record: post, reply: { root: parentPost, parent: parentPost } }],
      ['parent', { def: 'app.bsky.feed.defs#postView', owner: BOB, record: parentPost }],
      ['replies', { def: 'app.bsky.feed.defs#postView', owner: BOB, record: reply, reply: { root: parentPost, parent: post } }],
    ])
    return { ...parent, def: defId, planned }
  }
  if (defId === 'app.bsky.notification.listNotifications#notification') {
    // Bob liked Alice's post.
    const post = story.record(ALICE, 'app.bsky.feed.post')
    const like = story.record(BOB, 'app.bsky.feed.like', 'newer')
    const subject: Frame = { def: 'com.atproto.repo.strongRef', owner: ALICE, record: post }
    const planned = new Map<string, Frame>([
      ['subject', subject],
      ['reasonSubject', subject],
    ])
    return { def: defId, owner: BOB, record: like, planned }
  }
  if (defId === 'app.bsky.feed.post#replyRef') {
    // The parent is newer than the root it answers.
    const parentPost = story.record(otherThan(parent.owner), 'app.bsky.feed.post')
    const root = story.record(otherThan(parent.owner), 'app.bsky.feed.post')
    const planned = new Map<string, Frame>([
      ['root', { def: 'com.atproto.repo.strongRef', owner: otherThan(parent.owner), record: root }],
      ['parent', { def: 'com.atproto.repo.strongRef', owner: otherThan(parent.owner), record: parentPost }],
    ])
    return { ...parent, def: defId, planned }
  }
  return undefined
}

/**
 * The frame for an object of `defId` (with these properties) reached through the field `name`: a
 * planned one, a new one for a record or a profile, or the parent's own.
 */
export function enterFrame(story: Story, defId: string, name: string, props: Properties, parent: Frame): Frame {
  const planned = parent.planned?.get(name)
  if (planned?.record || planned?.def === defId) {
    parent.planned?.delete(name)
    return { ...planned, def: defId }
  }
  const planning = plan(story, defId, parent)
  if (planning) return planning
  // A record def: the record itself, in the frame that led to it.
  if (parent.record?.collection === defId) return { ...parent, def: defId }
  if (defId === 'app.bsky.feed.defs#threadgateView') {
    // A thread gate has the record key of the root post it gates, in the same repository.
    const post = parent.record?.collection === 'app.bsky.feed.post' ? (parent.reply?.root ?? parent.record) : story.threadRoot
    const owner = personByDid(post?.did) ?? parent.owner
    return { def: defId, owner, record: story.record(owner, 'app.bsky.feed.threadgate', 'older', post?.rkey) }
  }
  if (defId === 'com.atproto.repo.strongRef') {
    const ref = STRONG_REFS[name] ?? { collection: collectionHint(name, parent.def), owner: 'self' }
    const owner = ref.owner === 'other' ? otherThan(parent.owner) : parent.owner
    return { def: defId, owner, record: story.record(owner, ref.collection) }
  }
  const collection = RECORD_VIEWS[defId] ?? (hasAtUri(props) ? collectionHint(name, defId) : undefined)
  if (collection) {
    const owner = personFor(name, defId, parent)
    // The starter pack an account joined through was there before the account.
    const when = name === 'joinedViaStarterPack' ? Date.parse(parent.owner.joined) - 7 * 86400_000 : 'older'
    return { def: defId, owner, record: story.record(owner, collection, when) }
  }
  // The sender of a chat message is the other member of the conversation, unless the example is
  // the message Alice just sent.
  if (name === 'sender') return { def: defId, owner: SENDING.has(story.root) ? parent.owner : otherThan(parent.owner) }
  if (isProfile(props) || defId === 'app.bsky.graph.defs#relationship') {
    const owner = defId === 'app.bsky.graph.defs#relationship' ? otherThan(parent.owner) : personFor(name, defId, parent)
    return { def: defId, owner, profile: true }
  }
  return parent
}

/** The frame of an example's top level: Alice, and the record the example is, for a record type. */
export function rootFrame(story: Story): Frame {
  const def = getDef(story.lex, story.root)
  if (def.type === 'record') return { def: story.root, owner: ALICE, record: story.record(ALICE, story.root) }
  return { def: story.root, owner: ALICE }
}

/** The AT-URI of a field that names a record other than the object's own. */
export function linkedUri(story: Story, name: string, defId: string, frame: Frame): string {
  const planned = frame.planned?.get(name)?.record
  if (planned) return planned.uri
  const canonical = canonicalDefId(defId)
  if (canonical === 'app.bsky.graph.defs#relationship' && RELATIONSHIP_OWNERS[name]) {
    const link = LINKED_RECORDS[name]
    const owner = RELATIONSHIP_OWNERS[name] === 'actor' ? ALICE : frame.owner
    return story.record(owner, link.collection).uri
  }
  // A gate has the record key of the post it gates.
  if (name === 'post' && (canonical === 'app.bsky.feed.threadgate' || canonical === 'app.bsky.feed.postgate') && frame.record) {
    return story.record(frame.owner, 'app.bsky.feed.post', 'older', frame.record.rkey).uri
  }
  const link = LINKED_RECORDS[name] ?? { collection: collectionHint(name, defId), owner: 'self' }
  const owner = link.owner === 'viewer' ? CAROL : link.owner === 'other' ? otherThan(frame.owner) : frame.owner
  return story.record(owner, link.collection).uri
}
