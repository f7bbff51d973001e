import { validate, compileErrors } from '@readme/openapi-parser'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { getAccess } from '../../../app/content/.server/api/hosts.ts'
import { buildOpenApiDocuments, componentName, OPENAPI_NAMESPACES } from '../../../app/content/.server/api/openapi/openapi.ts'
import { toPageHast } from '../../../app/content/.server/api/render.ts'

interface Operation {
  operationId: string
  parameters?: { name: string; in: string; required: boolean }[]
  requestBody?: { content: Record<string, { schema: { type?: string; required?: string[]; properties?: Record<string, unknown>; $ref?: string } }> }
  security: Record<string, string[]>[]
  servers: { url: string }[]
  responses: Record<string, unknown>
}
interface Doc {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, unknown> }
  'x-atproto-subscriptions': { nsid: string; messages: { $ref: string }[] }[]
}

const docs = buildOpenApiDocuments()
const parsed = new Map([...docs].map(([path, text]) => [path, JSON.parse(text) as Doc]))
const whole = parsed.get('/openapi/atproto.json') as Doc
const ref = buildApiReference()
const operationOf = (nsid: string): Operation | undefined => Object.values(whole.paths[`/xrpc/${nsid}`] ?? {})[0]

/** Name and Required column of the first table after the heading `id`, as the page shows them. */
function tableRows(html: string, id: string): [string, boolean][] | null {
  const start = html.indexOf(`<h2 id="${id}">`)
  if (start === -1) return null
  const end = html.indexOf('<h2 ', start + 1)
  const section = html.slice(start, end === -1 ? undefined : end)
  const table = /<table[^>]*>([\s\S]*?)<\/table>/.exec(section)?.[1]
  if (!table) return null
  return [...table.matchAll(/<tr>\s*<td><code>([^<]+)<\/code>[\s\S]*?<\/td>\s*<td>[\s\S]*?<\/td>\s*<td>(Yes|No)[^<]*<\/td>/g)].map((m) => [m[1], m[2] === 'Yes'])
}

describe('OpenAPI documents', () => {
  it('one for the whole API and one per namespace, at /openapi/…json', () => {
    expect([...docs.keys()]).toEqual(['/openapi/atproto.json', ...OPENAPI_NAMESPACES.map((ns) => `/openapi/${ns}.json`)])
    expect(OPENAPI_NAMESPACES).toEqual(['app.bsky', 'chat.bsky', 'com.atproto', 'tools.ozone'])
  })

  it('are valid OpenAPI 3.1, by @readme/openapi-parser', async () => {
    for (const [path, doc] of parsed) {
      expect(doc.openapi).toBe('3.1.0')
      const result = await validate(structuredClone(doc) as never)
      expect([path, result.valid ? '' : compileErrors(result)]).toEqual([path, ''])
    }
  })

  it('have an operation for every query and procedure of the reference, and list every subscription', () => {
    const methods = ref.methods.filter((m) => m.kind !== 'subscription')
    expect(Object.keys(whole.paths).sort()).toEqual(methods.map((m) => `/xrpc/${m.nsid}`).sort())
    for (const m of methods) expect([m.nsid, Object.keys(whole.paths[`/xrpc/${m.nsid}`])]).toEqual([m.nsid, [m.kind === 'query' ? 'get' : 'post']])
    const subscriptions = ref.methods.filter((m) => m.kind === 'subscription').map((m) => m.nsid)
    expect(whole['x-atproto-subscriptions'].map((s) => s.nsid).sort()).toEqual(subscriptions.sort())
    const repos = whole['x-atproto-subscriptions'].find((s) => s.nsid === 'com.atproto.sync.subscribeRepos')
    expect(repos?.messages).toContainEqual({ $ref: `#/components/schemas/${componentName('com.atproto.sync.subscribeRepos#commit')}` })
    // The namespaces' documents share the whole document's paths between them.
    const split = OPENAPI_NAMESPACES.flatMap((ns) => Object.keys(parsed.get(`/openapi/${ns}.json`)?.paths ?? {}))
    expect(split.sort()).toEqual(Object.keys(whole.paths).sort())
  })

  it('agree with every method page on its parameters and on the required fields of its request body', () => {
    let compared = 0
    for (const m of ref.methods.filter((p) => p.kind !== 'subscription')) {
      const html = toHtml(toPageHast(m.tree))
      const op = operationOf(m.nsid) as Operation
      const pageParams = tableRows(html, 'parameters') ?? []
      const docParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p): [string, boolean] => [p.name, p.required])
      expect([m.nsid, docParams]).toEqual([m.nsid, pageParams])
      compared += pageParams.length
      const body = tableRows(html, 'request-body')
      const schema = op.requestBody ? Object.values(op.requestBody.content)[0].schema : undefined
      if (body) {
        const required = new Set(schema?.required ?? [])
        expect([m.nsid, Object.keys(schema?.properties ?? {}).map((name): [string, boolean] => [name, required.has(name)])]).toEqual([m.nsid, body])
        compared += body.length
      } else if (schema?.type === 'object') {
        expect([m.nsid, Object.keys(schema.properties ?? {})]).toEqual([m.nsid, []])
      }
    }
    // The tables were read: hundreds of parameters and body fields.
    expect(compared).toBeGreaterThan(500)
  })

  it('take servers and credentials from the host table', () => {
    for (const m of ref.methods.filter((p) => p.kind !== 'subscription')) {
      const access = getAccess(m.nsid, m.kind)
      const op = operationOf(m.nsid) as Operation
      expect([m.nsid, op.servers[0].url]).toEqual([m.nsid, access.host.url])
    }
    expect(operationOf('com.atproto.server.createSession')?.security).toEqual([])
    expect(operationOf('com.atproto.server.refreshSession')?.security).toEqual([{ refreshToken: [] }])
    expect(operationOf('app.bsky.feed.getTimeline')?.security).toEqual([{ accessToken: [] }])
    expect(operationOf('chat.bsky.convo.listConvos')?.parameters).toContainEqual(expect.objectContaining({ name: 'atproto-proxy', in: 'header' }))
  })

  it('carry the declared errors and Lexicon constraints JSON Schema has no word for', () => {
    const create = operationOf('com.atproto.repo.createRecord') as Operation & { 'x-atproto-errors': { name: string }[] }
    expect(create['x-atproto-errors'].map((e) => e.name)).toContain('InvalidSwap')
    const profile = whole.components.schemas['app.bsky.actor.defs_profileViewDetailed'] as { properties: { displayName: Record<string, unknown> } }
    expect(profile.properties.displayName).toMatchObject({ type: 'string', maxLength: 640, 'x-maxGraphemes': 64 })
  })

  it('print the same bytes for the same Lexicons', () => {
    expect(buildOpenApiDocuments()).toEqual(docs)
  })
})
