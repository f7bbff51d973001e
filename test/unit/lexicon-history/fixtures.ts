import type { LexiconDocJson } from '../../../app/content/.server/api/history/model.ts'

/** A small Lexicon document; `defs` as a Lexicon file would write them. */
export function doc(id: string, defs: Record<string, Record<string, unknown>>, description?: string): LexiconDocJson {
  return { lexicon: 1, id, defs, ...(description ? { description } : {}) }
}

/** A query `com.example.getThing` with the given parameters and response properties. */
export function query(params: Record<string, unknown>, output: Record<string, unknown>, extra: { required?: string[]; outRequired?: string[]; errors?: string[] } = {}) {
  return doc('com.example.getThing', {
    main: {
      type: 'query',
      parameters: { type: 'params', properties: params, ...(extra.required ? { required: extra.required } : {}) },
      output: { encoding: 'application/json', schema: { type: 'object', properties: output, ...(extra.outRequired ? { required: extra.outRequired } : {}) } },
      ...(extra.errors ? { errors: extra.errors.map((name) => ({ name })) } : {}),
    },
  })
}

/** A procedure `com.example.putThing` whose request body has the given properties. */
export function procedure(input: Record<string, unknown>, required: string[] = []) {
  return doc('com.example.putThing', {
    main: { type: 'procedure', input: { encoding: 'application/json', schema: { type: 'object', properties: input, required } } },
  })
}

/** The defs document `com.example.defs`, with `#view` used only by a query's response and `#input` only by a procedure's body. */
export function defsUsedBothWays(view: Record<string, unknown>, input: Record<string, unknown>, viewRequired: string[] = [], inputRequired: string[] = []): LexiconDocJson[] {
  return [
    doc('com.example.defs', {
      view: { type: 'object', properties: view, required: viewRequired },
      input: { type: 'object', properties: input, required: inputRequired },
    }),
    doc('com.example.getView', {
      main: { type: 'query', output: { encoding: 'application/json', schema: { type: 'object', properties: { view: { type: 'ref', ref: 'com.example.defs#view' } } } } },
    }),
    doc('com.example.putInput', {
      main: { type: 'procedure', input: { encoding: 'application/json', schema: { type: 'object', properties: { item: { type: 'ref', ref: 'com.example.defs#input' } } } } },
    }),
  ]
}
