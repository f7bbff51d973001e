/**
 * The body of a method page as one mdast tree (everything below the title), in fixed sections
 * with stable ids. Its own parameters and body objects are shown in full; every other type is a
 * link to its type page. The HTML and the markdown twin are both printed from this tree.
 */
import type { Root } from 'mdast'
import type { Lexicons } from '@atproto/lexicon'
import { defName, listDefs } from './catalog.ts'
import { exampleBody } from './examples.ts'
import { addedLine, historySection } from './history/page-blocks.ts'
import { canonicalDefId } from './lexicons.ts'
import { badge, code, codeBlock, heading, list, paragraph, phrasing, refLink, strong, table, text, type Block, type PageContext } from './mdast.ts'
import { accessItems, errorNotes, HTTP_METHOD, inputLines, messageIntro, openApiLine, outputLines, SECTION, sourceLine, type MethodInfo } from './method.ts'
import { bodySchemaBlocks, defBlocks, fieldsTable, usedByRuns } from './schema-tree.ts'
import { describeDef, describeFields, parseDescription } from './schema-model.ts'

function section(key: keyof typeof SECTION, content: Block[]): Block[] {
  const { id, title } = SECTION[key]
  return [heading(2, id, [text(title)]), ...content]
}

function lines(ctx: PageContext, runs: ReturnType<typeof inputLines>): Block[] {
  return runs.map((run) => paragraph(phrasing(ctx, run)))
}

function summary(ctx: PageContext, info: MethodInfo): Block[] {
  const line = [badge(HTTP_METHOD[info.kind], 'badge-method', `badge-${info.kind}`), text(' '), code(`/xrpc/${info.nsid}`)]
  if (info.deprecated) line.push(text(' '), badge('Deprecated', 'badge-deprecated'))
  const out: Block[] = [paragraph(line, 'api-summary')]
  if (info.description) out.push(paragraph(phrasing(ctx, parseDescription(info.description))))
  if (ctx.history) out.push(addedLine(ctx.history, info.nsid))
  return out
}

function accessSection(ctx: PageContext, info: MethodInfo): Block[] {
  const items = accessItems(info).map(({ label, content }) => (label ? [strong([text(`${label}:`)]), text(' '), ...phrasing(ctx, content)] : phrasing(ctx, content)))
  return section('access', [list(items, 'api-access')])
}

function example(id: string, value: unknown): Block[] {
  return [heading(3, id, [text('Example')]), codeBlock('json', JSON.stringify(value, null, 2))]
}

function inputSection(ctx: PageContext, lex: Lexicons, info: MethodInfo): Block[] {
  if (info.def.type !== 'procedure') return []
  const schema = info.def.input?.schema
  const body = exampleBody(lex, info.nsid, 'input')
  return section('input', [
    ...lines(ctx, inputLines(info)),
    ...(schema ? bodySchemaBlocks(ctx, lex, schema, 'input') : []),
    ...(body === undefined ? [] : example('request-example', body)),
  ])
}

function outputSection(ctx: PageContext, lex: Lexicons, info: MethodInfo): Block[] {
  if (info.def.type === 'subscription') return []
  const schema = info.def.output?.schema
  const body = exampleBody(lex, info.nsid, 'output')
  return section('output', [
    ...lines(ctx, outputLines(info)),
    ...(schema ? bodySchemaBlocks(ctx, lex, schema, 'output') : []),
    ...(body === undefined ? [] : example('response-example', body)),
  ])
}

function errorsSection(ctx: PageContext, info: MethodInfo): Block[] {
  const errors = info.def.errors ?? []
  const content: Block[] =
    errors.length === 0
      ? [paragraph([text('This method declares no errors of its own.')])]
      : [table('api-errors', ['Error', 'Description'], errors.map((error) => [[code(error.name)], phrasing(ctx, parseDescription(error.description))]))]
  return section('errors', [...content, ...lines(ctx, errorNotes(info))])
}

function messagesSection(ctx: PageContext, info: MethodInfo): Block[] {
  if (info.def.type !== 'subscription') return []
  const ids = info.def.message.schema.refs.map(canonicalDefId)
  return section('messages', [...lines(ctx, messageIntro(info)), list(ids.map((id) => [refLink(ctx, id)]))])
}

/** The method document's own other definitions (message types, write operations, …), each at its anchor. */
function definitionsSection(ctx: PageContext, lex: Lexicons, info: MethodInfo): Block[] {
  const defs = listDefs(lex, info.nsid).filter(([name]) => name !== 'main')
  if (defs.length === 0) return []
  const content: Block[] = []
  for (const [name] of defs) {
    const id = `${info.nsid}#${name}`
    content.push(heading(3, defName(id), [code(name)]), ...defBlocks(ctx, describeDef(lex, id)))
    const users = usedByRuns(ctx, id)
    if (users) content.push(paragraph([text('Used by: '), ...users, text('.')], 'api-used-by'))
  }
  return section('definitions', content)
}

function samplesSection(info: MethodInfo): Block[] {
  const shellTool = info.kind === 'subscription' ? 'websocat' : 'curl'
  return section('samples', [
    heading(3, 'sample-shell', [text(shellTool)]),
    codeBlock('bash', info.samples.shell),
    heading(3, 'sample-typescript', [text('TypeScript')]),
    codeBlock('ts', info.samples.ts.replace(/\n$/, '')),
  ])
}

export function buildMethodTree(lex: Lexicons, ctx: PageContext, info: MethodInfo): Root {
  const params = describeFields(info.def.parameters ?? {})
  return {
    type: 'root',
    children: [
      ...summary(ctx, info),
      ...accessSection(ctx, info),
      ...section('parameters', [fieldsTable(ctx, params, 'api-params', { at: info.nsid, prefix: 'params.' })]),
      ...inputSection(ctx, lex, info),
      ...outputSection(ctx, lex, info),
      ...errorsSection(ctx, info),
      ...messagesSection(ctx, info),
      ...definitionsSection(ctx, lex, info),
      ...samplesSection(info),
      ...(ctx.history ? historySection(ctx, ctx.history, info.nsid) : []),
      ...section('source', [paragraph(phrasing(ctx, sourceLine(info.nsid))), paragraph(phrasing(ctx, openApiLine(info.nsid)))]),
    ],
  }
}
