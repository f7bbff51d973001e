import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TryItSpec } from '../../app/content/types.ts'
import { buildCurl, buildHeaders, buildUrl, initialValues, parseHost, sendRequest, tokenizeJson, validate, type TryItValues } from '../../app/lib/try-it.ts'
import { buildApiReference } from '../../app/content/.server/api/build.ts'

const ref = buildApiReference()
const specOf = (nsid: string): TryItSpec => {
  const spec = ref.methods.find((m) => m.nsid === nsid)?.tryIt
  if (!spec) throw new Error(`${nsid} has no Try it spec`)
  return spec
}
const timeline = specOf('app.bsky.feed.getTimeline')
const profile = specOf('app.bsky.actor.getProfile')
const createRecord = specOf('com.atproto.repo.createRecord')
const with_ = (spec: TryItSpec, patch: Partial<TryItValues> & { p?: Record<string, string> }): TryItValues => {
  const base = initialValues(spec)
  return { ...base, ...patch, params: { ...base.params, ...patch.p } }
}

describe('Try it specs', () => {
  it('exist for every query and procedure, never for subscriptions or a system endpoint only an AppView’s administrator may call', () => {
    for (const m of ref.methods) expect([m.nsid, m.tryIt === null]).toEqual([m.nsid, m.kind === 'subscription' || m.nsid === 'app.bsky.contact.sendNotification'])
  })

  it('take the host from the method’s host row and the parameters from the Lexicon', () => {
    expect(profile.host).toBe('https://public.api.bsky.app')
    expect(profile.auth).toBe('none')
    expect(profile.params).toEqual([{ name: 'actor', type: 'string', array: false, required: true, description: 'Handle or DID of account to fetch profile of.', format: 'at-identifier' }])
    expect(timeline.host).toBe('https://bsky.social')
    expect(timeline.authRequired).toBe(true)
    expect(timeline.params.find((p) => p.name === 'limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 50, required: false })
    expect(createRecord.httpMethod).toBe('POST')
    expect(JSON.parse(createRecord.body?.example ?? '')).toMatchObject({ collection: 'app.bsky.feed.post', record: { $type: 'app.bsky.feed.post' } })
    expect(specOf('chat.bsky.convo.listConvos').proxy).toBe('did:web:api.bsky.chat#bsky_chat')
    expect(specOf('com.atproto.admin.getAccountInfo').auth).toBe('basic')
  })
})

describe('the Try it form', () => {
  it('checks required values, integer ranges, enums, lengths and formats before sending', () => {
    expect(validate(profile, initialValues(profile))).toEqual({ actor: 'actor is required.' })
    expect(validate(profile, with_(profile, { p: { actor: 'not a handle!' } }))).toEqual({ actor: 'actor must be a handle or a DID.' })
    expect(validate(profile, with_(profile, { p: { actor: 'bsky.app' } }))).toEqual({})
    expect(validate(timeline, with_(timeline, { token: 'jwt', p: { limit: '101' } }))).toEqual({ limit: 'limit must be at most 100.' })
    expect(validate(timeline, with_(timeline, { token: 'jwt', p: { limit: '1.5' } }))).toEqual({ limit: 'limit must be a whole number.' })
    expect(validate(timeline, with_(timeline, { p: { limit: '10' } }))).toEqual({ token: 'This method needs an access token.' })
    const sets = specOf('tools.ozone.set.querySets')
    expect(validate(sets, with_(sets, { token: 'jwt', p: { sortDirection: 'up' } })).sortDirection).toBe('sortDirection must be one of asc, desc.')
    // knownValues are suggestions: other values pass.
    const feed = specOf('app.bsky.feed.getAuthorFeed')
    expect(validate(feed, with_(feed, { p: { actor: 'bsky.app', filter: 'everything' } }))).toEqual({})
    const posts = specOf('app.bsky.feed.getPosts')
    expect(validate(posts, with_(posts, { p: { uris: Array.from({ length: 26 }, (_, i) => `at://did:plc:abc/app.bsky.feed.post/${i}`).join('\n') } })).uris).toBe('uris takes at most 25 values.')
    expect(validate(profile, with_(profile, { host: 'https://example.com/xrpc', p: { actor: 'bsky.app' } })).host).toMatch(/without a path/)
    expect(validate(createRecord, with_(createRecord, { token: 'jwt', body: '{"repo": ' })).body).toMatch(/^The request body is not valid JSON/)
  })

  it('builds the URL on the host shown, with arrays as repeated keys', () => {
    const posts = specOf('app.bsky.feed.getPosts')
    expect(buildUrl(posts, with_(posts, { host: 'http://127.0.0.1:9999/', p: { uris: 'at://a/b/c\n\nat://d/e/f' } }))).toBe(
      'http://127.0.0.1:9999/xrpc/app.bsky.feed.getPosts?uris=at%3A%2F%2Fa%2Fb%2Fc&uris=at%3A%2F%2Fd%2Fe%2Ff',
    )
    expect(parseHost('https://public.api.bsky.app/')).toBe('https://public.api.bsky.app')
    expect(parseHost('ftp://x')).toBeNull()
  })

  it('keeps a curl command in sync, without the token itself', () => {
    const values = with_(timeline, { token: 'secret-token-value', p: { limit: '5' } })
    const curl = buildCurl(timeline, values)
    expect(curl).toBe(`curl 'https://bsky.social/xrpc/app.bsky.feed.getTimeline?limit=5' \\\n  -H "Authorization: Bearer $ACCESS_JWT"`)
    expect(curl).not.toContain('secret-token-value')
    expect(buildHeaders(timeline, values)).toEqual({ Authorization: 'Bearer secret-token-value' })
    const post = buildCurl(createRecord, with_(createRecord, { body: '{ "a": 1 }' }))
    expect(post).toContain(`curl -X POST 'https://bsky.social/xrpc/com.atproto.repo.createRecord'`)
    expect(post).toContain(`-d '{"a":1}'`)
  })

  it('tokenizes JSON for highlighting, and leaves anything else as it is', () => {
    expect(tokenizeJson('{\n  "a": [1, true, "x"]\n}').map((t) => `${t.type}:${t.value}`)).toEqual([
      'punct:{', 'space:\n  ', 'key:"a"', 'punct::', 'space: ', 'punct:[', 'number:1', 'punct:,', 'space: ', 'literal:true', 'punct:,', 'space: ', 'string:"x"', 'punct:]', 'space:\n', 'punct:}',
    ])
    expect(tokenizeJson('<html>')).toEqual([{ type: 'space', value: '<html>' }])
  })
})

describe('sendRequest against a local XRPC server', () => {
  const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = []
  const elsewhere: IncomingHttpHeaders[] = []
  let server: Server
  let other: Server
  let host = ''
  let otherHost = ''
  beforeAll(async () => {
    other = createServer((req, res) => {
      elsewhere.push(req.headers)
      res.setHeader('Access-Control-Allow-Origin', '*')
      res.end('{}')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    otherHost = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        seen.push({ url: req.url ?? '', headers: req.headers, body })
        res.setHeader('Access-Control-Allow-Origin', '*')
        if (req.url?.startsWith('/xrpc/app.bsky.actor.getProfile')) {
          res.writeHead(200, { 'Content-Type': 'application/json', 'RateLimit-Limit': '3000', 'RateLimit-Remaining': '2999' })
          res.end(JSON.stringify({ did: 'did:plc:abc', handle: 'bsky.app' }))
        } else if (req.url?.startsWith('/xrpc/app.bsky.notification.listNotifications')) {
          res.writeHead(302, { Location: `${otherHost}/xrpc/app.bsky.notification.listNotifications` })
          res.end()
        } else {
          res.writeHead(400, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify({ error: 'InvalidRequest', message: 'Input/limit must be <= 100' }))
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await new Promise<void>((resolve) => other.close(() => resolve()))
  })

  it('reads status, rate-limit headers and the JSON body', async () => {
    const result = await sendRequest(profile, with_(profile, { host, p: { actor: 'bsky.app' } }))
    expect(result).toMatchObject({ kind: 'response', status: 200, rateLimit: [['ratelimit-limit', '3000'], ['ratelimit-remaining', '2999']], isJson: true, xrpcError: null })
    expect(result.kind === 'response' && JSON.parse(result.body)).toEqual({ did: 'did:plc:abc', handle: 'bsky.app' })
    expect(seen.at(-1)?.url).toBe('/xrpc/app.bsky.actor.getProfile?actor=bsky.app')
  })

  it('reports an XRPC error with its name and message', async () => {
    const result = await sendRequest(timeline, with_(timeline, { host, token: 'jwt-1' }))
    expect(result).toMatchObject({ kind: 'response', status: 400, xrpcError: { error: 'InvalidRequest', message: 'Input/limit must be <= 100' } })
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer jwt-1')
  })

  it('does not follow a redirect, so the token never reaches another origin', async () => {
    const notifications = specOf('app.bsky.notification.listNotifications')
    const result = await sendRequest(notifications, with_(notifications, { host, token: 'jwt-2' }))
    // Reported as an answer the browser withheld; the check that the host answers sends no token.
    expect(result).toMatchObject({ kind: 'failed', reason: 'cors' })
    const sent = seen.filter((r) => r.url.startsWith('/xrpc/app.bsky.notification.listNotifications'))
    expect(sent.map((r) => r.headers.authorization)).toEqual(['Bearer jwt-2'])
    expect(seen.at(-1)).toMatchObject({ url: '/xrpc/_health' })
    expect(seen.at(-1)?.headers.authorization).toBeUndefined()
    expect(elsewhere).toEqual([])
  })

  it('reports a host that does not answer as a network error, not an exception', async () => {
    const result = await sendRequest(profile, with_(profile, { host: 'http://127.0.0.1:9', p: { actor: 'bsky.app' } }))
    expect(result).toMatchObject({ kind: 'failed', reason: 'network' })
    expect(result.kind === 'failed' && result.message).toMatch(/^Could not connect to http:\/\/127\.0\.0\.1:9/)
  })
})
