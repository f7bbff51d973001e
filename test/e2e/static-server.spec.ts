import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { generateHostileRequests, type HostileRequest } from '../../scripts/server/hostile-requests.ts'
import { getRss, runLoad, startServerProcess } from '../../scripts/bench/load.ts'
import { clientDir } from '../../scripts/build/output.ts'
import { metaCsp } from '../../scripts/build/security-headers.ts'
import { expect, test } from './browser.ts'
import { freePort } from '../../scripts/support/free-port.ts'

/** Sends one request over a raw socket, so nothing normalises the path on the way. */
function rawRequest(port: number, { method, path, headers = {} }: HostileRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) })
    })
    const lines = [`${method} ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)]
    socket.end(`${lines.join('\r\n')}\r\n\r\n`)
  })
}

test.describe('the static server under hostile input', () => {
  test('answers every hostile request with 400, 404 or 405 and never serves a file outside the build', async ({ baseURL, request }) => {
    test.setTimeout(120_000)
    const port = Number(new URL(baseURL!).port)
    const requests = generateHostileRequests()
    expect(requests.length).toBeGreaterThan(300)
    const outside = [readFileSync('package.json', 'utf8').slice(0, 60), 'root:x:0:0', '[core]']
    const failures: string[] = []
    for (let i = 0; i < requests.length; i += 20) {
      const batch = requests.slice(i, i + 20)
      const answers = await Promise.all(batch.map((r) => rawRequest(port, r)))
      answers.forEach((answer, j) => {
        const hostile = batch[j]
        const label = `${hostile.method} ${hostile.path.slice(0, 80)}${hostile.headers ? ' (with huge headers)' : ''}`
        if (![400, 404, 405].includes(answer.status)) failures.push(`${label} → ${answer.status}`)
        if (outside.some((text) => answer.body.includes(text))) failures.push(`${label} served a file outside build/client`)
      })
    }
    expect(failures).toEqual([])
    // Still up and well.
    expect((await request.get('/')).status()).toBe(200)
  })

  test('sends the security headers; static hosts get the page policy in its head and the site-wide rest in _headers', async ({ request }) => {
    const response = await request.get('/docs/get-started')
    const headers = response.headers()
    const csp = headers['content-security-policy']
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline\' ' + "'sha256")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
    // Static hosts get the page's own policy in its <head> (all of it a <meta> can carry) and the
    // site-wide rest in _headers; a header policy without the page's script hashes would block them.
    const page = readFileSync(join(clientDir, 'docs/get-started/index.html'), 'utf8')
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="${metaCsp(csp)}"/>`)
    expect(metaCsp(csp)).toMatch(/script-src 'self' 'sha256-/)
    const headersFile = readFileSync(join(clientDir, '_headers'), 'utf8')
    expect(headersFile).toContain("/*\n  X-Content-Type-Options: nosniff\n")
    expect(headersFile).toContain(`  Content-Security-Policy: object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'\n`)
    expect(headersFile).not.toContain('/docs/get-started\n')
    // Static hosts send the feeds with their own types, as `npm run serve` does.
    expect(headersFile).toContain('/blog/rss.xml\n  Content-Type: application/rss+xml; charset=utf-8\n')
    expect(headersFile).toContain('/blog/atom.xml\n  Content-Type: application/atom+xml; charset=utf-8\n')
  })
})

test.describe('the static server under bounded load (loopback, 2 × 4 s, 20 connections)', () => {
  test('answers every request without errors and does not grow in memory', async () => {
    const port = await freePort()
    const server = await startServerProcess(port)
    try {
      const asset = readdirSync(`${clientDir}/assets`).find((f) => f.startsWith('entry.client') && f.endsWith('.js'))
      // Warm up, then measure memory around the real run.
      await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 1, 10)
      const before = getRss(server.pid)
      const html = await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 4, 20)
      const js = await runLoad(`http://127.0.0.1:${port}/assets/${asset}`, 4, 20)
      const after = getRss(server.pid)
      for (const result of [html, js]) {
        expect(result.errors, result.path).toBe(0)
        expect(result.non2xx, result.path).toBe(0)
        expect(result.requests, result.path).toBeGreaterThan(1000)
      }
      expect(after - before).toBeLessThan(64 * 1024 * 1024)
    } finally {
      server.stop()
    }
  })
})
