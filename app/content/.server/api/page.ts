/**
 * The body of a method page as hast: everything below the title, in fixed sections with stable
 * ids. Code blocks are left unhighlighted; the site pipeline highlights them.
 */
import type { Element, ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import type { Lexicons } from '@atproto/lexicon'
import { canonicalDefId } from './lexicons.ts'
import {
  accessItems,
  errorNotes,
  HTTP_METHOD,
  inputLines,
  messageIntro,
  messageName,
  outputLines,
  SECTION,
  sourceLine,
  type MethodInfo,
} from './method.ts'
import { describeFields, parseDescription, type Inline } from './schema-model.ts'
import {
  anchorFor,
  createRenderContext,
  inline,
  renderBodySchema,
  renderDefContent,
  renderParamsTable,
  type RenderContext,
} from './schema-render.ts'

function section(key: keyof typeof SECTION, content: ElementContent[]): ElementContent[] {
  const { id, title } = SECTION[key]
  return [h('h2', { id }, title), ...content]
}

function paragraphs(ctx: RenderContext, lines: Inline[][]): Element[] {
  return lines.map((line) => h('p', inline(ctx, line)))
}

function summary(ctx: RenderContext, info: MethodInfo): ElementContent[] {
  const method = HTTP_METHOD[info.kind]
  const line: Array<ElementContent | string> = [
    h('span', { className: ['badge', 'badge-method', `badge-${info.kind}`] }, method),
    ' ',
    h('code', `/xrpc/${info.nsid}`),
  ]
  if (info.deprecated) line.push(' ', h('span', { className: ['badge', 'badge-deprecated'] }, 'Deprecated'))
  const out: ElementContent[] = [h('p', { className: ['api-summary'] }, line)]
  if (info.description) out.push(h('p', inline(ctx, parseDescription(info.description))))
  return out
}

function accessSection(ctx: RenderContext, info: MethodInfo): ElementContent[] {
  const items = accessItems(info).map(({ label, content }) =>
    h('li', label ? [h('strong', `${label}:`), ' ', ...inline(ctx, content)] : inline(ctx, content)),
  )
  return section('access', [h('ul', { className: ['api-access'] }, items)])
}

function parametersSection(ctx: RenderContext, info: MethodInfo): ElementContent[] {
  const fields = describeFields(info.def.parameters ?? {})
  if (fields.length === 0) return section('parameters', [h('p', 'No parameters.')])
  return section('parameters', [renderParamsTable(ctx, fields)])
}

function inputSection(ctx: RenderContext, info: MethodInfo): ElementContent[] {
  if (info.def.type !== 'procedure') return []
  const schema = info.def.input?.schema
  return section('input', [...paragraphs(ctx, inputLines(info)), ...(schema ? renderBodySchema(ctx, schema) : [])])
}

function outputSection(ctx: RenderContext, info: MethodInfo): ElementContent[] {
  if (info.def.type === 'subscription') return []
  const schema = info.def.output?.schema
  return section('output', [...paragraphs(ctx, outputLines(info)), ...(schema ? renderBodySchema(ctx, schema) : [])])
}

function errorsSection(ctx: RenderContext, info: MethodInfo): ElementContent[] {
  const errors = info.def.errors ?? []
  const content: ElementContent[] = []
  if (errors.length === 0) {
    content.push(h('p', 'This method declares no errors of its own.'))
  } else {
    content.push(
      h('table', { className: ['api-errors'] }, [
        h('thead', h('tr', [h('th', { scope: 'col' }, 'Error'), h('th', { scope: 'col' }, 'Description')])),
        h(
          'tbody',
          errors.map((error) => h('tr', [h('td', h('code', error.name)), h('td', inline(ctx, parseDescription(error.description)))])),
        ),
      ]),
    )
  }
  return section('errors', [...content, ...paragraphs(ctx, errorNotes(info))])
}

function messagesSection(ctx: RenderContext, info: MethodInfo): ElementContent[] {
  if (info.def.type !== 'subscription') return []
  const ids = info.def.message.schema.refs.map(canonicalDefId)
  const content: ElementContent[] = [...paragraphs(ctx, messageIntro(info))]
  content.push(h('ul', ids.map((id) => h('li', inline(ctx, [{ ref: id }])))))
  for (const id of ids) {
    if (ctx.rendered.has(id)) continue
    ctx.rendered.add(id)
    content.push(h('h3', { id: anchorFor(ctx, id) }, h('code', messageName(info, id))), ...renderDefContent(ctx, id))
  }
  return section('messages', content)
}

function samplesSection(info: MethodInfo): ElementContent[] {
  const shellTool = info.kind === 'subscription' ? 'websocat' : 'curl'
  return section('samples', [
    h('h3', { id: 'sample-shell' }, shellTool),
    h('pre', h('code', { className: ['language-bash'] }, info.samples.shell)),
    h('h3', { id: 'sample-typescript' }, 'TypeScript'),
    h('pre', h('code', { className: ['language-ts'] }, info.samples.ts.replace(/\n$/, ''))),
  ])
}

export function buildPageBody(lex: Lexicons, info: MethodInfo): Root {
  const ctx = createRenderContext(lex)
  return {
    type: 'root',
    children: [
      ...summary(ctx, info),
      ...accessSection(ctx, info),
      ...parametersSection(ctx, info),
      ...inputSection(ctx, info),
      ...outputSection(ctx, info),
      ...errorsSection(ctx, info),
      ...messagesSection(ctx, info),
      ...samplesSection(info),
      ...section('source', [h('p', inline(ctx, sourceLine(info)))]),
    ],
  }
}
