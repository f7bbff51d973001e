/**
 * `npm run lock:complete`: after `npm install` has rewritten package-lock.json on a machine whose
 * registry lacks other platforms' native packages, add their entries back so `npm ci` accepts it.
 * See scripts/support/lockfile.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { readFlags } from './support/command-line.ts'
import { completeLockfile, type Lockfile } from './support/lockfile.ts'

readFlags('npm run lock:complete (no arguments)', {})
const file = new URL('../package-lock.json', import.meta.url)
const { lock, added } = completeLockfile(JSON.parse(readFileSync(file, 'utf8')) as Lockfile)
if (added.length === 0) {
  console.log('package-lock.json already lists every optional platform package.')
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`Added ${added.length} platform packages to package-lock.json:\n${added.map((name) => `  ${name}`).join('\n')}`)
}
