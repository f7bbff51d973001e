/**
 * Compiles one Markdown/MDX page. The MDX processor parses it and runs the site's remark and
 * rehype steps; the page is then printed from its syntax trees, once each: HTML, the excerpt and
 * the feed HTML from the hast, the plain-markdown twin from the mdast (remarkTwin), search
 * sections and the table of contents from the trees. No JavaScript from the content runs.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import type { ApiFamilySummary } from './components.ts'
import { rehypeCodeBlocks } from './highlight.ts'
import { remarkIncludes } from './includes.ts'
import { ContentErrors, problemsFromFile } from './problems.ts'
import { collectSections, rehypeExternalLinks, rehypeHeadingAnchors, rehypeImages, rehypeScrollableTables } from './rehype-plugins.ts'
import { isTruncateMarker, rehypeComponents, remarkContentRules } from './mdx-rules.ts'
import { remarkAdmonitions, remarkCollectLinks, remarkHeadingIds } from './remark-plugins.ts'
import { remarkTwin } from './twin.ts'
import type { CompiledContent } from './types.ts'

export { ContentErrors }

/** What a page may depend on besides its own text; each use is recorded for the compile cache. */
export interface CompileContext {
  /** Turns a link to another .md/.mdx file into that page's route; undefined leaves it as written. */
  resolveLink: (url: string) => string | undefined
  /** For `<ApiFamilyTable />`. */
  apiFamilies: ApiFamilySummary[]
  /** A project-relative file's text, or null when it does not exist: for shared snippets (`// @include`) and site images. */
  readFile: (file: string) => string | null
}

export interface CompileInput {
  /** Path relative to the project root, e.g. content/docs/get-started.mdx. */
  file: string
  /** The text after the front matter. */
  body: string
  /** Lines taken by the front matter, so reported lines match the file. */
  lineOffset: number
  /** The page's own route: relative links and the feed's absolute URLs are resolved against it. */
  route: string
  /** The site's origin, for the feed HTML's absolute URLs; null when the page has no feed entry. */
  feedOrigin: string | null
}

/** The MDX processor for a format, made once: per-page inputs travel in `file.data`. */
const processors = new Map<'md' | 'mdx', ReturnType<typeof createProcessor>>()

function getProcessor(format: 'md' | 'mdx') {
  let processor = processors.get(format)
  if (!processor) {
    processor = createProcessor({
      format,
      remarkPlugins: [remarkGfm, remarkDirective, remarkIncludes, remarkAdmonitions, remarkHeadingIds, remarkCollectLinks, remarkContentRules, remarkTwin],
      rehypePlugins: [rehypeComponents, rehypeCodeBlocks, rehypeHeadingAnchors, rehypeExternalLinks, rehypeScrollableTables, rehypeImages, rehypeCapture],
    })
    processors.set(format, processor)
  }
  return processor
}

/**
 * Keeps the finished hast in `file.data.hast` and hands the MDX processor an empty tree: the page
 * is printed from the hast, so compiling it to JavaScript would be wasted work.
 */
function rehypeCapture() {
  return (tree: HastRoot, file: VFile): HastRoot => {
    file.data.hast = tree
    return { type: 'root', children: [] }
  }
}

/** Compiles one page. Throws `ContentErrors` naming the file, line and column of every problem. */
export async function compileContent(input: CompileInput, context: CompileContext): Promise<CompiledContent> {
  const format = input.file.endsWith('.md') ? 'md' : 'mdx'
  const file = new VFile({ path: input.file, value: input.body })
  const linkResolutions: [string, string | null][] = []
  let usesApiFamilies = false
  file.data.context = {
    resolveLink: (url: string) => {
      const resolved = context.resolveLink(url)
      linkResolutions.push([url, resolved ?? null])
      return resolved
    },
    apiFamilies: context.apiFamilies,
    readFile: context.readFile,
    onUseApiFamilies: () => {
      usesApiFamilies = true
    },
  }
  try {
    await getProcessor(format).process(file)
  } catch (error) {
    throw new ContentErrors(problemsFromFile(file, input, error))
  }
  const problems = problemsFromFile(file, input)
  if (problems.length > 0) throw new ContentErrors(problems)

  const hast = file.data.hast as HastRoot
  const marker = hast.children.findIndex(isTruncateMarker)
  const page = withoutExpressions(hast.children)
  const excerpt = marker === -1 ? page.filter((n) => n.type === 'element' && n.tagName === 'p').slice(0, 1) : withoutExpressions(hast.children.slice(0, marker))
  const sections = collectSections(hast)

  const html = toHtml(page)
  const excerptHtml = toHtml(excerpt)
  return {
    html,
    toc: file.data.toc ?? [],
    links: (file.data.links ?? []).map((l) => ({ ...l, line: l.line === null ? null : l.line + input.lineOffset })),
    sections,
    excerptHtml,
    truncated: excerptHtml.length < html.length,
    feedHtml: input.feedOrigin ? toHtml(toFeedTree(page, new URL(input.route, input.feedOrigin).href)) : null,
    plainText: sections.map((s) => [s.headings.at(-1) ?? '', s.text].join(' ')).join(' ').trim(),
    markdown: file.data.markdown ?? '',
    deps: { links: linkResolutions, apiFamilies: usesApiFamilies, includes: [...new Set(file.data.includes ?? [])].sort() },
  }
}

/** Comments (`{/* … *\/}`) leave nothing behind in the HTML, nor does white space around the blocks. */
function withoutExpressions(nodes: HastContent[]): HastContent[] {
  const kept = nodes.filter((n) => (n.type as string) !== 'mdxFlowExpression')
  const blank = (n: HastContent | undefined) => n?.type === 'text' && n.value.trim() === ''
  while (blank(kept[0])) kept.shift()
  while (blank(kept.at(-1))) kept.pop()
  return kept
}

/**
 * The page as feed readers get it: without the page's controls (copy buttons, heading direct
 * links), and with every site-relative or in-page URL made absolute, since a reader shows the post
 * away from the site.
 */
function toFeedTree(nodes: HastContent[], pageUrl: string): HastRoot {
  const strip = (children: ElementContent[]): ElementContent[] =>
    children.flatMap((child): ElementContent[] => {
      if (child.type !== 'element') return [child]
      const classes = (child.properties.className as string[] | undefined) ?? []
      if ((child.tagName === 'button' && classes.includes('copy-button')) || (child.tagName === 'a' && classes.includes('hash-link'))) return []
      const properties = { ...child.properties }
      for (const attribute of ['href', 'src'] as const) {
        const value = properties[attribute]
        if (typeof value === 'string' && /^[/#]/.test(value) && !value.startsWith('//')) properties[attribute] = new URL(value, pageUrl).href
      }
      return [{ ...child, properties, children: strip(child.children) } satisfies Element]
    })
  return { type: 'root', children: strip(nodes as ElementContent[]) }
}

declare module 'vfile' {
  interface DataMap {
    context: CompileContext & { onUseApiFamilies: () => void }
    hast: HastRoot
    /** The plain-markdown twin's body, printed from the mdast by remarkTwin. */
    markdown: string
    /** Project-relative paths of files a page pulls in (shared snippets, site images): the compile cache watches them. */
    includes: string[]
  }
}
