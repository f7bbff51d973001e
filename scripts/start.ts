/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { listen, ListenError, readListenAddress, serveCommand } from './server/listen.ts'

// The address first: a PORT that cannot be used, or a port already taken, is said before a build
// of a minute, not after it.
try {
  const probe = createServer()
  await listen(probe, readListenAddress(process.env), serveCommand())
  await new Promise((resolve) => probe.close(resolve))
} catch (error) {
  if (!(error instanceof ListenError)) throw error
  console.error(`✗ ${error.message}`)
  process.exit(1)
}

const root = process.cwd()
const stamp = join(root, 'build/client/index.html')

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((max, name) => (name === 'node_modules' ? max : Math.max(max, newestMtime(join(path, name)))), stat.mtimeMs)
}

const sources = ['app', 'content', 'public', 'scripts', 'package-lock.json', 'react-router.config.ts', 'vite.config.ts']
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
const changed = sources.some((s) => newestMtime(join(root, s)) > built)
if (changed) {
  console.log(built ? 'Sources changed since the last build: rebuilding.' : 'No build yet: building the site.')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('./serve.ts')
