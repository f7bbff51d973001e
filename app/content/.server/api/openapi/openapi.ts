/**
 * OpenAPI 3.1 documents of the XRPC queries and procedures the reference documents, from the
 * same Lexicons and host table as the pages: one for the whole API (`/openapi/atproto.json`) and
 * one per namespace (`/openapi/app.bsky.json`, …). Parameters, request and response bodies,
 * declared errors, the credentials each method takes (`hosts.ts`) and its server. Lexicon types
 * become JSON Schema: refs point into `components.schemas`, open unions accept any object with a
 * `$type`, and what JSON Schema cannot say (grapheme limits, known values, accepted blob types)
 * travels in `x-` keywords. Subscriptions are WebSocket streams, which OpenAPI does not describe:
 * they are listed, with their parameters and message types, in `x-atproto-subscriptions`.
 */
import type { Lexicons } from '@atproto/lexicon'
import { buildCatalog, docOf, defName } from '../catalog.ts'
import { HOSTS, getAccess, type Access, type HostId } from '../hosts.ts'
import { canonicalDefId, getDef, isMethod, loadLexicons, type LexMethod } from '../lexicons.ts'
import { atprotoApiVersion } from '../method.ts'
import { namespaceOfMethod, OPENAPI_NAMESPACES, openApiPath } from './paths.ts'

export { OPENAPI_NAMESPACES }

type Schema = Record<string, unknown>
type Json = Record<string, unknown>

/** The errors every XRPC method may return, besides its own. */
const GENERIC_ERRORS = ['InvalidRequest', 'ExpiredToken', 'InvalidToken', 'AuthenticationRequired', 'RateLimitExceeded', 'InternalServerError']

/** `app.bsky.feed.defs#postView` → `app.bsky.feed.defs_postView` (component names allow no `#`). */
export function componentName(defId: string): string {
  const id = canonicalDefId(defId)
  return defName(id) === 'main' ? id : `${docOf(id)}_${defName(id)}`
}

const refTo = (defId: string): Schema => ({ $ref: `#/components/schemas/${componentName(defId)}` })

const FORMATS: Record<string, string> = { datetime: 'date-time', uri: 'uri' }

/** One Lexicon field or definition value as JSON Schema; `refs` collects the definitions it points at. */
function toSchema(field: Record<string, unknown>, refs: Set<string>): Schema {
  const out: Schema = {}
  const copy = (from: string, to = from) => {
    if (field[from] !== undefined) out[to] = field[from]
  }
  if (typeof field.description === 'string') out.description = field.description
  switch (field.type) {
    case 'string':
      out.type = 'string'
      if (typeof field.format === 'string') out.format = FORMATS[field.format] ?? field.format
      copy('minLength')
      copy('maxLength')
      copy('enum')
      copy('const')
      copy('default')
      copy('maxGraphemes', 'x-maxGraphemes')
      copy('minGraphemes', 'x-minGraphemes')
      if (Array.isArray(field.knownValues)) out['x-knownValues'] = (field.knownValues as string[]).map((v) => v.replace(/^lex:/, ''))
      break
    case 'integer':
      out.type = 'integer'
      copy('minimum')
      copy('maximum')
      copy('enum')
      copy('const')
      copy('default')
      break
    case 'boolean':
      out.type = 'boolean'
      copy('const')
      copy('default')
      break
    case 'array':
      out.type = 'array'
      out.items = toSchema(field.items as Record<string, unknown>, refs)
      copy('minLength', 'minItems')
      copy('maxLength', 'maxItems')
      break
    case 'ref': {
      const id = canonicalDefId(String(field.ref))
      refs.add(id)
      // A $ref with siblings is allowed in 3.1; keep the field's description beside it.
      return { ...refTo(id), ...(out.description ? { description: out.description } : {}) }
    }
    case 'union': {
      const members = (field.refs as string[]).map((r) => canonicalDefId(r))
      for (const id of members) refs.add(id)
      const variants = members.map(refTo)
      if (field.closed) return { ...out, oneOf: variants }
      // Open: any other object that names its type may appear too.
      return { ...out, anyOf: [...variants, { type: 'object', required: ['$type'], properties: { $type: { type: 'string' } } }] }
    }
    case 'blob':
      Object.assign(out, {
        type: 'object',
        required: ['$type', 'ref', 'mimeType', 'size'],
        properties: {
          $type: { const: 'blob' },
          ref: { type: 'object', required: ['$link'], properties: { $link: { type: 'string' } } },
          mimeType: { type: 'string' },
          size: { type: 'integer' },
        },
      })
      copy('accept', 'x-accept')
      copy('maxSize', 'x-maxSize')
      break
    case 'bytes':
      Object.assign(out, { type: 'object', required: ['$bytes'], properties: { $bytes: { type: 'string', contentEncoding: 'base64' } } })
      copy('minLength', 'x-minBytes')
      copy('maxLength', 'x-maxBytes')
      break
    case 'cid-link':
      Object.assign(out, { type: 'object', required: ['$link'], properties: { $link: { type: 'string' } } })
      break
    case 'unknown':
      out.type = 'object'
      break
    case 'object':
      return { ...out, ...objectSchema(field, refs) }
    default:
      throw new Error(`OpenAPI: no JSON Schema for a Lexicon ${String(field.type)}`)
  }
  return out
}

function objectSchema(obj: Record<string, unknown>, refs: Set<string>): Schema {
  const nullable = new Set((obj.nullable as string[] | undefined) ?? [])
  const properties: Record<string, Schema> = {}
  for (const [name, field] of Object.entries((obj.properties as Record<string, Record<string, unknown>>) ?? {})) {
    const schema = toSchema(field, refs)
    properties[name] = nullable.has(name) ? { anyOf: [schema, { type: 'null' }] } : schema
  }
  const required = (obj.required as string[] | undefined) ?? []
  return { type: 'object', ...(required.length ? { required } : {}), properties }
}

/** A component: a definition's value (object, record, token, string, …) as JSON Schema. */
function componentSchema(lex: Lexicons, defId: string, refs: Set<string>): Schema {
  const def = getDef(lex, defId) as unknown as Record<string, unknown>
  const description = typeof def.description === 'string' ? { description: def.description } : {}
  if (def.type === 'record') return { ...description, ...objectSchema(def.record as Record<string, unknown>, refs), 'x-atproto-record-key': def.key ?? 'any' }
  if (def.type === 'token') return { ...description, type: 'string', const: canonicalDefId(defId) }
  return { ...toSchema(def, refs), ...description }
}

function parametersOf(def: LexMethod, refs: Set<string>): Json[] {
  const params = def.parameters
  if (!params) return []
  const required = new Set(params.required ?? [])
  return Object.entries(params.properties).map(([name, field]) => {
    const schema = toSchema(field as unknown as Record<string, unknown>, refs)
    const { description, ...rest } = schema
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
      // Arrays repeat the key: `?actors=a&actors=b`.
      ...(field.type === 'array' ? { style: 'form', explode: true } : {}),
    }
  })
}

type Body = { encoding: string; schema?: unknown; description?: string }

function bodyContent(body: Body, refs: Set<string>): Json {
  const schema = body.schema ? toSchema(body.schema as Record<string, unknown>, refs) : body.encoding === 'application/json' ? { type: 'object' } : { type: 'string', format: 'binary' }
  return { [body.encoding]: { schema } }
}

const SECURITY: Record<Access['auth'], string | null> = {
  none: null,
  access: 'accessToken',
  refresh: 'refreshToken',
  admin: 'adminPassword',
  moderator: 'accessToken',
  service: 'serviceToken',
}

function securityOf(access: Access): Json[] {
  const scheme = SECURITY[access.auth]
  if (!scheme) return []
  return access.optional ? [{}, { [scheme]: [] }] : [{ [scheme]: [] }]
}

const serverOf = (access: Access) => ({ url: access.host.url, description: access.host.label })

function operation(nsid: string, def: LexMethod, access: Access, refs: Set<string>): Json {
  const description = (def.description ?? '').trim()
  const parameters = parametersOf(def, refs)
  if (access.proxy) {
    parameters.push({
      name: 'atproto-proxy',
      in: 'header',
      required: true,
      description: 'The service the PDS forwards the call to: its DID and service id.',
      schema: { type: 'string', default: `${access.proxy.did}#${access.proxy.service}` },
    })
  }
  const errors = (def.errors ?? []).map((e) => ({ name: e.name, ...(e.description ? { description: e.description } : {}) }))
  const output = def.type === 'subscription' ? undefined : (def.output as Body | undefined)
  const responses: Json = {
    200: output ? { description: output.description ?? 'Success.', content: bodyContent(output, refs) } : { description: 'Success, with no body.' },
    400: {
      description: `An XRPC error. \`error\` is ${errors.length ? `one of ${errors.map((e) => e.name).join(', ')}, or ` : ''}a generic name (${GENERIC_ERRORS.join(', ')}).`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/XrpcError' } } },
    },
  }
  if (access.auth !== 'none' && !access.optional) responses[401] = { description: 'Missing or invalid credentials.', content: { 'application/json': { schema: { $ref: '#/components/schemas/XrpcError' } } } }
  const op: Json = {
    operationId: nsid,
    tags: [nsid.split('.').slice(0, -1).join('.')],
    ...(description ? { summary: description.split(/(?<=\.)\s/)[0], description } : {}),
    servers: [serverOf(access)],
    security: securityOf(access),
    ...(parameters.length ? { parameters } : {}),
    responses,
    ...(errors.length ? { 'x-atproto-errors': errors } : {}),
    ...(/\bdeprecated\b/i.test(description) ? { deprecated: true } : {}),
  }
  if (def.type === 'procedure' && def.input) op.requestBody = { required: true, content: bodyContent(def.input as Body, refs), ...(def.input.description ? { description: def.input.description } : {}) }
  return op
}

const SECURITY_SCHEMES = {
  accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The account’s access token (`accessJwt` from com.atproto.server.createSession), or an OAuth token with DPoP.' },
  refreshToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The account’s refresh token (`refreshJwt`), in place of the access token.' },
  adminPassword: { type: 'http', scheme: 'basic', description: 'The service’s administrator (of a PDS you run, or of an AppView): user `admin`, its admin password.' },
  serviceToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A short-lived inter-service token, as com.atproto.server.getServiceAuth issues.' },
}

const XRPC_ERROR = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string', description: 'The error name.' }, message: { type: 'string', description: 'Human-readable detail.' } },
}

/** Definitions reached from `roots`, transitively. */
function closure(lex: Lexicons, roots: Set<string>): Map<string, Schema> {
  const out = new Map<string, Schema>()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (out.has(id)) continue
    const refs = new Set<string>()
    out.set(id, componentSchema(lex, id, refs))
    queue.push(...refs)
  }
  return out
}

function document(lex: Lexicons, methods: string[], namespace: string | null, version: string): Json {
  const refs = new Set<string>()
  const paths: Json = {}
  const subscriptions: Json[] = []
  const hosts = new Set<HostId>()
  for (const nsid of methods) {
    const def = getDef(lex, nsid)
    if (!isMethod(def)) continue
    const access = getAccess(nsid, def.type)
    if (def.type === 'subscription') {
      const messages = def.message?.schema.refs.map((r) => canonicalDefId(r)) ?? []
      for (const id of messages) refs.add(id)
      subscriptions.push({
        nsid,
        path: `/xrpc/${nsid}`,
        url: `${access.baseUrl}/xrpc/${nsid}`,
        ...(def.description ? { description: def.description } : {}),
        parameters: parametersOf(def, refs),
        messages: messages.map(refTo),
        errors: (def.errors ?? []).map((e) => e.name),
      })
      continue
    }
    hosts.add(access.hostId)
    paths[`/xrpc/${nsid}`] = { [def.type === 'query' ? 'get' : 'post']: operation(nsid, def, access, refs) }
  }
  const schemas = Object.fromEntries([...closure(lex, refs)].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, schema]) => [componentName(id), schema]))
  return {
    openapi: '3.1.0',
    info: {
      title: namespace ? `AT Protocol XRPC API: ${namespace}` : 'AT Protocol XRPC API',
      version,
      description:
        `The XRPC ${namespace ? `methods of ${namespace}` : 'methods'} documented by the AT Protocol API reference, generated from the Lexicons bundled with @atproto/api ${version}. ` +
        'Each operation names the server it is usually sent to; a signed-in client sends everything to its own PDS, which forwards what it does not serve. ' +
        'Subscriptions (WebSocket streams) are listed in x-atproto-subscriptions.',
    },
    servers: [...hosts].sort().map((id) => ({ url: HOSTS[id].url, description: HOSTS[id].label })),
    paths,
    components: { schemas: { XrpcError: XRPC_ERROR, ...schemas }, securitySchemes: SECURITY_SCHEMES },
    'x-atproto-subscriptions': subscriptions,
  }
}

/**
 * Every document: path (`/openapi/atproto.json`, `/openapi/app.bsky.json`, …) → JSON text. Built
 * from the Lexicons of the pinned `@atproto/api`; the same input gives the same bytes.
 */
export function buildOpenApiDocuments(lex: Lexicons = loadLexicons()): Map<string, string> {
  const methods = buildCatalog(lex).methods
  const version = atprotoApiVersion() ?? '0.0.0'
  const out = new Map<string, string>()
  out.set(openApiPath(null), `${JSON.stringify(document(lex, methods, null, version), null, 2)}\n`)
  for (const ns of OPENAPI_NAMESPACES) {
    out.set(openApiPath(ns), `${JSON.stringify(document(lex, methods.filter((m) => namespaceOfMethod(m) === ns), ns, version), null, 2)}\n`)
  }
  return out
}
