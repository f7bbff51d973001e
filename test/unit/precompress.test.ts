import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { getCompression, precompress } from '../../scripts/build/precompress.ts'
import { tempDir } from './temp-dir.ts'

describe('precompress', () => {
  it('writes gzip and brotli copies that decompress to the original, for text files over 1 KB only', async () => {
    const dir = tempDir('precompress-')
    const page = '<p>Posting to a PDS</p>\n'.repeat(400)
    const files = { 'page.html': page, 'entry.js': 'export const x = 1;\n'.repeat(200), 'tiny.txt': 'short', 'logo.png': 'x'.repeat(4000) }
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body)

    expect(await precompress(dir, Object.keys(files), 2)).toBe(2)
    for (const name of ['page.html', 'entry.js']) {
      const original = readFileSync(join(dir, name))
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(original)
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(original)
      expect(readFileSync(join(dir, `${name}.br`)).length).toBeLessThan(original.length / 10)
    }
    for (const name of ['tiny.txt', 'logo.png']) {
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false)
      expect(existsSync(join(dir, `${name}.br`))).toBe(false)
    }
  })

  it('spends the slowest brotli quality on what every visitor downloads, not on every page', () => {
    expect(getCompression('assets/entry.client-abc.js')).toEqual({ brotli: 11, gzip: 9 })
    expect(getCompression('assets/root-abc.css')).toEqual({ brotli: 11, gzip: 9 })
    expect(getCompression('search-index/core.json')).toEqual({ brotli: 10, gzip: 9 })
    expect(getCompression('search-index/terms-12.json')).toEqual({ brotli: 10, gzip: 9 })
    expect(getCompression('docs/get-started/index.html')).toEqual({ brotli: 5, gzip: 6 })
    expect(getCompression('docs/get-started.data')).toEqual({ brotli: 5, gzip: 6 })
  })
})
