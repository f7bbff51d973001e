/**
 * Code samples for one method: a `curl` (or `websocat`) command, and a TypeScript module using
 * `@atproto/api` that type-checks against the pinned version.
 */
import type { Lexicons } from '@atproto/lexicon'
import { collectImports, Expr, toJsonValue, toQueryString, toTs, type Example, type ExampleObject } from './example-values.ts'
import { exampleBody, exampleParams, type CodeHook } from './examples.ts'
import type { Access } from './hosts.ts'
import type { LexMethod } from './lexicons.ts'

export interface Samples {
  /** Shell commands (`curl`, or `websocat` for subscriptions). */
  shell: string
  /** A complete TypeScript module. */
  ts: string
}

interface BinaryFile {
  file: string
  contentType: string
}

/** Example files for raw request bodies, by declared encoding. */
const UPLOADS: Record<string, BinaryFile> = {
  '*/*': { file: 'image.png', contentType: 'image/png' },
  'video/mp4': { file: 'video.mp4', contentType: 'video/mp4' },
  'application/vnd.ipld.car': { file: 'repo.car', contentType: 'application/vnd.ipld.car' },
  'application/octet-stream': { file: 'part.bin', contentType: 'application/octet-stream' },
}
/** Where samples save raw response bodies. */
const DOWNLOADS: Record<string, string> = {
  '*/*': 'blob.bin',
  'application/vnd.ipld.car': 'repo.car',
  'application/jsonl': 'export.jsonl',
}

export function isJson(encoding: string): boolean {
  return encoding === 'application/json'
}

export function uploadFor(encoding: string): BinaryFile {
  return UPLOADS[encoding] ?? { file: 'body.bin', contentType: encoding }
}

function downloadFor(encoding: string): string {
  return DOWNLOADS[encoding] ?? 'response.bin'
}

/** Single-quoted for the shell. */
const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`
/** Single-quoted for TypeScript. */
const tq = (s: string) => toTs(s)

function proxyValue(access: Access): string | undefined {
  const { proxy } = access
  if (!proxy) return undefined
  return `${proxy.env ? `$${proxy.env}` : proxy.did}#${proxy.service}`
}

function shellComments(nsid: string, access: Access): string[] {
  const lines: string[] = []
  if (access.auth === 'access' || access.auth === 'moderator') {
    const who = access.auth === 'moderator' ? ' of an Ozone team member' : ''
    lines.push(`# ACCESS_JWT: the accessJwt${who} from com.atproto.server.createSession`)
  } else if (access.auth === 'refresh') {
    lines.push('# REFRESH_JWT: the refreshJwt from com.atproto.server.createSession')
  } else if (access.admin) {
    lines.push(`# ${access.admin.env}: the admin password of ${access.admin.owner}`)
  } else if (access.auth === 'service' && !access.optional) {
    const how = access.serviceAuth
      ? `from com.atproto.server.getServiceAuth (aud: ${access.serviceAuth.aud === 'user-pds' ? 'your PDS DID' : access.serviceAuth.aud}, lxm: ${access.serviceAuth.lxm})`
      : `a service JWT for ${nsid}, signed by the calling service`
    lines.push(`# SERVICE_JWT: ${how}`)
  }
  if (access.proxy?.env) lines.push(`# ${access.proxy.env}: ${access.proxy.did}`)
  return lines
}

function authHeaders(access: Access): string[] {
  const out: string[] = []
  if (access.auth === 'access' || access.auth === 'moderator') out.push(`-H "Authorization: Bearer $ACCESS_JWT"`)
  if (access.auth === 'refresh') out.push(`-H "Authorization: Bearer $REFRESH_JWT"`)
  if (access.admin) out.push(`-u "admin:$${access.admin.env}"`)
  if (access.auth === 'service' && !access.optional) out.push(`-H "Authorization: Bearer $SERVICE_JWT"`)
  const proxy = proxyValue(access)
  if (proxy) out.push(proxy.includes('$') ? `-H "atproto-proxy: ${proxy}"` : `-H ${sq(`atproto-proxy: ${proxy}`)}`)
  return out
}

function shellSample(nsid: string, method: LexMethod, access: Access, params: ExampleObject, body: Example): string {
  const qs = toQueryString(params)
  const url = sq(`${access.baseUrl}/xrpc/${nsid}${qs ? `?${qs}` : ''}`)
  const comments = shellComments(nsid, access)
  if (method.type === 'subscription') {
    comments.push('# Prints the raw binary frames (DAG-CBOR); decode them in code, as in the TypeScript sample.')
    return [...comments, ['websocat', ...authHeaders(access), url].join(' ')].join('\n')
  }
  const args = method.type === 'procedure' ? ['-X POST', url] : [url]
  const extra = authHeaders(access)
  if (method.type === 'procedure' && method.input) {
    const { encoding } = method.input
    if (isJson(encoding)) {
      const json = JSON.stringify(toJsonValue(body), null, 2).replace(/\n/g, '\n  ')
      extra.push(`-H 'Content-Type: application/json'`, `-d ${sq(json)}`)
    } else {
      const upload = uploadFor(encoding)
      extra.push(`-H ${sq(`Content-Type: ${upload.contentType}`)}`, `--data-binary @${upload.file}`)
    }
  }
  if (method.output && !isJson(method.output.encoding)) extra.push(`-o ${downloadFor(method.output.encoding)}`)
  const command = extra.length === 0 ? `curl ${args.join(' ')}` : [`curl ${args.join(' ')}`, ...extra].join(' \\\n  ')
  return [...comments, command].join('\n')
}

const LOGIN = [
  'await agent.login({',
  '  identifier: process.env.BSKY_IDENTIFIER!,',
  '  password: process.env.BSKY_PASSWORD!,',
  '})',
]

/** The lines that create `agent` (and maybe a proxied agent); returns the name to call methods on. */
function agentSetup(access: Access, lines: string[]): string {
  const service = tq(access.host.url)
  switch (access.auth) {
    case 'access':
    case 'moderator':
      lines.push('// Sign in to your PDS; the agent then sends the access token with every call.')
      lines.push(`const agent = new AtpAgent({ service: ${service} })`, ...LOGIN)
      break
    case 'admin':
      lines.push(
        `const auth = Buffer.from(\`admin:\${process.env.${access.admin!.env}}\`).toString('base64')`,
        'const agent = new AtpAgent({',
        `  service: ${service},`,
        "  headers: [['Authorization', `Basic ${auth}`]],",
        '})',
      )
      break
    case 'service':
      if (access.optional) {
        lines.push(`const agent = new AtpAgent({ service: ${service} })`)
      } else if (access.serviceAuth) {
        const { aud, lxm } = access.serviceAuth
        lines.push(
          '// A service token from your PDS, for this method and this service only.',
          "const pds = new AtpAgent({ service: 'https://bsky.social' })",
          ...LOGIN.map((line) => line.replace('agent.', 'pds.')),
          'const { data: serviceAuth } = await pds.com.atproto.server.getServiceAuth({',
          `  aud: ${aud === 'user-pds' ? '`did:web:${pds.dispatchUrl.hostname}`' : tq(aud)},`,
          `  lxm: ${tq(lxm)},`,
          '})',
          'const agent = new AtpAgent({',
          `  service: ${service},`,
          "  headers: [['Authorization', `Bearer ${serviceAuth.token}`]],",
          '})',
        )
      } else {
        lines.push(
          '// SERVICE_JWT: a service JWT for this method, signed by the calling service.',
          'const agent = new AtpAgent({',
          `  service: ${service},`,
          "  headers: [['Authorization', `Bearer ${process.env.SERVICE_JWT}`]],",
          '})',
        )
      }
      break
    default:
      lines.push(`const agent = new AtpAgent({ service: ${service} })`)
  }
  const { proxy } = access
  if (!proxy) return 'agent'
  const did = proxy.env ? `process.env.${proxy.env}!` : tq(proxy.did)
  lines.push(
    '',
    `// Ask the PDS to forward the calls (atproto-proxy: ${proxy.did}#${proxy.service}).`,
    `const ${proxy.client} = agent.withProxy(${tq(proxy.service)}, ${did})`,
  )
  return proxy.client
}

function subscriptionSample(nsid: string, method: LexMethod, access: Access, params: ExampleObject): string {
  const lines = [`const url = new URL(${tq(`${access.baseUrl}/xrpc/${nsid}`)})`]
  for (const [key, value] of Object.entries(params)) {
    const json = toJsonValue(value)
    lines.push(`url.searchParams.set(${tq(key)}, ${tq(typeof json === 'string' ? json : JSON.stringify(json))})`)
  }
  if (method.parameters?.properties?.cursor && !('cursor' in params)) {
    lines.push("// To resume, pass the last sequence number you processed: url.searchParams.set('cursor', '12345')")
  }
  if (access.auth !== 'none') {
    lines.push(
      '// This stream needs an `Authorization: Bearer <service JWT>` header, which the standard WebSocket',
      "// API cannot send: in Node.js use a client that can, such as the `ws` package's `{ headers }` option.",
    )
  }
  lines.push(
    '',
    '// WebSocket is built into browsers, Deno, Bun and Node.js 22+.',
    'const socket = new WebSocket(url)',
    "socket.binaryType = 'arraybuffer'",
    '',
    '// Each message is one binary frame: a DAG-CBOR header ({ op, t }) followed by a DAG-CBOR payload.',
    '// Decode frames with a DAG-CBOR library such as @ipld/dag-cbor.',
    "socket.addEventListener('message', (event: MessageEvent<ArrayBuffer>) => {",
    '  const frame = new Uint8Array(event.data)',
    '  console.log(`received a frame of ${frame.byteLength} bytes`)',
    '})',
    "socket.addEventListener('close', (event) => console.log('closed', event.code, event.reason))",
  )
  return `${lines.join('\n')}\n`
}

function tsSample(nsid: string, method: LexMethod, access: Access, params: ExampleObject, body: Example): string {
  if (method.type === 'subscription') return subscriptionSample(nsid, method, access, params)
  const imports = new Map<string, Set<string>>([['@atproto/api', new Set(['AtpAgent'])]])
  const lines: string[] = []
  const client = agentSetup(access, lines)
  lines.push('')
  const args: string[] = []
  const options: ExampleObject = {}
  const hasParams = Object.keys(params).length > 0
  if (method.type === 'query') {
    collectImports(params, imports)
    if (hasParams) args.push(toTs(params))
  } else {
    const input = method.input
    if (input && !isJson(input.encoding)) {
      const upload = uploadFor(input.encoding)
      imports.set('node:fs/promises', new Set(['readFile']))
      lines.push(`const bytes = await readFile(${tq(upload.file)})`)
      args.push('bytes')
      options.encoding = upload.contentType
    } else if (input) {
      collectImports(body, imports)
      args.push(toTs(body))
    }
    if (hasParams) {
      collectImports(params, imports)
      options.qp = params
    }
    if (access.auth === 'refresh') {
      options.headers = { authorization: new Expr('`Bearer ${process.env.BSKY_REFRESH_JWT}`', '') }
    }
  }
  if (Object.keys(options).length > 0) {
    if (args.length === 0) args.push('undefined')
    args.push(toTs(options))
  }
  const call = `${client}.${nsid}(${args.join(', ')})`
  const output = method.output
  if (!output) {
    lines.push(`await ${call}`)
  } else if (isJson(output.encoding)) {
    lines.push(`const { data } = await ${call}`, 'console.log(data)')
  } else {
    imports.set('node:fs/promises', new Set([...(imports.get('node:fs/promises') ?? []), 'writeFile']))
    lines.push(`const { data } = await ${call}`, `await writeFile(${tq(downloadFor(output.encoding))}, data)`)
  }
  const head = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import { ${[...names].sort().join(', ')} } from ${tq(from)}`)
  return `${[...head, '', ...lines].join('\n')}\n`
}

const CID_IMPORT = { from: 'multiformats/cid', name: 'CID' }

/**
 * The example values that the TypeScript sample writes as code: credentials from the environment,
 * the signed-in account's DID, blobs, bytes and CIDs as the objects `@atproto/api` expects. The
 * curl sample sends the data value each stands for.
 */
function asCode(signedIn: boolean): CodeHook {
  return (name, field, value) => {
    if (name === 'repo' && signedIn && field.type === 'string') return new Expr('agent.assertDid', value)
    // The login's identifier is any handle, DID or email; an `at-identifier` parameter is someone to look up.
    if (name === 'identifier' && field.type === 'string' && !field.format) return new Expr('process.env.BSKY_IDENTIFIER!', value)
    if (name === 'password') return new Expr('process.env.BSKY_PASSWORD!', value)
    const data = value as { ref?: { $link: string }; mimeType?: string; size?: number; $bytes?: string; $link?: string }
    if (field.type === 'blob' && data.ref) {
      const ts = `new BlobRef(CID.parse(${toTs(data.ref.$link)}), ${toTs(data.mimeType ?? '')}, ${data.size})`
      return new Expr(ts, value, [{ from: '@atproto/api', name: 'BlobRef' }, CID_IMPORT])
    }
    if (field.type === 'bytes' && data.$bytes) return new Expr(`new Uint8Array([${[...Buffer.from(data.$bytes, 'base64')].join(', ')}])`, value)
    if (field.type === 'cid-link' && data.$link) return new Expr(`CID.parse(${toTs(data.$link)})`, value, [CID_IMPORT])
    return undefined
  }
}

export function buildSamples(lex: Lexicons, nsid: string, method: LexMethod, access: Access): Samples {
  const code = asCode(access.auth === 'access')
  const params = exampleParams(lex, nsid, code)
  const body = method.type === 'procedure' ? (exampleBody(lex, nsid, 'input', code) ?? {}) : {}
  return {
    shell: shellSample(nsid, method, access, params, body),
    ts: tsSample(nsid, method, access, params, body),
  }
}
