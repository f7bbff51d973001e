/**
 * Lexicon schemas as mdast: parameter and property tables, definitions and body schemas.
 * Referenced types are links to their own pages, never inlined.
 */
import type { PhrasingContent } from 'mdast'
import type { Lexicons } from '@atproto/lexicon'
import { fieldBadge } from './history/page-blocks.ts'
import { canonicalDefId, type LexBodySchema } from './lexicons.ts'
import {
  code,
  join,
  list,
  paragraph,
  phrasing,
  refLink,
  table,
  text,
  type Block,
  type PageContext,
} from './mdast.ts'
import { describeDef, describeFields, joinSentences, parseDescription, typeLabel, type DefView, type FieldView, type Inline } from './schema-model.ts'

/** A field's or value's constraints, then its default. */
function constraintList(field: Pick<FieldView, 'constraints' | 'defaultValue'>): Inline[][] {
  const runs: Inline[][] = [...field.constraints]
  if (field.defaultValue !== undefined) runs.push(['default: ', { code: field.defaultValue }])
  return runs
}

function requiredLabel(field: FieldView): string {
  const base = field.required ? 'Yes' : 'No'
  return field.nullable ? `${base} (nullable)` : base
}

/** Where a table's fields sit, for their history badges: the definition and the field's prefix (`params.`, `input.`, none). */
export interface FieldsSite {
  at: string
  prefix: string
}

/**
 * Query parameters (`api-params`) or the properties of an object or record (`api-fields`), one row
 * each; referenced types are links. A field added or changed in the last three minor releases
 * carries a badge after its name.
 */
export function fieldsTable(ctx: PageContext, fields: FieldView[], className: 'api-params' | 'api-fields' = 'api-fields', site?: FieldsSite): Block {
  if (fields.length === 0) return paragraph([text(className === 'api-params' ? 'No parameters.' : 'An empty object: no properties.')])
  return table(
    className,
    ['Name', 'Type', 'Required', 'Constraints', 'Description'],
    fields.map((field) => [
      [code(field.name), ...(site ? fieldBadge(ctx.history, site.at, `${site.prefix}${field.name}`) : [])],
      phrasing(ctx, field.type),
      [text(requiredLabel(field))],
      join(
        constraintList(field).map((run) => phrasing(ctx, run)),
        '; ',
      ),
      phrasing(ctx, joinSentences(field.description, field.note)),
    ]),
  )
}

/** The kind of a definition as a short label: `object`, `record`, `token`, `string`, … */
function kindLabel(view: DefView): string {
  return view.kind.replace(/ \(key: .*\)$/, '')
}

/** The content of one definition below its heading: kind, description, properties or value. */
export function defBlocks(ctx: PageContext, view: DefView): Block[] {
  const out: Block[] = []
  if (view.value) {
    out.push(paragraph([text('Type: '), ...phrasing(ctx, view.value.type)], 'api-def-kind'))
  } else {
    out.push(paragraph([text('Type: '), text(kindLabel(view))], 'api-def-kind'))
  }
  if (view.description.length > 0) out.push(paragraph(phrasing(ctx, view.description)))
  if (view.note.length > 0) out.push(paragraph(phrasing(ctx, view.note), 'api-def-note'))
  if (view.fields) out.push(fieldsTable(ctx, view.fields, 'api-fields', { at: view.id, prefix: '' }))
  if (view.value) {
    if (view.value.note.length > 0) out.push(paragraph(phrasing(ctx, view.value.note), 'api-def-note'))
    const runs = constraintList(view.value)
    if (runs.length > 0) out.push(list(runs.map((run) => phrasing(ctx, run)), 'api-constraints'))
  }
  return out
}

/** "Used by": the methods and definitions that refer to a definition, as links. */
export function usedByRuns(ctx: PageContext, defId: string): PhrasingContent[] | null {
  const users = ctx.catalog.usedBy(defId)
  if (users.length === 0) return null
  return join(
    users.map((user) => [refLink(ctx, user.id)]),
    ', ',
  )
}

/** The schema of a request or response body: an object in full, a ref or union as links. */
export function bodySchemaBlocks(ctx: PageContext, lex: Lexicons, schema: LexBodySchema, part?: 'input' | 'output'): Block[] {
  if (schema.type === 'object') {
    const description = parseDescription(schema.description)
    const site = part ? { at: ctx.nsid, prefix: `${part}.` } : undefined
    return [...(description.length > 0 ? [paragraph(phrasing(ctx, description))] : []), fieldsTable(ctx, describeFields(schema), 'api-fields', site)]
  }
  if (schema.type === 'ref') {
    const id = canonicalDefId(schema.ref)
    const view = describeDef(lex, id)
    return [paragraph([text('Schema: '), refLink(ctx, id), text(` (${kindLabel(view)}).`)])]
  }
  return [paragraph([text('One of: '), ...phrasing(ctx, typeLabel(schema)), text('.')])]
}
