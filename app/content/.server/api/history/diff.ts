/**
 * What changed between two sets of Lexicon documents: documents and definitions added or
 * removed; per field (property, parameter, body, message) added, removed, type changed, required
 * or optional, nullable or not, each constraint tightened or loosened, refs and union members
 * added or removed; errors, body encodings and record keys; and how many descriptions changed.
 * Each change is classed by `isBreaking` (breaking.ts), from where its values travel.
 */
import { isBreaking, type ChangeSite, type UnclassifiedChange } from './breaking.ts'
import type { Change, ConstraintMove, Direction, LexiconDocJson } from './model.ts'
import { refsInside, resolveRef } from '../refs.ts'

type Obj = Record<string, unknown>

const METHOD_TYPES = new Set(['query', 'procedure', 'subscription'])

const defId = (nsid: string, name: string) => (name === 'main' ? nsid : `${nsid}#${name}`)
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)
const asObj = (value: unknown): Obj | undefined => (isObj(value) ? value : undefined)
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/**
 * Who each definition's values travel to, from the methods and records that reach it: refs from
 * parameters and request bodies are sent, from responses and messages received, from records both.
 */
export function directions(docs: LexiconDocJson[]): Map<string, Direction> {
  const defs = new Map<string, { nsid: string; def: Obj }>()
  for (const doc of docs) for (const [name, def] of Object.entries(doc.defs)) defs.set(defId(doc.id, name), { nsid: doc.id, def })
  const flags = new Map<string, Set<'in' | 'out'>>()
  const queue: [string, 'in' | 'out'][] = []
  const seed = (value: unknown, nsid: string, flag: 'in' | 'out') => {
    for (const ref of refsInside(value, nsid)) queue.push([ref, flag])
  }
  for (const doc of docs) {
    for (const def of Object.values(doc.defs)) {
      if (METHOD_TYPES.has(String(def.type))) {
        seed([def.parameters, def.input], doc.id, 'in')
        seed([def.output, def.message], doc.id, 'out')
      } else if (def.type === 'record') {
        seed(def.record, doc.id, 'in')
        seed(def.record, doc.id, 'out')
      }
    }
  }
  while (queue.length > 0) {
    const [id, flag] = queue.pop() as [string, 'in' | 'out']
    const seen = flags.get(id) ?? new Set()
    if (seen.has(flag)) continue
    seen.add(flag)
    flags.set(id, seen)
    const target = defs.get(id)
    if (target) seed(target.def, target.nsid, flag)
  }
  const out = new Map<string, Direction>()
  for (const id of defs.keys()) {
    const f = flags.get(id)
    out.set(id, f?.size === 1 ? (f.has('in') ? 'in' : 'out') : 'both')
  }
  return out
}

/** A field as the diff sees it: its schema, whether it must be present or may be null, and where it travels. */
interface FieldSite {
  schema: Obj
  required: boolean
  nullable: boolean
  dir: Direction
}

function objectFields(obj: Obj | undefined, prefix: string, dir: Direction, into: Map<string, FieldSite>): void {
  if (!obj) return
  const required = new Set(strings(obj.required))
  const nullable = new Set(strings(obj.nullable))
  for (const [name, schema] of Object.entries(asObj(obj.properties) ?? {})) {
    if (!isObj(schema)) continue
    into.set(`${prefix}${name}`, { schema, required: required.has(name), nullable: nullable.has(name), dir })
  }
}

/** A request or response body: an object's properties (`input.text`), or a ref or union as one field (`input`). */
function bodyFields(body: Obj | undefined, part: 'input' | 'output', dir: Direction, into: Map<string, FieldSite>): void {
  const schema = asObj(body?.schema)
  if (!schema) return
  if (schema.type === 'object') objectFields(schema, `${part}.`, dir, into)
  else into.set(part, { schema, required: true, nullable: false, dir })
}

/** The fields of a definition, each keyed by where it sits (see `Change.field`). */
function fieldsOf(def: Obj, dir: Direction): Map<string, FieldSite> {
  const out = new Map<string, FieldSite>()
  if (METHOD_TYPES.has(String(def.type))) {
    objectFields(asObj(def.parameters), 'params.', 'in', out)
    bodyFields(asObj(def.input), 'input', 'in', out)
    bodyFields(asObj(def.output), 'output', 'out', out)
    const message = asObj(asObj(def.message)?.schema)
    if (message) out.set('message', { schema: message, required: true, nullable: false, dir: 'out' })
  } else if (def.type === 'record') {
    objectFields(asObj(def.record), '', 'both', out)
  } else if (def.type === 'object') {
    objectFields(def, '', dir, out)
  } else if (def.type !== 'token') {
    out.set('', { schema: def, required: true, nullable: false, dir })
  }
  return out
}

/** `string`, `string (did)`, `array of string (uri)`, `ref`, `union`, `integer`, … */
function typeSignature(schema: Obj): string {
  if (schema.type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`
  if (schema.type === 'array' && isObj(schema.items)) return `array of ${typeSignature(schema.items)}`
  return String(schema.type)
}

/**
 * A type change that only narrows (a string gains a format; a union shrinks to one of its
 * members) or only widens (the reverse), else `changed`. Array items are compared the same way.
 */
function typeMove(a: Obj, b: Obj, nsidA: string, nsidB: string): ConstraintMove {
  if (a.type === 'array' && b.type === 'array' && isObj(a.items) && isObj(b.items)) return typeMove(a.items, b.items, nsidA, nsidB)
  if (a.type === 'string' && b.type === 'string') {
    if (a.format === undefined) return 'tightened'
    if (b.format === undefined) return 'loosened'
    return 'changed'
  }
  const within = (ref: Obj, union: Obj, refNsid: string, unionNsid: string) =>
    typeof ref.ref === 'string' && strings(union.refs).some((r) => resolveRef(r, unionNsid) === resolveRef(ref.ref as string, refNsid))
  if (a.type === 'ref' && b.type === 'union' && within(a, b, nsidA, nsidB)) return 'loosened'
  if (a.type === 'union' && b.type === 'ref' && within(b, a, nsidB, nsidA)) return 'tightened'
  return 'changed'
}

/** Upper bounds: a smaller value, or a new one, accepts less. */
const UPPER = ['maxLength', 'maxGraphemes', 'maximum', 'maxSize']
/** Lower bounds: a larger value, or a new one, accepts less. */
const LOWER = ['minLength', 'minGraphemes', 'minimum']
/** Closed lists: a value taken away, or a new list, accepts less. */
const CLOSED_LISTS = ['enum', 'accept']

function moveOfBound(upper: boolean, from: unknown, to: unknown): ConstraintMove {
  if (from === undefined) return 'tightened'
  if (to === undefined) return 'loosened'
  return (upper ? Number(to) < Number(from) : Number(to) > Number(from)) ? 'tightened' : 'loosened'
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
type Json = NonNullable<Change['from']>
const json = (value: unknown): Json => value as Json

function constraintChanges(a: Obj, b: Obj, prefix: string): UnclassifiedChange[] {
  const out: Omit<UnclassifiedChange, 'kind' | 'at'>[] = []
  for (const name of [...UPPER, ...LOWER]) {
    if (same(a[name], b[name])) continue
    out.push({ constraint: prefix + name, move: moveOfBound(UPPER.includes(name), a[name], b[name]), from: json(a[name]), to: json(b[name]) })
  }
  for (const name of [...CLOSED_LISTS, 'knownValues']) {
    if (same(a[name], b[name])) continue
    const before = Array.isArray(a[name]) ? (a[name] as unknown[]) : []
    const after = Array.isArray(b[name]) ? (b[name] as unknown[]) : []
    const added = after.filter((v) => !before.some((w) => same(v, w)))
    const removed = before.filter((v) => !after.some((w) => same(v, w)))
    if (added.length === 0 && removed.length === 0) continue // reordered only
    let move: ConstraintMove = 'changed'
    if (CLOSED_LISTS.includes(name)) move = a[name] === undefined || removed.length > 0 ? 'tightened' : 'loosened'
    out.push({ constraint: prefix + name, move, ...(added.length ? { added: added.map(json) } : {}), ...(removed.length ? { removed: removed.map(json) } : {}) })
  }
  if (!same(a.const, b.const)) {
    out.push({ constraint: `${prefix}const`, move: b.const === undefined ? 'loosened' : 'tightened', from: json(a.const), to: json(b.const) })
  }
  if (!same(a.default, b.default)) out.push({ constraint: `${prefix}default`, move: 'changed', from: json(a.default), to: json(b.default) })
  if (a.type === 'union' && Boolean(a.closed) !== Boolean(b.closed)) {
    out.push({ constraint: `${prefix}closed`, move: b.closed ? 'tightened' : 'loosened', from: Boolean(a.closed), to: Boolean(b.closed) })
  }
  const changes: UnclassifiedChange[] = out.map((c) => ({ kind: 'constraint', at: '', ...c }))
  if (a.type === 'array' && isObj(a.items) && isObj(b.items)) changes.push(...constraintChanges(a.items, b.items, `${prefix}items.`))
  return changes
}

/** A closed union anywhere in the field (itself or its items). */
function isClosedUnion(schema: Obj): boolean {
  if (schema.type === 'union') return schema.closed === true
  return schema.type === 'array' && isObj(schema.items) ? isClosedUnion(schema.items) : false
}

interface Collected {
  change: UnclassifiedChange
  site: ChangeSite
}

function fieldChanges(at: string, field: string, a: FieldSite, b: FieldSite, nsidA: string, nsidB: string, into: Collected[]): void {
  const dir = widest(a.dir, b.dir)
  const push = (change: Omit<UnclassifiedChange, 'at' | 'field'>, site: Partial<ChangeSite> = {}) =>
    into.push({ change: { ...change, at, ...(field ? { field } : {}) } as UnclassifiedChange, site: { dir, ...site } })
  const sigA = typeSignature(a.schema)
  const sigB = typeSignature(b.schema)
  if (sigA !== sigB) {
    push({ kind: 'type-changed', from: sigA, to: sigB, move: typeMove(a.schema, b.schema, nsidA, nsidB) })
  } else {
    const refsA = refsInside(a.schema, nsidA)
    const refsB = refsInside(b.schema, nsidB)
    for (const ref of [...refsA].filter((r) => !refsB.has(r))) push({ kind: 'ref-removed', ref })
    for (const ref of [...refsB].filter((r) => !refsA.has(r))) push({ kind: 'ref-added', ref }, { closedUnion: isClosedUnion(b.schema) })
    for (const c of constraintChanges(a.schema, b.schema, '')) push({ ...c })
  }
  if (a.required !== b.required) push({ kind: b.required ? 'became-required' : 'became-optional' })
  if (a.nullable !== b.nullable) push({ kind: b.nullable ? 'became-nullable' : 'became-non-nullable' })
}

function widest(a: Direction, b: Direction): Direction {
  return a === b ? a : 'both'
}

/** Descriptions that changed between two versions of the same definition, on what both have. */
function describedParts(def: Obj): Map<string, unknown> {
  const out = new Map<string, unknown>([['', def.description]])
  for (const part of ['parameters', 'input', 'output', 'message', 'record']) {
    const value = asObj(def[part])
    if (!value) continue
    out.set(part, value.description)
    const schema = asObj(value.schema)
    if (schema) out.set(`${part}.schema`, schema.description)
  }
  for (const error of Array.isArray(def.errors) ? def.errors : []) {
    if (isObj(error)) out.set(`error.${String(error.name)}`, error.description)
  }
  return out
}

function fieldDescriptions(schema: Obj): unknown[] {
  return [schema.description, isObj(schema.items) ? schema.items.description : undefined]
}

function defChanges(nsid: string, name: string, a: Obj, b: Obj, dirs: [Map<string, Direction>, Map<string, Direction>], into: Collected[]): number {
  const at = defId(nsid, name)
  const dir = widest(dirs[0].get(at) ?? 'both', dirs[1].get(at) ?? 'both')
  const push = (change: Omit<UnclassifiedChange, 'at'>, siteDir: Direction = dir) => into.push({ change: { ...change, at } as UnclassifiedChange, site: { dir: siteDir } })
  if (a.type !== b.type) {
    push({ kind: 'type-changed', from: String(a.type), to: String(b.type) })
    return 0
  }
  let descriptions = 0
  if (a.type === 'record' && a.key !== b.key) push({ kind: 'record-key-changed', from: json(a.key), to: json(b.key) })
  if (METHOD_TYPES.has(String(a.type))) {
    for (const part of ['input', 'output'] as const) {
      const from = asObj(a[part])?.encoding
      const to = asObj(b[part])?.encoding
      if (from !== to) push({ kind: 'encoding-changed', field: part, from: json(from), to: json(to) }, part === 'input' ? 'in' : 'out')
    }
    const errorsA = new Set((Array.isArray(a.errors) ? a.errors : []).map((e) => String(asObj(e)?.name)))
    const errorsB = new Set((Array.isArray(b.errors) ? b.errors : []).map((e) => String(asObj(e)?.name)))
    for (const error of [...errorsB].filter((e) => !errorsA.has(e))) push({ kind: 'error-added', error })
    for (const error of [...errorsA].filter((e) => !errorsB.has(e))) push({ kind: 'error-removed', error })
  }
  const partsA = describedParts(a)
  const partsB = describedParts(b)
  for (const [key, text] of partsB) if (partsA.has(key) && !same(partsA.get(key), text)) descriptions++

  const fieldsA = fieldsOf(a, dirs[0].get(at) ?? 'both')
  const fieldsB = fieldsOf(b, dirs[1].get(at) ?? 'both')
  for (const [field, site] of fieldsA) {
    if (!fieldsB.has(field)) into.push({ change: { kind: 'field-removed', at, ...(field ? { field } : {}), type: typeSignature(site.schema) }, site: { dir: site.dir } })
  }
  for (const [field, site] of fieldsB) {
    const before = fieldsA.get(field)
    if (!before) {
      into.push({
        change: { kind: 'field-added', at, ...(field ? { field } : {}), type: typeSignature(site.schema), ...(site.required ? { required: true } : {}) },
        site: { dir: site.dir },
      })
      continue
    }
    fieldChanges(at, field, before, site, nsid, nsid, into)
    const da = fieldDescriptions(before.schema)
    const db = fieldDescriptions(site.schema)
    for (let i = 0; i < da.length; i++) if (!same(da[i], db[i])) descriptions++
  }
  return descriptions
}

/** What a document is, for an added or removed one: its main definition's type, or `defs`. */
function docType(doc: LexiconDocJson): string {
  return doc.defs.main ? String(doc.defs.main.type) : 'defs'
}

function orderKey(c: Change): string {
  return [c.at, c.field ?? '', c.kind, c.constraint ?? '', c.ref ?? '', c.error ?? '', JSON.stringify(c)].join('\u0000')
}

function compareChanges(a: Change, b: Change): number {
  const x = orderKey(a)
  const y = orderKey(b)
  return x < y ? -1 : x > y ? 1 : 0
}

export interface SchemaDiff {
  /** Sorted by definition, field and kind. */
  changes: Change[]
  descriptions: number
}

/** The changes from one set of Lexicon documents to the next, each classed breaking or not. */
export function diffSchemas(before: LexiconDocJson[], after: LexiconDocJson[]): SchemaDiff {
  const docsA = new Map(before.map((d) => [d.id, d]))
  const docsB = new Map(after.map((d) => [d.id, d]))
  const dirs: [Map<string, Direction>, Map<string, Direction>] = [directions(before), directions(after)]
  const collected: Collected[] = []
  let descriptions = 0
  for (const [id, doc] of docsA) {
    if (!docsB.has(id)) collected.push({ change: { kind: 'doc-removed', at: id, type: docType(doc) }, site: { dir: 'both' } })
  }
  for (const [id, b] of docsB) {
    const a = docsA.get(id)
    if (!a) {
      collected.push({ change: { kind: 'doc-added', at: id, type: docType(b) }, site: { dir: 'both' } })
      continue
    }
    if (!same(a.description, b.description)) descriptions++
    for (const [name, def] of Object.entries(a.defs)) {
      if (!(name in b.defs)) collected.push({ change: { kind: 'def-removed', at: defId(id, name), type: String(def.type) }, site: { dir: 'both' } })
    }
    for (const [name, def] of Object.entries(b.defs)) {
      const old = a.defs[name]
      if (!old) collected.push({ change: { kind: 'def-added', at: defId(id, name), type: String(def.type) }, site: { dir: 'both' } })
      else descriptions += defChanges(id, name, old, def, dirs, collected)
    }
  }
  const changes = collected.map(({ change, site }): Change => ({ ...stripUndefined(change), breaking: isBreaking(change, site) }))
  return { changes: changes.sort(compareChanges), descriptions }
}

/** Drops keys whose value is undefined, so a change prints the same whether it went through JSON or not. */
function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
