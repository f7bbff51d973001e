/**
 * What the Try it panel of a method page needs, taken from the Lexicon (parameters, body) and
 * the host table (host, credentials, proxy header). Subscriptions get none: a browser cannot
 * show a binary DAG-CBOR stream usefully.
 */
import type { TryItParam, TryItSpec } from '../../types.ts'
import type { LexParam } from './lexicons.ts'
import type { MethodInfo } from './method.ts'

type Primitive = Exclude<LexParam, { type: 'array' }>

function primitive(field: Primitive): Omit<TryItParam, 'name' | 'array' | 'required' | 'description'> {
  switch (field.type) {
    case 'string':
      return {
        type: 'string',
        format: field.format,
        enum: field.enum,
        knownValues: field.knownValues?.map((value) => value.replace(/^lex:/, '')),
        default: field.default,
        minLength: field.minLength,
        maxLength: field.maxLength,
        maxGraphemes: field.maxGraphemes,
      }
    case 'integer':
      return { type: 'integer', enum: field.enum, default: field.default, minimum: field.minimum, maximum: field.maximum }
    case 'boolean':
      return { type: 'boolean', default: field.default }
    default:
      // `unknown` parameters: sent as text.
      return { type: 'string' }
  }
}

/** Drops undefined keys, so the page data stays small. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** `example`: the example request body (JSON), which the panel starts from. */
export function describeTryIt(info: MethodInfo, example: unknown): TryItSpec | null {
  const { def, access } = info
  // Subscriptions need a WebSocket; a system endpoint (hosts.ts: an admin login without Try it) is not for a reader to call.
  if (def.type === 'subscription' || access.admin?.tryIt === false) return null
  const required = new Set(def.parameters?.required ?? [])
  const params = Object.entries(def.parameters?.properties ?? {}).map(([name, field]): TryItParam => {
    const base = { name, required: required.has(name), description: (field.description ?? '').trim() }
    if (field.type === 'array') {
      return compact({ ...primitive(field.items), ...base, array: true, maxItems: field.maxLength })
    }
    return compact({ ...primitive(field), ...base, array: false })
  })
  const input = def.type === 'procedure' ? def.input : undefined
  return {
    nsid: info.nsid,
    httpMethod: def.type === 'query' ? 'GET' : 'POST',
    host: access.baseUrl,
    auth: access.auth === 'none' ? 'none' : access.auth === 'admin' ? 'basic' : 'bearer',
    authRequired: access.auth !== 'none' && !access.optional,
    proxy: access.proxy ? `${access.proxy.did}#${access.proxy.service}` : null,
    params,
    body: input ? { encoding: input.encoding, example: example === undefined ? null : JSON.stringify(example, null, 2) } : null,
  }
}
