import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { HotUpdateOptions } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import { wholeStylesheetSaves } from '../../scripts/vite/whole-stylesheet-saves.ts'

/** Calls the plugin's hook as Vite does for one change, and says how long it held the update. */
async function held(plugin: ReturnType<typeof wholeStylesheetSaves>, file: string, type: HotUpdateOptions['type'] = 'update'): Promise<number> {
  const hook = plugin.hotUpdate as (options: Pick<HotUpdateOptions, 'file' | 'type'>) => Promise<void>
  const started = performance.now()
  await hook({ file, type })
  return performance.now() - started
}

/** Appends to the file every 5 ms for `forMs`, as a writer that saves in pieces; resolves with the time of the last piece. */
function keepWriting(file: string, forMs: number): Promise<number> {
  const started = performance.now()
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      appendFileSync(file, 'a { color: red; }\n')
      if (performance.now() - started >= forMs) {
        clearInterval(timer)
        resolve(performance.now())
      }
    }, 5)
  })
}

describe('a stylesheet save reaches the page once the file is whole', () => {
  const dir = mkdtempSync(join(tmpdir(), 'whole-stylesheet-'))
  const file = join(dir, 'app.css')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('holds the update while the file is being written, until it has been quiet for quietMs', async () => {
    writeFileSync(file, '')
    // Pieces 5 ms apart, a quiet time of 100 ms: room for a busy machine's late timers.
    const plugin = wholeStylesheetSaves({ quietMs: 100, maxMs: 5000 })
    const writing = keepWriting(file, 200)
    const hook = held(plugin, file)
    const [lastPiece, heldMs] = await Promise.all([writing, hook])
    const released = performance.now()
    expect(heldMs).toBeGreaterThanOrEqual(200)
    expect(released - lastPiece).toBeGreaterThanOrEqual(95)
  })

  test('lets the next environment’s update for the same save through at once', async () => {
    writeFileSync(file, 'a { color: blue; }\n')
    const plugin = wholeStylesheetSaves({ quietMs: 50 })
    expect(await held(plugin, file)).toBeGreaterThanOrEqual(45)
    expect(await held(plugin, file)).toBeLessThan(45)
    appendFileSync(file, 'b { color: blue; }\n')
    expect(await held(plugin, file)).toBeGreaterThanOrEqual(45)
  })

  test('lets a file that never stops changing through after maxMs', async () => {
    writeFileSync(file, '')
    const plugin = wholeStylesheetSaves({ quietMs: 50, maxMs: 150 })
    const writing = keepWriting(file, 600)
    const heldMs = await held(plugin, file)
    expect(heldMs).toBeGreaterThanOrEqual(150)
    expect(heldMs).toBeLessThan(500)
    await writing
  })

  test('leaves other files, new files and deleted files alone', async () => {
    const plugin = wholeStylesheetSaves({ quietMs: 200 })
    const script = join(dir, 'root.tsx')
    writeFileSync(script, '')
    expect(await held(plugin, script)).toBeLessThan(150)
    expect(await held(plugin, file, 'create')).toBeLessThan(150)
    expect(await held(plugin, join(dir, 'gone.css'))).toBeLessThan(150)
  })
})
