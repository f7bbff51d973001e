import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { collectIds, crawlBuild } from '../../scripts/build/link-crawl.ts'

const dir = mkdtempSync(join(tmpdir(), 'link-crawl-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function page(route: string, body: string) {
  const file = join(dir, route.replace(/^\//, ''), 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `<!doctype html><html><body>${body}</body></html>`)
  return `${route.replace(/^\//, '')}/index.html`
}

describe('crawlBuild', () => {
  const defs = page('/docs/api/app-bsky-feed-defs', '<h2 id="postView">postView</h2><h2 id="feedViewPost">feedViewPost</h2>')
  const guide = page(
    '/docs/guide',
    [
      '<a href="/docs/api/app-bsky-feed-defs#postView">ok</a>',
      '<a href="/docs/api/app-bsky-feed-defs#postview">wrong case</a>',
      '<a href="/docs/api/app-bsky-feed-defs#nothing">missing</a>',
      '<a href="/docs/api/app-bsky-feed-defs">no anchor</a>',
      '<a href="/docs/api/app-bsky-feed-nope#x">no page</a>',
      '<a href="/docs/guide#anywhere">other pages keep unchecked anchors</a>',
    ].join(''),
  )

  it('reports links into reference pages whose anchor the page lacks, and missing pages', () => {
    expect(crawlBuild(dir, [defs, guide])).toEqual([
      'build/client/docs/guide/index.html: link "/docs/api/app-bsky-feed-defs#postview" points at an anchor that /docs/api/app-bsky-feed-defs does not have',
      'build/client/docs/guide/index.html: link "/docs/api/app-bsky-feed-defs#nothing" points at an anchor that /docs/api/app-bsky-feed-defs does not have',
      'build/client/docs/guide/index.html: broken link "/docs/api/app-bsky-feed-nope#x"',
    ])
  })

  it('collects ids', () => {
    expect([...collectIds('<h2 id="a">x</h2><p data-id="no" id="b&amp;c">')]).toEqual(['a', 'b&c'])
  })
})
