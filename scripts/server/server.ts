import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { normalizePathname } from '../../app/lib/pathname.ts'
import sirv from 'sirv'
import { getContentType } from './content-types.ts'
import { getSecurityHeaders } from '../build/security-headers.ts'

const maxPathLength = 2048

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...headers })
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

/** Where a request should be redirected, if anywhere: to the canonical path (`normalizePathname`). */
export function getRedirect(pathname: string): string | null {
  const target = normalizePathname(pathname)
  return target !== pathname ? target : null
}

/** Rejects what no page can be: bad encoding, NUL bytes, dot segments, backslashes, overlong paths. */
export function checkPath(rawPath: string): { ok: true; pathname: string } | { ok: false; status: 400 | 404 } {
  if (rawPath.length > maxPathLength) return { ok: false, status: 400 }
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { ok: false, status: 400 }
  }
  const hasControl = [...pathname].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  if (!pathname.startsWith('/') || pathname.includes('\\') || hasControl) return { ok: false, status: 400 }
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return { ok: false, status: 400 }
  if (/%/.test(pathname) && /%(2e|2f|5c|00)/i.test(pathname)) return { ok: false, status: 400 }
  return { ok: true, pathname }
}

/** There is no built site to serve. */
export class NoBuildError extends Error {}

/**
 * The production server for build/client: static files only (sirv, which indexes the folder at
 * start-up and so can only ever serve files inside it), precompressed gzip/brotli, immutable
 * caching for hashed assets, the not-found page with a 404, and the site's security headers.
 */
export function createSiteServer({ dir }: { dir: string }): Server {
  if (!existsSync(join(dir, 'index.html'))) throw new NoBuildError(`No built site in ${dir}: run "npm run build" first, or "npm start", which builds it when needed.`)
  const notFoundPage = readFileSync(join(dir, '404.html'))
  const security = getSecurityHeaders(dir)
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(security.forPath(pathname))) res.setHeader(name, value)
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      else if (pathname.startsWith('/img/')) res.setHeader('Cache-Control', 'public, max-age=86400')
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
      const type = getContentType(pathname)
      if (type) res.setHeader('Content-Type', type)
    },
  })

  const server = createServer({ maxHeaderSize: 16 * 1024 }, (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
      return
    }
    const rawPath = (req.url ?? '/').split('?')[0]
    const checked = checkPath(rawPath)
    if (!checked.ok) {
      send(res, checked.status, checked.status === 400 ? 'Bad Request' : 'Not Found')
      return
    }
    const redirect = getRedirect(checked.pathname)
    if (redirect) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
      res.writeHead(301, { Location: encodeURI(redirect) + query, 'Content-Length': 0 })
      res.end()
      return
    }
    assets(req, res, () => {
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': notFoundPage.length,
        'Cache-Control': 'no-cache',
        ...security.forPath('/404.html'),
      })
      res.end(req.method === 'HEAD' ? undefined : notFoundPage)
    })
  })
  // Requests Node cannot parse (oversized headers, garbage) get a plain 400, never a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })
  // CONNECT never reaches the request handler; answer it like any other method we do not serve.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  })
  return server
}
