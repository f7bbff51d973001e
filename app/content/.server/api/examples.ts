/**
 * Example values generated from the Lexicon, for everything the reference shows: the JSON of
 * records and of method responses (every required field, optional fields while they stay shallow),
 * and the requests of the code samples and the Try it panel (required fields only). One set of
 * values serves all of them: realistic values per string format and field name, one member of each
 * union, arrays with one element. The code samples turn some values into code (`Expr`) through a
 * hook. The test suite validates every JSON example with `@atproto/lexicon`.
 */
import type { Lexicons } from '@atproto/lexicon'
import { canonicalDefId, getDef, type LexField, type LexParam } from './lexicons.ts'

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }
type JsonObject = { [key: string]: JsonValue }

/** A value that is code rather than data: TypeScript source, its JSON stand-in, and the imports it needs. */
export class Expr {
  constructor(
    readonly ts: string,
    readonly json: JsonValue,
    readonly imports: readonly { from: string; name: string }[] = [],
  ) {}
}

export type Example = null | boolean | number | string | Expr | Example[] | { [key: string]: Example }
export type ExampleObject = { [key: string]: Example }

type AnyField = LexField | LexParam

/**
 * Turns a generated value into code, or returns undefined to keep it as data. Called for every
 * field with its name, schema and value.
 */
export type CodeHook = (name: string, field: AnyField, value: JsonValue) => Expr | undefined

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

/** Values by field name; they win over the format's (a `signingKey` is a `did:key`). */
const BY_NAME: Record<string, string> = {
  text: 'Hello from the AT Protocol!',
  tags: 'atproto',
  q: 'atproto',
  displayName: 'Alice',
  pronouns: 'she/her',
  description: 'Builds things on the AT Protocol.',
  alt: 'A sunset over the sea',
  title: 'Getting started',
  name: 'Example',
  cursor: TID,
  identifier: HANDLE,
  email: 'alice@example.com',
  password: 'correct-horse-battery-staple',
  hostname: 'pds.example.com',
  mimeType: 'image/jpeg',
  encoding: 'application/json',
  reason: 'Spam from a new account.',
  comment: 'Reviewed and confirmed.',
  rev: TID,
  since: '3lbyecypnvs2b',
  feedContext: 't-42',
  reqId: `req-${TID}`,
  code: 'pds-example-com-a1b2c',
  token: 'example-token',
  message: 'Hello!',
  val: 'spam',
  src: EXAMPLE_DID,
  uriPatterns: EXAMPLE_DID,
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
   * Requests (bodies and parameters): required fields only. Optional ones such as `swapCommit` or
   * `validate` change what the call does, and a reader (or the Try it panel) sending the example
   * should not trip on them.
   */
  requiredOnly: boolean
  code?: CodeHook
}

/** An AT-URI pointing at the kind of record the field (or the definition or method it is in) is about. */
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
function fit(value: string, field: Extract<AnyField, { type: 'string' }>): string {
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

function stringExample(name: string, field: Extract<AnyField, { type: 'string' }>, defId: string): string {
  if (field.const !== undefined) return field.const
  if (field.enum?.length) return field.enum[0]
  if (field.knownValues?.length) return field.knownValues[0].replace(/^lex:/, '')
  if (field.default !== undefined) return field.default
  if (field.format === 'at-uri') return atUriFor(name, defId)
  if (field.format === 'uri') return URIS[name] ?? FORMATS.uri
  if (field.format === 'did' && /subject|target|other|member/i.test(name)) return OTHER_DID
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

function blobExample(field: Extract<AnyField, { type: 'blob' }>): JsonObject {
  const accept = field.accept?.find((type) => !type.includes('*')) ?? field.accept?.[0] ?? 'image/jpeg'
  const mimeType = accept === '*/*' ? 'application/octet-stream' : accept.replace('/*', accept.startsWith('video') ? '/mp4' : '/jpeg')
  const size = Math.min(123456, field.maxSize ?? Infinity)
  return { $type: 'blob', ref: { $link: BLOB_CID }, mimeType, size }
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

function fieldExample(state: State, name: string, field: AnyField, defId: string): Example | undefined {
  const value = dataExample(state, name, field, defId)
  if (value === undefined || !state.code || field.type === 'array' || value instanceof Expr) return value
  return state.code(name, field, toJsonValue(value)) ?? value
}

interface PropertiesLike {
  required?: string[]
  properties?: Record<string, AnyField>
}

function objectExample(state: State, obj: PropertiesLike, defId: string): ExampleObject | undefined {
  const out: ExampleObject = {}
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

function defExample(state: State, id: string, typed: boolean): Example | undefined {
  if (state.stack.includes(id)) return undefined
  state.stack.push(id)
  try {
    const def = getDef(state.lex, id)
    const tag: ExampleObject = typed ? { $type: id } : {}
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
  const value = defExample({ lex, stack: [], requiredOnly: false }, nsid, true)
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
  const state: State = { lex, stack: [nsid], requiredOnly: which === 'input', code }
  const schema = body.schema
  const value =
    schema.type === 'object'
      ? objectExample(state, schema, nsid)
      : schema.type === 'ref'
        ? defExample(state, canonicalDefId(schema.ref), false)
        : fieldExample(state, 'body', schema, nsid)
  return must(value, `the ${which} of ${nsid}`)
}

/** Query parameters of a method for a sample: the required ones, plus a search term `q` and `limit` if there are. */
export function exampleParams(lex: Lexicons, nsid: string, code?: CodeHook): ExampleObject {
  const def = getDef(lex, nsid)
  if (def.type !== 'query' && def.type !== 'procedure' && def.type !== 'subscription') return {}
  const properties = def.parameters?.properties ?? {}
  const required = [...(def.parameters?.required ?? []), ...['q', 'limit'].filter((name) => name in properties)]
  return must(objectExample({ lex, stack: [nsid], requiredOnly: true, code }, { required, properties }, nsid), `the parameters of ${nsid}`)
}

export function toJsonValue(value: Example): JsonValue {
  if (value instanceof Expr) return value.json
  if (Array.isArray(value)) return value.map(toJsonValue)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonValue(v)]))
  }
  return value
}

export function collectImports(value: Example, into: Map<string, Set<string>>): void {
  if (value instanceof Expr) {
    for (const { from, name } of value.imports) {
      if (!into.has(from)) into.set(from, new Set())
      into.get(from)?.add(name)
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectImports(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectImports(item, into)
  }
}

function tsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

function isSimple(value: Example): boolean {
  return value === null || typeof value !== 'object' || value instanceof Expr
}

/** A TypeScript literal; short flat objects and arrays stay on one line. */
export function toTs(value: Example, indent = ''): string {
  if (value instanceof Expr) return value.ts
  if (typeof value === 'string') return tsString(value)
  if (value === null || typeof value !== 'object') return String(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const items = value.map((item) => toTs(item, inner))
    const flat = `[${items.join(', ')}]`
    if (value.every(isSimple) && flat.length <= 60) return flat
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return '{}'
  const parts = entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : tsString(k)}: ${toTs(v, inner)}`)
  const flat = `{ ${parts.join(', ')} }`
  if (entries.every(([, v]) => isSimple(v)) && flat.length <= 60) return flat
  return `{\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}}`
}

/** `key=value&…`, arrays as repeated keys; `:`, `/` and `@` left readable. */
export function toQueryString(params: ExampleObject): string {
  const pairs: string[] = []
  const encode = (v: string) => encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%40/gi, '@')
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const json = toJsonValue(item)
      pairs.push(`${encode(key)}=${encode(typeof json === 'string' ? json : JSON.stringify(json))}`)
    }
  }
  return pairs.join('&')
}
