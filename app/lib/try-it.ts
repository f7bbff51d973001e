/**
 * The Try it panel's logic, without React: form values, their checks against the Lexicon's
 * constraints, the request they make, the equivalent curl command, and a small JSON tokenizer
 * for highlighting the response. Only the lazily loaded panel imports it.
 */
import type { TryItParam, TryItSpec } from '../content/types.ts'

export interface TryItValues {
  host: string
  /** Kept in the panel's memory only; never stored, never printed in the curl command. */
  token: string
  proxy: string
  /** Parameter name → the text in its field (arrays: one value per line). */
  params: Record<string, string>
  /** JSON request body, as typed. */
  body: string
}

export function initialValues(spec: TryItSpec): TryItValues {
  return {
    host: spec.host,
    token: '',
    proxy: spec.proxy ?? '',
    params: Object.fromEntries(spec.params.map((p) => [p.name, ''])),
    body: spec.body?.example ?? '',
  }
}

/** `https://public.api.bsky.app/` → `https://public.api.bsky.app`; null unless a bare http(s) origin. */
export function parseHost(host: string): string | null {
  try {
    const url = new URL(host.trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.origin === host.trim().replace(/\/+$/, '') ? url.origin : null
  } catch {
    return null
  }
}

const FORMATS: Record<string, [RegExp, string]> = {
  did: [/^did:[a-z]+:[a-zA-Z0-9._:%-]+$/, 'a DID, such as did:plc:…'],
  handle: [/^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/, 'a handle, such as alice.bsky.social'],
  'at-identifier': [/^(did:[a-z]+:[a-zA-Z0-9._:%-]+|([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z][a-zA-Z0-9-]*)$/, 'a handle or a DID'],
  'at-uri': [/^at:\/\/[^\s/]+(\/[^\s/]+(\/[^\s/]+)?)?$/, 'an AT-URI, such as at://did:plc:…/app.bsky.feed.post/…'],
  nsid: [/^[a-zA-Z]([a-zA-Z0-9-]*\.)+[a-zA-Z][a-zA-Z0-9]*$/, 'an NSID, such as app.bsky.feed.post'],
  uri: [/^[a-z][a-z0-9+.-]*:\S+$/, 'a URI'],
  cid: [/^[a-zA-Z0-9+=]{8,}$/, 'a CID'],
  language: [/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/, 'a language tag, such as en'],
  tid: [/^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/, 'a TID'],
  'record-key': [/^[a-zA-Z0-9._:~-]{1,512}$/, 'a record key'],
}

function graphemes(text: string): number {
  return typeof Intl.Segmenter === 'function' ? [...new Intl.Segmenter().segment(text)].length : [...text].length
}

/** What is wrong with one value of a parameter, or null. */
function checkValue(param: TryItParam, value: string): string | null {
  const name = param.name
  if (param.type === 'integer') {
    if (!/^-?\d+$/.test(value)) return `${name} must be a whole number.`
    const n = Number(value)
    if (param.minimum !== undefined && n < param.minimum) return `${name} must be at least ${param.minimum}.`
    if (param.maximum !== undefined && n > param.maximum) return `${name} must be at most ${param.maximum}.`
  }
  if (param.type === 'boolean' && value !== 'true' && value !== 'false') return `${name} must be true or false.`
  if (param.enum && !param.enum.map(String).includes(value)) return `${name} must be one of ${param.enum.join(', ')}.`
  if (param.type === 'string') {
    const bytes = new TextEncoder().encode(value).length
    if (param.minLength !== undefined && bytes < param.minLength) return `${name} must be at least ${param.minLength} bytes long.`
    if (param.maxLength !== undefined && bytes > param.maxLength) return `${name} must be at most ${param.maxLength} bytes long.`
    if (param.maxGraphemes !== undefined && graphemes(value) > param.maxGraphemes) return `${name} must be at most ${param.maxGraphemes} characters long.`
    if (param.format === 'datetime' && Number.isNaN(Date.parse(value))) return `${name} must be a date and time, such as 2025-01-31T12:00:00Z.`
    const format = param.format ? FORMATS[param.format] : undefined
    if (format && !format[0].test(value)) return `${name} must be ${format[1]}.`
  }
  return null
}

/** The values of a parameter field: one per line for arrays, empty lines dropped. */
function fieldValues(param: TryItParam, text: string): string[] {
  if (!param.array) return text === '' ? [] : [text]
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** Every problem with the form, by field name (`host`, `token`, `proxy`, `body` or a parameter). */
export function validate(spec: TryItSpec, values: TryItValues): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!parseHost(values.host)) errors.host = 'Host must be a base URL such as https://public.api.bsky.app, without a path.'
  if (spec.authRequired && !values.token.trim()) errors.token = spec.auth === 'basic' ? 'This method needs the admin password.' : 'This method needs an access token.'
  if (spec.proxy && !/^did:[a-z]+:[^\s#]+#[a-zA-Z0-9_]+$/.test(values.proxy.trim())) {
    errors.proxy = 'The atproto-proxy header must be a service DID and id, such as did:web:api.bsky.chat#bsky_chat.'
  }
  for (const param of spec.params) {
    const list = fieldValues(param, values.params[param.name] ?? '')
    if (list.length === 0) {
      if (param.required) errors[param.name] = `${param.name} is required.`
      continue
    }
    if (param.maxItems !== undefined && list.length > param.maxItems) {
      errors[param.name] = `${param.name} takes at most ${param.maxItems} values.`
      continue
    }
    const problem = list.map((value) => checkValue(param, value)).find((p) => p !== null)
    if (problem) errors[param.name] = problem
  }
  if (spec.body?.encoding === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(values.body)
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) errors.body = 'The request body must be a JSON object.'
    } catch (error) {
      errors.body = `The request body is not valid JSON: ${(error as Error).message}`
    }
  }
  return errors
}

/** The request URL: the host shown, the method's path and the non-empty parameters. */
export function buildUrl(spec: TryItSpec, values: TryItValues): string {
  const url = new URL(`/xrpc/${spec.nsid}`, parseHost(values.host) ?? spec.host)
  for (const param of spec.params) {
    for (const value of fieldValues(param, values.params[param.name] ?? '')) url.searchParams.append(param.name, value)
  }
  return url.href
}

/** Request headers. The token goes only into this request, to the host of `buildUrl`. */
export function buildHeaders(spec: TryItSpec, values: TryItValues): Record<string, string> {
  const headers: Record<string, string> = {}
  const token = values.token.trim()
  if (token && spec.auth === 'bearer') headers.Authorization = `Bearer ${token}`
  if (token && spec.auth === 'basic') headers.Authorization = `Basic ${btoa(`admin:${token}`)}`
  if (spec.proxy && values.proxy.trim()) headers['atproto-proxy'] = values.proxy.trim()
  if (spec.body) headers['Content-Type'] = spec.body.encoding === 'application/json' ? 'application/json' : spec.body.encoding
  return headers
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** The same request as a curl command; the token appears as a shell variable, never itself. */
export function buildCurl(spec: TryItSpec, values: TryItValues, fileName = 'body.bin'): string {
  const lines = [`curl${spec.httpMethod === 'POST' ? ' -X POST' : ''} ${shellQuote(buildUrl(spec, values))}`]
  if (spec.auth === 'bearer') lines.push(`-H "Authorization: Bearer $ACCESS_JWT"`)
  if (spec.auth === 'basic') lines.push(`-u "admin:$PDS_ADMIN_PASSWORD"`)
  if (spec.proxy && values.proxy.trim()) lines.push(`-H ${shellQuote(`atproto-proxy: ${values.proxy.trim()}`)}`)
  if (spec.body?.encoding === 'application/json') {
    let body = values.body
    try {
      body = JSON.stringify(JSON.parse(values.body))
    } catch {
      // Shown as typed; the form reports the syntax error.
    }
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(body)}`)
  } else if (spec.body) {
    lines.push(`-H ${shellQuote(`Content-Type: ${spec.body.encoding === '*/*' ? 'application/octet-stream' : spec.body.encoding}`)}`, `--data-binary @${fileName}`)
  }
  return lines.join(' \\\n  ')
}

/** Rate-limit headers a server sent and let the browser read. */
const RATE_LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy']

export type JsonToken = { type: 'key' | 'string' | 'number' | 'literal' | 'punct' | 'space'; value: string }

/** Splits (pretty-printed) JSON into tokens for highlighting; text that is not JSON comes back as one token. */
export function tokenizeJson(text: string): JsonToken[] {
  const tokens: JsonToken[] = []
  const re = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\],:])|(\s+)/gy
  let at = 0
  for (let m = re.exec(text); m && m[0] !== ''; m = re.exec(text)) {
    if (m[1] !== undefined) {
      tokens.push({ type: m[2] ? 'key' : 'string', value: m[1] })
      if (m[2]) tokens.push({ type: 'punct', value: m[2] })
    } else if (m[3] !== undefined) tokens.push({ type: 'number', value: m[3] })
    else if (m[4] !== undefined) tokens.push({ type: 'literal', value: m[4] })
    else if (m[5] !== undefined) tokens.push({ type: 'punct', value: m[5] })
    else tokens.push({ type: 'space', value: m[6] })
    at = re.lastIndex
  }
  if (at < text.length) return [{ type: 'space', value: text }]
  return tokens
}

export type TryItResult =
  | {
      kind: 'response'
      status: number
      statusText: string
      ms: number
      /** Rate-limit headers present in the response, in RATE_LIMIT_HEADERS order. */
      rateLimit: [string, string][]
      contentType: string
      /** Pretty-printed JSON, the text, or a note about a binary body. */
      body: string
      isJson: boolean
      /** For 4xx/5xx answers with an XRPC error body. */
      xrpcError: { error: string; message: string | null } | null
    }
  | {
      kind: 'failed'
      /** `network`: no connection; `cors`: the host answered but the browser withheld the answer; `timeout`; `host`: not a base URL. */
      reason: 'network' | 'cors' | 'timeout' | 'host'
      message: string
    }

const MAX_BODY = 200_000

/**
 * Whether the host answers at all: an opaque GET of its health endpoint, with no token, no cookies
 * and no headers, which a browser sends without asking the host about CORS. (Browsers refuse an
 * opaque request that does not follow redirects, so this one may; it carries nothing to leak.)
 */
async function answers(host: string): Promise<boolean> {
  try {
    await fetch(new URL('/xrpc/_health', host), { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store', signal: AbortSignal.timeout(10_000) })
    return true
  } catch {
    return false
  }
}

/**
 * Sends the request. No cookies, no referrer, no redirects (a redirect could carry the token to
 * another origin), a 30-second limit. Network and CORS failures come back as `failed`, never thrown.
 */
export async function sendRequest(spec: TryItSpec, values: TryItValues, file?: Blob): Promise<TryItResult> {
  const host = parseHost(values.host)
  if (!host) return { kind: 'failed', reason: 'host', message: 'Host must be a base URL such as https://public.api.bsky.app.' }
  const body = spec.body ? (spec.body.encoding === 'application/json' ? values.body : file) : undefined
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(buildUrl(spec, values), {
      method: spec.httpMethod,
      headers: buildHeaders(spec, values),
      body,
      credentials: 'omit',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { kind: 'failed', reason: 'timeout', message: `${host} did not answer within 30 seconds.` }
    // fetch cannot tell a refused connection from a withheld answer; a request the browser need
    // not check with the host (no headers, no token) can: it fails only on the network.
    return (await answers(host))
      ? {
          kind: 'failed',
          reason: 'cors',
          message: `${host} answered, but the browser withheld the answer: the host does not allow cross-origin requests from this page (CORS), or it redirected the request. The curl command below sends the same request from a terminal.`,
        }
      : { kind: 'failed', reason: 'network', message: `Could not connect to ${host}: the host is unreachable, refused the connection, or its name does not resolve.` }
  }
  const ms = Math.round(performance.now() - started)
  const contentType = response.headers.get('content-type') ?? ''
  const rateLimit = RATE_LIMIT_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name)
    return value === null ? [] : [[name, value]]
  })
  let text = ''
  let isJson = false
  let xrpcError: { error: string; message: string | null } | null = null
  if (/json/.test(contentType)) {
    text = await response.text()
    try {
      const parsed: unknown = JSON.parse(text)
      text = JSON.stringify(parsed, null, 2)
      isJson = true
      const err = parsed as { error?: unknown; message?: unknown }
      if (!response.ok && typeof err.error === 'string') xrpcError = { error: err.error, message: typeof err.message === 'string' ? err.message : null }
    } catch {
      // Not JSON after all: shown as text.
    }
  } else if (/^text\//.test(contentType) || contentType === '') {
    text = await response.text()
  } else {
    const bytes = (await response.arrayBuffer()).byteLength
    text = `(${bytes} bytes of ${contentType})`
  }
  if (text.length > MAX_BODY) text = `${text.slice(0, MAX_BODY)}\n… (${text.length - MAX_BODY} more characters)`
  return { kind: 'response', status: response.status, statusText: response.statusText, ms, rateLimit, contentType, body: text, isJson, xrpcError }
}
