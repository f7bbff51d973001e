import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getRss, runLoad, startServerProcess } from '../../scripts/lib/load.ts'
import { clientDir } from '../../scripts/lib/output.ts'

describe('the static server under bounded load (loopback, 2 × 4 s, 20 connections)', () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>
  const port = 39_000 + Math.floor(Math.random() * 1000)
  beforeAll(async () => {
    server = await startServerProcess(port)
  })
  afterAll(() => server?.stop())

  it('answers every request without errors and does not grow in memory', async () => {
    const asset = readdirSync(`${clientDir}/assets`).find((f) => f.startsWith('entry.client') && f.endsWith('.js'))
    // Warm up, then measure memory around the real run.
    await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 1, 10)
    const before = getRss(server.pid)
    const html = await runLoad(`http://127.0.0.1:${port}/docs/get-started`, 4, 20)
    const js = await runLoad(`http://127.0.0.1:${port}/assets/${asset}`, 4, 20)
    const after = getRss(server.pid)
    for (const result of [html, js]) {
      expect(result.errors).toBe(0)
      expect(result.non2xx).toBe(0)
      expect(result.requests).toBeGreaterThan(1000)
    }
    expect(after - before).toBeLessThan(64 * 1024 * 1024)
  }, 60_000)
})
