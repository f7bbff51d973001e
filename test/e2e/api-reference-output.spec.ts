import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { API_FAMILIES } from '../../app/content/.server/api/families.ts'
import { nsidToSlug } from '../../app/content/.server/api/slug.ts'
import { clientDir, listFiles } from '../../scripts/build/output.ts'
import { getPageWeight, kb, ownHtml } from '../../scripts/bench/page-weight.ts'
import { measureReferencePages } from '../../scripts/bench/reference-size.ts'
import { expect, test } from './browser.ts'

const assets = listFiles(clientDir).filter((f) => /^assets\/.+\.js$/.test(f))
const panel = assets.filter((f) => /^assets\/try-it-panel\.lazy-[\w-]+\.js$/.test(f))
/** A page's own HTML: the stylesheet every page carries inline is budgeted on its own (budgets.spec.ts). */
const readOwnHtml = (file: string) => ownHtml(readFileSync(join(clientDir, file), 'utf8'))

test.describe('the API reference in the build', () => {
  test('ships the Try it panel as a chunk of its own, at most 20 KB gzip, that no page loads on a first visit', () => {
    expect(panel).toHaveLength(1)
    const gzip = gzipSync(readFileSync(join(clientDir, panel[0]))).length
    expect(gzip).toBeLessThan(20 * 1024)
    for (const route of ['/docs/api/app-bsky-feed-get-timeline', '/docs/api/com-atproto-repo-create-record', '/docs/get-started']) {
      expect([route, getPageWeight(clientDir, route).js.files.filter((f) => f.includes('try-it-panel'))]).toEqual([route, []])
    }
  })

  test('keeps every method page under 80 KB of HTML with the whole site chrome (its stylesheet aside), getTimeline under 72 KB', async () => {
    const { schemas } = await import('@atproto/api')
    const methods = schemas
      .filter((doc) => ['query', 'procedure', 'subscription'].includes(String((doc.defs as Record<string, { type?: string }>).main?.type)))
      .filter((doc) => (API_FAMILIES as readonly string[]).includes(doc.id.split('.').slice(0, 3).join('.')))
      .map((doc) => `docs/api/${nsidToSlug(doc.id)}/index.html`)
    expect(methods.length).toBeGreaterThan(200)
    // Every method page is there, and each one over the bound is named.
    const over = methods
      .map((file) => ({ file, size: Buffer.byteLength(readOwnHtml(file)) }))
      .filter(({ size }) => size >= 80 * 1024)
      .map(({ file, size }) => `${file}: ${kb(size)}, over 80 KB`)
    expect(over).toEqual([])
    const timeline = Buffer.byteLength(readOwnHtml('docs/api/app-bsky-feed-get-timeline/index.html'))
    expect(timeline).toBeLessThan(72 * 1024)
    // Type pages hold whole defs documents; they stay within the old bound.
    const all = measureReferencePages(clientDir, listFiles(clientDir).filter((f) => f.endsWith('.html')))
    expect(all.pages).toBeGreaterThan(270)
    expect(all.largest.bytes).toBeLessThan(250 * 1024)
  })

  test('sends every reference page, history and changelog included, in under 20 KB of brotli (its stylesheet aside)', () => {
    const pages = listFiles(clientDir).filter((f) => f.startsWith('docs/api/') && f.endsWith('/index.html'))
    expect(pages.length).toBeGreaterThan(270)
    // Quality 9, not the build's 11: about a tenth larger, so the bound is stricter, in a tenth of the time.
    const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length
    const over = pages
      .map((file) => ({ file, size: brotli(readOwnHtml(file)) }))
      .filter(({ size }) => size >= 20 * 1024)
      .map(({ file, size }) => `${file}: ${kb(size)} brotli`)
    expect(over).toEqual([])
  })
})
