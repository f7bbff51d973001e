/**
 * Golden output for four representative pages. Regenerate with
 *   UPDATE_GOLDEN=1 npx vitest run test/unit/api
 * and read the diff before committing it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'

const goldenDir = join(dirname(fileURLToPath(import.meta.url)), '__golden__')
const update = Boolean(process.env.UPDATE_GOLDEN)

/**
 * `toHtml(body)` with a line break after each block-level closing tag, so that the golden file
 * can be read and diffed. The breaks are the only change: removing them gives `toHtml(body)` back.
 */
const BLOCK_END = /(<\/(?:p|li|ul|ol|table|thead|tbody|tr|h2|h3|details|summary|div|pre)>)(?!\n)/g
const BLOCK_END_BREAK = /(<\/(?:p|li|ul|ol|table|thead|tbody|tr|h2|h3|details|summary|div|pre)>)\n/g

function readableHtml(html: string): string {
  return html.replace(BLOCK_END, '$1\n')
}

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
] as const

describe('golden pages', () => {
  const ref = buildApiReference()
  for (const [nsid, what] of cases) {
    describe(`${nsid} (${what})`, () => {
      const method = ref.methods.find((m) => m.nsid === nsid)
      if (!method) throw new Error(`${nsid} is missing from the API reference`)
      it('body HTML matches', () => {
        const html = toHtml(method.body)
        // The readable form only adds line breaks.
        expect(readableHtml(html).replace(BLOCK_END_BREAK, '$1')).toBe(html)
        expectGolden(`${nsid}.html`, readableHtml(html))
      })
      it('markdown matches', () => expectGolden(`${nsid}.md`, method.markdown))
    })
  }
})
