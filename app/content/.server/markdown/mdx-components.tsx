/** @jsxRuntime automatic @jsxImportSource react */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react'

interface TabItemProps {
  value: string
  label?: string
  default?: boolean
  children?: ReactNode
}

/** A panel of `<Tabs>`; rendered by its parent, never on its own. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/**
 * Tabs rendered at build time. Every panel is in the HTML: without JavaScript all panels show,
 * each under its label; with it, the client script shows one at a time (see tabs in
 * app/components/content-behaviours.ts).
 */
export function Tabs({ children, groupId }: { children?: ReactNode; groupId?: string }) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && child.type === TabItem,
  )
  if (items.length === 0) throw new Error('<Tabs> needs at least one <TabItem value="…" label="…"> child')
  const selected = Math.max(0, items.findIndex((item) => item.props.default))
  return (
    <div className="tabs" data-tabs={groupId ?? ''}>
      <div role="tablist" className="tabs-list" aria-orientation="horizontal">
        {items.map((item, i) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            data-value={item.props.value}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          className="tab-panel"
          data-active={i === selected ? '' : undefined}
          data-value={item.props.value}
        >
          <p className="tab-panel-label">{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  )
}

export interface ApiFamilySummary {
  id: string
  slug: string
  count: number
}

let apiFamilies: ApiFamilySummary[] = []

/** Called by the content build before compiling, so pages can show the API families. */
export function setApiFamilies(families: ApiFamilySummary[]) {
  apiFamilies = families
}

/** Every API family with its number of methods, linking to the family on the HTTP reference page. */
export function ApiFamilyTable() {
  if (apiFamilies.length === 0) throw new Error('<ApiFamilyTable /> needs the API reference, which was not built')
  return (
    <table className="api-family-table">
      <thead>
        <tr>
          <th>Family</th>
          <th>Methods</th>
        </tr>
      </thead>
      <tbody>
        {apiFamilies.map((family) => (
          <tr key={family.id}>
            <td>
              <a href={`/docs/category/http-reference#${family.slug}`}>
                <code>{family.id}</code>
              </a>
            </td>
            <td>{family.count}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>All families</td>
          <td>{apiFamilies.reduce((sum, f) => sum + f.count, 0)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

/** The same table as <ApiFamilyTable />, in Markdown, for the page's plain-markdown twin. */
export function apiFamilyTableMarkdown(families: ApiFamilySummary[]): string {
  const rows = families.map((family) => `| [\`${family.id}\`](/docs/category/http-reference#${family.slug}) | ${family.count} |`)
  const total = families.reduce((sum, f) => sum + f.count, 0)
  return ['| Family | Methods |', '| --- | --- |', ...rows, `| All families | ${total} |`].join('\n')
}

export const mdxComponents = { Tabs, TabItem, ApiFamilyTable }
