import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ownHtml } from '../../scripts/bench/page-weight.ts'
import { measureReferencePages } from '../../scripts/bench/reference-size.ts'

const dir = mkdtempSync(join(tmpdir(), 'reference-size-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (file: string, bytes: number) => {
  mkdirSync(join(dir, file, '..'), { recursive: true })
  writeFileSync(join(dir, file), 'x'.repeat(bytes))
  return file
}

describe('measureReferencePages', () => {
  it('reports the largest and median reference page, leaving out other pages and the overview', () => {
    const files = [
      write('docs/api/a/index.html', 300),
      write('docs/api/b/index.html', 100),
      write('docs/api/c/index.html', 200),
      write('docs/api/at-protocol-xrpc-api/index.html', 9000),
      write('docs/get-started/index.html', 5000),
    ]
    expect(measureReferencePages(dir, files)).toEqual({
      pages: 3,
      largest: { file: 'docs/api/a/index.html', bytes: 300 },
      median: { file: 'docs/api/c/index.html', bytes: 200 },
    })
  })

  it('measures a page without the site stylesheet it carries', () => {
    const page = (size: number) => `<html><head><style>${'a{}'.repeat(5000)}</style></head><body>${'x'.repeat(size)}</body></html>`
    mkdirSync(join(dir, 'styled/docs/api/d'), { recursive: true })
    writeFileSync(join(dir, 'styled/docs/api/d/index.html'), page(400))
    const sizes = measureReferencePages(join(dir, 'styled'), ['docs/api/d/index.html'])
    expect(sizes.largest.bytes).toBe(Buffer.byteLength(ownHtml(page(400))))
    expect(sizes.largest.bytes).toBeLessThan(500)
  })

  it('fails when there is no reference page', () => {
    expect(() => measureReferencePages(dir, ['docs/get-started/index.html'])).toThrow(/build the site first/)
  })
})
