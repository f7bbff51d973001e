/**
 * One tree, two outputs: a reference page's mdast tree printed as HTML (through the site's own
 * rehype steps: highlighting, heading anchors, external links, scrollable tables, names that wrap) and as the
 * plain-markdown twin. Search sections and the table of contents come from the same tree.
 */
import type { Root as HastRoot } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { Root } from 'mdast'
import { gfmTableToMarkdown } from 'mdast-util-gfm-table'
import { toHast } from 'mdast-util-to-hast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { rehypeCodeBlocks } from '../markdown/highlight.ts'
import { collectSections, rehypeBreakableCode, rehypeExternalLinks, rehypeHeadingAnchors, rehypeScrollableTables } from '../markdown/rehype-plugins.ts'
import type { PageSection, TocItem } from '../markdown/types.ts'

export interface RenderedApiPage {
  /** The body below the title. */
  html: string
  /** The whole page as plain GitHub-flavoured Markdown, starting with `# {title}`. */
  markdown: string
  sections: PageSection[]
  toc: TocItem[]
}

/** The page body as hast, before the site's rehype steps (no highlighting yet). */
export function toPageHast(tree: Root): HastRoot {
  return toHast(structuredClone(tree)) as HastRoot
}

export function toPageMarkdown(title: string, tree: Root): string {
  const root: Root = { type: 'root', children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }, ...tree.children] }
  return toMarkdown(root, { bullet: '-', rule: '-', fences: true, extensions: [gfmTableToMarkdown({ tablePipeAlign: false })] })
}

export async function renderApiPage(page: { title: string; tree: Root }): Promise<RenderedApiPage> {
  const hast = toPageHast(page.tree)
  await rehypeCodeBlocks()(hast)
  rehypeHeadingAnchors()(hast)
  rehypeExternalLinks()(hast)
  rehypeScrollableTables()(hast)
  rehypeBreakableCode()(hast)
  const sections = collectSections(hast)
  const toc = sections
    .filter((s) => s.anchor && (s.level === 2 || s.level === 3))
    .map((s): TocItem => ({ id: s.anchor as string, text: s.headings.at(-1) ?? '', level: s.level as 2 | 3 }))
  return { html: toHtml(hast), markdown: toPageMarkdown(page.title, page.tree), sections, toc }
}
