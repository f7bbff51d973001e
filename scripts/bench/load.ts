import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'

export interface LoadResult {
  path: string
  requestsPerSecond: number
  p99Ms: number
  errors: number
  non2xx: number
  requests: number
}

/** Bounded load on one path of a local server (loopback only). */
export async function runLoad(url: string, seconds: number, connections: number): Promise<LoadResult> {
  // Loaded here, not with the bench, which most often runs without this section.
  const { default: autocannon } = await import('autocannon')
  const result = await autocannon({ url, duration: seconds, connections, headers: { 'accept-encoding': 'gzip, br' } })
  return {
    path: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}

/** Resident memory of a process, in bytes, from /proc. */
export function getRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

/** Starts `npm run serve`'s server in a child process on `port` and waits until it answers. */
export async function startServerProcess(port: number): Promise<{ child: ChildProcess; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      if (response.ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return { child, pid: child.pid as number, stop: () => child.kill('SIGTERM') }
}
