/**
 * Compares what a page shows with its plain-markdown twin, word by word: both sides are reduced
 * to a sequence of lowercase words (markup, punctuation and whitespace dropped) and compared with
 * an edit distance, so a reordered, missing or extra passage counts while formatting does not.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'

/** Lowercase words of letters and digits; everything else separates words. */
export function toWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

const processor = createProcessor({ format: 'md', remarkPlugins: [remarkGfm] })

/** The text a reader of the rendered markdown sees: text, inline code and code blocks. */
export function markdownText(markdown: string): string {
  // GitHub alert markers (`> [!WARNING]`) are markup: GitHub shows them as an icon and a label.
  const source = markdown.replace(/^(\s*>\s*)\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/gm, '$1')
  const tree = processor.parse(source) as Root
  const parts: string[] = []
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value)
  })
  return parts.join(' ')
}

/**
 * Myers' O((N+M)·D) edit distance (insertions and deletions) between two word sequences; cheap
 * when they are nearly equal, which is the case the test cares about.
 */
export function editDistance(a: string[], b: string[], limit = a.length + b.length): number {
  const n = a.length
  const m = b.length
  const max = Math.min(n + m, limit)
  const offset = max + 1
  const v = new Int32Array(2 * max + 3)
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
      let y = x - k
      while (x < n && y < m && a[x] === b[y]) {
        x++
        y++
      }
      v[offset + k] = x
      if (x >= n && y >= m) return d
    }
  }
  return limit
}

/** Runs of `size` words found in `a` but nowhere in `b`: examples for a failure message. */
function missingPhrases(a: string[], b: string[], size = 4, count = 5): string[] {
  const seen = new Set<string>()
  for (let i = 0; i + size <= b.length; i++) seen.add(b.slice(i, i + size).join(' '))
  const out: string[] = []
  for (let i = 0; i + size <= a.length && out.length < count; i++) {
    const phrase = a.slice(i, i + size).join(' ')
    if (!seen.has(phrase)) {
      out.push(phrase)
      i += size - 1
    }
  }
  return out
}

export interface TextComparison {
  /** Share of words that differ: edit distance over the words on both sides, 0 when equal. */
  difference: number
  pageWords: number
  twinWords: number
  onlyInPage: string[]
  onlyInTwin: string[]
}

export function compareTexts(pageText: string, twinText: string): TextComparison {
  const page = toWords(pageText)
  const twin = toWords(twinText)
  const total = page.length + twin.length
  const distance = total === 0 ? 0 : editDistance(page, twin, Math.ceil(total * 0.25))
  return {
    difference: total === 0 ? 0 : distance / total,
    pageWords: page.length,
    twinWords: twin.length,
    onlyInPage: missingPhrases(page, twin),
    onlyInTwin: missingPhrases(twin, page),
  }
}

/**
 * Like compareTexts, but order-free: compares how often each word occurs. For pages whose twin
 * lays the same facts out differently (the API reference nests definitions on the page and
 * lists them after the table in Markdown); `ignore` drops the layout's own words, such as
 * table headings.
 */
export function compareWordCounts(pageText: string, twinText: string, ignore: ReadonlySet<string> = new Set()): TextComparison {
  const page = toWords(pageText).filter((w) => !ignore.has(w))
  const twin = toWords(twinText).filter((w) => !ignore.has(w))
  const counts = new Map<string, number>()
  for (const w of page) counts.set(w, (counts.get(w) ?? 0) + 1)
  for (const w of twin) counts.set(w, (counts.get(w) ?? 0) - 1)
  let distance = 0
  const onlyInPage: string[] = []
  const onlyInTwin: string[] = []
  for (const [word, count] of counts) {
    distance += Math.abs(count)
    if (count > 0 && onlyInPage.length < 10) onlyInPage.push(`${word} ×${count}`)
    if (count < 0 && onlyInTwin.length < 10) onlyInTwin.push(`${word} ×${-count}`)
  }
  const total = page.length + twin.length
  return { difference: total === 0 ? 0 : distance / total, pageWords: page.length, twinWords: twin.length, onlyInPage, onlyInTwin }
}
