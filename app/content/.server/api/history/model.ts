/**
 * The shapes of the Lexicon history: what `npm run lexicons:history` writes to
 * `lexicon-history.json` and what the reference pages, the changelog, its feed and the OpenAPI
 * documents read. Every name is a plain JSON value, so the file is also the document SDK authors get.
 */

/** A Lexicon document as JSON, the way a package ships it; its definitions are read loosely. */
export interface LexiconDocJson {
  lexicon: number
  id: string
  description?: string
  defs: Record<string, Record<string, unknown>>
}

/** Who a definition's values travel to: sent by the client (`in`), received (`out`), or either. */
export type Direction = 'in' | 'out' | 'both'

type ChangeKind =
  /** A whole Lexicon document (NSID), or one definition of a document that was there before. */
  | 'doc-added'
  | 'doc-removed'
  | 'def-added'
  | 'def-removed'
  /** A property, parameter, body or message of a definition. */
  | 'field-added'
  | 'field-removed'
  /** The type of a definition or field (`string` → `integer`, `string (did)` → `string (at-identifier)`, `ref` → `union`). */
  | 'type-changed'
  | 'became-required'
  | 'became-optional'
  | 'became-nullable'
  | 'became-non-nullable'
  /** `maxLength`, `enum`, `knownValues`, `minimum`, `accept`, `default`, … of a field (array items: `items.maxLength`). */
  | 'constraint'
  /** The target of a ref, or a member of a union. */
  | 'ref-added'
  | 'ref-removed'
  | 'error-added'
  | 'error-removed'
  /** The encoding of a method's request or response body (`field` is `input` or `output`). */
  | 'encoding-changed'
  | 'record-key-changed'

/** How a constraint moved: fewer values accepted (`tightened`), more (`loosened`), or neither (`changed`). */
export type ConstraintMove = 'tightened' | 'loosened' | 'changed'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** One change between two consecutive releases. Only the keys its kind uses are present. */
export interface Change {
  kind: ChangeKind
  /** The definition: `app.bsky.feed.getTimeline` (a document's main definition), `app.bsky.feed.defs#postView`. */
  at: string
  /**
   * Inside the definition: an object's or record's property (`text`), a method's parameter
   * (`params.limit`), request or response body property (`input.text`, `output.feed`), the body
   * itself when it is a ref or union (`input`, `output`), a subscription's `message`. Absent for
   * the definition itself, and for the value of a definition that is not an object (a string with
   * known values, an array).
   */
  field?: string
  /** Added or removed document, definition or field: its type (`query`, `record`, `defs`, `string (did)`). */
  type?: string
  /** An added field: it is required. */
  required?: boolean
  constraint?: string
  /** A constraint or type that now accepts fewer values (`tightened`), more (`loosened`), or neither. */
  move?: ConstraintMove
  from?: Json
  to?: Json
  /** Values an `enum`, `knownValues` or `accept` list gained or lost. */
  added?: Json[]
  removed?: Json[]
  /** `ref-added`, `ref-removed`: the definition referred to. */
  ref?: string
  /** `error-added`, `error-removed`: the error name. */
  error?: string
  /** Whether a client written against the earlier release can break (see breaking.ts). */
  breaking: boolean
}

/** One item of a release's notes: its text (Markdown, one paragraph) and the pull requests it names. */
export interface NoteItem {
  text: string
  pulls: number[]
}

/** The notes of one version in the package's CHANGELOG.md. */
export interface ReleaseNotes {
  version: string
  items: NoteItem[]
}

/** A published release whose Lexicons differ from the release before it. */
export interface Release {
  version: string
  /** The release compared with: the one published before it. */
  previous: string
  changes: Change[]
  /** Descriptions whose text changed (documents, definitions, fields, errors): counted, not listed. */
  descriptions: number
  /**
   * The CHANGELOG.md entries of the versions this diff covers, newest first: this release's own,
   * and those of versions between the two that never reached the registry.
   */
  notes: ReleaseNotes[]
}

export interface LexiconHistory {
  /** The format of this file; a reader refuses another. */
  format: 1
  package: '@atproto/api'
  /** The first release read: what it already had is "added in {first} or earlier". */
  first: string
  /** Every release read, oldest first. */
  versions: string[]
  /** The releases that changed a Lexicon, oldest first. */
  releases: Release[]
}
