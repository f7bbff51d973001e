import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/**
 * Vitest's global setup: the unit tests get a temporary folder of their own (TMPDIR, which
 * `os.tmpdir()` reads), and the run fails if a test leaves anything in it, so a test that forgets
 * to remove its files is caught here instead of filling the machine's /tmp run after run.
 */
export default function leftoverFiles(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'atproto-docs-unit-'))
  const outer = process.env.TMPDIR
  process.env.TMPDIR = dir
  // tsx's compile cache, made by the scripts that some tests run with tsx: a cache, not a test's files.
  const caches = new Set([`tsx-${userInfo().uid}`])
  return () => {
    process.env.TMPDIR = outer
    const left = readdirSync(dir).filter((name) => !caches.has(name))
    rmSync(dir, { recursive: true, force: true })
    if (left.length === 0) return
    // Reported and failed here rather than thrown, which would stop Vitest from closing down.
    console.error(`\nThe unit tests left ${left.length} file(s) in the temporary folder: ${left.join(', ')}. Make each with tempDir() from test/unit/temp-dir.ts, which removes it when its test finishes.\n`)
    process.exitCode = 1
  }
}
