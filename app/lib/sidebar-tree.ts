import type { SidebarNode } from '../content/types.ts'

/** Whether the page at `path` is this node or lies inside it (a link's `below` pages included). */
export function containsRoute(node: SidebarNode, path: string): boolean {
  if (node.type === 'link') return node.href === path || (node.below?.includes(path) ?? false)
  return node.href === path || node.items.some((child) => containsRoute(child, path))
}

/**
 * The sidebar a page's HTML carries: only the branch the page is in. Every category the page is not
 * inside keeps its label (a link to its category page, or to its first item) and drops its items,
 * starting collapsed and marked `partial`; the client fetches the full tree when a reader expands
 * one. So a page's HTML grows with its own branch, not with the whole site: the API reference's
 * ~300 links and the other guides stay out of every page that is not among them.
 */
export function pruneSidebar(nodes: SidebarNode[], path: string): SidebarNode[] {
  return nodes.map((node): SidebarNode => {
    if (node.type === 'link') return node
    if (!containsRoute(node, path)) return { ...node, items: [], collapsed: true, partial: true }
    return { ...node, items: pruneSidebar(node.items, path) }
  })
}

/** Whether some category of the tree had its items left out. */
export function isPartial(nodes: SidebarNode[]): boolean {
  return nodes.some((node) => node.type === 'category' && (node.partial === true || isPartial(node.items)))
}
