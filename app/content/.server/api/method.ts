/**
 * Everything one method page needs, gathered once, and its prose as runs of inline content
 * (`method-page.ts` turns them into the page's tree).
 */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Lexicons } from '@atproto/lexicon'
import { getAccess, type Access, type MethodKind } from './hosts.ts'
import { getDef, isMethod, lexiconSourceUrl, type LexMethod } from './lexicons.ts'
import { buildSamples, isJson, uploadFor, type Samples } from './samples.ts'
import { namespaceOfMethod, openApiPath } from './openapi/paths.ts'
import { parseDescription, type Inline } from './schema-model.ts'

export interface MethodInfo {
  nsid: string
  kind: MethodKind
  def: LexMethod
  access: Access
  description: string
  deprecated: boolean
  lexiconUrl: string
  samples: Samples
}

export const HTTP_METHOD = { query: 'GET', procedure: 'POST', subscription: 'WebSocket' } as const

export function describeMethod(lex: Lexicons, nsid: string): MethodInfo {
  const def = getDef(lex, nsid)
  if (!isMethod(def)) throw new Error(`API reference: ${nsid} is a ${def.type}, not an XRPC method`)
  const access = getAccess(nsid, def.type)
  const description = (def.description ?? '').trim()
  return {
    nsid,
    kind: def.type,
    def,
    access,
    description,
    deprecated: /\bdeprecated\b/i.test(description),
    lexiconUrl: lexiconSourceUrl(nsid),
    samples: buildSamples(lex, nsid, def, access),
  }
}

/** Stable ids of the page's `h2` sections. */
export const SECTION = {
  access: { id: 'host-and-authentication', title: 'Host and authentication' },
  parameters: { id: 'parameters', title: 'Parameters' },
  input: { id: 'request-body', title: 'Request body' },
  output: { id: 'response', title: 'Response' },
  errors: { id: 'errors', title: 'Errors' },
  messages: { id: 'messages', title: 'Messages' },
  definitions: { id: 'definitions', title: 'Definitions' },
  samples: { id: 'code-samples', title: 'Code samples' },
  source: { id: 'lexicon-source', title: 'Lexicon source' },
} as const

const code = (value: string): Inline => ({ code: value })

function authLine(access: Access): Inline[] {
  switch (access.auth) {
    case 'none':
      return ['None: the method is public.']
    case 'access':
      return ['Access token of the account, ', code('Authorization: Bearer <accessJwt>'), ', from ', code('com.atproto.server.createSession'), ' or an OAuth session.']
    case 'refresh':
      return ['Refresh token, ', code('Authorization: Bearer <refreshJwt>'), ': the ', code('refreshJwt'), ' from ', code('com.atproto.server.createSession'), ', not the access token.']
    case 'admin':
      return [access.admin!.title, ', HTTP Basic auth: ', code('Authorization: Basic <base64 of admin:password>'), '.']
    case 'moderator':
      return ['Access token of a member of the Ozone team, ', code('Authorization: Bearer <accessJwt>'), '; the Ozone service checks the member’s role.']
    case 'service': {
      const how: Inline[] = access.serviceAuth
        ? [', from ', code('com.atproto.server.getServiceAuth'), ' with ', code(`aud`), ' ', access.serviceAuth.aud === 'user-pds' ? 'your PDS’s DID' : code(access.serviceAuth.aud), ' and ', code('lxm'), ' ', code(access.serviceAuth.lxm)]
        : []
      return [access.optional ? 'Optional service auth, ' : 'Service auth, ', code('Authorization: Bearer <service JWT>'), ...how, '.']
    }
  }
}

/** The items of the "Host and authentication" list: label and content. */
export function accessItems(info: MethodInfo): { label: string; content: Inline[] }[] {
  const { access } = info
  const items = [
    { label: 'Host', content: [`${access.host.label}, for example `, code(access.baseUrl), '.'] as Inline[] },
    { label: 'Authentication', content: authLine(access) },
  ]
  if (access.proxy) {
    items.push({ label: 'Proxy header', content: [code(`atproto-proxy: ${access.proxy.did}#${access.proxy.service}`)] })
  }
  for (const note of access.notes) items.push({ label: '', content: parseDescription(note) })
  return items
}

export function inputLines(info: MethodInfo): Inline[][] {
  const input = info.def.type === 'procedure' ? info.def.input : undefined
  if (!input) return [['No request body.']]
  const lines: Inline[][] = [['Encoding: ', code(input.encoding)]]
  if (!isJson(input.encoding)) {
    const example = uploadFor(input.encoding).contentType
    lines.push(
      input.encoding === '*/*'
        ? ['The body is the raw bytes of the file, not JSON. Send them with the file’s own ', code('Content-Type'), ', for example ', code(example), '.']
        : ['The body is the raw bytes, not JSON, sent with ', code(`Content-Type: ${input.encoding}`), '.'],
    )
  }
  if (input.description) lines.push(parseDescription(input.description))
  if (isJson(input.encoding) && !input.schema) lines.push(['Any JSON object; the Lexicon declares no schema.'])
  return lines
}

const RAW_OUTPUT: Record<string, Inline[]> = {
  '*/*': ['The body is the raw bytes, not JSON; ', code('Content-Type'), ' gives their MIME type.'],
  'application/vnd.ipld.car': ['The body is a CAR file (raw bytes), not JSON.'],
  'application/jsonl': ['The body is newline-delimited JSON: one JSON value per line.'],
}

export function outputLines(info: MethodInfo): Inline[][] {
  const output = info.def.type === 'subscription' ? undefined : info.def.output
  if (!output) return [['No response body: success is an HTTP 200 with an empty body.']]
  const lines: Inline[][] = [['Encoding: ', code(output.encoding)]]
  if (!isJson(output.encoding)) lines.push(RAW_OUTPUT[output.encoding] ?? ['The body is raw bytes, not JSON.'])
  if (output.description) lines.push(parseDescription(output.description))
  if (isJson(output.encoding) && !output.schema) lines.push(['Any JSON object; the Lexicon declares no schema.'])
  return lines
}

const GENERIC_ERRORS: Inline[] = [
  code('InvalidRequest'),
  ', ',
  code('AuthenticationRequired'),
  ', ',
  code('ExpiredToken'),
  ', ',
  code('RateLimitExceeded'),
  ', ',
  code('InternalServerError'),
  ', …',
]

export function errorNotes(info: MethodInfo): Inline[][] {
  const declared = (info.def.errors ?? []).length > 0
  const names: Inline[] = [
    code('error'),
    declared ? ' is one of the names above or a generic one (' : ' is a generic name (',
    ...GENERIC_ERRORS,
    '); ',
    code('message'),
    ' is optional, human-readable detail.',
  ]
  if (info.kind === 'subscription') {
    return [
      [
        'Errors arrive on the stream as an error frame, header ',
        code('{ "op": -1 }'),
        ' and payload ',
        code('{ "error": "ErrorName", "message": "…" }'),
        ', after which the server closes the connection. ',
        ...names,
      ],
      ['A connection refused before the WebSocket upgrade gets an HTTP error status with the same JSON body.'],
    ]
  }
  return [
    [
      'Errors come back with an HTTP 4xx or 5xx status and a JSON body ',
      code('{ "error": "ErrorName", "message": "…" }'),
      '. ',
      ...names,
    ],
  ]
}

export function messageIntro(info: MethodInfo): Inline[][] {
  if (info.def.type !== 'subscription') return []
  const lines: Inline[][] = []
  if (info.def.message.description) lines.push(parseDescription(info.def.message.description))
  lines.push([
    'Each message is a binary WebSocket frame: a DAG-CBOR header ',
    code('{ "op": 1, "t": "#commit" }'),
    ' whose ',
    code('t'),
    ' names the message type, followed by the DAG-CBOR payload described below.',
  ])
  return lines
}

let apiVersion: string | null | undefined

/** The version of `@atproto/api` the reference is generated from, if it can be read. */
export function atprotoApiVersion(): string | null {
  if (apiVersion !== undefined) return apiVersion
  try {
    const entry = createRequire(import.meta.url).resolve('@atproto/api')
    const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version?: string }
    apiVersion = pkg.version ?? null
  } catch {
    apiVersion = null
  }
  return apiVersion
}

/** Where the method is described as OpenAPI 3.1, for HTTP tools: its namespace's document and the whole API's. */
export function openApiLine(nsid: string): Inline[] {
  const namespace = namespaceOfMethod(nsid)
  return [
    'As OpenAPI 3.1, for HTTP tools and code generators: ',
    { href: openApiPath(namespace), text: `the ${namespace} document` },
    ' or ',
    { href: openApiPath(null), text: 'the whole API' },
    '.',
  ]
}

export function sourceLine(nsid: string): Inline[] {
  const path = `lexicons/${nsid.split('.').join('/')}.json`
  const version = atprotoApiVersion()
  return [
    'The Lexicon document: ',
    { href: lexiconSourceUrl(nsid), text: path },
    ' in the atproto repository on GitHub.',
    ...(version ? [` This page is generated from the copy bundled with `, code(`@atproto/api`), ` ${version}.`] : []),
  ]
}
