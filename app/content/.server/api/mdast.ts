/**
 * Small builders for the mdast trees of reference pages. HTML-only details (classes, ids, a
 * `<span>` for a badge) ride along in `data.hName`/`data.hProperties`, which
 * `mdast-util-to-hast` applies and `mdast-util-to-markdown` ignores.
 */
import type {
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Table,
  TableCell,
  Text,
} from 'mdast'
import type { Catalog } from './catalog.ts'
import { docOf, defName } from './catalog.ts'
import type { ReferenceHistory } from './history/page-history.ts'
import type { Inline } from './schema-model.ts'

export type Block = RootContent

export const text = (value: string): Text => ({ type: 'text', value })
export const code = (value: string): InlineCode => ({ type: 'inlineCode', value })
export const link = (url: string, children: PhrasingContent[]): Link => ({ type: 'link', url, children })
export const strong = (children: PhrasingContent[]): Strong => ({ type: 'strong', children })

export function paragraph(children: PhrasingContent[], className?: string): Paragraph {
  return className ? { type: 'paragraph', children, data: { hProperties: { className: [className] } } } : { type: 'paragraph', children }
}

export function heading(depth: 2 | 3, id: string, children: PhrasingContent[]): Heading {
  return { type: 'heading', depth, children, data: { hProperties: { id } } }
}

/** A badge: a `<span class="badge …">` on the page, bold text in the markdown twin. */
export function badge(label: string, ...classes: string[]): Strong {
  return { type: 'strong', children: [text(label)], data: { hName: 'span', hProperties: { className: ['badge', ...classes] } } }
}

export function list(items: PhrasingContent[][], className?: string): List {
  const children = items.map((item): ListItem => ({ type: 'listItem', spread: false, children: [paragraph(item)] }))
  return { type: 'list', ordered: false, spread: false, children, ...(className ? { data: { hProperties: { className: [className] } } } : {}) }
}

export function table(className: string, head: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })
  return {
    type: 'table',
    align: head.map(() => null),
    children: [{ type: 'tableRow', children: head.map((label) => cell([text(label)])) }, ...rows.map((row) => ({ type: 'tableRow' as const, children: row.map(cell) }))],
    data: { hProperties: { className: [className] } },
  }
}

export function codeBlock(lang: string, value: string): Code {
  return { type: 'code', lang, value }
}

/** Joins runs of phrasing content with a separator. */
export function join(runs: PhrasingContent[][], separator: string): PhrasingContent[] {
  return runs.flatMap((run, i) => (i > 0 ? [text(separator), ...run] : run))
}

/** Per-page context: the catalog for links, and the document the page shows (its refs read shorter). */
export interface PageContext {
  catalog: Catalog
  nsid: string
  /** The Lexicon history (history/), for the field badges; absent in tests that build pages without it. */
  history?: ReferenceHistory
}

/** How a definition is named on a page: `#replyRef` in its own document, the full id elsewhere. */
function refLabel(ctx: PageContext, defId: string): string {
  if (docOf(defId) === ctx.nsid) return defName(defId) === 'main' ? defId : `#${defName(defId)}`
  return defId
}

/** A link to a definition's page and anchor, with the definition's name as code. */
export function refLink(ctx: PageContext, defId: string): Link {
  return link(ctx.catalog.hrefOf(defId), [code(refLabel(ctx, defId))])
}

/** Renderer-neutral inline runs (see schema-model.ts) as mdast phrasing content. */
export function phrasing(ctx: PageContext, parts: Inline[]): PhrasingContent[] {
  return parts.map((part): PhrasingContent => {
    if (typeof part === 'string') return text(part)
    if ('code' in part) return code(part.code)
    if ('ref' in part) return refLink(ctx, part.ref)
    return link(part.href, [text(part.text)])
  })
}
