import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'
import type { PageSection } from './types.ts'

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/** Adds a `#` direct link after the text of every heading that has an id. */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!headingTags.has(node.tagName) || typeof node.properties.id !== 'string') return
      const id = node.properties.id
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${toString(node)}` },
        children: [{ type: 'text', value: '#' }],
      })
    })
  }
}

/** External links open safely and say so to assistive technology. */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return
      const href = String(node.properties.href ?? '')
      if (/^https?:\/\//.test(href)) {
        node.properties.rel = ['noopener', 'noreferrer']
        node.properties.target = '_blank'
      }
    })
  }
}

/**
 * Wide tables scroll sideways inside the page (`.prose table` is a block with overflow), so a
 * keyboard user must be able to focus them to scroll (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table' && node.properties.tabIndex === undefined) node.properties.tabIndex = 0
    })
  }
}

const blockText = new Set(['p', 'li', 'td', 'th', 'blockquote', 'dd', 'dt', 'figcaption', 'summary'])
const skipped = new Set(['pre', 'figure', 'button', 'script', 'style', 'svg'])

/**
 * Cuts the page into sections at its headings and keeps each section's prose (code left out):
 * the raw material of search records. Runs on the tree, so search sees what the page shows.
 */
export function collectSections(tree: Root | Element): PageSection[] {
  const sections: PageSection[] = []
  const trail: string[] = []
  let current: PageSection = { anchor: null, headings: [], level: 1, text: '' }
  sections.push(current)

  const walk = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== 'element' && node.type !== 'mdxJsxFlowElement') continue
      if (node.type === 'element') {
        if (skipped.has(node.tagName)) continue
        if (headingTags.has(node.tagName)) {
          const level = Number(node.tagName[1])
          const text = toString(node).replace(/#$/, '').trim()
          trail.length = Math.max(0, level - 2)
          trail[level - 2] = text
          current = {
            anchor: typeof node.properties.id === 'string' ? node.properties.id : null,
            headings: trail.filter(Boolean),
            level,
            text: '',
          }
          sections.push(current)
          continue
        }
        if (blockText.has(node.tagName) && !node.children.some((c) => c.type === 'element' && (blockText.has(c.tagName) || skipped.has(c.tagName)))) {
          const text = toString(node).replace(/\s+/g, ' ').trim()
          if (text) current.text += (current.text ? ' ' : '') + text
          continue
        }
      }
      walk(node.children as ElementContent[])
    }
  }
  walk(tree.children)
  return sections.filter((s) => s.anchor !== null || s.text !== '')
}
