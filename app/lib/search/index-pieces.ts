import { processTerm, tokenizeQuery } from './engine.ts'

/**
 * Which piece of the built-in index holds a term's postings, computed from the term's first two
 * letters alone. A query word matches the terms it begins and, with typos, terms close to it;
 * those it begins share its first two letters, so the piece they are in is known from the query
 * itself, before the core has arrived: the page fetches it together with the core, in one round
 * trip, and the piece (which lists its terms) answers on its own. Typo matches that begin
 * otherwise (`irehose` for `firehose`) are found in the list of every term, fetched after that,
 * and their pieces once it is there.
 *
 * The two letters are hashed into a fixed number of pieces, so every piece exists (an empty one
 * holds no terms) and a query never asks for a file that is not there.
 */
export const termPieceCount = 128

/** The piece number of a term (or a query word's processed term): its first two UTF-16 units, hashed (FNV-1a). */
export function termPiece(term: string, pieces = termPieceCount): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < Math.min(2, term.length); i++) {
    hash ^= term.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % pieces
}

export const termsFileName = (piece: number) => `terms-${piece}.json`

/** The pieces holding the terms the words of `query` begin (for a build with `pieces` pieces). */
export function queryTermPieces(query: string, pieces = termPieceCount): number[] {
  const found = new Set<number>()
  for (const word of tokenizeQuery(query)) {
    const term = processTerm(word)
    if (term) found.add(termPiece(term, pieces))
  }
  return [...found]
}
