/**
 * Nodes of a reference page's mdast tree that only the HTML prints: `htmlOnly` (a form control,
 * such as the changelog's namespace filter) and `unwrapInMarkdown` (a wrapper such as a
 * `<section>`, whose children the twin prints without it). `forMarkdown` strips both before the
 * tree is printed as the markdown twin; the HTML is printed from the tree as it is.
 */
import type { Data, Parent, Root, RootContent } from 'mdast'

interface TwinData extends Data {
  htmlOnly?: boolean
  unwrapInMarkdown?: boolean
}

const dataOf = (node: RootContent): TwinData => (node.data ?? {}) as TwinData

function strip(children: RootContent[]): RootContent[] {
  return children.flatMap((node): RootContent[] => {
    const data = dataOf(node)
    if (data.htmlOnly) return []
    const inner = 'children' in node ? strip((node as Parent).children as RootContent[]) : null
    if (data.unwrapInMarkdown && inner) return inner
    return inner ? [{ ...node, children: inner } as RootContent] : [node]
  })
}

/** The tree the markdown twin prints: HTML-only nodes removed, wrappers unwrapped. */
export function forMarkdown(tree: Root): Root {
  return { ...tree, children: strip(tree.children) }
}

/** Marks a node as printed in the HTML only. */
export function htmlOnly<T extends RootContent>(node: T): T {
  return { ...node, data: { ...node.data, htmlOnly: true } as TwinData }
}
