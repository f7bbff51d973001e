import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { visit } from 'unist-util-visit'
import { collectSections, rehypeExternalLinks, rehypeHeadingAnchors, rehypeScrollableTables } from './rehype-plugins.ts'
import type { PageSection, TocItem } from './types.ts'

/**
 * Runs the site's own rehype steps (highlighting, heading anchors, safe external links, focusable
 * tables) on a generated page's tree, and prints its HTML, sections and table of contents.
 */
export async function renderGeneratedTree(tree: Root): Promise<{ html: string; sections: PageSection[]; toc: TocItem[] }> {
  let hasCode = false
  visit(tree, 'element', (node) => void (hasCode ||= node.tagName === 'pre'))
  if (hasCode) {
    // Shiki loads only for a tree with code in it: category pages have none.
    const { rehypeCodeBlocks } = await import('./highlight.ts')
    await rehypeCodeBlocks()(tree)
  }
  rehypeHeadingAnchors()(tree)
  rehypeExternalLinks()(tree)
  rehypeScrollableTables()(tree)
  const sections = collectSections(tree)
  const toc = sections
    .filter((s) => s.anchor && (s.level === 2 || s.level === 3))
    .map((s) => ({ id: s.anchor as string, text: s.headings.at(-1) ?? '', level: s.level as 2 | 3 }))
  return { html: toHtml(tree), sections, toc }
}
