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

/** Where the full sidebar is served (a prerendered resource route). */
export const FULL_SIDEBAR_URL = '/docs/sidebar.json'

const fetched = new WeakMap<SidebarNode[], Promise<SidebarNode[]>>()

/**
 * The full sidebar, fetched once per page load for a given page sidebar (`basis`) and shared by
 * every sidebar drawn from it (the desktop one and the mobile drawer's). New page sidebar data, as
 * `npm run dev` sends after a save, fetches it again.
 */
export function loadFullSidebar(basis: SidebarNode[]): Promise<SidebarNode[]> {
  let full = fetched.get(basis)
  if (!full) {
    full = fetch(FULL_SIDEBAR_URL).then(async (response) => {
      if (!response.ok) throw new Error(`${FULL_SIDEBAR_URL} answered ${response.status}`)
      return (await response.json()) as SidebarNode[]
    })
    // A failed fetch is not kept: the next request tries again.
    full.catch(() => fetched.delete(basis))
    fetched.set(basis, full)
  }
  return full
}
