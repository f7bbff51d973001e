import type { SidebarNode } from '../content/types.ts'

/** Whether the page at `path` is this node or lies inside it. */
export function containsRoute(node: SidebarNode, path: string): boolean {
  if (node.type === 'link') return node.href === path
  return node.href === path || node.items.some((child) => containsRoute(child, path))
}

/**
 * The sidebar a page's HTML carries: the whole tree, except that a collapsed category the page is
 * not inside keeps its label (a link to its first item) and drops its items, marked `partial`.
 * That leaves out the API reference's families, ~275 links every docs page would otherwise repeat;
 * the client fetches the full tree when a reader expands one.
 */
export function pruneSidebar(nodes: SidebarNode[], path: string): SidebarNode[] {
  return nodes.map((node): SidebarNode => {
    if (node.type === 'link') return node
    if (node.collapsed && !containsRoute(node, path)) return { ...node, items: [], partial: true }
    return { ...node, items: pruneSidebar(node.items, path) }
  })
}

/** Whether some category of the tree had its items left out. */
export function isPartial(nodes: SidebarNode[]): boolean {
  return nodes.some((node) => node.type === 'category' && (node.partial === true || isPartial(node.items)))
}
