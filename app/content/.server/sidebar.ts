import type { SidebarCategoryConfig, SidebarItemConfig } from '../../config/sidebars.ts'
import type { PageLink, SidebarNode } from '../types.ts'
import type { ContentProblem } from './markdown/problems.ts'
import { categoryRoute } from '../routes.ts'
import type { DocFrontMatter } from './schema.ts'
import { locate, type SourceFile } from './source-files.ts'

export const sidebarsFile = 'app/config/sidebars.ts'

export type DocSource = SourceFile<DocFrontMatter>

/** `tutorials/blocking` → `/docs/tutorials/blocking`; `index` → `/docs`; a front matter slug replaces the last segment. */
export function getDocRoute(doc: { id: string; frontMatter: { slug?: string } }): string {
  const parts = doc.id.split('/')
  if (doc.frontMatter.slug) parts[parts.length - 1] = doc.frontMatter.slug
  if (parts.at(-1) === 'index') parts.pop()
  return ['/docs', ...parts].join('/')
}

/** The docs' own home page (content/docs/index.mdx), which the navbar links rather than the sidebar. */
const docsHome = '/docs'

/** A group of generated pages the sidebar can show as a sub-category (the API families). */
export interface GeneratedGroup {
  label: string
  links: { label: string; href: string; badge?: string }[]
  /** Shown after the links, in a nested "Records and types" group. */
  types?: { label: string; href: string }[]
}

export const TYPES_GROUP_LABEL = 'Records and types'

/** The generated reference as the sidebar places it: its method families, and its changelog when there is one, with the routes of the older series' pages `below` it as its sidebar link names them. */
export interface ApiSidebar {
  groups: GeneratedGroup[]
  changelog: { label: string; href: string; below: string[] } | null
}

export interface BuiltSidebar {
  nodes: SidebarNode[]
  /** Links in reading order, for previous/next. */
  order: PageLink[]
  categories: { config: SidebarCategoryConfig; route: string; items: SidebarNode[] }[]
  /** Route → the categories above it, outermost first. */
  parents: Map<string, { label: string; href: string | null }[]>
}

const draftBadge = (doc: DocSource) => (doc.frontMatter.draft ? { badge: 'draft' } : {})

function sortDocs(a: DocSource, b: DocSource): number {
  const pa = a.frontMatter.sidebar_position ?? Number.POSITIVE_INFINITY
  const pb = b.frontMatter.sidebar_position ?? Number.POSITIVE_INFINITY
  return pa !== pb ? pa - pb : a.frontMatter.title.localeCompare(b.frontMatter.title)
}

/** A page no sidebar item reaches would be built with no link to it: a problem, unless it is meant to be (unlisted) or is the docs home. */
function reportUnreached(name: string, listed: DocSource[], reached: ReadonlyMap<string, unknown>, problems: ContentProblem[]): void {
  for (const doc of listed) {
    const href = getDocRoute(doc)
    if (reached.has(href) || href === docsHome) continue
    const folder = doc.id.includes('/') ? doc.id.slice(0, doc.id.lastIndexOf('/')) : null
    problems.push({
      file: doc.file,
      line: 1,
      column: 1,
      message:
        `the page is in no item of sidebar "${name}" (${sidebarsFile}), so no link reaches it. ` +
        (folder ? `Add a category with autogenerate: '${folder}' there, list the doc id "${doc.id}", ` : `List the doc id "${doc.id}" there, `) +
        'or set unlisted: true in its front matter to keep it out on purpose.',
    })
  }
}

/**
 * Resolves the typed sidebar config against the docs that exist. A doc id with no file, a
 * category (or whole sidebar) with no link, a page or category in two places, or a page (not
 * unlisted) that no item reaches is a problem pushed to `problems`. Drafts carry a draft badge.
 * One walk, longer than ~100 lines: its steps share the reading order, each route's parents and
 * what has been placed so far, which split functions would have to pass around.
 */
export function buildSidebar(
  name: string,
  config: SidebarItemConfig[],
  docs: DocSource[],
  api: ApiSidebar,
  problems: ContentProblem[],
  /** The text of app/config/sidebars.ts, to point at the line of a problem. */
  configText = '',
  /** The files of docs left out for a problem of their own (their front matter): a category of theirs is not empty. */
  unreadFiles: string[] = [],
): BuiltSidebar {
  const byId = new Map(docs.map((d) => [d.id, d]))
  const listed = docs.filter((d) => !d.frontMatter.unlisted)
  const order: PageLink[] = []
  const categories: BuiltSidebar['categories'] = []
  const parents = new Map<string, { label: string; href: string | null }[]>()

  const idPattern = (id: string) => new RegExp(`id:\\s*['"]${id.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`)
  /**
   * Whether a page or category is placed for the first time. A second place is a problem: the
   * breadcrumbs and previous/next links follow one place only, so the second would mislead.
   */
  const placed = new Set<string>()
  const isFirstPlace = (key: string, href: string, what: string, where: () => Pick<ContentProblem, 'line' | 'column'>): boolean => {
    if (!placed.has(key)) {
      placed.add(key)
      return true
    }
    problems.push({ file: sidebarsFile, ...where(), message: `${what} is in sidebar "${name}" twice (${href}). A page has one place in the sidebar: remove one.` })
    return false
  }
  /** Where an entry is in sidebars.ts: the nth entry with the same id, slug or folder is its nth match. */
  const visits = new Map<string, number>()
  const placeOf = (key: string, needle: string | RegExp) => {
    const nth = visits.get(key) ?? 0
    visits.set(key, nth + 1)
    return () => locate(configText, needle, nth)
  }

  const visit = (items: SidebarItemConfig[], trail: { label: string; href: string | null }[]): SidebarNode[] => {
    const nodes: SidebarNode[] = []
    for (const item of items) {
      if (item.type === 'doc') {
        const doc = byId.get(item.id)
        const where = placeOf(`id ${item.id}`, idPattern(item.id))
        if (!doc) {
          problems.push({
            file: sidebarsFile,
            ...where(),
            message:
              `sidebar "${name}" refers to doc id "${item.id}", which matches no file in content/docs. ` +
              `Create content/docs/${item.id}.mdx or use an existing id, such as: ${[...byId.keys()].slice(0, 8).join(', ')}${byId.size > 8 ? ', …' : ''}`,
          })
          continue
        }
        if (doc.frontMatter.unlisted) continue
        const href = getDocRoute(doc)
        if (!isFirstPlace(doc.id, href, `doc id "${item.id}"`, where)) continue
        const label = item.label ?? doc.frontMatter.sidebar_label ?? doc.frontMatter.title
        nodes.push({ type: 'link', label, href, ...draftBadge(doc) })
        order.push({ title: doc.frontMatter.title, route: href })
        parents.set(href, trail)
        continue
      }
      const route = categoryRoute(item.slug)
      const slugAt = placeOf(`slug ${item.slug}`, `slug: '${item.slug}'`)
      // A second category of one slug is reported; its pages are still placed, or each would be reported too.
      if (isFirstPlace(route, route, `a category with slug '${item.slug}'`, slugAt)) {
        order.push({ title: item.label, route })
        parents.set(route, trail)
      }
      const inner = [...trail, { label: item.label, href: route }]
      const children = visit(item.items ?? [], inner)
      let placedElsewhere = false
      if (item.autogenerate) {
        const prefix = `${item.autogenerate}/`
        const folderAt = placeOf(`folder ${item.autogenerate}`, `autogenerate: '${item.autogenerate}'`)
        for (const doc of listed.filter((d) => d.id.startsWith(prefix)).sort(sortDocs)) {
          const href = getDocRoute(doc)
          if (!isFirstPlace(doc.id, href, `doc id "${doc.id}" (by its folder '${item.autogenerate}')`, folderAt)) {
            placedElsewhere = true
            continue
          }
          children.push({ type: 'link', label: doc.frontMatter.sidebar_label ?? doc.frontMatter.title, href, ...draftBadge(doc) })
          order.push({ title: doc.frontMatter.title, route: href })
          parents.set(href, inner)
        }
      }
      if (item.apiReference) {
        if (api.changelog) {
          const { label, href, below } = api.changelog
          children.push({ type: 'link', label, href, ...(below.length > 0 ? { below } : {}) })
          order.push({ title: label, route: href })
          parents.set(href, inner)
          for (const route of below) parents.set(route, [...inner, { label, href }])
        }
        for (const group of api.groups) {
          const groupTrail = [...inner, { label: group.label, href: null }]
          const types = group.types ?? []
          const items: SidebarNode[] = group.links.map((l) => ({ type: 'link', ...l }))
          if (types.length > 0) {
            items.push({ type: 'category', label: TYPES_GROUP_LABEL, href: null, items: types.map((l) => ({ type: 'link', ...l })), collapsed: true, firstHref: types[0].href })
          }
          children.push({ type: 'category', label: group.label, href: null, items, collapsed: true, firstHref: group.links[0]?.href ?? types[0]?.href })
          for (const link of group.links) {
            order.push({ title: link.label, route: link.href })
            parents.set(link.href, groupTrail)
          }
          for (const link of types) {
            order.push({ title: link.label, route: link.href })
            parents.set(link.href, [...groupTrail, { label: TYPES_GROUP_LABEL, href: null }])
          }
        }
      }
      const waiting = item.autogenerate !== undefined && unreadFiles.some((file) => file.startsWith(`content/docs/${item.autogenerate}/`))
      if (children.length === 0 && !placedElsewhere && !waiting) {
        problems.push({
          file: sidebarsFile,
          ...slugAt(),
          message: `category "${item.label}" in sidebar "${name}" has no link. Add items, or pages to content/docs/${item.autogenerate ?? item.slug}/, or remove the category.`,
        })
      }
      nodes.push({ type: 'category', label: item.label, href: route, items: children })
      categories.push({ config: item, route, items: children })
    }
    return nodes
  }

  const nodes = visit(config, [])
  if (order.length === 0) problems.push({ file: sidebarsFile, line: null, column: null, message: `sidebar "${name}" has no link. Add a doc or a category with pages to it.` })
  else reportUnreached(name, listed, parents, problems)
  return { nodes, order, categories, parents }
}
