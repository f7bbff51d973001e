/**
 * Example JSON bodies and records, generated from the Lexicon: every required field, optional
 * fields while they stay shallow, realistic values per string format and field name, one member
 * of each union, arrays with one element. The test suite validates every example with
 * `@atproto/lexicon`, so an example that drifts from its schema fails the build's tests.
 */
import type { Lexicons, LexUserType } from '@atproto/lexicon'
import { canonicalDefId, getDef, type LexField } from './lexicons.ts'

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }
type JsonObject = { [key: string]: JsonValue }

export const EXAMPLE_DID = 'did:plc:vwzwgnygau7ed7b7wt5ux7y2'
const OTHER_DID = 'did:plc:ewvi7nxzyoun6zhxrhs64oiz'
const CID = 'bafyreie5737gdxlw5i64vzichcalba3z2v5n6icifvx5xytvske7mr3hpm'
const BLOB_CID = 'bafkreibjfgx2gprinfvicegelk5kosd6y2frmqpqzwqkg7usac74l3t2v4'
const TID = '3lbyecypnvs2c'
const HANDLE = 'alice.bsky.social'
const DATETIME = '2025-03-14T09:26:53.000Z'

const FORMATS: Record<string, string> = {
  did: EXAMPLE_DID,
  handle: HANDLE,
  'at-identifier': HANDLE,
  'at-uri': `at://${EXAMPLE_DID}/app.bsky.feed.post/${TID}`,
  datetime: DATETIME,
  cid: CID,
  nsid: 'app.bsky.feed.post',
  uri: 'https://example.com/',
  language: 'en',
  tid: TID,
  'record-key': TID,
}

/** Values by field name, for strings without a format (or whose name says more than it). */
const BY_NAME: Record<string, string> = {
  text: 'Hello from the AT Protocol!',
  tags: 'atproto',
  displayName: 'Alice',
  pronouns: 'she/her',
  description: 'Builds things on the AT Protocol.',
  alt: 'A sunset over the sea',
  title: 'Getting started',
  name: 'Example',
  cursor: '3lbyecypnvs2c',
  email: 'alice@example.com',
  password: 'correct-horse-battery-staple',
  hostname: 'pds.example.com',
  mimeType: 'image/jpeg',
  encoding: 'application/json',
  reason: 'Spam from a new account.',
  comment: 'Reviewed and confirmed.',
  rev: '3lbyecypnvs2c',
  since: '3lbyecypnvs2b',
  feedContext: 't-42',
  reqId: 'req-3lbyecypnvs2c',
  code: 'pds-example-com-a1b2c',
  token: 'example-token',
  message: 'Hello!',
  val: 'spam',
  src: EXAMPLE_DID,
  sig: 'base64-signature',
  signingKey: 'did:key:zQ3shXjHeiBuRCKmM36cuYnm7YEMzhGnCmCyW92sRJ9pribSF',
  aud: 'did:web:api.bsky.app',
}

/** Uris by field name: images and links look like what the AppView returns. */
const URIS: Record<string, string> = {
  avatar: `https://cdn.bsky.app/img/avatar/plain/${EXAMPLE_DID}/${BLOB_CID}@jpeg`,
  banner: `https://cdn.bsky.app/img/banner/plain/${EXAMPLE_DID}/${BLOB_CID}@jpeg`,
  thumb: `https://cdn.bsky.app/img/feed_thumbnail/plain/${EXAMPLE_DID}/${BLOB_CID}@jpeg`,
  fullsize: `https://cdn.bsky.app/img/feed_fullsize/plain/${EXAMPLE_DID}/${BLOB_CID}@jpeg`,
  playlist: `https://video.bsky.app/watch/${encodeURIComponent(EXAMPLE_DID)}/${BLOB_CID}/playlist.m3u8`,
  uri: 'https://atproto.com/',
}

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

/** A post record: what an `unknown` record field holds in the examples. */
function postRecord(): JsonObject {
  return { $type: 'app.bsky.feed.post', text: BY_NAME.text, createdAt: DATETIME, langs: ['en'] }
}

function didDocument(): JsonObject {
  return {
    '@context': ['https://www.w3.org/ns/did/v1'],
    id: EXAMPLE_DID,
    alsoKnownAs: [`at://${HANDLE}`],
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
   * Request bodies: required fields only. Optional ones such as `swapCommit` or `validate` change
   * what the call does, and a reader (or the Try it panel) sending the example should not trip on them.
   */
  requiredOnly?: boolean
}

/** An AT-URI pointing at the kind of record the field is about. */
function atUriFor(name: string, defId: string): string {
  const hint = `${name} ${defId}`.toLowerCase()
  if (/generator|feed(?!back)/.test(name.toLowerCase())) return `at://${EXAMPLE_DID}/app.bsky.feed.generator/whats-hot`
  if (/starterpack/.test(hint)) return `at://${EXAMPLE_DID}/app.bsky.graph.starterpack/${TID}`
  if (/list/.test(hint)) return `at://${EXAMPLE_DID}/app.bsky.graph.list/${TID}`
  if (/labeler/.test(hint)) return `at://${EXAMPLE_DID}/app.bsky.labeler.service/self`
  if (/follow/.test(hint)) return `at://${EXAMPLE_DID}/app.bsky.graph.follow/${TID}`
  if (/like/.test(name.toLowerCase())) return `at://${EXAMPLE_DID}/app.bsky.feed.like/${TID}`
  if (/repost/.test(name.toLowerCase())) return `at://${EXAMPLE_DID}/app.bsky.feed.repost/${TID}`
  if (/block/.test(hint)) return `at://${EXAMPLE_DID}/app.bsky.graph.block/${TID}`
  return FORMATS['at-uri']
}

/** Cuts a string to a maximum length in UTF-8 bytes and graphemes, and pads it to a minimum. */
function fit(value: string, field: Extract<LexField, { type: 'string' }>): string {
  let out = value
  const max = Math.min(field.maxLength ?? Infinity, field.maxGraphemes ?? Infinity)
  if (out.length > max) out = out.slice(0, Math.max(1, max))
  const min = Math.max(field.minLength ?? 0, field.minGraphemes ?? 0)
  while (out.length < min) out += 'x'
  return out
}

function stringExample(name: string, field: Extract<LexField, { type: 'string' }>, defId: string): string {
  if (field.const !== undefined) return field.const
  if (field.enum?.length) return field.enum[0]
  if (field.knownValues?.length) return field.knownValues[0].replace(/^lex:/, '')
  if (field.default !== undefined) return field.default
  if (field.format === 'at-uri') return atUriFor(name, defId)
  if (field.format === 'uri') return URIS[name] ?? FORMATS.uri
  if (field.format === 'did' && /subject|target|other|member/i.test(name)) return OTHER_DID
  if (field.format) return FORMATS[field.format] ?? 'example'
  if (field.maxGraphemes === 1) return '👍'
  const named = BY_NAME[name] ?? (/Id$|^id$/.test(name) ? `example-${name.replace(/Id$/, '').toLowerCase() || 'item'}-id` : undefined)
  return fit(named ?? 'example', field)
}

function integerExample(name: string, field: Extract<LexField, { type: 'integer' }>): number {
  if (field.const !== undefined) return field.const
  if (field.enum?.length) return field.enum[0]
  if (field.default !== undefined) return field.default
  const wanted = INTEGERS[name] ?? 1
  const min = field.minimum ?? -Infinity
  const max = field.maximum ?? Infinity
  return Math.min(Math.max(wanted, min), max)
}

function blobExample(field: Extract<LexField, { type: 'blob' }>): JsonObject {
  const accept = field.accept?.find((type) => !type.includes('*')) ?? field.accept?.[0] ?? 'image/jpeg'
  const mimeType = accept === '*/*' ? 'application/octet-stream' : accept.replace('/*', accept.startsWith('video') ? '/mp4' : '/jpeg')
  const size = Math.min(123456, field.maxSize ?? Infinity)
  return { $type: 'blob', ref: { $link: BLOB_CID }, mimeType, size }
}

const isDeprecated = (description: string | undefined) => /^\s*deprecated\b/i.test(description ?? '')

/** Whether an optional field is filled in at this depth: primitives always, refs only near the top. */
function wanted(state: State, name: string, field: LexField): boolean {
  const inner = field.type === 'array' ? field.items : field
  if (isDeprecated(field.description) || (inner.type === 'ref' && isDeprecated(getDef(state.lex, canonicalDefId(inner.ref)).description))) return false
  // Debug blobs and other free-form objects say nothing about the shape; records and DID documents do.
  if (inner.type === 'unknown') return /^(record|value|didDoc)$/.test(name)
  if (inner.type !== 'ref' && inner.type !== 'union') return true
  return state.stack.length <= OPTIONAL_REF_DEPTH
}

function fieldExample(state: State, name: string, field: LexField, defId: string): JsonValue | undefined {
  switch (field.type) {
    case 'string':
      return stringExample(name, field, defId)
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
      if (name === 'didDoc') return didDocument()
      if (/^(record|value)$/.test(name)) return postRecord()
      return {}
    case 'ref':
      return defExample(state, canonicalDefId(field.ref), false)
    case 'union': {
      // One member, tagged with its $type; a union whose every member is on the stack has none.
      for (const ref of field.refs) {
        const value = defExample(state, canonicalDefId(ref), true)
        if (value !== undefined) return value
      }
      return undefined
    }
    case 'blob':
      return blobExample(field)
    case 'bytes':
      return { $bytes: 'AQIDBA' }
    case 'cid-link':
      return { $link: CID }
  }
}

interface PropertiesLike {
  required?: string[]
  properties?: Record<string, LexField>
}

function objectExample(state: State, obj: PropertiesLike, defId: string): JsonObject | undefined {
  const out: JsonObject = {}
  const required = new Set(obj.required ?? [])
  for (const [name, field] of Object.entries(obj.properties ?? {})) {
    if (!required.has(name) && (state.requiredOnly || !wanted(state, name, field))) continue
    const value = fieldExample(state, name, field, defId)
    if (value === undefined) {
      if (required.has(name)) return undefined
      continue
    }
    out[name] = value
  }
  return out
}

function defExample(state: State, id: string, typed: boolean): JsonValue | undefined {
  if (state.stack.includes(id)) return undefined
  state.stack.push(id)
  try {
    const def: LexUserType = getDef(state.lex, id)
    const tag: JsonObject = typed ? { $type: id } : {}
    switch (def.type) {
      case 'object': {
        const value = objectExample(state, def, id)
        return value && { ...tag, ...value }
      }
      case 'record': {
        const value = objectExample(state, def.record, id)
        return value && { ...tag, ...value }
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

/** An example record of a record type, with its `$type`. */
export function exampleRecord(lex: Lexicons, nsid: string): JsonObject {
  const value = defExample({ lex, stack: [] }, nsid, true)
  return must(value, nsid) as JsonObject
}

/** An example JSON body of a method's input or output, or `undefined` when it has no JSON schema. */
export function exampleBody(lex: Lexicons, nsid: string, which: 'input' | 'output'): JsonValue | undefined {
  const def = getDef(lex, nsid)
  if (def.type !== 'query' && def.type !== 'procedure') return undefined
  const body = which === 'input' ? (def.type === 'procedure' ? def.input : undefined) : def.output
  if (!body?.schema || body.encoding !== 'application/json') return undefined
  const state: State = { lex, stack: [nsid], requiredOnly: which === 'input' }
  const schema = body.schema
  const value =
    schema.type === 'object'
      ? objectExample(state, schema, nsid)
      : schema.type === 'ref'
        ? defExample(state, canonicalDefId(schema.ref), false)
        : fieldExample(state, 'body', schema, nsid)
  return must(value, `the ${which} of ${nsid}`)
}
