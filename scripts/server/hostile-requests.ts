/**
 * Hostile requests for the static server: path traversal in many encodings, overlong paths, NUL
 * bytes, malformed percent-encoding, odd methods and huge headers. Deterministic, so a failure
 * names a request that can be replayed.
 */
export interface HostileRequest {
  method: string
  path: string
  headers?: Record<string, string>
}

const targets = ['etc/passwd', 'package.json', 'build/csp.json', '.git/config', 'scripts/serve.ts', 'node_modules/react/package.json']
const dotdot = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '..%00', '%c0%ae%c0%ae', '..%c0%af', '....']
const slashes = ['/', '%2f', '%2F', '\\', '%5c', '%5C', '%252f', '//']

export function generateHostileRequests(): HostileRequest[] {
  const requests: HostileRequest[] = []
  for (const target of targets) {
    for (const dots of dotdot) {
      for (const slash of slashes) {
        requests.push({ method: 'GET', path: `/${[dots, dots, dots].join(slash)}${slash}${target}` })
      }
    }
    requests.push({ method: 'GET', path: `/assets/../../${target}` })
    requests.push({ method: 'GET', path: `/docs/%2e%2e/%2e%2e/${target}` })
  }
  for (const bad of ['%', '%%', '%zz', '%e0%a4%a', '%ff', '%c0', 'a%', '%u0041']) requests.push({ method: 'GET', path: `/docs/${bad}` })
  for (const nul of ['%00', '%00.html', 'index.html%00.js', '%2500']) requests.push({ method: 'GET', path: `/${nul}` })
  for (const length of [2100, 5000, 16000]) requests.push({ method: 'GET', path: `/${'a'.repeat(length)}` })
  requests.push({ method: 'GET', path: `/${'../'.repeat(300)}etc/passwd` })
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'FOO']) {
    requests.push({ method, path: '/' }, { method, path: '/docs/get-started' })
  }
  requests.push({ method: 'GET', path: '/', headers: { 'X-Huge': 'x'.repeat(64 * 1024) } })
  requests.push({ method: 'GET', path: '/', headers: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x-h-${i}`, 'y'.repeat(60)])) })
  return requests
}
