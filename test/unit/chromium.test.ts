import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Runs ensureChromium() in a process of its own with this CHROMIUM_PATH: its exit status and what it printed. */
function ensureWith(path: string) {
  const script = "import('./scripts/support/chromium.ts').then((m) => m.ensureChromium()).catch((e) => { console.error(e.message); process.exit(1) })"
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, CHROMIUM_PATH: path }, encoding: 'utf8' })
  return { status: run.status, out: `${run.stdout}${run.stderr}`.trim() }
}

describe('ensureChromium', () => {
  it('accepts the Chromium CHROMIUM_PATH names', () => {
    expect(ensureWith(process.execPath)).toEqual({ status: 0, out: '' })
  })

  it('reports a CHROMIUM_PATH that names nothing, and installs nothing in its place', () => {
    expect(ensureWith('/nonexistent/chromium')).toEqual({ status: 1, out: "CHROMIUM_PATH is /nonexistent/chromium, which does not exist. Point it at a Chromium, or unset it to use Debian's /usr/bin/chromium." })
  })
})
