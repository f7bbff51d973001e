import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the server received it. */
interface ReceivedRequest {
  method: string
  /** Path and query, e.g. `/xrpc/app.bsky.feed.getAuthorFeed?actor=alice.test`. */
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/** What the server answers to a request that is not a CORS preflight. */
interface Reply {
  status: number
  headers?: Record<string, string>
  body?: unknown
}

export interface XrpcServer {
  origin: string
  /** Every request received, preflights included, in order. */
  received: ReceivedRequest[]
  /** Requests other than CORS preflights. */
  calls: () => ReceivedRequest[]
  /** Sets the answer to the next calls. */
  reply: (answer: Reply | ((request: ReceivedRequest) => Reply)) => void
  close: () => Promise<void>
}

const RATE_LIMIT = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy']

/**
 * A stand-in XRPC service on 127.0.0.1 and a free port, for the Try it panel's browser tests. With
 * `cors` (the default) it answers preflights for Authorization, Content-Type and atproto-proxy and
 * exposes the rate-limit headers, as Bluesky's services do; without, it sends no CORS header at all.
 */
export async function startXrpcServer({ cors = true } = {}): Promise<XrpcServer> {
  const received: ReceivedRequest[] = []
  let answer: Reply | ((request: ReceivedRequest) => Reply) = { status: 200, body: {} }
  const corsHeaders = (res: ServerResponse) => {
    if (!cors) return
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Expose-Headers', RATE_LIMIT.join(', '))
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      received.push(request)
      corsHeaders(res)
      if (req.method === 'OPTIONS') {
        if (cors) {
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
          res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, atproto-proxy')
          res.setHeader('Access-Control-Max-Age', '0')
        }
        res.writeHead(204).end()
        return
      }
      const { status, headers = {}, body } = typeof answer === 'function' ? answer(request) : answer
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
      res.end(body === undefined ? '' : JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    calls: () => received.filter((r) => r.method !== 'OPTIONS'),
    reply: (next) => void (answer = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

