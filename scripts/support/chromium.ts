import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags every browser test and benchmark starts Chromium with (no sandbox as root, no network chatter). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Makes sure Debian's Chromium is installed, installing it with apt when we run as root.
 * Never downloads a browser build of its own. A CHROMIUM_PATH that names no file is a mistake to
 * report, not a reason to install Debian's package somewhere else.
 */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return
  if (process.env.CHROMIUM_PATH !== undefined) throw new Error(`CHROMIUM_PATH is ${chromiumPath}, which does not exist. Point it at a Chromium, or unset it to use Debian's /usr/bin/chromium.`)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath} and this user cannot install it.\n` +
        'Install Debian\'s package as root ("apt-get update && apt-get install -y chromium") or set CHROMIUM_PATH, then run the tests again.',
    )
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${result.status}`)
  }
  if (!existsSync(chromiumPath)) throw new Error(`apt-get installed chromium but ${chromiumPath} is still missing`)
}
