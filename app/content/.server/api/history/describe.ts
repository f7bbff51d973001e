/**
 * One change as a short phrase of inline runs (the renderer-neutral `Inline` of schema-model.ts),
 * shared by the reference pages' History lists, the changelog, its feed and its tests. Names are
 * code, never links: a removed definition has no page to link to.
 */
import type { Inline } from '../schema-model.ts'
import type { Change } from './model.ts'

/** `com.example.defs#view` → `#view`; a document's own id → null (its main definition). */
function defPart(at: string): string | null {
  const hash = at.indexOf('#')
  return hash === -1 ? null : at.slice(hash)
}

const PARTS: Record<string, string> = { params: 'parameter', input: 'input', output: 'output' }

/** Where in the document a change is: `parameter limit`, `#postView.embed`, `request body`, or nothing (the document). */
function changeSubject(change: Pick<Change, 'at' | 'field'>): Inline[] {
  const def = defPart(change.at)
  const field = change.field
  if (field === undefined || field === '') return def ? [{ code: def }] : []
  if (field === 'input') return ['request body']
  if (field === 'output') return ['response body']
  if (field === 'message') return ['message']
  const dot = field.indexOf('.')
  const part = dot === -1 ? undefined : PARTS[field.slice(0, dot)]
  if (part && !def) return [`${part} `, { code: field.slice(dot + 1) }]
  return [{ code: def ? `${def}.${field}` : field }]
}

const show = (value: unknown): Inline => ({ code: typeof value === 'string' ? value : JSON.stringify(value) })

function values(list: unknown[] | undefined): Inline[] {
  return (list ?? []).flatMap((value, i) => (i > 0 ? [', ', show(value)] : [show(value)]))
}

/** What happened, after the subject: `added`, `maxLength 300 → 3000`, `type string → string (uri)`, … */
function predicate(change: Change): Inline[] {
  switch (change.kind) {
    case 'doc-added':
      return [`added (${change.type})`]
    case 'doc-removed':
      return ['removed']
    case 'def-added':
    case 'field-added':
      return [change.required ? 'added, required' : 'added']
    case 'def-removed':
    case 'field-removed':
      return ['removed']
    case 'type-changed':
      return ['type ', show(change.from), ' → ', show(change.to)]
    case 'became-required':
      return ['now required']
    case 'became-optional':
      return ['now optional']
    case 'became-nullable':
      return ['may now be null']
    case 'became-non-nullable':
      return ['may no longer be null']
    case 'ref-added':
      return ['may now be ', { code: change.ref ?? '' }]
    case 'ref-removed':
      return ['may no longer be ', { code: change.ref ?? '' }]
    case 'error-added':
      return ['error ', { code: change.error ?? '' }, ' added']
    case 'error-removed':
      return ['error ', { code: change.error ?? '' }, ' removed']
    case 'encoding-changed':
      if (change.from === undefined) return ['added, ', show(change.to)]
      if (change.to === undefined) return ['removed']
      return ['encoding ', show(change.from), ' → ', show(change.to)]
    case 'record-key-changed':
      return ['record key ', show(change.from), ' → ', show(change.to)]
    case 'constraint': {
      const name = change.constraint ?? ''
      if (change.added || change.removed) {
        const parts: Inline[] = [`${name}: `]
        if (change.added) parts.push('added ', ...values(change.added))
        if (change.added && change.removed) parts.push('; ')
        if (change.removed) parts.push('removed ', ...values(change.removed))
        return parts
      }
      if (change.from === undefined) return [`${name} `, show(change.to), ' set']
      if (change.to === undefined) return [`${name} `, show(change.from), /(^|\.)(default|const)$/.test(name) ? ' removed' : ' lifted']
      return [`${name} `, show(change.from), ' → ', show(change.to)]
    }
  }
}

/** The whole phrase: subject, then predicate (`parameter limit maxLength 100 → 50`). */
export function describeChange(change: Change): Inline[] {
  const subject = changeSubject(change)
  const what = predicate(change)
  if (subject.length === 0) {
    const [first, ...rest] = what
    return typeof first === 'string' ? [first.charAt(0).toUpperCase() + first.slice(1), ...rest] : what
  }
  // Errors and bodies read better with the subject named after them.
  return [...subject, ' ', ...what]
}

/** The phrase as plain text, for the feed and for tests. */
export function changeText(change: Change): string {
  return describeChange(change)
    .map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : 'text' in part ? part.text : part.ref))
    .join('')
}
