import { describe, expect, it } from 'vitest'
import { getTreeRss, measureCommand } from '../../scripts/bench/measure-command.ts'

describe('measureCommand', () => {
  it('counts the memory of processes the command starts, not only its own', async () => {
    // A shell that starts Node, which fills 200 MB and holds it for a moment: the shell itself is tiny.
    const script = "const b = Buffer.alloc(200 * 2 ** 20, 1); setTimeout(() => console.log(b.length), 600)"
    const run = await measureCommand('sh', ['-c', `${JSON.stringify(process.execPath)} -e ${JSON.stringify(script)}; true`], { intervalMs: 50 })
    expect(run.output.trim()).toBe(String(200 * 2 ** 20))
    expect(run.peakTreeMB).toBeGreaterThanOrEqual(200)
    expect(run.seconds).toBeGreaterThanOrEqual(0.6)
  })

  it('fails with the command’s output when it exits non-zero', async () => {
    await expect(measureCommand('sh', ['-c', 'echo broken step >&2; exit 3'])).rejects.toThrow(/exited with 3:\nbroken step/)
  })
})

describe('getTreeRss', () => {
  it('reads this process’s resident memory', () => {
    const rss = getTreeRss(process.pid)
    expect(rss).toBeGreaterThanOrEqual(process.memoryUsage().rss * 0.5)
  })
})
