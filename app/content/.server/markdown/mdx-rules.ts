/**
 * What MDX a page may use. Content is rendered at build time from its syntax tree, so JSX is
 * limited to the components in components.ts and plain lower-case HTML elements; `{/* … *\/}`
 * comments are allowed (one marks the blog excerpt); imports, exports and other JavaScript
 * expressions are errors that say how to write the same thing, as is a code block in a language
 * the highlighter does not know.
 */
import type { ElementContent, Properties, Root as HastRoot, RootContent as HastContent } from 'hast'
import { h } from 'hastscript'
import type { Root as MdastRoot } from 'mdast'
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { ComponentError, contentComponents, readAttributes, type ComponentContext } from './components.ts'
import { unknownLanguage } from './highlight.ts'

const comment = /^\s*\/\*[\s\S]*\*\/\s*$/
const truncate = /^\s*\/\*\s*truncate\s*\*\/\s*$/

/** `{/* truncate *\/}` on its own line: the blog excerpt ends here. */
export function isTruncateMarker(node: HastContent): boolean {
  return (node.type as string) === 'mdxFlowExpression' && truncate.test((node as unknown as { value: string }).value)
}

const knownComponents = () => Object.keys(contentComponents).join(', ')

/** Reports imports, exports, expressions other than comments and code in a language the site cannot show; drops comments inside paragraphs. */
export function remarkContentRules() {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'code') {
        const problem = node.lang ? unknownLanguage(node.lang) : null
        if (problem) file.message(problem, node)
        return
      }
      if (node.type === 'mdxjsEsm') {
        file.message(`import and export are not supported in content: the components ${knownComponents()} are available without an import`, node)
        return
      }
      if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return
      if (!comment.test(node.value)) {
        file.message('JavaScript expressions are not supported in content: to show a brace, escape it as \\{ or put the text in `backticks`', node)
        return
      }
      if (node.type === 'mdxTextExpression' && parent && index !== undefined) {
        parent.children.splice(index, 1)
        return [SKIP, index]
      }
    })
  }
}

type JsxHast = MdxJsxFlowElementHast | MdxJsxTextElementHast

function isJsx(node: HastContent): node is JsxHast {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
}

/** Turns every JSX element into HTML: components by their hast form, lower-case names as elements. */
export function rehypeComponents() {
  return (tree: HastRoot, file: VFile) => {
    const { apiFamilies, onUseApiFamilies } = file.data.context ?? { apiFamilies: [], onUseApiFamilies: () => {} }
    let id = 0
    const ctx: ComponentContext = { apiFamilies, onUseApiFamilies, nextId: () => ++id }

    const convert = (nodes: HastContent[], parent: string | null): HastContent[] =>
      nodes.flatMap((node): HastContent[] => {
        if (!isJsx(node)) {
          if ('children' in node) (node as { children: HastContent[] }).children = convert(node.children as HastContent[], null)
          return [node]
        }
        const name = node.name ?? ''
        const children = convert(node.children as HastContent[], name) as ElementContent[]
        try {
          const attributes = readAttributes(node.attributes)
          // Keeps the JSX's position, so a problem found in the element later names its line.
          if (/^[a-z]/.test(name)) return [{ ...h(name, attributes as Properties, children), position: node.position }]
          const component = contentComponents[name]
          if (!component) {
            file.message(`Unknown component <${name}>: content can use ${knownComponents()}, or plain HTML elements in lower case`, node)
            return []
          }
          if (name === 'TabItem' && parent !== 'Tabs') throw new ComponentError('<TabItem> must be a direct child of <Tabs>')
          return component.toHast({ name, attributes, children }, ctx)
        } catch (error) {
          if (!(error instanceof ComponentError)) throw error
          file.message(error.message, node)
          return []
        }
      })

    tree.children = convert(tree.children, null)
  }
}
