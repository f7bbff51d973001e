import { decodeXML } from 'entities/decode'
import { escapeUTF8 } from 'entities/escape'
import { wordPattern } from './analysis.ts'
import { highlightPostTag, highlightPreTag } from './constants.ts'

/**
 * Highlighting and snippeting. The built-in provider produces what Algolia produces — the text
 * HTML-escaped, matches wrapped in the highlight tags — and the UI turns either into plain-text
 * parts with `parseHighlighted`. Nothing from a record or a query is ever rendered as HTML.
 */

/** Escapes text the way Algolia escapes highlighted values (`&`, `<`, `>`, quotes). */
export const escapeHtml = escapeUTF8

/** Undoes that escaping, numeric references included, for rendering as a text node. */
export const unescapeHtml = decodeXML

export interface TextPart {
  text: string
  highlighted: boolean
}

/** The highlight tags around a match; everything else, tag-like or not, is text. */
const highlightedPart = new RegExp(`${highlightPreTag}(.*?)${highlightPostTag}`, 's')

/**
 * Splits highlighted text into parts (unescaped, for rendering as text nodes): the split's odd
 * items are what the tags enclosed.
 */
export function parseHighlighted(value: string): TextPart[] {
  return value
    .split(highlightedPart)
    .map((text, i) => ({ text: unescapeHtml(text), highlighted: i % 2 === 1 }))
    .filter((part) => part.text !== '')
}

const camelPart = /\p{Lu}?[\p{Ll}\p{N}]+|\p{Lu}+(?![\p{Ll}])/gu

/** Which part of a word matched: [start, end) within the word and whether the query typed it (else a typo match), or null. */
export type WordMatcher = (word: string) => [number, number, 'typed' | 'typo'] | null

/**
 * Matches a word against the query's words (by prefix, highlighting only the typed prefix) and the
 * index terms the engine matched (other forms of a word and typo matches, highlighted whole;
 * `normalize` maps a word to its index term), also inside camelCase words.
 */
export function createWordMatcher(queryTerms: string[], matchedTerms: string[] = [], normalize: (word: string) => string | null = (w) => w.toLowerCase()): WordMatcher {
  const prefixes = [...new Set(queryTerms.map((t) => t.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length)
  const whole = new Set(matchedTerms.map((t) => t.toLowerCase()))
  const test = (piece: string, offset: number): [number, number, 'typed' | 'typo'] | null => {
    const lower = piece.toLowerCase()
    const prefix = prefixes.find((p) => lower.startsWith(p))
    if (prefix) return [offset, offset + prefix.length, 'typed']
    const term = normalize(piece)
    return term !== null && whole.has(term) ? [offset, offset + piece.length, 'typo'] : null
  }
  return (word) => {
    const found = test(word, 0)
    if (found) return found
    for (const part of word.matchAll(camelPart)) {
      if (part.index === 0 && part[0].length === word.length) break
      const inPart = test(part[0], part.index)
      if (inPart) return inPart
    }
    return null
  }
}

/** The text, escaped, with every matching word (or matching part of one) in highlight tags. */
export function highlightText(text: string, matcher: WordMatcher): { value: string; matched: boolean } {
  let out = ''
  let last = 0
  let matched = false
  for (const found of text.matchAll(wordPattern)) {
    const range = matcher(found[0])
    if (!range) continue
    const start = found.index + range[0]
    const end = found.index + range[1]
    out += `${escapeHtml(text.slice(last, start))}${highlightPreTag}${escapeHtml(text.slice(start, end))}${highlightPostTag}`
    last = end
    matched = true
  }
  return { value: out + escapeHtml(text.slice(last)), matched }
}

/**
 * A window of `words` words around the first match (or the start of the text), highlighted, with
 * an ellipsis where text was cut.
 */
export function snippetText(text: string, matcher: WordMatcher, words: number): { value: string; matched: boolean } {
  const all = [...text.matchAll(wordPattern)]
  if (all.length <= words) return highlightText(text.trim(), matcher)
  // Centre on what the reader typed; a typo match only when nothing typed appears.
  const typed = all.findIndex((w) => matcher(w[0])?.[2] === 'typed')
  const first = typed !== -1 ? typed : all.findIndex((w) => matcher(w[0]) !== null)
  const lead = Math.floor(words / 4)
  const start = Math.max(0, Math.min(first === -1 ? 0 : first - lead, all.length - words))
  const end = start + words
  // Cut at spaces, so a window never starts or ends inside a word such as "account's".
  const from = start === 0 ? 0 : text.lastIndexOf(' ', all[start].index) + 1
  const wordEnd = all[end - 1].index + all[end - 1][0].length
  const space = text.indexOf(' ', wordEnd)
  const to = end >= all.length || space === -1 ? text.length : space
  const cutEnd = to < text.length
  // A sentence's own full stop before the ellipsis would read "….…".
  const window = text.slice(from, to).trim()
  const { value, matched } = highlightText(cutEnd ? window.replace(/[.,;:]+$/, '') : window, matcher)
  return { value: `${from > 0 ? '…' : ''}${value}${cutEnd ? '…' : ''}`, matched }
}
