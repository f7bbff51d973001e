import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { rehypeBreakableCode, rehypeHeadingAnchors, rehypeScrollableTables } from '../../app/content/.server/markdown/rehype-plugins.ts'

const root = (...children: Element[]): Root => ({ type: 'root', children })

describe('scrollable tables', () => {
  const table = (head: string[]) => h('table', [h('thead', [h('tr', head.map((c) => h('th', c)))]), h('tbody', [h('tr', head.map(() => h('td', 'x')))])])

  it('are focusable and named after the heading they come under, its direct link left out', () => {
    const tree = root(h('h2', { id: 'parameters' }, 'Parameters'), table(['Name', 'Type']), h('h3', { id: 'errors' }, 'Errors'), table(['Error', 'Meaning']))
    rehypeHeadingAnchors()(tree)
    rehypeScrollableTables()(tree)
    expect(toHtml(tree)).toContain('<table tabindex="0" aria-label="Parameters">')
    expect(toHtml(tree)).toContain('<table tabindex="0" aria-label="Errors">')
  })

  it('are named after their columns with no heading above, and keep a name of their own', () => {
    const own = table(['A'])
    own.properties.ariaLabel = 'Mine'
    const tree = root(table(['Host', 'Example', 'What it serves']), own)
    rehypeScrollableTables()(tree)
    expect(toHtml(tree)).toContain('<table tabindex="0" aria-label="Table: Host, Example, What it serves">')
    expect(toHtml(tree)).toContain('<table aria-label="Mine" tabindex="0">')
  })
})

describe('names in inline code', () => {
  const run = (value: string) => {
    const tree = root(h('p', [h('code', value)]), h('pre', [h('code', value)]))
    rehypeBreakableCode()(tree)
    return tree
  }

  it('may wrap after each dot, slash and # (one <wbr> after a run), and read the same', () => {
    const cases: [string, string][] = [
      ['/xrpc/app.bsky.feed.getTimeline', '/xrpc/<wbr>app.<wbr>bsky.<wbr>feed.<wbr>getTimeline'],
      ['app.bsky.feed.defs#postView', 'app.<wbr>bsky.<wbr>feed.<wbr>defs#<wbr>postView'],
      ['https://bsky.social/xrpc', 'https://<wbr>bsky.<wbr>social/<wbr>xrpc'],
    ]
    for (const [value, html] of cases) {
      const tree = run(value)
      const [p, pre] = tree.children as Element[]
      expect(toHtml(p)).toBe(`<p><code>${html}</code></p>`)
      expect(toString(p)).toBe(value)
      // Code blocks keep their lines: they scroll instead.
      expect(toHtml(pre)).toBe(`<pre><code>${value}</code></pre>`)
    }
  })

  it('leaves code with spaces, or without a separator, as it is', () => {
    for (const value of ['{ "error": "X" }', 'getTimeline', 'a. b']) expect(toHtml(run(value).children[0])).toBe(`<p><code>${value}</code></p>`)
  })
})
