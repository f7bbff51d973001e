/**
 * The one rule that says whether a Lexicon change can break a client written against the
 * release before it. A client sends some values (query parameters, request bodies, the records
 * it writes) and receives others (responses, stream messages, the records it reads); a change
 * breaks it when it narrows what it may send, or when it takes away or widens what it receives:
 *
 * - anything removed (document, definition, field, ref or union member), and any change of body
 *   encoding or record key;
 * - a type that changed: narrowed (a string gains a `format`, a union becomes one of its members)
 *   for what the client sends, widened (the reverse) for what it receives, and any other change;
 * - a newly required field or parameter the client sends, or one that may now be null;
 * - a field it receives that became optional or nullable;
 * - a constraint on what it sends that got tighter (a lower `maxLength` or `maximum`, a higher
 *   `minLength`, an `enum` or `accept` value taken away, a new `const`);
 * - on what it receives, a closed set that grew: a value added to an `enum`, a union that is no
 *   longer closed, or a member added to a closed union.
 *
 * Additions, `knownValues` (an open set by definition), defaults, errors and descriptions never
 * break a client. Definitions used both ways, and those no method reaches, count as both.
 */
import type { Change, Direction } from './model.ts'

const sends = (dir: Direction) => dir !== 'out'
const receives = (dir: Direction) => dir !== 'in'

/** Constraints that close a set of values: growing one breaks a client that receives it. */
const CLOSED_SETS = new Set(['enum', 'closed'])

/** A change without its class, plus what the rule needs to know about where it happened. */
export type UnclassifiedChange = Omit<Change, 'breaking'>

export interface ChangeSite {
  /** Who the changed values travel to. */
  dir: Direction
  /** For `ref-added`: the union is closed (exactly one of its members). */
  closedUnion?: boolean
}

export function isBreaking(change: UnclassifiedChange, site: ChangeSite): boolean {
  const { dir } = site
  switch (change.kind) {
    case 'doc-removed':
    case 'def-removed':
    case 'field-removed':
    case 'ref-removed':
    case 'record-key-changed':
      return true
    case 'type-changed':
      // Narrowed (a string gains a format, a union becomes one of its members): breaks senders;
      // widened (the reverse): breaks receivers; anything else breaks both.
      if (change.move === 'tightened') return sends(dir)
      if (change.move === 'loosened') return receives(dir)
      return true
    case 'encoding-changed':
      // A body that appears is breaking only for requests; one that disappears only for responses.
      if (change.from === undefined) return sends(dir)
      if (change.to === undefined) return receives(dir)
      return true
    case 'doc-added':
    case 'def-added':
    case 'error-added':
    case 'error-removed':
      return false
    case 'field-added':
      return change.required === true && sends(dir)
    case 'became-required':
    case 'became-non-nullable':
      return sends(dir)
    case 'became-optional':
    case 'became-nullable':
      return receives(dir)
    case 'ref-added':
      return site.closedUnion === true && receives(dir)
    case 'constraint': {
      if (change.move === 'tightened') return sends(dir)
      const name = (change.constraint ?? '').replace(/^(items\.)+/, '')
      if (change.move === 'loosened') return CLOSED_SETS.has(name) && receives(dir)
      return false
    }
  }
}
