/**
 * Lexicon schemas as hast: parameter tables, property lists, and referenced definitions nested
 * as collapsible `<details>` where they are first used on the page (later uses link there).
 */
import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import type { Lexicons } from '@atproto/lexicon'
import { canonicalDefId, defAnchor, type LexBodySchema } from './lexicons.ts'
import {
  describeDef,
  describeFields,
  joinSentences,
  parseDescription,
  typeLabel,
  type DefView,
  type FieldView,
  type Inline,
} from './schema-model.ts'

/** Per-page state: which definitions are already on the page, and their HTML ids. */
export interface RenderContext {
  lex: Lexicons
  rendered: Set<string>
  anchors: Map<string, string>
}

export function createRenderContext(lex: Lexicons): RenderContext {
  return { lex, rendered: new Set(), anchors: new Map() }
}

/** The HTML id of a definition, checked to be unique on the page. */
export function anchorFor(ctx: RenderContext, id: string): string {
  const anchor = defAnchor(id)
  const owner = ctx.anchors.get(anchor)
  if (owner !== undefined && owner !== id) {
    throw new Error(`API reference: definitions ${owner} and ${id} would share the HTML id "${anchor}"`)
  }
  ctx.anchors.set(anchor, id)
  return anchor
}

export const EXTERNAL_REL = ['noopener', 'noreferrer']

export function inline(ctx: RenderContext, parts: Inline[]): ElementContent[] {
  return parts.map((part): ElementContent => {
    if (typeof part === 'string') return { type: 'text', value: part }
    if ('code' in part) return h('code', part.code)
    if ('ref' in part) return h('a', { href: `#${anchorFor(ctx, part.ref)}` }, h('code', part.ref))
    return h('a', { href: part.href, rel: EXTERNAL_REL }, part.text)
  })
}

function joinInline(ctx: RenderContext, runs: Inline[][], separator: ElementContent): ElementContent[] {
  return runs.flatMap((run, i) => (i > 0 ? [separator, ...inline(ctx, run)] : inline(ctx, run)))
}

function paragraph(ctx: RenderContext, className: string, parts: Inline[]): Element[] {
  return parts.length > 0 ? [h('p', { className: [className] }, inline(ctx, parts))] : []
}

/** Query parameters: a flat table (parameters are primitives or arrays of primitives). */
export function renderParamsTable(ctx: RenderContext, fields: FieldView[]): Element {
  const head = ['Name', 'Type', 'Required', 'Default', 'Constraints', 'Description']
  return h('table', { className: ['api-params'] }, [
    h('thead', h('tr', head.map((label) => h('th', { scope: 'col' }, label)))),
    h(
      'tbody',
      fields.map((field) =>
        h('tr', [
          h('td', h('code', field.name)),
          h('td', inline(ctx, field.type)),
          h('td', field.required ? 'Yes' : 'No'),
          h('td', field.defaultValue === undefined ? [] : [h('code', field.defaultValue)]),
          h('td', joinInline(ctx, field.constraints, h('br'))),
          h('td', inline(ctx, joinSentences(field.description, field.note))),
        ]),
      ),
    ),
  ])
}

function fieldDetails(ctx: RenderContext, field: FieldView): Element[] {
  const extras: Inline[][] = [...field.constraints]
  if (field.defaultValue !== undefined) extras.push(['default: ', { code: field.defaultValue }])
  return [
    ...paragraph(ctx, 'api-field-desc', field.description),
    ...paragraph(ctx, 'api-field-note', field.note),
    ...(extras.length > 0 ? [h('p', { className: ['api-field-constraints'] }, joinInline(ctx, extras, { type: 'text', value: ' · ' }))] : []),
  ]
}

function renderField(ctx: RenderContext, field: FieldView): Element {
  const badges: Array<ElementContent | string> = []
  if (field.required) badges.push(' ', h('span', { className: ['badge', 'badge-required'] }, 'required'))
  if (field.nullable) badges.push(' ', h('span', { className: ['badge', 'badge-nullable'] }, 'nullable'))
  return h('li', [
    h('div', { className: ['api-field-head'] }, [
      h('code', { className: ['api-field-name'] }, field.name),
      ' ',
      h('span', { className: ['api-field-type'] }, inline(ctx, field.type)),
      ...badges,
    ]),
    ...fieldDetails(ctx, field),
    ...renderNestedDefs(ctx, field.refs),
  ])
}

/** Object properties as a list; each property's referenced definitions nest below it. */
export function renderFieldList(ctx: RenderContext, fields: FieldView[]): Element {
  if (fields.length === 0) return h('p', 'An empty object: no properties.')
  return h(
    'ul',
    { className: ['api-fields'] },
    fields.map((field) => renderField(ctx, field)),
  )
}

function renderDefView(ctx: RenderContext, view: DefView): ElementContent[] {
  const out: ElementContent[] = [...paragraph(ctx, 'api-def-desc', view.description), ...paragraph(ctx, 'api-def-note', view.note)]
  if (view.fields) out.push(renderFieldList(ctx, view.fields))
  if (view.value) {
    out.push(h('p', ['Type: ', h('span', { className: ['api-field-type'] }, inline(ctx, view.value.type))]))
    out.push(...fieldDetails(ctx, view.value), ...renderNestedDefs(ctx, view.value.refs))
  }
  return out
}

/** The content of a definition (description, properties), for a caller that supplies the heading. */
export function renderDefContent(ctx: RenderContext, id: string): ElementContent[] {
  return renderDefView(ctx, describeDef(ctx.lex, id))
}

/** The definitions not yet on the page, as collapsed `<details>`; the others are only linked from the type. */
export function renderNestedDefs(ctx: RenderContext, ids: string[]): Element[] {
  const out: Element[] = []
  for (const id of ids) {
    if (ctx.rendered.has(id)) continue
    ctx.rendered.add(id) // before recursing: a cycle back to this definition becomes a link
    const view = describeDef(ctx.lex, id)
    out.push(
      h('details', { className: ['api-def'], id: anchorFor(ctx, id) }, [
        h('summary', [h('code', id), ' ', h('span', { className: ['api-def-kind'] }, view.kind)]),
        h('div', { className: ['api-def-body'] }, renderDefView(ctx, view)),
      ]),
    )
  }
  return out
}

/**
 * A definition shown open, not collapsed: a body whose schema is a ref, or a subscription message.
 * Returns a link when the definition is already on the page.
 */
export function renderDefOpen(ctx: RenderContext, id: string): ElementContent[] {
  if (ctx.rendered.has(id)) return [h('p', ['Same as ', ...inline(ctx, [{ ref: id }]), ', described above.'])]
  ctx.rendered.add(id)
  const view = describeDef(ctx.lex, id)
  return [
    h('div', { className: ['api-def', 'api-def-open'], id: anchorFor(ctx, id) }, [
      h('p', ['Schema: ', h('code', id), ' ', h('span', { className: ['api-def-kind'] }, view.kind)]),
      ...renderDefView(ctx, view),
    ]),
  ]
}

/** The schema of a request or response body. */
export function renderBodySchema(ctx: RenderContext, schema: LexBodySchema): ElementContent[] {
  if (schema.type === 'object') {
    return [
      ...paragraph(ctx, 'api-def-desc', parseDescription(schema.description)),
      renderFieldList(ctx, describeFields(schema)),
    ]
  }
  if (schema.type === 'ref') return renderDefOpen(ctx, canonicalDefId(schema.ref))
  return [
    h('p', ['One of: ', ...inline(ctx, typeLabel(schema))]),
    ...renderNestedDefs(ctx, schema.refs.map(canonicalDefId)),
  ]
}
