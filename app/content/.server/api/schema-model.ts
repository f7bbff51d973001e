/**
 * A renderer-neutral description of Lexicon schemas: type labels, constraints and notes as runs
 * of inline content. `schema-render.ts` turns it into hast, `markdown.ts` into Markdown.
 */
import type { Lexicons } from '@atproto/lexicon'
import { canonicalDefId, getDef, type LexField, type LexParam } from './lexicons.ts'

/** Inline content: plain text, inline code, a link to a definition on the page, or an external link. */
export type Inline = string | { code: string } | { ref: string } | { href: string; text: string }

export interface FieldView {
  name: string
  /** `string (did)`, `array of` + ref link, `union` of ref links, … */
  type: Inline[]
  required: boolean
  nullable: boolean
  /** Display form of the default value, if any. */
  defaultValue?: string
  /** One entry per constraint: `maxLength: 300`, `knownValues: a, b`, … */
  constraints: Inline[][]
  description: Inline[]
  /** What a `blob`, `bytes`, `unknown`, union … is, when the type name alone does not say. */
  note: Inline[]
  /** Definitions this field refers to, in order: the renderers nest them below the field. */
  refs: string[]
}

type AnyField = LexField | LexParam

/** Splits a Lexicon description on backticks into text and code runs. */
export function parseDescription(text: string | undefined): Inline[] {
  if (!text) return []
  const out: Inline[] = []
  const re = /`([^`]+)`/g
  let last = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index))
    out.push({ code: m[1] })
    last = m.index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

/** A description followed by a note, as one run: `Debug info` + `Any JSON…` → `Debug info. Any JSON…`. */
export function joinSentences(first: Inline[], second: Inline[]): Inline[] {
  if (first.length === 0) return second
  if (second.length === 0) return first
  const last = first[first.length - 1]
  const ends = typeof last === 'string' && /[.!?:;)]\s*$/.test(last)
  return [...first, ends ? ' ' : '. ', ...second]
}

/** Strips the `lex:` prefix Lexicons puts on local known values (`#foo` → `lex:nsid#foo`). */
function displayValue(value: unknown): string {
  return typeof value === 'string' ? value.replace(/^lex:/, '') : JSON.stringify(value)
}

function codeList(label: string, values: readonly unknown[]): Inline[] {
  const out: Inline[] = [`${label}: `]
  values.forEach((value, i) => {
    if (i > 0) out.push(', ')
    out.push({ code: displayValue(value) })
  })
  return out
}

const BLOB_NOTE: Inline[] = [
  'A blob reference, ',
  { code: '{ "$type": "blob", "ref": { "$link": "<cid>" }, "mimeType": "…", "size": 123 }' },
  '. Upload the bytes with ',
  { code: 'com.atproto.repo.uploadBlob' },
  ' to get one.',
]
const NOTES: Partial<Record<AnyField['type'], Inline[]>> = {
  unknown: ['Any JSON object. When it holds a record, its ', { code: '$type' }, ' names the record type.'],
  blob: BLOB_NOTE,
  bytes: ['Raw bytes; in JSON ', { code: '{ "$bytes": "<base64>" }' }, '.'],
  'cid-link': ['A CID link; in JSON ', { code: '{ "$link": "<cid>" }' }, '.'],
}

function unionNote(closed: boolean | undefined): Inline[] {
  return closed
    ? ['Closed union: exactly one of the listed types.']
    : ['Open union: one of the listed types, each marked by its ', { code: '$type' }, '; other types may appear later.']
}

/** The type label of a field, with refs as links. */
export function typeLabel(field: AnyField): Inline[] {
  switch (field.type) {
    case 'string':
      return [field.format ? `string (${field.format})` : 'string']
    case 'array': {
      const items = typeLabel(field.items)
      return field.items.type === 'union' ? ['array of (', ...items, ')'] : ['array of ', ...items]
    }
    case 'ref':
      return [{ ref: canonicalDefId(field.ref) }]
    case 'union':
      return field.refs.flatMap((ref, i): Inline[] => (i > 0 ? [' | ', { ref: canonicalDefId(ref) }] : [{ ref: canonicalDefId(ref) }]))
    default:
      return [field.type]
  }
}

/** Constraints of a field (not its default, which renderers show on its own). */
function constraintsOf(field: AnyField): Inline[][] {
  const out: Inline[][] = []
  const num = (label: string, value: number | undefined, unit = '') => {
    if (value !== undefined) out.push([`${label}: ${value}${unit}`])
  }
  switch (field.type) {
    case 'string':
      num('minLength', field.minLength)
      num('maxLength', field.maxLength)
      num('minGraphemes', field.minGraphemes)
      num('maxGraphemes', field.maxGraphemes)
      if (field.enum) out.push(codeList('enum', field.enum))
      if (field.knownValues) out.push(codeList('knownValues', field.knownValues))
      if (field.const !== undefined) out.push(codeList('const', [field.const]))
      break
    case 'integer':
      num('minimum', field.minimum)
      num('maximum', field.maximum)
      if (field.enum) out.push(codeList('enum', field.enum))
      if (field.const !== undefined) out.push(codeList('const', [field.const]))
      break
    case 'boolean':
      if (field.const !== undefined) out.push(codeList('const', [field.const]))
      break
    case 'bytes':
      num('minLength', field.minLength, ' bytes')
      num('maxLength', field.maxLength, ' bytes')
      break
    case 'blob':
      if (field.accept) out.push(codeList('accept', field.accept))
      if (field.maxSize !== undefined) out.push([`maxSize: ${field.maxSize} bytes (${formatBytes(field.maxSize)})`])
      break
    case 'array':
      num('minLength', field.minLength, ' items')
      num('maxLength', field.maxLength, ' items')
      for (const inner of constraintsOf(field.items)) out.push(['items: ', ...inner])
      break
  }
  return out
}

function formatBytes(n: number): string {
  if (n >= 1_000_000) return `${+(n / 1_000_000).toFixed(1)} MB`
  if (n >= 1_000) return `${+(n / 1_000).toFixed(1)} kB`
  return `${n} B`
}

function defaultOf(field: AnyField): string | undefined {
  if ('default' in field && field.default !== undefined) return displayValue(field.default)
  return undefined
}

/** Definitions a field refers to directly (a ref, the refs of a union, or the same for array items). */
function refsOf(field: AnyField): string[] {
  if (field.type === 'ref') return [canonicalDefId(field.ref)]
  if (field.type === 'union') return field.refs.map(canonicalDefId)
  if (field.type === 'array') return refsOf(field.items)
  return []
}

function noteOf(field: AnyField): Inline[] {
  if (field.type === 'array') return noteOf(field.items)
  if (field.type === 'union') return unionNote(field.closed)
  return NOTES[field.type] ?? []
}

function describeField(name: string, field: AnyField, required: boolean, nullable = false): FieldView {
  return {
    name,
    type: typeLabel(field),
    required,
    nullable,
    defaultValue: defaultOf(field),
    constraints: constraintsOf(field),
    description: parseDescription(field.description),
    note: noteOf(field),
    refs: refsOf(field),
  }
}

interface PropertiesLike {
  required?: string[]
  nullable?: string[]
  properties?: Record<string, AnyField>
}

/** The properties of an object or of query parameters, in declaration order. */
export function describeFields(obj: PropertiesLike): FieldView[] {
  const required = new Set(obj.required ?? [])
  const nullable = new Set(obj.nullable ?? [])
  return Object.entries(obj.properties ?? {}).map(([name, field]) =>
    describeField(name, field, required.has(name), nullable.has(name)),
  )
}

/** A named definition, as a nested schema renders it. */
export interface DefView {
  id: string
  /** `object`, `record (key: tid)`, `token`, `string`, … */
  kind: string
  description: Inline[]
  /** Objects and records: their properties. */
  fields?: FieldView[]
  /** Other definitions (tokens, strings with known values, arrays): the value itself. */
  value?: FieldView
  note: Inline[]
}

const TOKEN_NOTE = (id: string): Inline[] => [
  'A token: it carries no data. Its name, ',
  { code: id },
  ', is used as a string value (for example in ',
  { code: 'knownValues' },
  ').',
]

export function describeDef(lex: Lexicons, id: string): DefView {
  const def = getDef(lex, id)
  const description = parseDescription(def.description)
  switch (def.type) {
    case 'object':
      return { id, kind: 'object', description, fields: describeFields(def), note: [] }
    case 'record':
      return {
        id,
        kind: def.key ? `record (key: ${def.key})` : 'record',
        description,
        fields: describeFields(def.record),
        note: [],
      }
    case 'token':
      return { id, kind: 'token', description, note: TOKEN_NOTE(id) }
    case 'string':
    case 'integer':
    case 'boolean':
    case 'array':
    case 'unknown':
    case 'bytes':
    case 'cid-link':
    case 'blob': {
      const value = describeField('(value)', def, true)
      return { id, kind: def.type, description, value: { ...value, description: [] }, note: [] }
    }
    default:
      throw new Error(`API reference: cannot describe ${def.type} definition ${id}`)
  }
}
