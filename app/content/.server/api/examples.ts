/**
 * Example values built from Lexicon schemas for the code samples: required fields only,
 * format-aware strings, refs followed, the first member of a union tagged with its `$type`.
 * Printed as TypeScript object literals, JSON, or a query string.
 */
import type { Lexicons } from '@atproto/lexicon'
import { canonicalDefId, getDef, type LexBodySchema, type LexField, type LexParam } from './lexicons.ts'

/** A value that is code rather than data: TypeScript source, its JSON stand-in, and the imports it needs. */
export class Expr {
  constructor(
    readonly ts: string,
    readonly json: Example,
    readonly imports: readonly { from: string; name: string }[] = [],
  ) {}
}

export type Example = null | boolean | number | string | Expr | Example[] | { [key: string]: Example }
export type ExampleObject = { [key: string]: Example }

const DID = 'did:plc:z72i7hdynmk6r22z27h6tvur'
const CID = 'bafyreie5737gdxlw5i64vzichcalba3z2v5n6icifvx5xytvske7mr3hpm'
const TID = '3l6oveex3ii2l'
const DATETIME = '2025-01-01T12:00:00.000Z'

const FORMATS: Record<string, string> = {
  did: DID,
  handle: 'bsky.app',
  'at-identifier': 'bsky.app',
  'at-uri': `at://${DID}/app.bsky.feed.post/${TID}`,
  datetime: DATETIME,
  cid: CID,
  nsid: 'app.bsky.feed.post',
  uri: 'https://example.com',
  language: 'en',
  tid: TID,
  'record-key': TID,
}

/** Names whose examples read better than the format's or `example`; they win over the format. */
const NAMED_OVER_FORMAT: Record<string, string> = {
  signingKey: 'did:key:zQ3shXjHeiBuRCKmM36cuYnm7YEMzhGnCmCyW92sRJ9pribSF',
  uriPatterns: DID,
  aud: 'did:web:video.bsky.app',
}
/** Names whose plain-string examples read better than `example`. */
const NAMED: Record<string, Example> = {
  identifier: new Expr('process.env.BSKY_IDENTIFIER!', 'alice.bsky.social'),
  password: new Expr('process.env.BSKY_PASSWORD!', 'your-password'),
  text: 'Hello, world!',
  q: 'atproto',
  email: 'alice@example.com',
  hostname: 'pds.example.com',
  mimeType: 'video/mp4',
}

/** An AT-URI of the kind of record the field (or else the method) is about. */
function atUriFor(name: string, method: string): string {
  for (const hint of [name, method.split('.').pop() ?? '']) {
    if (/feed|generator/i.test(hint) && !/feedContext/i.test(hint)) return `at://${DID}/app.bsky.feed.generator/whats-hot`
    if (/starter/i.test(hint)) return `at://${DID}/app.bsky.graph.starterpack/${TID}`
    if (/list/i.test(hint)) return `at://${DID}/app.bsky.graph.list/${TID}`
  }
  return FORMATS['at-uri']
}

/** `convoId` → `example-convo-id`; email tokens for account methods; `example` otherwise. */
function placeholder(state: State, name: string): Example {
  const named = NAMED[name]
  if (named !== undefined) return named
  if (name === 'token') return state.method.startsWith('com.atproto.server.') ? 'code-from-the-email' : 'example-token'
  const id = /^(\w+?)Ids?$/.exec(name)
  if (id) return `example-${id[1].replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}-id`
  return 'example'
}

type AnyField = LexField | LexParam

interface State {
  lex: Lexicons
  /** Definitions being expanded, to stop on cycles. */
  stack: Set<string>
  /** The sample is signed in: a `repo` is the caller's own (`agent.assertDid`). */
  signedIn: boolean
  /** NSID of the method, for hints. */
  method: string
  /** Filling a request body (true) or query parameters (false). */
  body: boolean
}

export interface ExampleOptions {
  signedIn?: boolean
  method?: string
}

function newState(lex: Lexicons, options: ExampleOptions, body: boolean): State {
  return { lex, stack: new Set(), signedIn: options.signedIn ?? false, method: options.method ?? '', body }
}

function stringExample(state: State, name: string, field: Extract<AnyField, { type: 'string' }>): Example {
  if (name === 'repo' && state.signedIn) return new Expr('agent.assertDid', 'alice.bsky.social')
  if (field.const !== undefined) return field.const
  if (field.default !== undefined) return field.default
  if (field.enum?.length) return field.enum[0]
  if (field.knownValues?.length) return field.knownValues[0].replace(/^lex:/, '')
  if (NAMED_OVER_FORMAT[name]) return NAMED_OVER_FORMAT[name]
  if (field.format === 'at-uri') return atUriFor(name, state.method)
  // A handle being registered or set, rather than looked up.
  if (field.format === 'handle' && state.body) return 'alice.bsky.social'
  if (field.format) return FORMATS[field.format] ?? 'example'
  if (field.maxGraphemes === 1) return '👍'
  return placeholder(state, name)
}

function integerExample(field: Extract<AnyField, { type: 'integer' }>): number {
  if (field.const !== undefined) return field.const
  if (field.default !== undefined) return field.default
  if (field.enum?.length) return field.enum[0]
  const value = field.minimum !== undefined && field.minimum > 1 ? field.minimum : 1
  return field.maximum !== undefined ? Math.min(value, field.maximum) : value
}

function fieldExample(state: State, name: string, field: AnyField, parent?: ExampleObject): Example {
  switch (field.type) {
    case 'string':
      return stringExample(state, name, field)
    case 'integer':
      return integerExample(field)
    case 'boolean':
      return field.const ?? field.default ?? true
    case 'array': {
      const item = fieldExample(state, name, field.items)
      return Array.from({ length: Math.max(1, field.minLength ?? 1) }, () => item)
    }
    case 'unknown':
      // A record next to its collection (createRecord, putRecord, applyWrites): a real post.
      if (parent && parent.collection === 'app.bsky.feed.post') return recordExample(state, 'app.bsky.feed.post')
      return {}
    case 'ref':
      return defExample(state, canonicalDefId(field.ref), false)
    case 'union':
      return defExample(state, canonicalDefId(field.refs[0]), true)
    case 'blob':
      return new Expr(
        `new BlobRef(CID.parse('${CID}'), 'image/png', 12345)`,
        { $type: 'blob', ref: { $link: CID }, mimeType: 'image/png', size: 12345 },
        [
          { from: '@atproto/api', name: 'BlobRef' },
          { from: 'multiformats/cid', name: 'CID' },
        ],
      )
    case 'bytes':
      return new Expr('new Uint8Array([1, 2, 3])', { $bytes: 'AQID' })
    case 'cid-link':
      return new Expr(`CID.parse('${CID}')`, { $link: CID }, [{ from: 'multiformats/cid', name: 'CID' }])
  }
}

interface PropertiesLike {
  required?: string[]
  properties?: Record<string, AnyField>
}

/**
 * An object with its required properties filled in, in declaration order. An object with no
 * required property gets its first one, so that the sample shows the shape.
 */
export function objectExample(state: State, obj: PropertiesLike): ExampleObject {
  const out: ExampleObject = {}
  const entries = Object.entries(obj.properties ?? {})
  const required = new Set(obj.required ?? [])
  if (required.size === 0 && entries.length > 0) required.add(entries[0][0])
  for (const [name, field] of entries) {
    if (required.has(name)) out[name] = fieldExample(state, name, field, out)
  }
  return out
}

function recordExample(state: State, id: string): ExampleObject {
  return { $type: id, ...(defExample(state, id, false) as ExampleObject) }
}

function defExample(state: State, id: string, typed: boolean): Example {
  if (state.stack.has(id)) return {}
  state.stack.add(id)
  try {
    const def = getDef(state.lex, id)
    switch (def.type) {
      case 'object':
        return typed ? { $type: id, ...objectExample(state, def) } : objectExample(state, def)
      case 'record':
        return typed ? { $type: id, ...objectExample(state, def.record) } : objectExample(state, def.record)
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
        return fieldExample(state, id.split('#').pop() ?? id, def)
      default:
        return {}
    }
  } finally {
    state.stack.delete(id)
  }
}

/** Query parameters for a sample: the required ones, plus a search term `q` and `limit` if there are. */
export function exampleParams(lex: Lexicons, params: PropertiesLike | undefined, options: ExampleOptions = {}): ExampleObject {
  if (!params) return {}
  const state = newState(lex, options, false)
  const out: ExampleObject = {}
  const required = new Set(params.required ?? [])
  for (const [name, field] of Object.entries(params.properties ?? {})) {
    if (required.has(name) || name === 'q' || name === 'limit') out[name] = fieldExample(state, name, field, out)
  }
  return out
}

/** A JSON request body for a sample. */
export function exampleBody(lex: Lexicons, schema: LexBodySchema | undefined, options: ExampleOptions = {}): Example {
  if (!schema) return {}
  const state = newState(lex, options, true)
  if (schema.type === 'object') return objectExample(state, schema)
  if (schema.type === 'ref') return defExample(state, canonicalDefId(schema.ref), false)
  return defExample(state, canonicalDefId(schema.refs[0]), true)
}

export function toJsonValue(value: Example): unknown {
  if (value instanceof Expr) return toJsonValue(value.json)
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
