import { XMLParser } from 'fast-xml-parser'
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toString } from 'hast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { isAbsoluteUrl } from '../../../lib/pathname.ts'
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

/** A heading's own text, without the `#` of its direct link. */
function headingText(heading: Element): string {
  return toString({ ...heading, children: heading.children.filter((c) => !(c.type === 'element' && c.tagName === 'a' && (c.properties.className as string[] | undefined)?.includes('hash-link'))) }).trim()
}

/**
 * Wide tables scroll sideways inside the page (`.prose table` is a block with overflow), so a
 * keyboard user must be able to focus them to scroll (WCAG 2.1.1, axe scrollable-region-focusable),
 * and hears what they reached: each is named after the heading it comes under, or else its columns.
 */
export function rehypeScrollableTables() {
  return (tree: Root) => {
    let lastHeading = ''
    visit(tree, 'element', (node: Element) => {
      if (headingTags.has(node.tagName)) lastHeading = headingText(node)
      if (node.tagName !== 'table') return
      if (node.properties.tabIndex === undefined) node.properties.tabIndex = 0
      if (node.properties.ariaLabel !== undefined || node.properties.ariaLabelledBy !== undefined) return
      const firstRow = findFirst(node, 'tr')
      const columns = firstRow ? firstRow.children.flatMap((c) => (c.type === 'element' ? [toString(c).trim()] : [])).filter(Boolean) : []
      const name = lastHeading || (columns.length > 0 ? `Table: ${columns.join(', ')}` : '')
      if (name) node.properties.ariaLabel = name
    })
  }
}

/** The size an SVG draws at: its `width` and `height`, else its `viewBox`'s; null when it gives neither. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = (new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg) as { svg?: Record<string, unknown> }).svg
  if (!root) return null
  const [, , boxWidth, boxHeight] = String(root.viewBox ?? '').trim().split(/[\s,]+/).map(Number)
  const width = Number(root.width ?? boxWidth)
  const height = Number(root.height ?? boxHeight)
  return width > 0 && height > 0 ? { width, height } : null
}

/** The project-relative file of a site path under `public/`, or null for a path that leaves it or cannot be decoded. */
export function publicPath(src: string): string | null {
  try {
    const path = decodeURI(src.split(/[?#]/)[0])
    return path.split('/').includes('..') ? null : `public${path}`
  } catch {
    return null
  }
}

/**
 * Images: each needs alt text, and a site image must be written from the site's root (`/img/…`,
 * not relative to the page) and exist under `public/`. Each gets the width and height it draws at,
 * so the page keeps its layout while it loads (an SVG's are read from the file, any other image's
 * must be written on it), and loads when scrolled near. A site image links to its file, so a
 * diagram shown narrower than it was drawn opens at full size. The files read are recorded, so the
 * compile cache sees a changed image.
 */
export function rehypeImages() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'img') return
      const src = String(node.properties.src ?? '')
      if (!String(node.properties.alt ?? '').trim()) file.message(`The image ${src} has no alt text: say what it shows, as ![what it shows](${src})`, node)
      const local = src.startsWith('/') && !src.startsWith('//')
      // A relative path would be read against each URL the page is shown at, not against the file.
      if (!local && !isAbsoluteUrl(src)) {
        const what = src ? `The image ${src} is a relative path` : 'An image has no address'
        return void file.message(`${what}: site images live in public/ and are written from its root, as /img/…`, node)
      }
      if (local) {
        const path = publicPath(src)
        if (path === null) return void file.message(`The image ${src} is not a path inside public/: write it as /img/…, without "..", with any % escapes valid`, node)
        const text = file.data.context?.readFile(path) ?? null
        ;(file.data.includes ??= []).push(path)
        if (text === null) return void file.message(`The image ${src} does not exist: site images live in public/ (${path})`, node)
        if (node.properties.width === undefined && path.endsWith('.svg')) {
          const size = svgSize(text)
          if (size) Object.assign(node.properties, size)
        }
      }
      if (node.properties.width === undefined || node.properties.height === undefined) {
        file.message(`The image ${src} has no size: give the SVG a viewBox, or write it as <img src="${src}" alt="…" width="…" height="…" />`, node)
      }
      node.properties.loading ??= 'lazy'
      node.properties.decoding ??= 'async'
      const linked = parent?.type === 'element' && parent.tagName === 'a'
      if (local && !linked && parent && index !== undefined) {
        parent.children[index] = { type: 'element', tagName: 'a', properties: { href: src, className: ['image-link'] }, children: [node] }
        return SKIP
      }
    })
  }
}

function findFirst(node: Element, tagName: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === tagName) return child
    const found = findFirst(child, tagName)
    if (found) return found
  }
  return undefined
}

/** Inline code that is a dotted or slashed name with no spaces: an NSID, a ref, an XRPC path, a URL. */
const breakableCode = /^[\w@:.#/?=&%-]*[./#][\w@:.#/?=&%-]*$/

/**
 * Lets long names in inline code wrap on a narrow screen (WCAG 1.4.10, Reflow) where they read
 * best: a `<wbr>` after each dot, slash and `#`. The text is unchanged, so the name copies as it
 * reads; code blocks (`<pre>`) keep their lines and scroll instead.
 */
export function rehypeBreakableCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || (parent?.type === 'element' && parent.tagName === 'pre')) return
      const [only] = node.children
      if (node.children.length !== 1 || only.type !== 'text' || !breakableCode.test(only.value)) return
      // After a run of separators that follows a name: `/xrpc/` keeps its leading slash, `https://` its two.
      const parts = only.value.split(/(?<=[^./#][./#]+)(?=[^./#])/)
      node.children = parts.flatMap((part, i): ElementContent[] => [
        ...(i > 0 ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } satisfies Element] : []),
        { type: 'text', value: part },
      ])
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
