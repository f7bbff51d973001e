/**
 * The plain-markdown twin of a page (served as /route.md, collected in llms-full.txt, behind the
 * "Copy page as Markdown" button), printed from the page's own syntax tree: what the reader sees
 * on the page, in GitHub-flavoured Markdown, with components in their plain form.
 */
import type { Blockquote, Code, Paragraph, Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { phrasing } from 'mdast-util-phrasing'
import { toMarkdown } from 'mdast-util-to-markdown'
import type { VFile } from 'vfile'
import { ComponentError, contentComponents, htmlElementToMdast, readAttributes, type ComponentContext } from './components.ts'
import { parseCodeTitle } from './code-meta.ts'

/** GitHub alert markers for each admonition kind; readers that do not know them see a quote. */
const alertMarkers: Record<string, string> = { note: 'NOTE', tip: 'TIP', info: 'IMPORTANT', warning: 'WARNING', danger: 'CAUTION' }

type Jsx = MdxJsxFlowElement | MdxJsxTextElement

/** Prints a tree of plain mdast (no MDX nodes left) as GitHub-flavoured Markdown. */
function printMarkdown(tree: Root): string {
  return toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '*', rule: '-', fence: '`', listItemIndent: 'one' }).trim()
}

/** The whole twin: title, description as a quote, then the body. */
export function toMarkdownTwin(title: string, description: string, body: string): string {
  return `# ${title}\n\n> ${description}\n\n${body ? `${body}\n` : ''}`
}

/** Rewrites MDX-only nodes of a (cloned) page tree into plain mdast. */
function toPlain(nodes: RootContent[], ctx: ComponentContext, file: VFile): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return []
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const jsx = node as Jsx
        const name = jsx.name ?? ''
        const children = toPlain(jsx.children as RootContent[], ctx, file)
        try {
          const attributes = readAttributes(jsx.attributes)
          if (/^[a-z]/.test(name)) {
            const plain = htmlElementToMdast({ name, attributes, children })
            // A block's text (a <figcaption>'s) is a paragraph of its own: loose text among blocks would run them together.
            return node.type === 'mdxJsxFlowElement' && plain.some((child) => phrasing(child)) ? [{ type: 'paragraph', children: plain as Paragraph['children'] }] : plain
          }
          const component = contentComponents[name]
          // Unknown components are reported once, by the HTML side (rehypeComponents).
          return component ? component.toMdast({ name, attributes, children }, ctx) : []
        } catch (error) {
          if (!(error instanceof ComponentError)) throw error
          return []
        }
      }
      case 'containerDirective': {
        // An admonition (remarkAdmonitions): its first child is the title paragraph.
        const kind = String((node.data?.hProperties?.className as string[] | undefined)?.[1] ?? '').replace('admonition-', '')
        const [title, ...rest] = toPlain(node.children as RootContent[], ctx, file)
        // `[!NOTE]` alone on the quote's first line (raw, so it is not escaped), the title under it.
        const heading: Paragraph = {
          type: 'paragraph',
          children: [{ type: 'html', value: `[!${alertMarkers[kind] ?? 'NOTE'}]` }, { type: 'text', value: '\n' }, { type: 'strong', children: (title as Paragraph).children }],
        }
        return [{ type: 'blockquote', children: [heading, ...rest] } as Blockquote]
      }
      case 'code': {
        // The page shows a fence's title above the code; other meta (check, {1-3}) means nothing here.
        const title = node.meta ? parseCodeTitle(node.meta) : null
        const code: Code = { type: 'code', lang: node.lang, value: node.value }
        return title ? [{ type: 'paragraph', children: [{ type: 'inlineCode', value: title }] }, code] : [code]
      }
      default:
        if ('children' in node) return [{ ...node, children: toPlain(node.children as RootContent[], ctx, file) } as RootContent]
        return [node]
    }
  })
}

/** Prints the twin's body into `file.data.markdown`. Runs last among the remark steps. */
export function remarkTwin() {
  return (tree: Root, file: VFile) => {
    const { apiFamilies, onUseApiFamilies } = file.data.context ?? { apiFamilies: [], onUseApiFamilies: () => {} }
    const ctx: ComponentContext = { apiFamilies, onUseApiFamilies, nextId: () => 0 }
    file.data.markdown = printMarkdown({ type: 'root', children: toPlain(structuredClone(tree.children), ctx, file) })
  }
}
