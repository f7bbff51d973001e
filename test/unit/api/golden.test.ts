/**
 * Golden output for representative pages: the HTML printed from each page's tree (before the
 * site's highlighting step) and the markdown twin printed from the same tree. Regenerate with
 *   UPDATE_GOLDEN=1 npx vitest run test/unit/api
 * and read the diff before committing it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { toPageHast, toPageMarkdown } from '../../../app/content/.server/api/render.ts'

const goldenDir = join(dirname(fileURLToPath(import.meta.url)), '__golden__')
const update = Boolean(process.env.UPDATE_GOLDEN)

function expectGolden(file: string, actual: string) {
  const path = join(goldenDir, file)
  if (update) {
    writeFileSync(path, actual)
    return
  }
  if (!existsSync(path)) {
    throw new Error(`Golden file ${path} is missing; run with UPDATE_GOLDEN=1 to create it, then review it.`)
  }
  expect(actual).toBe(readFileSync(path, 'utf8'))
}

const cases = [
  ['app.bsky.feed.getTimeline', 'query with parameters'],
  ['com.atproto.repo.createRecord', 'procedure with a JSON body and errors'],
  ['com.atproto.repo.uploadBlob', 'procedure with a binary body'],
  ['com.atproto.sync.subscribeRepos', 'subscription'],
  ['app.bsky.feed.post', 'record'],
  ['app.bsky.feed.defs', 'defs document'],
] as const

describe('golden pages', () => {
  const ref = buildApiReference()
  for (const [nsid, what] of cases) {
    describe(`${nsid} (${what})`, () => {
      const page = ref.pages.find((p) => p.nsid === nsid)
      if (!page) throw new Error(`${nsid} is missing from the API reference`)
      it('body HTML matches', () => {
        // mdast-util-to-hast puts a line break between blocks, so the file reads and diffs well as it is.
        expectGolden(`${nsid}.html`, toHtml(toPageHast(page.tree)))
      })
      it('markdown matches', () => expectGolden(`${nsid}.md`, toPageMarkdown(page.title, page.tree)))
    })
  }
})
