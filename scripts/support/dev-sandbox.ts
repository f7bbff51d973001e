import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { freePort } from './free-port.ts'

/**
 * A copy of the project in a temporary folder, for the browser test and the benchmark of live
 * authoring: they edit its content while its own `npm run dev` runs, and the checkout stays
 * untouched. Tracked files are copied, the compile cache too (so the server starts warm), and
 * node_modules is hard-linked (fast, and inside the copy, where Vite serves files from), leaving
 * out Vite's own cache so the copy gets one of its own.
 */
export interface DevSandbox extends DevServer {
  root: string
  /** Stops the server if it runs and deletes the copy (`stop()` leaves the copy). */
  remove: () => Promise<void>
}

export function copyProject(from = process.cwd()): string {
  const root = mkdtempSync(join(tmpdir(), 'atproto-docs-dev-'))
  const tracked = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: from, encoding: 'utf8' })
  if (tracked.status !== 0) throw new Error(`git ls-files failed in ${from}: ${tracked.stderr}`)
  for (const file of tracked.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(from, file))) continue
    mkdirSync(dirname(join(root, file)), { recursive: true })
    cpSync(join(from, file), join(root, file))
  }
  if (existsSync(join(from, '.cache/compile'))) cpSync(join(from, '.cache/compile'), join(root, '.cache/compile'), { recursive: true })
  mkdirSync(join(root, 'node_modules'))
  const names = readdirSync(join(from, 'node_modules')).filter((name) => name !== '.vite')
  const linked = spawnSync('cp', ['-al', ...names.map((name) => join(from, 'node_modules', name)), join(root, 'node_modules')], { encoding: 'utf8' })
  if (linked.status !== 0) throw new Error(`Could not link node_modules into ${root}: ${linked.stderr}`)
  return root
}

/** `react-router dev` running in a folder. */
export interface DevServer {
  url: string
  /** Everything the server printed so far. */
  output: () => string
  stop: () => Promise<void>
  /** When the process was started (`performance.now()`). */
  startedAt: number
  /** From the start of the process until get-started answered. */
  answeredInMs: number
}

/** Starts `react-router dev` in `root` (a copy of the project) and waits until get-started answers; stops it and throws if it does not within `timeoutMs`. */
export async function startDevServer(root: string, timeoutMs = 180_000): Promise<DevServer> {
  const port = await freePort()
  let output = ''
  const started = performance.now()
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/react-router'), ['dev', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-(child.pid as number), 'SIGTERM')
      } catch {
        // Already gone.
      }
      await exited
    }
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`${url}/docs/get-started`)
      if (response.ok) return { url, output: () => output, stop, startedAt: started, answeredInMs: Math.round(performance.now() - started) }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`The dev server in ${root} did not answer within ${timeoutMs} ms:\n${output}`)
}

/** Starts `react-router dev` in a fresh copy of the project (Vite's own cache empty) and waits until it answers. */
export async function startDevSandbox(options: { from?: string; timeoutMs?: number } = {}): Promise<DevSandbox> {
  const root = copyProject(options.from)
  try {
    const server = await startDevServer(root, options.timeoutMs)
    const remove = async () => {
      await server.stop()
      rmSync(root, { recursive: true, force: true })
    }
    return { ...server, root, remove }
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}
