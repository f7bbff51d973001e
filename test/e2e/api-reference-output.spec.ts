import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { clientDir, listFiles } from '../../scripts/lib/output.ts'
import { getPageWeight } from '../../scripts/lib/page-weight.ts'
import { measureReferencePages } from '../../scripts/lib/reference-size.ts'
import { expect, test } from './browser.ts'

const assets = listFiles(clientDir).filter((f) => /^assets\/.+\.js$/.test(f))
const panel = assets.filter((f) => /^assets\/try-it-panel\.lazy-[\w-]+\.js$/.test(f))

test.describe('the API reference in the build', () => {
  test('ships the Try it panel as a chunk of its own, at most 20 KB gzip, that no page loads on a first visit', () => {
    expect(panel).toHaveLength(1)
    const gzip = gzipSync(readFileSync(join(clientDir, panel[0]))).length
    expect(gzip).toBeLessThan(20 * 1024)
    for (const route of ['/docs/api/app-bsky-feed-get-timeline', '/docs/api/com-atproto-repo-create-record', '/docs/get-started']) {
      expect([route, getPageWeight(clientDir, route).js.files.filter((f) => f.includes('try-it-panel'))]).toEqual([route, []])
    }
  })

  test('keeps method pages far lighter than when they inlined every type: getTimeline under 160 KB with the whole site chrome', () => {
    const timeline = readFileSync(join(clientDir, 'docs/api/app-bsky-feed-get-timeline/index.html')).length
    expect(timeline).toBeLessThan(160 * 1024)
    const sizes = measureReferencePages(clientDir, listFiles(clientDir).filter((f) => f.endsWith('.html')))
    expect(sizes.pages).toBeGreaterThan(270)
    expect(sizes.largest.bytes).toBeLessThan(250 * 1024)
  })
})
