import { describe, expect, it } from 'vitest'
import { isBreaking } from '../../../app/content/.server/api/history/breaking.ts'
import { diffSchemas, directions } from '../../../app/content/.server/api/history/diff.ts'
import type { Change } from '../../../app/content/.server/api/history/model.ts'
import { defsUsedBothWays, doc, procedure, query } from './fixtures.ts'

/** The changes as `kind field breaking` lines, for short assertions. */
const brief = (changes: Change[]) => changes.map((c) => `${c.kind} ${c.at}${c.field ? ` ${c.field}` : ''}${c.constraint ? ` ${c.constraint}` : ''}${c.ref ? ` ${c.ref}` : ''}${c.error ? ` ${c.error}` : ''} ${c.breaking ? 'BREAKING' : 'ok'}`)

const str = { type: 'string' }

describe('diffSchemas: documents and definitions', () => {
  it('reports documents and definitions added (not breaking) and removed (breaking), with their types', () => {
    const before = [doc('com.example.a', { main: { type: 'token' } }), doc('com.example.defs', { x: { type: 'object', properties: {} }, y: { type: 'token' } })]
    const after = [doc('com.example.b', { main: { type: 'query' } }), doc('com.example.defs', { x: { type: 'object', properties: {} }, z: { type: 'string' } })]
    const { changes } = diffSchemas(before, after)
    expect(brief(changes)).toEqual(['doc-removed com.example.a BREAKING', 'doc-added com.example.b ok', 'def-removed com.example.defs#y BREAKING', 'def-added com.example.defs#z ok'].sort((a, b) => (a.split(' ')[1] < b.split(' ')[1] ? -1 : 1)))
    expect(changes.find((c) => c.kind === 'doc-added')).toMatchObject({ type: 'query' })
    expect(changes.find((c) => c.kind === 'def-removed')).toMatchObject({ type: 'token' })
  })

  it('reports nothing for identical sets', () => {
    const a = [query({ limit: { type: 'integer' } }, { cursor: str })]
    expect(diffSchemas(a, structuredClone(a))).toEqual({ changes: [], descriptions: 0 })
  })

  it('counts changed descriptions without listing them', () => {
    const before = [doc('com.example.defs', { x: { type: 'object', description: 'Old.', properties: { a: { type: 'string', description: 'A.' } } } }, 'Doc.')]
    const after = [doc('com.example.defs', { x: { type: 'object', description: 'New.', properties: { a: { type: 'string', description: 'A, reworded.' } } } }, 'Doc, reworded.')]
    expect(diffSchemas(before, after)).toEqual({ changes: [], descriptions: 3 })
  })

  it('a definition whose type changed is one breaking change, not a list of field changes', () => {
    const { changes } = diffSchemas([doc('com.example.defs', { x: { type: 'object', properties: { a: str } } })], [doc('com.example.defs', { x: { type: 'string' } })])
    expect(changes).toEqual([{ kind: 'type-changed', at: 'com.example.defs#x', from: 'object', to: 'string', breaking: true }])
  })
})

describe('diffSchemas: fields of methods', () => {
  it('an optional parameter added is not breaking; a required one is', () => {
    const base = query({ a: str }, {})
    expect(brief(diffSchemas([base], [query({ a: str, b: str }, {})]).changes)).toEqual(['field-added com.example.getThing params.b ok'])
    const required = diffSchemas([base], [query({ a: str, b: str }, {}, { required: ['b'] })]).changes
    expect(required).toEqual([{ kind: 'field-added', at: 'com.example.getThing', field: 'params.b', type: 'string', required: true, breaking: true }])
  })

  it('a required response field added is not breaking: the client only receives it', () => {
    const { changes } = diffSchemas([query({}, {})], [query({}, { total: { type: 'integer' } }, { outRequired: ['total'] })])
    expect(brief(changes)).toEqual(['field-added com.example.getThing output.total ok'])
  })

  it('a field removed is breaking, on either side', () => {
    expect(brief(diffSchemas([query({ a: str }, { b: str })], [query({}, {})]).changes)).toEqual([
      'field-removed com.example.getThing output.b BREAKING',
      'field-removed com.example.getThing params.a BREAKING',
    ])
  })

  it('required and optional: breaking where the client sends, respectively receives', () => {
    const sent = diffSchemas([procedure({ a: str })], [procedure({ a: str }, ['a'])]).changes
    expect(brief(sent)).toEqual(['became-required com.example.putThing input.a BREAKING'])
    const loosened = diffSchemas([procedure({ a: str }, ['a'])], [procedure({ a: str })]).changes
    expect(brief(loosened)).toEqual(['became-optional com.example.putThing input.a ok'])
    const received = diffSchemas([query({}, { a: str }, { outRequired: ['a'] })], [query({}, { a: str })]).changes
    expect(brief(received)).toEqual(['became-optional com.example.getThing output.a BREAKING'])
    const receivedRequired = diffSchemas([query({}, { a: str })], [query({}, { a: str }, { outRequired: ['a'] })]).changes
    expect(brief(receivedRequired)).toEqual(['became-required com.example.getThing output.a ok'])
  })

  it('errors added and removed are reported and never breaking', () => {
    const { changes } = diffSchemas([query({}, {}, { errors: ['Old'] })], [query({}, {}, { errors: ['New'] })])
    expect(brief(changes)).toEqual(['error-added com.example.getThing New ok', 'error-removed com.example.getThing Old ok'])
  })

  it('a request body that appears breaks the client; a response body that appears does not', () => {
    const noBody = doc('com.example.putThing', { main: { type: 'procedure' } })
    const withBody = doc('com.example.putThing', { main: { type: 'procedure', input: { encoding: 'application/json' }, output: { encoding: 'application/json' } } })
    const { changes } = diffSchemas([noBody], [withBody])
    expect(changes.map((c) => [c.field, c.to, c.breaking])).toEqual([
      ['input', 'application/json', true],
      ['output', 'application/json', false],
    ])
  })
})

describe('diffSchemas: types', () => {
  it('an unrelated type change breaks both sides', () => {
    const { changes } = diffSchemas([query({ a: str }, {})], [query({ a: { type: 'integer' } }, {})])
    expect(changes).toEqual([{ kind: 'type-changed', at: 'com.example.getThing', field: 'params.a', from: 'string', to: 'integer', move: 'changed', breaking: true }])
  })

  it('a string that gains a format is narrowed: breaking for a parameter, not for a response field', () => {
    const did = { type: 'string', format: 'did' }
    expect(brief(diffSchemas([query({ a: str }, { b: str })], [query({ a: did }, { b: did })]).changes)).toEqual([
      'type-changed com.example.getThing output.b ok',
      'type-changed com.example.getThing params.a BREAKING',
    ])
    // …and one that loses it is widened: the reverse.
    expect(brief(diffSchemas([query({ a: did }, { b: did })], [query({ a: str }, { b: str })]).changes)).toEqual([
      'type-changed com.example.getThing output.b BREAKING',
      'type-changed com.example.getThing params.a ok',
    ])
  })

  it('a ref that becomes a union of it and more is widened; items of arrays compare the same way', () => {
    const ref = { type: 'array', items: { type: 'ref', ref: 'com.example.defs#a' } }
    const union = { type: 'array', items: { type: 'union', refs: ['com.example.defs#a', 'com.example.defs#b'] } }
    const defs = doc('com.example.defs', { a: { type: 'object', properties: {} }, b: { type: 'object', properties: {} } })
    const { changes } = diffSchemas([defs, query({}, { items: ref })], [defs, query({}, { items: union })])
    expect(changes).toEqual([{ kind: 'type-changed', at: 'com.example.getThing', field: 'output.items', from: 'array of ref', to: 'array of union', move: 'loosened', breaking: true }])
  })
})

describe('diffSchemas: constraints', () => {
  const field = (schema: Record<string, unknown>) => procedure({ a: schema })
  const one = (a: Record<string, unknown>, b: Record<string, unknown>) => diffSchemas([field(a)], [field(b)]).changes

  it('upper bounds: lower or new is tightened (breaking for input), higher or gone is loosened', () => {
    expect(one({ type: 'string', maxLength: 300 }, { type: 'string', maxLength: 200 })).toEqual([
      { kind: 'constraint', at: 'com.example.putThing', field: 'input.a', constraint: 'maxLength', move: 'tightened', from: 300, to: 200, breaking: true },
    ])
    expect(one({ type: 'string', maxGraphemes: 300 }, { type: 'string', maxGraphemes: 3000 })).toMatchObject([{ constraint: 'maxGraphemes', move: 'loosened', breaking: false }])
    expect(one({ type: 'string' }, { type: 'string', maxLength: 10 })).toMatchObject([{ constraint: 'maxLength', move: 'tightened', to: 10, breaking: true }])
    expect(one({ type: 'integer', maximum: 10 }, { type: 'integer' })).toMatchObject([{ constraint: 'maximum', move: 'loosened', from: 10, breaking: false }])
    expect(one({ type: 'blob', maxSize: 1000 }, { type: 'blob', maxSize: 500 })).toMatchObject([{ constraint: 'maxSize', move: 'tightened', breaking: true }])
  })

  it('lower bounds: higher or new is tightened, lower is loosened', () => {
    expect(one({ type: 'integer', minimum: 1 }, { type: 'integer', minimum: 5 })).toMatchObject([{ constraint: 'minimum', move: 'tightened', breaking: true }])
    expect(one({ type: 'string', minLength: 5 }, { type: 'string', minLength: 1 })).toMatchObject([{ constraint: 'minLength', move: 'loosened', breaking: false }])
  })

  it('closed lists (enum, accept): a value taken away is tightened, one added loosened; knownValues never breaks', () => {
    expect(one({ type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['a'] })).toMatchObject([{ constraint: 'enum', move: 'tightened', removed: ['b'], breaking: true }])
    expect(one({ type: 'string', enum: ['a'] }, { type: 'string', enum: ['a', 'b'] })).toMatchObject([{ constraint: 'enum', move: 'loosened', added: ['b'], breaking: false }])
    expect(one({ type: 'blob', accept: ['image/png', 'image/jpeg'] }, { type: 'blob', accept: ['image/png'] })).toMatchObject([{ constraint: 'accept', move: 'tightened', breaking: true }])
    expect(one({ type: 'string', knownValues: ['a'] }, { type: 'string', knownValues: ['b'] })).toEqual([
      { kind: 'constraint', at: 'com.example.putThing', field: 'input.a', constraint: 'knownValues', move: 'changed', added: ['b'], removed: ['a'], breaking: false },
    ])
    expect(one({ type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['b', 'a'] })).toEqual([])
  })

  it('defaults change without breaking; array items carry their own constraints as items.*', () => {
    expect(one({ type: 'integer', default: 50 }, { type: 'integer', default: 25 })).toMatchObject([{ constraint: 'default', move: 'changed', from: 50, to: 25, breaking: false }])
    const arr = (max: number) => ({ type: 'array', items: { type: 'string', maxLength: max } })
    expect(one(arr(640), arr(64))).toMatchObject([{ constraint: 'items.maxLength', move: 'tightened', breaking: true }])
  })

  it('a tightened constraint on a response field does not break the client; an enum that grows there does', () => {
    const out = (schema: Record<string, unknown>) => query({}, { a: schema })
    expect(diffSchemas([out({ type: 'string', maxLength: 300 })], [out({ type: 'string', maxLength: 10 })]).changes).toMatchObject([{ move: 'tightened', breaking: false }])
    expect(diffSchemas([out({ type: 'string', enum: ['a'] })], [out({ type: 'string', enum: ['a', 'b'] })]).changes).toMatchObject([{ move: 'loosened', breaking: true }])
  })
})

describe('diffSchemas: refs and unions', () => {
  const defs = doc('com.example.defs', { a: { type: 'object', properties: {} }, b: { type: 'object', properties: {} } })
  const withUnion = (refs: string[], closed = false) => [defs, query({}, { u: { type: 'union', refs, ...(closed ? { closed: true } : {}) } })]

  it('a member added to an open union is not breaking; one removed is', () => {
    expect(brief(diffSchemas(withUnion(['com.example.defs#a']), withUnion(['com.example.defs#a', 'com.example.defs#b'])).changes)).toEqual([
      'ref-added com.example.getThing output.u com.example.defs#b ok',
    ])
    expect(brief(diffSchemas(withUnion(['com.example.defs#a', 'com.example.defs#b']), withUnion(['com.example.defs#a'])).changes)).toEqual([
      'ref-removed com.example.getThing output.u com.example.defs#b BREAKING',
    ])
  })

  it('a member added to a closed union the client receives is breaking', () => {
    expect(brief(diffSchemas(withUnion(['com.example.defs#a'], true), withUnion(['com.example.defs#a', 'com.example.defs#b'], true)).changes)).toEqual([
      'ref-added com.example.getThing output.u com.example.defs#b BREAKING',
    ])
  })

  it('a ref retargeted is a ref removed (breaking) and a ref added', () => {
    const refTo = (target: string) => [defs, query({}, { r: { type: 'ref', ref: target } })]
    expect(brief(diffSchemas(refTo('com.example.defs#a'), refTo('com.example.defs#b')).changes)).toEqual([
      'ref-added com.example.getThing output.r com.example.defs#b ok',
      'ref-removed com.example.getThing output.r com.example.defs#a BREAKING',
    ])
  })
})

describe('diffSchemas: definitions take the direction of the methods that reach them', () => {
  it('directions: sent, received, both for records, both when nothing reaches a definition', () => {
    const docs = [...defsUsedBothWays({}, {}), doc('com.example.record', { main: { type: 'record', record: { type: 'object', properties: {} } } }), doc('com.example.loose', { x: { type: 'object', properties: {} } })]
    const dirs = directions(docs)
    expect(dirs.get('com.example.defs#view')).toBe('out')
    expect(dirs.get('com.example.defs#input')).toBe('in')
    expect(dirs.get('com.example.record')).toBe('both')
    expect(dirs.get('com.example.loose#x')).toBe('both')
  })

  it('a field that became optional breaks a view the client receives, not an object it sends', () => {
    const before = defsUsedBothWays({ a: str }, { a: str }, ['a'], ['a'])
    const after = defsUsedBothWays({ a: str }, { a: str })
    expect(brief(diffSchemas(before, after).changes)).toEqual(['became-optional com.example.defs#input a ok', 'became-optional com.example.defs#view a BREAKING'])
  })

  it('a required field added to a record breaks the writers of the record', () => {
    const record = (properties: Record<string, unknown>, required: string[]) => doc('com.example.record', { main: { type: 'record', key: 'tid', record: { type: 'object', properties, required } } })
    expect(brief(diffSchemas([record({}, [])], [record({ a: str }, ['a'])]).changes)).toEqual(['field-added com.example.record a BREAKING'])
    expect(brief(diffSchemas([record({}, [])], [record({ a: str }, [])]).changes)).toEqual(['field-added com.example.record a ok'])
  })

  it('a field that may now be null breaks receivers; nullable taken away breaks senders', () => {
    const view = (nullable: string[]) => [doc('com.example.defs', { view: { type: 'object', properties: { a: str }, nullable } }), doc('com.example.get', { main: { type: 'query', output: { encoding: 'application/json', schema: { type: 'ref', ref: 'com.example.defs#view' } } } })]
    expect(brief(diffSchemas(view([]), view(['a'])).changes)).toEqual(['became-nullable com.example.defs#view a BREAKING'])
    expect(brief(diffSchemas(view(['a']), view([])).changes)).toEqual(['became-non-nullable com.example.defs#view a ok'])
  })
})

describe('isBreaking', () => {
  it('is the one rule: removals always break, additions never, other changes by direction', () => {
    const at = 'com.example.x'
    expect(isBreaking({ kind: 'doc-removed', at }, { dir: 'out' })).toBe(true)
    expect(isBreaking({ kind: 'def-added', at }, { dir: 'in' })).toBe(false)
    expect(isBreaking({ kind: 'constraint', at, constraint: 'items.enum', move: 'loosened' }, { dir: 'both' })).toBe(true)
    expect(isBreaking({ kind: 'constraint', at, constraint: 'knownValues', move: 'changed' }, { dir: 'both' })).toBe(false)
    expect(isBreaking({ kind: 'ref-added', at }, { dir: 'in', closedUnion: true })).toBe(false)
    expect(isBreaking({ kind: 'record-key-changed', at }, { dir: 'both' })).toBe(true)
  })
})
