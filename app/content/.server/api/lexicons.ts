/**
 * The Lexicon documents shipped with `@atproto/api`, resolved with `Lexicons`. Nothing here is
 * hand-copied: upgrading the package updates the reference.
 */
import { schemas } from '@atproto/api'
import {
  Lexicons,
  type LexiconDoc,
  type LexObject,
  type LexUserType,
  type LexXrpcParameters,
  type LexXrpcProcedure,
  type LexXrpcQuery,
  type LexXrpcSubscription,
} from '@atproto/lexicon'
import { canonicalDefId } from './refs.ts'

export type LexMethod = LexXrpcQuery | LexXrpcProcedure | LexXrpcSubscription
/** A property of an object: primitive, array, ref, union, blob, bytes or cid-link. */
export type LexField = LexObject['properties'][string]
/** A query parameter: primitive or array of primitives. */
export type LexParam = LexXrpcParameters['properties'][string]
export type LexBodySchema = NonNullable<NonNullable<LexXrpcProcedure['input']>['schema']>

let cached: Lexicons | undefined

/** All Lexicon documents, on a private deep copy (`Lexicons` rewrites refs in place). */
export function loadLexicons(): Lexicons {
  cached ??= new Lexicons(structuredClone(schemas as unknown as LexiconDoc[]))
  return cached
}

export function isMethod(def: LexUserType | undefined): def is LexMethod {
  return def?.type === 'query' || def?.type === 'procedure' || def?.type === 'subscription'
}

export { canonicalDefId } from './refs.ts'

export function getDef(lex: Lexicons, defId: string): LexUserType {
  return lex.getDefOrThrow(`lex:${canonicalDefId(defId)}`)
}

/** The lexicon JSON file in the atproto repository. */
export function lexiconSourceUrl(nsid: string): string {
  return `https://github.com/bluesky-social/atproto/blob/main/lexicons/${nsid.split('.').join('/')}.json`
}
