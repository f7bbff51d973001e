/**
 * Example values generated from the Lexicon, for everything the reference shows: the JSON of
 * records and of method responses (every required field, optional fields while they stay shallow),
 * and the requests of the code samples and the Try it panel (required fields only). One set of
 * values serves all of them: values by string format and field name, one member of each union,
 * arrays with one element. What a value means decides it where the format alone cannot: each
 * object is built in a frame (`example-frames.ts`, `example-story.ts`) that says whose record or profile it describes,
 * so AT-URIs point into the right collection and repository, every record has its own TID and
 * CID, and profiles carry the handle of their DID; `example-rules.ts` then settles states that
 * exclude each other. The code samples turn some values into code (`Expr`, example-values.ts)
 * through a hook. The test suite validates every JSON example with `@atproto/lexicon` and checks
 * the story rules.
 */
import type { Lexicons } from '@atproto/lexicon'
import { settle } from './example-rules.ts'
import { enterFrame, linkedUri, rootFrame } from './example-frames.ts'
import { ALICE, blobCid, DATETIME, EXAMPLE_DID, type Frame, LABELER_DID, otherThan, type Person, Story, TID } from './example-story.ts'
import { Expr, toJsonValue, type Example, type ExampleObject, type JsonObject, type JsonValue } from './example-values.ts'
import { canonicalDefId, getDef, type LexField, type LexParam } from './lexicons.ts'

export { EXAMPLE_DID }

type AnyField = LexField | LexParam
type StringField = Extract<AnyField, { type: 'string' }>

/**
 * Turns a generated value into code, or returns undefined to keep it as data. Called for every
 * field with its name, schema and value.
 */
export type CodeHook = (name: string, field: AnyField, value: JsonValue) => Expr | undefined

const FORMATS: Record<string, string> = {
  did: EXAMPLE_DID,
  handle: ALICE.handle,
  'at-identifier': ALICE.handle,
  datetime: DATETIME,
  nsid: 'app.bsky.feed.post',
  uri: 'https://example.com/',
  language: 'en',
  tid: TID,
  'record-key': TID,
}

/** Values by field name; they win over the format's (a `signingKey` is a `did:key`). */
const BY_NAME: Record<string, string> = {
  text: 'Hello from the AT Protocol!',
  tags: 'atproto',
  q: 'atproto',
  description: 'Builds things on the AT Protocol.',
  alt: 'A sunset over the sea',
  title: 'Getting started',
  name: 'Example',
  cursor: TID,
  identifier: ALICE.handle,
  email: 'alice@example.com',
  password: 'correct-horse-battery-staple',
  hostname: 'pds.example.com',
  mimeType: 'image/jpeg',
  encoding: 'application/json',
  reason: 'Spam from a new account.',
  comment: 'Reviewed and confirmed.',
  feedContext: 't-42',
  reqId: `req-${TID}`,
  code: 'pds-example-com-a1b2c',
  token: 'example-token',
  message: 'Hello!',
  uriPatterns: EXAMPLE_DID,
  sig: 'base64-signature',
  signingKey: 'did:key:zQ3shXjHeiBuRCKmM36cuYnm7YEMzhGnCmCyW92sRJ9pribSF',
  aud: 'did:web:api.bsky.app',
}

/** The DID of a feed generator's service: not an account, a host. */
const FEED_SERVICE_DID = 'did:web:feed.example.com'
const SERVICE_DID_DEFS = new Set(['app.bsky.feed.generator', 'app.bsky.feed.defs#generatorView', 'app.bsky.feed.describeFeedGenerator'])

/** Label values: a labeler's judgement on a label, and what an author says of their own record. */
const LABEL_VALUE = 'spam'
const SELF_LABEL_VALUE = '!no-unauthenticated'

/** Counts and sizes look like counts. */
const INTEGERS: Record<string, number> = {
  followersCount: 128,
  followsCount: 96,
  postsCount: 42,
  likeCount: 12,
  repostCount: 3,
  replyCount: 2,
  quoteCount: 1,
  bookmarkCount: 1,
  listItemCount: 10,
  size: 123456,
  width: 1200,
  byteStart: 0,
  byteEnd: 5,
  height: 800,
}

/** A post record by the frame's owner, replying where the frame says it does. */
function postRecord(frame: Frame): JsonObject {
  const reply = frame.reply && {
    root: { uri: frame.reply.root.uri, cid: frame.reply.root.cid },
    parent: { uri: frame.reply.parent.uri, cid: frame.reply.parent.cid },
  }
  return {
    $type: 'app.bsky.feed.post',
    text: BY_NAME.text,
    ...(reply && { reply }),
    langs: ['en'],
    createdAt: frame.record?.collection === 'app.bsky.feed.post' ? frame.record.createdAt : DATETIME,
  }
}

function didDocument(person: Person): JsonObject {
  return {
    '@context': ['https://www.w3.org/ns/did/v1'],
    id: person.did,
    alsoKnownAs: [`at://${person.handle}`],
    service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: 'https://pds.example.com' }],
  }
}

/** Depth (in refs followed) up to which optional refs, unions and arrays of them are filled in. */
const OPTIONAL_REF_DEPTH = 2

interface State {
  lex: Lexicons
  /** Definitions being expanded: a ref back to one of them stops there. */
  stack: string[]
  /**
   * Requests (bodies and parameters): required fields only. Optional ones such as `swapCommit` or
   * `validate` change what the call does, and a reader (or the Try it panel) sending the example
   * should not trip on them.
   */
  requiredOnly: boolean
  code?: CodeHook
  /** The TIDs, CIDs and records of this example. */
  story: Story
  /** Whose record or profile the object being built describes. */
  frame: Frame
}

/** Cuts a string to a maximum length in UTF-8 bytes and graphemes, and pads it to a minimum. */
function fit(value: string, field: StringField): string {
  let out = value
  const max = Math.min(field.maxLength ?? Infinity, field.maxGraphemes ?? Infinity)
  if (out.length > max) out = out.slice(0, Math.max(1, max))
  const min = Math.max(field.minLength ?? 0, field.minGraphemes ?? 0)
  while (out.length < min) out += 'x'
  return out
}

/** `convoId` → `example-convo-id`, `id` → `example-item-id`. */
function idPlaceholder(name: string): string | undefined {
  const id = /^(\w*?)Ids?$|^ids?$/.exec(name)
  if (!id) return undefined
  return `example-${(id[1] ?? 'item').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}-id`
}

/** An account's avatar is its profile's; a list, a feed or a labeler has a picture of its own. */
function pictureSeed(frame: Frame, name: string): string {
  const own = frame.record && frame.record.collection !== 'app.bsky.actor.profile'
  return `${own ? frame.record?.uri : frame.owner.did} ${name}`
}

const isLabel = (defId: string) => defId === 'com.atproto.label.defs#label'
const cdn = (kind: string, did: string, cid: string) => `https://cdn.bsky.app/img/${kind}/plain/${did}/${cid}@jpeg`

/** A value decided by what the field means in its frame, or undefined to fall back on the tables. */
function meaningOf(state: State, name: string, field: StringField, defId: string): string | undefined {
  const { frame, story } = state
  // The object the frame was opened for: its own `uri` and `cid` are the record's.
  const own = frame.def === defId
  const image = `${frame.record?.uri ?? frame.owner.did} image`
  // A verification record names the account it verifies, by handle and display name.
  const named = defId === 'app.bsky.graph.verification' ? otherThan(frame.owner) : frame.owner
  switch (field.format) {
    case 'at-uri':
      return name === 'uri' && own && frame.record ? frame.record.uri : linkedUri(story, name, defId, frame)
    case 'cid':
      return frame.record && name === 'cid' && (own || isLabel(defId)) ? frame.record.cid : story.cid()
    case 'did':
      if (isLabel(defId) && name === 'src') return LABELER_DID
      if (name === 'issuer') return frame.owner.did
      if (SERVICE_DID_DEFS.has(defId) && name === 'did') return FEED_SERVICE_DID
      if (defId === 'app.bsky.richtext.facet#mention') return otherThan(frame.owner).did
      if (name === 'did') return frame.owner.did
      if (/subject|target|other|member/i.test(name)) return otherThan(frame.owner).did
      return undefined
    case 'handle':
      if (name === 'issuerHandle') return frame.owner.handle
      return name === 'handle' ? named.handle : undefined
    case 'datetime':
      if (/^(createdAt|indexedAt)$/.test(name) && frame.record) return frame.record.createdAt
      if (name === 'createdAt' && frame.profile) return frame.owner.joined
      // A label made now expires later, not at the moment it is made.
      if (isLabel(defId) && name === 'exp') return new Date(Date.parse(DATETIME) + 30 * 86400_000).toISOString()
      return undefined
    case 'uri':
      if (isLabel(defId) && name === 'uri') return frame.record?.uri ?? frame.owner.did
      if (name === 'avatar' || name === 'banner') return cdn(name, frame.owner.did, blobCid(pictureSeed(frame, name)))
      if (name === 'thumb') return cdn('feed_thumbnail', frame.owner.did, blobCid(image))
      if (name === 'fullsize') return cdn('feed_fullsize', frame.owner.did, blobCid(image))
      if (name === 'playlist') return `https://video.bsky.app/watch/${encodeURIComponent(frame.owner.did)}/${blobCid(`${image} video`)}/playlist.m3u8`
      return undefined
  }
  // A profile's names are its account's; a list's or a feed's display name is its own.
  const person = !frame.record || frame.record.collection === 'app.bsky.actor.profile' || frame.record.collection === 'app.bsky.graph.verification'
  if (name === 'displayName') return person ? named.displayName : 'Protocol news'
  if (name === 'issuerDisplayName') return frame.owner.displayName
  if (name === 'pronouns') return frame.owner.pronouns
  if (name === 'val') return defId === 'com.atproto.label.defs#selfLabel' ? SELF_LABEL_VALUE : LABEL_VALUE
  // A repository's revision is newer than the records in it; `since` is the one before.
  if (name === 'rev') return story.tid('newer')
  if (name === 'since') return story.tid('older')
  return undefined
}

function stringExample(state: State, name: string, field: StringField, defId: string): string {
  if (field.const !== undefined) return field.const
  if (field.enum?.length) return field.enum[0]
  if (field.knownValues?.length) return field.knownValues[0].replace(/^lex:/, '')
  if (field.default !== undefined) return field.default
  const meant = meaningOf(state, name, field, defId)
  if (meant !== undefined) return field.format ? meant : fit(meant, field)
  if (field.format === 'uri') return FORMATS.uri
  if (BY_NAME[name] !== undefined) return fit(BY_NAME[name], field)
  if (field.format) return FORMATS[field.format] ?? 'example'
  if (field.maxGraphemes === 1) return '👍'
  return fit(idPlaceholder(name) ?? 'example', field)
}

function integerExample(name: string, field: Extract<AnyField, { type: 'integer' }>): number {
  if (field.const !== undefined) return field.const
  if (field.enum?.length) return field.enum[0]
  if (field.default !== undefined) return field.default
  const wanted = INTEGERS[name] ?? 1
  const min = field.minimum ?? -Infinity
  const max = field.maximum ?? Infinity
  return Math.min(Math.max(wanted, min), max)
}

function blobExample(state: State, name: string, field: Extract<AnyField, { type: 'blob' }>): JsonObject {
  const accept = field.accept?.find((type) => !type.includes('*')) ?? field.accept?.[0] ?? 'image/jpeg'
  const mimeType = accept === '*/*' ? 'application/octet-stream' : accept.replace('/*', accept.startsWith('video') ? '/mp4' : '/jpeg')
  const size = Math.min(123456, field.maxSize ?? Infinity)
  const { frame } = state
  // An avatar is the account's picture; any other blob belongs to the record that holds it.
  const seed = name === 'avatar' || name === 'banner' ? pictureSeed(frame, name) : `${frame.record?.uri ?? frame.owner.did} ${mimeType.startsWith('video') ? 'image video' : 'image'}`
  return { $type: 'blob', ref: { $link: blobCid(seed) }, mimeType, size }
}

/** The record an `unknown` record field holds: the one the frame describes, else a post. */
function recordExample(state: State, name: string, defId: string): Example | undefined {
  const { frame } = state
  const record = frame.def === defId ? frame.record : undefined
  if (!record || record.collection === 'app.bsky.feed.post') return postRecord(record ? frame : { def: defId, owner: frame.owner })
  // Other records in views: their required fields, in the same frame.
  const requiredOnly = state.requiredOnly
  state.requiredOnly = true
  try {
    return defExample(state, record.collection, true, name)
  } finally {
    state.requiredOnly = requiredOnly
  }
}

const isDeprecated = (description: string | undefined) => /^\s*deprecated\b/i.test(description ?? '')

/** Whether an optional field is filled in at this depth: primitives always, refs only near the top. */
function wanted(state: State, name: string, field: AnyField): boolean {
  const inner = field.type === 'array' ? field.items : field
  if (isDeprecated(field.description) || (inner.type === 'ref' && isDeprecated(getDef(state.lex, canonicalDefId(inner.ref)).description))) return false
  // Debug blobs and other free-form objects say nothing about the shape; records and DID documents do.
  if (inner.type === 'unknown') return /^(record|value|didDoc)$/.test(name)
  if (inner.type !== 'ref' && inner.type !== 'union') return true
  return state.stack.length <= OPTIONAL_REF_DEPTH
}

/** The data value of a field; `undefined` when it can only refer back to a definition being expanded. */
function dataExample(state: State, name: string, field: AnyField, defId: string): Example | undefined {
  switch (field.type) {
    case 'string':
      return stringExample(state, name, field, defId)
    case 'integer':
      return integerExample(name, field)
    case 'boolean':
      return field.const ?? field.default ?? false
    case 'array': {
      const item = fieldExample(state, name, field.items, defId)
      if (item === undefined) return field.minLength ? undefined : []
      return Array.from({ length: Math.max(1, field.minLength ?? 1) }, () => item)
    }
    case 'unknown':
      if (name === 'didDoc') return didDocument(state.frame.owner)
      if (/^(record|value)$/.test(name)) return recordExample(state, name, defId)
      return {}
    case 'ref':
      return defExample(state, canonicalDefId(field.ref), false, name)
    case 'union': {
      // One member, tagged with its $type; a union whose every member is on the stack has none.
      for (const ref of field.refs) {
        const value = defExample(state, canonicalDefId(ref), true, name)
        if (value !== undefined) return value
      }
      return undefined
    }
    case 'blob':
      return blobExample(state, name, field)
    case 'bytes':
      return { $bytes: 'AQIDBA' }
    case 'cid-link':
      return { $link: state.story.cid() }
  }
}

function fieldExample(state: State, name: string, field: AnyField, defId: string): Example | undefined {
  const value = dataExample(state, name, field, defId)
  if (value === undefined || !state.code || field.type === 'array' || value instanceof Expr) return value
  return state.code(name, field, toJsonValue(value)) ?? value
}

interface PropertiesLike {
  required?: string[]
  properties?: Record<string, AnyField>
}

/** An object of `defId` reached through the field `name`, built in the frame it opens. */
function objectExample(state: State, obj: PropertiesLike, defId: string, name: string): ExampleObject | undefined {
  const parent = state.frame
  const frame = enterFrame(state.story, defId, name, (obj.properties ?? {}) as Record<string, { type: string; format?: string }>, parent)
  state.frame = frame
  try {
    const out: ExampleObject = {}
    const required = new Set(obj.required ?? [])
    for (const [key, field] of Object.entries(obj.properties ?? {})) {
      if (!required.has(key) && (state.requiredOnly || !wanted(state, key, field))) continue
      const value = fieldExample(state, key, field, defId)
      if (value === undefined) {
        if (required.has(key)) return undefined
        continue
      }
      out[key] = value
    }
    return settle(state.story, frame, defId, out)
  } finally {
    state.frame = parent
  }
}

function defExample(state: State, id: string, typed: boolean, name: string): Example | undefined {
  if (state.stack.includes(id)) return undefined
  state.stack.push(id)
  try {
    const def = getDef(state.lex, id)
    const tag: ExampleObject = typed ? { $type: id } : {}
    switch (def.type) {
      case 'object': {
        const value = objectExample(state, def, id, name)
        return value && { ...tag, ...value }
      }
      case 'record': {
        // A record always carries its type, also where a ref names it.
        const value = objectExample(state, def.record, id, name)
        return value && { $type: id, ...value }
      }
      case 'token':
        return id
      case 'string':
      case 'integer':
      case 'boolean':
      case 'array':
      case 'unknown':
      case 'blob':
      case 'bytes':
      case 'cid-link':
        return fieldExample(state, id.split('#').pop() ?? id, def, id)
      default:
        return undefined
    }
  } finally {
    state.stack.pop()
  }
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`API reference: cannot build an example for ${what}: its required fields refer back to themselves`)
  return value
}

function newState(lex: Lexicons, root: string, stack: string[], requiredOnly: boolean, code?: CodeHook): State {
  const story = new Story(lex, root)
  return { lex, stack, requiredOnly, code, story, frame: rootFrame(story) }
}

/** An example record of a record type, with its `$type`. */
export function exampleRecord(lex: Lexicons, nsid: string): JsonObject {
  const value = defExample(newState(lex, nsid, [], false), nsid, true, '')
  return must(value, nsid) as JsonObject
}

/**
 * An example JSON body of a method's input (required fields only) or output, or `undefined` when
 * it has no JSON schema. Without a `code` hook the value is plain JSON.
 */
export function exampleBody(lex: Lexicons, nsid: string, which: 'input' | 'output'): JsonValue | undefined
export function exampleBody(lex: Lexicons, nsid: string, which: 'input', code: CodeHook): Example | undefined
export function exampleBody(lex: Lexicons, nsid: string, which: 'input' | 'output', code?: CodeHook): Example | undefined {
  const def = getDef(lex, nsid)
  if (def.type !== 'query' && def.type !== 'procedure') return undefined
  const body = which === 'input' ? (def.type === 'procedure' ? def.input : undefined) : def.output
  if (!body?.schema || body.encoding !== 'application/json') return undefined
  const state = newState(lex, nsid, [nsid], which === 'input', code)
  const schema = body.schema
  const value =
    schema.type === 'object'
      ? objectExample(state, schema, nsid, '')
      : schema.type === 'ref'
        ? defExample(state, canonicalDefId(schema.ref), false, '')
        : fieldExample(state, 'body', schema, nsid)
  return must(value, `the ${which} of ${nsid}`)
}

/** Query parameters of a method for a sample: the required ones, plus a search term `q` and `limit` if there are. */
export function exampleParams(lex: Lexicons, nsid: string, code?: CodeHook): ExampleObject {
  const def = getDef(lex, nsid)
  if (def.type !== 'query' && def.type !== 'procedure' && def.type !== 'subscription') return {}
  const properties = def.parameters?.properties ?? {}
  const required = [...(def.parameters?.required ?? []), ...['q', 'limit'].filter((name) => name in properties)]
  return must(objectExample(newState(lex, nsid, [nsid], true, code), { required, properties }, nsid, ''), `the parameters of ${nsid}`)
}
