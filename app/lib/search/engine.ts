import type { Options, SearchOptions } from 'minisearch'

/**
 * The built-in index's analysis rules, shared by the build (which indexes the records) and the
 * browser (which loads the serialised index and queries it): both sides must tokenise alike.
 */

/**
 * The searchable fields of a document in the built-in index. A record's own title or heading
 * gets a field of its own, so its weight is not diluted by the page's other records; `trail`
 * repeats the headings above it on every record, so a query can match "page title + prose".
 */
export interface IndexedDocument {
  id: number
  /** The page title, on the page's lvl1 record only. */
  title: string
  /** The heading, on a heading record only. */
  heading: string
  /** The page title and the headings above the record. */
  trail: string
  content: string
}

const wordPattern = /[\p{L}\p{N}]+/gu
const camelBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u

/** Words this short or this common never narrow a search, so neither side indexes or queries them. */
const stopWords = new Set(['a', 'an', 'and', 'are', 'be', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'this', 'to', 'what', 'with', 'you', 'your'])

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

/** Query words are matched by prefix against the indexed words (and their camelCase parts). */
export function tokenizeQuery(text: string): string[] {
  return [...text.matchAll(wordPattern)].map(([word]) => word)
}

/**
 * A light English stemmer, so "posts", "creating" and "created" find "post" and "create". It only
 * has to map a word's forms to one key the same way on both sides, not produce real words.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word
  let w = word.replace(/ies$/, 'y')
  if (w === word) w = word.replace(/(?<=\p{L}{3})(?:ing|ed)$/u, '')
  if (w === word) w = word.replace(/(?<!s)s$/, '')
  return w.replace(/e$/, '')
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  return lower.length < 2 || stopWords.has(lower) ? null : stem(lower)
}

export const searchOptions: SearchOptions = {
  // Titles and headings rank above body text.
  boost: { title: 4, heading: 3 },
  prefix: true,
  // Typo tolerance like Algolia's: one typo from 4 letters, two from 7 (counted on the stem).
  fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
  combineWith: 'AND',
  tokenize: tokenizeQuery,
}

export const indexOptions: Options<IndexedDocument> = {
  idField: 'id',
  fields: ['title', 'heading', 'trail', 'content'],
  storeFields: [],
  tokenize: tokenizeForIndex,
  processTerm,
  searchOptions,
}
