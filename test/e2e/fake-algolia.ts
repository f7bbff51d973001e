import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { SearchRecord } from '../../app/lib/search/types.ts'

/**
 * A small Algolia-compatible search service for the browser tests: it answers
 * POST /1/indexes/*\/queries from the build's records the way Algolia does (prefix matching,
 * HTML-escaped highlights and snippets in the requested tags, three hits per page), records every
 * request for the tests to inspect, and can be slowed down or stopped.
 */

interface RecordedRequest {
  method: string
  path: string
  params: Record<string, string>
  body: { requests?: Record<string, unknown>[] } | null
  /** When the request had arrived whole (Date.now()). */
  receivedAt: number
  /** When the client closed the connection before the answer was complete (it gave up), if it did. */
  abandonedAt?: number
}

export interface FakeAlgolia {
  origin: string
  requests: RecordedRequest[]
  /** Milliseconds before the response headers of a query (the client's connect timeout runs until then). */
  headerDelayMs: number
  /** Milliseconds between the headers and the body (the client's read timeout runs then). */
  bodyDelayMs: number
  stop(): Promise<void>
}

/** A query that returns a hit whose text is markup, as a hostile or broken index could. */
export const probeQuery = 'xss-probe'
/** A query that returns a hit on another site: this server's /landing page. */
export const externalQuery = 'external-probe'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

function highlight(text: string, words: string[], pre: string, post: string): { value: string; matchLevel: string } {
  let value = ''
  let last = 0
  let matched = false
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = words.find((w) => m[0].toLowerCase().startsWith(w))
    if (!word) continue
    matched = true
    value += escape(text.slice(last, m.index)) + pre + escape(text.slice(m.index, m.index + word.length)) + post
    last = m.index + word.length
  }
  return { value: value + escape(text.slice(last)), matchLevel: matched ? 'full' : 'none' }
}

function snippet(text: string, words: string[], size: number, pre: string, post: string) {
  const all = text.split(/\s+/)
  const first = Math.max(0, all.findIndex((w) => wordsOf(w).some((t) => words.some((q) => t.startsWith(q)))))
  const start = Math.max(0, Math.min(first - 2, all.length - size))
  const cut = all.slice(start, start + size).join(' ')
  const { value, matchLevel } = highlight(cut, words, pre, post)
  return { value: `${start > 0 ? '…' : ''}${value}${start + size < all.length ? '…' : ''}`, matchLevel }
}

/** A record whose text is markup, as a hostile or broken index could hold: the UI must show it as text. */
export const hostileRecord: SearchRecord = {
  objectID: 'probe',
  type: 'content',
  hierarchy: { lvl0: 'Docs', lvl1: '<script>window.pwned=1</script>Probe page', lvl2: 'Probe <img src=x onerror="window.pwned=2">', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: 'xss probe text <img src=x onerror="window.pwned=3"> ends.',
  url: 'https://docs.atproto.example/docs/get-started#probe',
  url_without_anchor: 'https://docs.atproto.example/docs/get-started',
  anchor: 'probe',
  weight: { level: 0, position: 0 },
}

function runQuery(records: SearchRecord[], request: Record<string, unknown>, origin: string) {
  const query = String(request.query ?? '')
  const words = wordsOf(query)
  const pre = String(request.highlightPreTag ?? '<em>')
  const post = String(request.highlightPostTag ?? '</em>')
  const snippetSizes = new Map(((request.attributesToSnippet as string[]) ?? []).map((a) => [a.split(':')[0], Number(a.split(':')[1] ?? 10)]))
  const hitsPerPage = Number(request.hitsPerPage ?? 20)
  const page = Number(request.page ?? 0)
  const external = { ...hostileRecord, objectID: 'external', hierarchy: { ...hostileRecord.hierarchy, lvl1: 'External probe', lvl2: null }, content: 'external probe', url: `${origin}/landing`, url_without_anchor: `${origin}/landing` }
  const pool = query === probeQuery ? [hostileRecord] : query === externalQuery ? [external] : records
  const matches = pool.filter((r) => {
    const text = wordsOf([...Object.values(r.hierarchy).filter(Boolean), r.content ?? ''].join(' '))
    return words.length > 0 && words.every((w) => text.some((t) => t.startsWith(w)))
  })
  const inTitle = (r: SearchRecord) => words.every((w) => wordsOf(r.hierarchy.lvl1).some((t) => t.startsWith(w)))
  matches.sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)) || b.weight.level - a.weight.level || a.weight.position - b.weight.position)
  // Like the index's distinct setting: three hits per page at most.
  const perPage = new Map<string, number>()
  const distinct = matches.filter((r) => {
    const n = perPage.get(r.url_without_anchor) ?? 0
    perPage.set(r.url_without_anchor, n + 1)
    return n < 3
  })
  const hits = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => {
    const levels = Object.entries(r.hierarchy).filter(([, v]) => v !== null) as [string, string][]
    return {
      objectID: r.objectID,
      type: r.type,
      url: r.url,
      content: r.content,
      hierarchy: r.hierarchy,
      _highlightResult: {
        hierarchy: Object.fromEntries(levels.map(([k, v]) => [k, highlight(v, words, pre, post)])),
        ...(r.content ? { content: highlight(r.content, words, pre, post) } : {}),
      },
      _snippetResult: {
        hierarchy: Object.fromEntries(levels.filter(([k]) => snippetSizes.has(`hierarchy.${k}`)).map(([k, v]) => [k, snippet(v, words, snippetSizes.get(`hierarchy.${k}`)!, pre, post)])),
        ...(r.content && snippetSizes.has('content') ? { content: snippet(r.content, words, snippetSizes.get('content')!, pre, post) } : {}),
      },
    }
  })
  return { hits, nbHits: distinct.length, page, nbPages: Math.ceil(distinct.length / hitsPerPage), hitsPerPage, query, index: request.indexName, queryID: `q${Date.now().toString(16)}` }
}

export async function startFakeAlgolia({ port, records, appId, apiKey }: { port: number; records: SearchRecord[]; appId: string; apiKey: string }): Promise<FakeAlgolia> {
  const requests: RecordedRequest[] = []
  const state: FakeAlgolia = {
    origin: `http://127.0.0.1:${port}`,
    requests,
    headerDelayMs: 0,
    bodyDelayMs: 0,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Access-Control-Allow-Headers': '*' }
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...cors })
    res.end(JSON.stringify(body))
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', state.origin)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    req.on('end', () => {
      let body: RecordedRequest['body'] = null
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        send(res, 400, { message: 'Invalid JSON', status: 400 })
        return
      }
      const params = Object.fromEntries(url.searchParams)
      const recorded: RecordedRequest = { method: req.method ?? '', path: decodeURIComponent(url.pathname), params, body, receivedAt: Date.now() }
      requests.push(recorded)
      res.on('close', () => {
        if (!res.writableFinished) recorded.abandonedAt = Date.now()
      })
      if (req.method === 'GET' && url.pathname === '/landing') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        res.end('<!doctype html><title>Landing</title><h1>Another site</h1>')
        return
      }
      if (req.method !== 'POST' || decodeURIComponent(url.pathname) !== '/1/indexes/*/queries') return send(res, 404, { message: 'Not found', status: 404 })
      if (params['x-algolia-application-id'] !== appId || params['x-algolia-api-key'] !== apiKey) return send(res, 403, { message: 'Invalid Application-ID or API key', status: 403 })
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', ...cors })
        // Headers and a first byte of the body (JSON may start with white space): the browser now
        // reports the response as started, so the client's read timeout applies from here. The
        // search over every record runs after that, so on a busy machine it cannot trip the
        // client's 1 s connect timeout, which only the tests that ask for it may.
        res.write(' ')
        const results = (body?.requests ?? []).map((r) => runQuery(records, r, state.origin))
        setTimeout(() => res.end(JSON.stringify({ results })), state.bodyDelayMs)
      }, state.headerDelayMs)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return state
}
