import type { Page } from '@playwright/test'
import { compareTexts, compareWordCounts, markdownText } from '../support/compare-text.ts'
import { isServed, readBuilt, readIndex } from './build-output.ts'
import { expect, test } from './browser.ts'

/** Route kinds that get a plain-markdown twin at `${route}.md`. */
const twinKinds = new Set(['doc', 'doc-category', 'api', 'blog-post', 'page'])
const entries = readIndex().filter((e) => twinKinds.has(e.kind))

/**
 * The most a twin may differ from its page, as a share of words (edit distance over both
 * sides). Small differences are expected: the page repeats each tab's label above its panel.
 */
const maxDifference = 0.02

/**
 * API pages and their twins come from the same model but lay it out differently: the page nests
 * each referenced definition under its field and marks required fields; the twin puts fields in
 * tables (Name, Type, Required, …, with yes/no) and lists definitions after them. So API twins are
 * compared by word counts, without the tables' own words.
 */
const apiLayoutWords = new Set(['name', 'type', 'required', 'default', 'constraints', 'description', 'yes', 'no'])

/** What a reader sees: the title and the article text, read without JavaScript. */
async function readPage(page: Page, route: string): Promise<{ title: string; text: string }> {
  const response = await page.goto(route)
  expect(response?.status(), route).toBe(200)
  return page.evaluate(() => {
    const title = document.querySelector('main h1')?.textContent ?? ''
    const body = document.querySelector('main .prose') as HTMLElement | null
    if (!body) return { title, text: '' }
    // Collapsed definitions are part of the page; copy buttons, heading anchors and filters (the
    // changelog's namespaces) are controls, not text.
    for (const details of body.querySelectorAll('details')) details.open = true
    for (const control of body.querySelectorAll<HTMLElement>('button, .hash-link, fieldset')) control.style.display = 'none'
    // A category page shows its description as the lead; the twin has it as the quote under the title.
    const lead = body.firstElementChild
    if (lead instanceof HTMLElement && lead.matches('p.lead')) lead.style.display = 'none'
    return { title, text: body.innerText }
  })
}

/** A twin starts with `# title`, then (for guides and posts) the description as a `>` quote. */
function splitTwin(markdown: string, description: string): { title: string; body: string } {
  const match = /^# (.*)\n+([\s\S]*)$/.exec(markdown)
  if (!match) throw new Error(`twin does not start with "# title": ${markdown.slice(0, 120)}`)
  const quote = `> ${description.replace(/\s+/g, ' ').trim()}`
  const body = match[2].startsWith(`${quote}\n`) || match[2] === quote ? match[2].slice(quote.length) : match[2]
  return { title: match[1], body }
}

/** The comparison in slices, so the two workers share it. */
const sliceSize = 25
const slices = Array.from({ length: Math.ceil(entries.length / sliceSize) }, (_, i) => entries.slice(i * sliceSize, (i + 1) * sliceSize))

test.describe('markdown twins', () => {
  test('exist for every docs, API, blog and stand-alone page', () => {
    expect(entries.length).toBeGreaterThan(250)
    const missing = entries.filter((e) => !isServed(`${e.route}.md`)).map((e) => e.route)
    expect(missing).toEqual([])
  })

  test.describe('read without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const [i, slice] of slices.entries()) {
      test(`say what their page says, word for word after markup is dropped: pages ${i * sliceSize + 1}–${i * sliceSize + slice.length} of ${entries.length}`, async ({ context }) => {
        test.setTimeout(180_000)
        const failures: string[] = []
        const queue = [...slice]
        const tab = async () => {
          const page = await context.newPage()
          // Text is all that is compared: skip images and fonts (the stylesheet comes in the page).
          await page.route(/\.(svg|png|jpg|woff2?)$/, (route) => route.abort())
          for (let entry = queue.shift(); entry; entry = queue.shift()) {
            const shown = await readPage(page, entry.route)
            const twin = splitTwin(readBuilt(`${entry.route.slice(1)}.md`), entry.description)
            if (twin.title !== shown.title.trim()) failures.push(`${entry.route}: twin title "${twin.title}" but the page shows "${shown.title}"`)
            const twinText = markdownText(twin.body)
            const result = entry.kind === 'api' ? compareWordCounts(shown.text, twinText, apiLayoutWords) : compareTexts(shown.text, twinText)
            if (result.difference > maxDifference || result.pageWords === 0) {
              failures.push(
                `${entry.route}: ${(result.difference * 100).toFixed(1)}% of words differ (page ${result.pageWords}, twin ${result.twinWords}); ` +
                  `only on the page: ${JSON.stringify(result.onlyInPage)}; only in the twin: ${JSON.stringify(result.onlyInTwin)}`,
              )
            }
          }
        }
        await Promise.all([tab(), tab()])
        expect(failures).toEqual([])
      })
    }
  })
})
