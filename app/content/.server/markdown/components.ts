/**
 * The components an MDX page may use, rendered at build time on the syntax trees: each has an
 * HTML form (hast, for the page) and a plain-Markdown form (mdast, for the twin), side by side so
 * the two cannot drift apart. Content needs no JavaScript to render, so none is evaluated.
 */
import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import type { RootContent, Table, TableRow } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement as MdastJsx } from 'mdast-util-mdx-jsx'
import { categoryRoute } from '../../routes.ts'

/** The API families with their method counts, for `<ApiFamilyTable />`. */
export interface ApiFamilySummary {
  id: string
  slug: string
  count: number
}

/** What the components may read from the site; recorded so the compile cache knows a page depends on it. */
export interface ComponentContext {
  apiFamilies: ApiFamilySummary[]
  /** Called when a component reads `apiFamilies`. */
  onUseApiFamilies: () => void
  /** A page-wide counter for ids (tabs), so the same source always gives the same HTML. */
  nextId: () => number
}

/** A JSX element as it reaches the components: name, literal attributes, children already converted. */
interface JsxNode<C> {
  name: string
  attributes: Record<string, string | true>
  children: C[]
}

interface ContentComponent {
  toHast: (node: JsxNode<ElementContent>, ctx: ComponentContext) => ElementContent[]
  toMdast: (node: JsxNode<RootContent>, ctx: ComponentContext) => RootContent[]
}

function label(node: JsxNode<unknown>): string {
  const value = node.attributes.label ?? node.attributes.value
  return typeof value === 'string' ? value : ''
}

/**
 * Tabs: every panel is in the HTML, each under its label, so the page reads fine without
 * JavaScript; with it, `ContentHtml` shows one panel at a time.
 */
const Tabs: ContentComponent = {
  toHast(node, ctx) {
    const items = node.children.filter((c): c is Element => c.type === 'element' && c.properties.dataTabItem !== undefined)
    if (items.length === 0) throw new ComponentError('<Tabs> needs at least one <TabItem value="…" label="…"> child')
    const base = `tabs-${ctx.nextId()}`
    const selected = Math.max(0, items.findIndex((item) => item.properties.dataDefault !== undefined))
    const groupId = typeof node.attributes.groupId === 'string' ? node.attributes.groupId : ''
    return [
      h('div.tabs', { dataTabs: groupId }, [
        h(
          'div.tabs-list',
          { role: 'tablist', ariaOrientation: 'horizontal' },
          items.map((item, i) =>
            h(
              'button',
              {
                type: 'button',
                role: 'tab',
                id: `${base}-tab-${i}`,
                ariaControls: `${base}-panel-${i}`,
                ariaSelected: i === selected ? 'true' : 'false',
                tabIndex: i === selected ? 0 : -1,
                dataValue: String(item.properties.dataValue),
              },
              String(item.properties.dataLabel),
            ),
          ),
        ),
        ...items.map((item, i) =>
          h(
            'div.tab-panel',
            {
              role: 'tabpanel',
              id: `${base}-panel-${i}`,
              ariaLabelledBy: `${base}-tab-${i}`,
              dataActive: i === selected ? '' : undefined,
              dataValue: String(item.properties.dataValue),
            },
            [h('p.tab-panel-label', String(item.properties.dataLabel)), ...item.children],
          ),
        ),
      ]),
    ]
  },
  // The twin shows each panel under its label in bold, as the page does without JavaScript.
  toMdast: (node) => node.children,
}

/** A panel of `<Tabs>`: carries its value and label up to its parent, never rendered on its own. */
const TabItem: ContentComponent = {
  toHast(node) {
    if (typeof node.attributes.value !== 'string') throw new ComponentError('<TabItem> needs a value="…" attribute')
    return [
      {
        type: 'element',
        tagName: 'div',
        properties: {
          dataTabItem: '',
          dataValue: node.attributes.value,
          dataLabel: label(node),
          dataDefault: node.attributes.default ? '' : undefined,
        },
        children: node.children,
      },
    ]
  },
  toMdast: (node) => [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label(node) }] }] }, ...node.children],
}

function readFamilies(ctx: ComponentContext): ApiFamilySummary[] {
  ctx.onUseApiFamilies()
  if (ctx.apiFamilies.length === 0) throw new ComponentError('<ApiFamilyTable /> needs the API reference, which was not built')
  return ctx.apiFamilies
}

const familyHref = (family: ApiFamilySummary) => `${categoryRoute('http-reference')}#${family.slug}`

/** Every API family with its number of methods, linking to the family on the HTTP reference page. */
const ApiFamilyTable: ContentComponent = {
  toHast(_node, ctx) {
    const families = readFamilies(ctx)
    const total = families.reduce((sum, f) => sum + f.count, 0)
    return [
      h('table.api-family-table', [
        h('thead', [h('tr', [h('th', 'Family'), h('th', 'Methods')])]),
        h('tbody', families.map((f) => h('tr', [h('td', [h('a', { href: familyHref(f) }, [h('code', f.id)])]), h('td', String(f.count))]))),
        h('tfoot', [h('tr', [h('td', 'All families'), h('td', String(total))])]),
      ]),
    ]
  },
  toMdast(_node, ctx) {
    const families = readFamilies(ctx)
    const row = (cells: TableRow['children'][number]['children'][]): TableRow => ({
      type: 'tableRow',
      children: cells.map((children) => ({ type: 'tableCell', children })),
    })
    const table: Table = {
      type: 'table',
      children: [
        row([[{ type: 'text', value: 'Family' }], [{ type: 'text', value: 'Methods' }]]),
        ...families.map((f) => row([[{ type: 'link', url: familyHref(f), children: [{ type: 'inlineCode', value: f.id }] }], [{ type: 'text', value: String(f.count) }]])),
        row([[{ type: 'text', value: 'All families' }], [{ type: 'text', value: String(families.reduce((sum, f) => sum + f.count, 0)) }]]),
      ],
    }
    return [table]
  },
}

export const contentComponents: Record<string, ContentComponent> = { Tabs, TabItem, ApiFamilyTable }

/** A component used wrongly; the compiler adds the file and position. */
export class ComponentError extends Error {}

/** Literal attributes of a JSX element; an expression value (`a={b}`) is an error. */
export function readAttributes(attributes: MdastJsx['attributes']): Record<string, string | true> {
  const out: Record<string, string | true> = {}
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute as MdxJsxAttribute).value === undefined) {
      throw new ComponentError('JavaScript in attributes is not supported: write attributes as name="text" or a bare name')
    }
    const { name, value } = attribute as MdxJsxAttribute
    if (value !== null && typeof value !== 'string') {
      throw new ComponentError(`attribute ${name}={…} is JavaScript, which content does not run: write ${name}="text"`)
    }
    out[name] = value ?? true
  }
  return out
}

/** Lower-case JSX (`<br />`, `<a href>`) is plain HTML; in the twin it becomes its Markdown or its text. */
export function htmlElementToMdast(node: JsxNode<RootContent>): RootContent[] {
  if (node.name === 'br') return [{ type: 'break' }]
  if (node.name === 'a' && typeof node.attributes.href === 'string') {
    return [{ type: 'link', url: node.attributes.href, children: node.children as never }]
  }
  return node.children
}
