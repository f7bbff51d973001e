import GithubSlugger from 'github-slugger'
import type { Heading, Link, Paragraph, PhrasingContent, Root, Text } from 'mdast'
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import { toString } from 'mdast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { SourceLink, TocItem } from './types.ts'

const admonitionKinds = ['note', 'tip', 'info', 'warning', 'danger'] as const
type AdmonitionKind = (typeof admonitionKinds)[number]

/** The title an admonition shows when its `:::kind[Title]` gives none. */
const admonitionTitles: Record<AdmonitionKind, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
}

function isAdmonition(name: string): name is AdmonitionKind {
  return (admonitionKinds as readonly string[]).includes(name)
}

/**
 * Whether a container's text ends with its closing fence (`:::` on a line of its own, inside a
 * quote or list as the container is). One left open runs on to the end of the page, or of the
 * quote or list it is in, taking everything after it in.
 */
function isClosed(node: ContainerDirective, source: string): boolean {
  const [start, end] = [node.position?.start.offset, node.position?.end.offset]
  if (start === undefined || end === undefined) return true
  const lastLine = source.slice(start, end).split('\n').at(-1)!
  return /^[\s>]*:{3,}\s*$/.test(lastLine)
}

/**
 * `:::tip[Title]` blocks become `<aside class="admonition admonition-tip">`. Any other directive
 * is turned back into the text it was written as: prose such as `did:plc:abc` parses as a text
 * directive and must not vanish.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && isAdmonition(node.name)) {
        const directive = node as ContainerDirective
        if (!isClosed(directive, String(file.value))) {
          file.message(`":::${node.name}" is never closed, so all that follows it is inside the ${node.name}: end it with a line of ":::"`, node.position?.start)
        }
        const first = directive.children[0]
        let title: PhrasingContent[] = [{ type: 'text', value: admonitionTitles[node.name] }]
        if (first?.type === 'paragraph' && first.data?.directiveLabel) {
          title = first.children
          directive.children.shift()
        }
        const titleNode: Paragraph = {
          type: 'paragraph',
          children: title,
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
        }
        directive.children.unshift(titleNode)
        directive.data = {
          hName: 'aside',
          hProperties: { className: ['admonition', `admonition-${node.name}`], 'aria-label': toString(titleNode) },
        }
        return
      }
      if (
        (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') &&
        parent &&
        index !== undefined
      ) {
        const directive = node as TextDirective | LeafDirective | ContainerDirective
        if (directive.type === 'containerDirective') {
          file.message(`Unknown admonition ":::${directive.name}"; use one of ${admonitionKinds.join(', ')}`, node)
          return
        }
        const marker = directive.type === 'leafDirective' ? '::' : ':'
        const replacement: PhrasingContent[] = [{ type: 'text', value: `${marker}${directive.name}` } satisfies Text]
        if (directive.children.length > 0) {
          replacement.push({ type: 'text', value: '[' }, ...(directive.children as PhrasingContent[]), {
            type: 'text',
            value: ']',
          })
        }
        if (directive.type === 'leafDirective') {
          parent.children.splice(index, 1, { type: 'paragraph', children: replacement } as Paragraph)
        } else {
          ;(parent.children as PhrasingContent[]).splice(index, 1, ...replacement)
        }
        return [SKIP, index + replacement.length]
      }
    })
  }
}

/**
 * Gives every heading a GitHub-style id (or the `{#custom-id}` written after it) and records
 * levels 2 and 3 as the table of contents in `file.data.toc`.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger()
    const toc: TocItem[] = []
    visit(tree, 'heading', (node: Heading) => {
      let id: string | undefined
      const last = node.children.at(-1)
      if (last?.type === 'text') {
        const custom = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(last.value)
        if (custom) {
          id = custom[1]
          last.value = last.value.slice(0, custom.index)
          slugger.slug(id)
        }
      }
      const text = toString(node).trim()
      id ??= slugger.slug(text)
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } }
      if (node.depth === 2 || node.depth === 3) toc.push({ id, text, level: node.depth })
    })
    file.data.toc = toc
  }
}

/**
 * Records every link target with its position, for the build's link check, and turns a link to
 * another .md/.mdx file into that page's route (the compile context's `resolveLink`).
 */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: SourceLink[] = []
    const resolveLink = file.data.context?.resolveLink
    const record = (url: string, node: { position?: { start: { line: number; column: number } } }) =>
      links.push({ url, line: node.position?.start.line ?? null, column: node.position?.start.column ?? null })
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        const link = node as Link
        record(link.url, node)
        link.url = resolveLink?.(link.url) ?? link.url
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && attr.name === 'href' && typeof attr.value === 'string') record(attr.value, node)
        }
      }
    })
    file.data.links = links
  }
}

declare module 'vfile' {
  interface DataMap {
    toc: TocItem[]
    links: SourceLink[]
  }
}
