/**
 * The body of a type page (a record, a `*.defs` document, an embed, …) as one mdast tree: the
 * main definition first (for a record its collection, record key and an example), then every
 * other definition under a heading whose id is its name (`/docs/api/app-bsky-feed-defs#postView`),
 * each with its properties and the methods and types that use it.
 */
import type { PhrasingContent, Root } from 'mdast'
import type { Lexicons } from '@atproto/lexicon'
import { listDefs } from './catalog.ts'
import { addedLine, historySection } from './history/page-blocks.ts'
import { exampleRecord } from './examples.ts'
import { badge, code, codeBlock, heading, join, list, paragraph, phrasing, refLink, strong, text, type Block, type PageContext } from './mdast.ts'
import { sourceLine } from './method.ts'
import { defBlocks, usedByRuns } from './schema-tree.ts'
import { describeDef, parseDescription } from './schema-model.ts'

/** What a type page documents: a record, a document of definitions, or its main definition's type. */
export type TypeKind = 'record' | 'defs' | 'object' | 'token' | 'string'

export function typeKindOf(lex: Lexicons, nsid: string): TypeKind {
  const main = lex.get(nsid)?.defs.main
  if (!main) return 'defs'
  if (main.type === 'record' || main.type === 'object' || main.type === 'token' || main.type === 'string') return main.type
  throw new Error(`API reference: ${nsid} has a main definition of type ${main.type}, which type pages do not show yet`)
}

/** What a record key type means for the writer. */
const RECORD_KEYS: Record<string, string> = {
  tid: 'a timestamp identifier (TID), new for each record; the PDS generates one when the writer does not pass `rkey`.',
  'literal:self': 'always `self`: an account has at most one such record.',
  any: 'any valid record key the writer chooses.',
  nsid: 'an NSID.',
}

/** The one-line description of a type page (meta description, search). */
export function typeDescription(lex: Lexicons, nsid: string): string {
  const doc = lex.get(nsid)
  return (doc?.description ?? doc?.defs.main?.description ?? '').trim()
}

function recordBlocks(ctx: PageContext, lex: Lexicons, nsid: string): Block[] {
  const main = lex.get(nsid)?.defs.main
  if (main?.type !== 'record') return []
  const key = main.key ?? 'any'
  const meaning = RECORD_KEYS[key] ?? `of type \`${key}\`.`
  return [
    list(
      [
        [strong([text('Collection:')]), text(' '), code(nsid), text(' (records live at '), code(`at://<did>/${nsid}/<record key>`), text(')')],
        [strong([text('Record key:')]), text(' '), code(key), text(', '), ...phrasing(ctx, parseDescription(meaning))],
      ],
      'api-access',
    ),
  ]
}

/** Any record type is written, read and streamed by the generic repository methods. */
function recordMethods(ctx: PageContext): PhrasingContent[] {
  const links = (nsids: string[]) => join(nsids.map((nsid) => [refLink(ctx, nsid)]), ', ')
  return [
    text('Written with '),
    ...links(['com.atproto.repo.createRecord', 'com.atproto.repo.putRecord', 'com.atproto.repo.applyWrites', 'com.atproto.repo.deleteRecord']),
    text(' and read with '),
    ...links(['com.atproto.repo.getRecord', 'com.atproto.repo.listRecords']),
    text(' on the PDS; every change is carried by '),
    ...links(['com.atproto.sync.subscribeRepos']),
    text('.'),
  ]
}

function mainBlocks(ctx: PageContext, lex: Lexicons, nsid: string): Block[] {
  if (!lex.get(nsid)?.defs.main) return []
  const view = describeDef(lex, nsid)
  const kind = typeKindOf(lex, nsid)
  // The main description is the page's lead paragraph already when the document has none of its own.
  const shown = lex.get(nsid)?.description ? view : { ...view, description: [] }
  const hasFields = kind === 'record' || kind === 'object'
  // Records and objects: the heading says what follows, so the kind line would repeat it.
  const blocks = defBlocks(ctx, shown).slice(hasFields ? 1 : 0)
  const out: Block[] = [heading(2, 'properties', [text(hasFields ? 'Properties' : 'Value')]), ...blocks]
  if (kind === 'record') {
    out.push(heading(2, 'example', [text('Example')]), codeBlock('json', JSON.stringify(exampleRecord(lex, nsid), null, 2)))
  }
  const users = usedByRuns(ctx, nsid)
  out.push(heading(2, 'used-by', [text('Used by')]))
  if (users) out.push(paragraph([...users, text('.')], 'api-used-by'))
  if (kind === 'record') out.push(paragraph(recordMethods(ctx), 'api-used-by'))
  else if (!users) out.push(paragraph([text('No method or type of the reference refers to it directly.')], 'api-used-by'))
  return out
}

function otherDefBlocks(ctx: PageContext, lex: Lexicons, nsid: string): Block[] {
  const out: Block[] = []
  for (const [name] of listDefs(lex, nsid)) {
    if (name === 'main') continue
    const id = `${nsid}#${name}`
    out.push(heading(2, name, [code(name)]), ...defBlocks(ctx, describeDef(lex, id)))
    const users = usedByRuns(ctx, id)
    if (users) out.push(paragraph([text('Used by: '), ...users, text('.')], 'api-used-by'))
  }
  return out
}

export function buildTypeTree(lex: Lexicons, ctx: PageContext, nsid: string): Root {
  const kind = typeKindOf(lex, nsid)
  const description = typeDescription(lex, nsid)
  const lead: Block[] = [paragraph([badge(kind, 'badge-type'), text(' '), code(nsid)], 'api-summary')]
  if (description) lead.push(paragraph(phrasing(ctx, parseDescription(description))))
  if (ctx.history) lead.push(addedLine(ctx.history, nsid))
  return {
    type: 'root',
    children: [
      ...lead,
      ...recordBlocks(ctx, lex, nsid),
      ...mainBlocks(ctx, lex, nsid),
      ...otherDefBlocks(ctx, lex, nsid),
      ...(ctx.history ? historySection(ctx, ctx.history, nsid) : []),
      heading(2, 'lexicon-source', [text('Lexicon source')]),
      paragraph(phrasing(ctx, sourceLine(nsid))),
    ],
  }
}
