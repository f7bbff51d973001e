import { searchLimits } from './constants.ts'

/**
 * The built-in index's analysis rules and file names, shared by the build (which indexes the
 * records) and the browser (which reads the index): both sides must cut text into the same terms
 * and agree on which file holds a term. Small on purpose: the navbar's search button imports it,
 * to fetch the index's pieces a query needs while the search code is still on its way.
 */

/** A word: a run of letters and digits (highlighting finds words the same way). */
export const wordPattern = /[\p{L}\p{N}]+/gu
const camelBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u

/** Words this short or this common never narrow a search, so neither side indexes or queries them. */
const stopWords = new Set(['a', 'an', 'and', 'are', 'be', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'this', 'to', 'versus', 'vs', 'what', 'with', 'you', 'your'])

/** Every word, plus the parts of camelCase identifiers: `getTimeline` → getTimeline, get, Timeline. */
export function tokenizeForIndex(text: string): string[] {
  const tokens: string[] = []
  for (const [word] of text.matchAll(wordPattern)) {
    tokens.push(word)
    const parts = word.split(camelBoundary)
    if (parts.length > 1) tokens.push(...parts)
  }
  return tokens
}

/** A query's words, as typed. */
export const tokenizeQuery = (text: string): string[] => text.match(wordPattern) ?? []

/**
 * A light English stemmer, so "posts", "creating" and "created" find "post" and "create". It only
 * has to map a word's forms to one key the same way on both sides, not produce real words.
 */
function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word
  let w = word.replace(/ies$/, 'y')
  if (w === word) w = word.replace(/(?<=\p{L}{3})(?:ing|ed)$/u, '')
  if (w === word) w = word.replace(/(?<!s)s$/, '')
  return w.replace(/e$/, '')
}

/** A word's term in the index, or null for a word that is never indexed. */
export function processTerm(word: string): string | null {
  const lower = word.toLowerCase()
  return lower.length < 2 || stopWords.has(lower) ? null : stem(lower)
}

/** One word of a query: its term, whether it also matches the terms it begins, and how many typos it may have. */
export interface QueryWord {
  term: string
  prefix: boolean
  typos: number
}

/**
 * The words of a query as the index matches them: the last one, while still being typed (no space
 * after it), also by prefix; typos tolerated like Algolia's defaults, counted on the term: one from
 * 4 letters, two from 7.
 */
export function queryWords(query: string): QueryWord[] {
  const text = query.slice(0, searchLimits.maxQueryLength)
  const terms = tokenizeQuery(text).flatMap((word) => processTerm(word) ?? [])
  const typing = /[\p{L}\p{N}]$/u.test(text)
  return terms.map((term, i) => ({ term, prefix: typing && i === terms.length - 1, typos: term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0 }))
}

/**
 * Which piece holds a term: its first three letters (a two-letter term: both), hashed (FNV-1a)
 * into a fixed number of pieces, so that the query alone names the pieces it needs, before any
 * file of the index has arrived. A piece also answers the two-letter prefixes hashed to it.
 */
export const pieceCount = 1024
export const pieceOf = (term: string) => fnv1a(term.slice(0, 3)) % pieceCount

/** A 32-bit FNV-1a hash: of a term's first letters for its piece, of the whole index for the build's stamp. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** Term lists are cut by length; the last holds every longer term too. */
export const longestListedLength = 24

/** The files of the built-in index, under /search-index/ (the format: builtin-index.ts). */
export const indexFile = {
  core: 'core.json',
  piece: (n: number) => `piece-${n}.json`,
  tail: (n: number) => `tail-${n}.json`,
  docs: (n: number) => `docs-${n}.json`,
  terms: (length: number) => `terms-${Math.min(length, longestListedLength)}.json`,
}

/** The pieces holding what the words of `query` match without typos: what a first answer reads. */
export const queryPieces = (query: string) => [...new Set(queryWords(query).map((word) => pieceOf(word.term)))]
