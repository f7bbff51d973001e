import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateHostileRequests, type HostileRequest } from '../../scripts/lib/hostile-requests.ts'
import { clientDir, listFiles } from '../../scripts/lib/output.ts'
import { getPageWeight, kb } from '../../scripts/lib/page-weight.ts'
import { baseURL } from './browser.ts'

const port = Number(new URL(baseURL).port)

/** Sends one request over a raw socket, so nothing normalises the path on the way. */
function rawRequest({ method, path, headers = {} }: HostileRequest): Promise<{ status: number; body: string }> {
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

describe('budgets', () => {
  const docsPages = ['/docs/get-started', '/docs/tutorials/creating-a-post', '/docs/api/app-bsky-feed-get-timeline']
  it.each(docsPages)('%s loads at most 110 KB of JS and 20 KB of CSS (gzip) on a first visit', (route) => {
    const weight = getPageWeight(clientDir, route)
    const problems: string[] = []
    if (weight.js.gzip > 110 * 1024) problems.push(`${route}: first-visit JS is ${kb(weight.js.gzip)} gzip, over the 110 KB budget (${weight.js.files.join(', ')})`)
    if (weight.css.gzip > 20 * 1024) problems.push(`${route}: CSS is ${kb(weight.css.gzip)} gzip, over the 20 KB budget`)
    expect(problems).toEqual([])
    expect(weight.js.files.length).toBeGreaterThan(1)
  })

  it('keeps every HTML page under 300 KB', () => {
    const over = listFiles(clientDir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => ({ f, size: readFileSync(join(clientDir, f)).length }))
      .filter(({ size }) => size > 300 * 1024)
      .map(({ f, size }) => `${f}: ${kb(size)}, over the 300 KB budget`)
    expect(over).toEqual([])
  })
})

describe('the static server under hostile input', () => {
  it('answers every hostile request with 400, 404 or 405 and never serves a file outside the build', async () => {
    const requests = generateHostileRequests()
    expect(requests.length).toBeGreaterThan(300)
    const outside = [readFileSync('package.json', 'utf8').slice(0, 60), 'root:x:0:0', '[core]']
    const failures: string[] = []
    for (let i = 0; i < requests.length; i += 20) {
      const batch = requests.slice(i, i + 20)
      const answers = await Promise.all(batch.map(rawRequest))
      answers.forEach((answer, j) => {
        const request = batch[j]
        const label = `${request.method} ${request.path.slice(0, 80)}${request.headers ? ' (with huge headers)' : ''}`
        if (![400, 404, 405].includes(answer.status)) failures.push(`${label} → ${answer.status}`)
        if (outside.some((text) => answer.body.includes(text))) failures.push(`${label} served a file outside build/client`)
      })
    }
    expect(failures).toEqual([])
    // Still up and well.
    expect((await fetch(`${baseURL}/`)).status).toBe(200)
  }, 120_000)

  it('sends the security headers', async () => {
    const response = await fetch(`${baseURL}/docs/get-started`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline\' ' + "'sha256")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBeTruthy()
    expect(response.headers.get('permissions-policy')).toBeTruthy()
    const headersFile = readFileSync(join(clientDir, '_headers'), 'utf8')
    expect(headersFile).toContain('/docs/get-started\n')
    expect(headersFile).toContain(`Content-Security-Policy: ${csp}`)
    // Static hosts send the feeds with their own types, as `npm run serve` does.
    expect(headersFile).toContain('/blog/rss.xml\n  Content-Type: application/rss+xml; charset=utf-8\n')
    expect(headersFile).toContain('/blog/atom.xml\n  Content-Type: application/atom+xml; charset=utf-8\n')
  })
})

describe('links in the built HTML', () => {
  const pages = listFiles(clientDir).filter((f) => f.endsWith('.html'))
  it('open external links safely and load nothing over plain HTTP', () => {
    const problems: string[] = []
    for (const file of pages) {
      const html = readFileSync(join(clientDir, file), 'utf8')
      for (const tag of html.match(/<a\s[^>]*href="https?:\/\/[^"]*"[^>]*>/g) ?? []) {
        const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? ''
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`${file}: ${tag.slice(0, 120)}`)
      }
      for (const tag of html.match(/<(?:img|script|link|iframe|source)\s[^>]*(?:src|href)="http:\/\/[^"]*"/g) ?? []) problems.push(`${file}: mixed content ${tag.slice(0, 120)}`)
    }
    expect(problems.slice(0, 20)).toEqual([])
  })
})
