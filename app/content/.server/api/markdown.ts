/**
 * The plain GitHub-flavoured Markdown twin of a method page. Referenced definitions are
 * flattened into `###` subsections after the table that first uses them; links point at
 * GitHub-style heading anchors.
 */
import { slug as githubSlug } from 'github-slugger'
import type { Lexicons } from '@atproto/lexicon'
import { canonicalDefId, type LexBodySchema } from './lexicons.ts'
import {
  accessItems,
  errorNotes,
  HTTP_METHOD,
  inputLines,
  messageIntro,
  outputLines,
  SECTION,
  sourceLine,
  type MethodInfo,
} from './method.ts'
import {
  describeDef,
  describeFields,
  joinSentences,
  parseDescription,
  typeLabel,
  type FieldView,
  type Inline,
} from './schema-model.ts'

interface MdContext {
  lex: Lexicons
  rendered: Set<string>
}

/** The heading of a definition's subsection, and the anchor GitHub derives from it. */
const defHeading = (id: string) => `### \`${id}\``
const defSlug = (id: string) => githubSlug(`\`${id}\``)

function escapeText(text: string, inTable: boolean): string {
  let out = text.replace(/[\\*[\]<]/g, '\\$&').replace(/(^|\W)_|_(?=\W|$)/g, (m) => m.replace('_', '\\_'))
  if (inTable) out = out.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
  return out
}

function codeSpan(value: string, inTable: boolean): string {
  const body = inTable ? value.replace(/\|/g, '\\|') : value
  const fence = body.includes('`') ? '``' : '`'
  const pad = fence.length > 1 || body.startsWith('`') || body.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${body}${pad}${fence}`
}

export function inlineMd(parts: Inline[], inTable = false): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeText(part, inTable)
      if ('code' in part) return codeSpan(part.code, inTable)
      if ('ref' in part) return `[${codeSpan(part.ref, inTable)}](#${defSlug(part.ref)})`
      return `[${escapeText(part.text, inTable)}](${part.href})`
    })
    .join('')
}

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}

function paramsTable(fields: FieldView[]): string {
  return table(
    ['Name', 'Type', 'Required', 'Default', 'Constraints', 'Description'],
    fields.map((f) => [
      codeSpan(f.name, true),
      inlineMd(f.type, true),
      f.required ? 'Yes' : 'No',
      f.defaultValue === undefined ? '' : codeSpan(f.defaultValue, true),
      f.constraints.map((c) => inlineMd(c, true)).join('<br>'),
      inlineMd(joinSentences(f.description, f.note), true),
    ]),
  )
}

function fieldsTable(fields: FieldView[]): string {
  if (fields.length === 0) return 'An empty object: no properties.'
  return table(
    ['Name', 'Type', 'Required', 'Constraints', 'Description'],
    fields.map((f) => {
      const extras = [...f.constraints]
      if (f.defaultValue !== undefined) extras.push(['default: ', { code: f.defaultValue }])
      return [
        codeSpan(f.name, true),
        inlineMd(f.type, true),
        f.required ? (f.nullable ? 'Yes (nullable)' : 'Yes') : f.nullable ? 'No (nullable)' : 'No',
        extras.map((c) => inlineMd(c, true)).join('<br>'),
        inlineMd(joinSentences(f.description, f.note), true),
      ]
    }),
  )
}

/** Subsections for the definitions not yet on the page, depth-first. */
function defSections(ctx: MdContext, ids: string[]): string[] {
  const out: string[] = []
  for (const id of ids) {
    if (ctx.rendered.has(id)) continue
    ctx.rendered.add(id)
    out.push(defHeading(id), ...defContent(ctx, id))
  }
  return out
}

function defContent(ctx: MdContext, id: string): string[] {
  const view = describeDef(ctx.lex, id)
  const out = [`Type: ${view.value ? inlineMd(view.value.type) : escapeText(view.kind, false)}.`]
  if (view.description.length > 0) out.push(inlineMd(view.description))
  if (view.note.length > 0) out.push(inlineMd(view.note))
  if (view.fields) out.push(fieldsTable(view.fields), ...defSections(ctx, view.fields.flatMap((f) => f.refs)))
  if (view.value) {
    const { note, constraints, defaultValue, refs } = view.value
    if (note.length > 0) out.push(inlineMd(note))
    const extras = [...constraints]
    if (defaultValue !== undefined) extras.push(['default: ', { code: defaultValue }])
    if (extras.length > 0) out.push(extras.map((c) => `- ${inlineMd(c)}`).join('\n'))
    out.push(...defSections(ctx, refs))
  }
  return out
}

function bodySchema(ctx: MdContext, schema: LexBodySchema): string[] {
  if (schema.type === 'object') {
    const fields = describeFields(schema)
    const out = schema.description ? [inlineMd(parseDescription(schema.description))] : []
    return [...out, fieldsTable(fields), ...defSections(ctx, fields.flatMap((f) => f.refs))]
  }
  if (schema.type === 'ref') {
    const id = canonicalDefId(schema.ref)
    return [`Schema: ${inlineMd([{ ref: id }])}.`, ...defSections(ctx, [id])]
  }
  return [`One of: ${inlineMd(typeLabel(schema))}.`, ...defSections(ctx, schema.refs.map(canonicalDefId))]
}

const h2 = (key: keyof typeof SECTION) => `## ${SECTION[key].title}`

export function buildMarkdown(lex: Lexicons, info: MethodInfo): string {
  const ctx: MdContext = { lex, rendered: new Set() }
  const { def } = info
  const blocks: string[] = [`# ${info.nsid}`]
  const badge = info.deprecated ? ' **Deprecated**' : ''
  blocks.push(`\`${HTTP_METHOD[info.kind]}\` \`/xrpc/${info.nsid}\`${badge}`)
  if (info.description) blocks.push(inlineMd(parseDescription(info.description)))

  blocks.push(
    h2('access'),
    accessItems(info)
      .map(({ label, content }) => `- ${label ? `**${label}:** ` : ''}${inlineMd(content)}`)
      .join('\n'),
  )

  const params = describeFields(def.parameters ?? {})
  blocks.push(h2('parameters'), params.length > 0 ? paramsTable(params) : 'No parameters.')

  if (def.type === 'procedure') {
    blocks.push(h2('input'), ...inputLines(info).map((line) => inlineMd(line)))
    if (def.input?.schema) blocks.push(...bodySchema(ctx, def.input.schema))
  }
  if (def.type !== 'subscription') {
    blocks.push(h2('output'), ...outputLines(info).map((line) => inlineMd(line)))
    if (def.output?.schema) blocks.push(...bodySchema(ctx, def.output.schema))
  }

  const errors = def.errors ?? []
  blocks.push(
    h2('errors'),
    errors.length > 0
      ? table(
          ['Error', 'Description'],
          errors.map((e) => [codeSpan(e.name, true), inlineMd(parseDescription(e.description), true)]),
        )
      : 'This method declares no errors of its own.',
    ...errorNotes(info).map((line) => inlineMd(line)),
  )

  if (def.type === 'subscription') {
    const ids = def.message.schema.refs.map(canonicalDefId)
    blocks.push(h2('messages'), ...messageIntro(info).map((line) => inlineMd(line)))
    blocks.push(ids.map((id) => `- ${inlineMd([{ ref: id }])}`).join('\n'), ...defSections(ctx, ids))
  }

  const shellTool = info.kind === 'subscription' ? 'websocat' : 'curl'
  blocks.push(
    h2('samples'),
    `### ${shellTool}`,
    `\`\`\`bash\n${info.samples.shell}\n\`\`\``,
    '### TypeScript',
    `\`\`\`ts\n${info.samples.ts.replace(/\n$/, '')}\n\`\`\``,
  )
  blocks.push(h2('source'), inlineMd(sourceLine(info)))
  return `${blocks.join('\n\n')}\n`
}
