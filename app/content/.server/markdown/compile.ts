import { compile, run } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import { rehypeCodeBlocks } from './highlight.ts'
import { mdxComponents } from './mdx-components.tsx'
import { rehypeCollectSections, rehypeExternalLinks, rehypeHeadingAnchors, rehypeScrollableTables } from './rehype-plugins.ts'
import { remarkAdmonitions, remarkCollectLinks, remarkHeadingIds } from './remark-plugins.ts'
import type { CompiledContent } from './types.ts'

const truncateMarker = /^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m

/** A compile failure, with the source file and line so the author can find it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`)
  }
}

export interface CompileOptions {
  /** Lines taken by the front matter, so reported lines match the file. */
  lineOffset?: number
  resolveLink?: (url: string) => string | undefined
}

async function renderMdx(source: string, file: VFile, format: 'md' | 'mdx', options: CompileOptions) {
  file.value = source
  const code = await compile(file, {
    format,
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds, [remarkCollectLinks, { resolveLink: options.resolveLink }]],
    rehypePlugins: [rehypeCodeBlocks, rehypeHeadingAnchors, rehypeExternalLinks, rehypeScrollableTables, rehypeCollectSections],
  })
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url })
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }))
}

/**
 * Compiles one Markdown/MDX body (front matter already removed) to static HTML, with its table of
 * contents, links, sections and excerpt.
 */
export async function compileContent(body: string, path: string, options: CompileOptions = {}): Promise<CompiledContent> {
  const lineOffset = options.lineOffset ?? 0
  const format = path.endsWith('.md') ? 'md' : 'mdx'
  const file = new VFile({ path })
  let html: string
  try {
    html = await renderMdx(body, file, format, options)
  } catch (error) {
    const e = error as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string; message: string }
    const line = e.line ?? e.place?.line ?? e.place?.start?.line
    throw new ContentError(path, line ? line + lineOffset : null, e.reason ?? e.message)
  }
  const problems = file.messages.filter((m) => m.fatal !== null)
  if (problems.length > 0) {
    const m = problems[0]
    throw new ContentError(path, m.line ? m.line + lineOffset : null, m.reason)
  }

  const marker = truncateMarker.exec(body)
  let excerptHtml: string
  if (marker) {
    excerptHtml = await renderMdx(body.slice(0, marker.index), new VFile({ path }), format, options)
  } else {
    excerptHtml = /<p>[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''
  }

  return {
    html,
    toc: file.data.toc ?? [],
    links: (file.data.links ?? []).map((l) => ({ ...l, line: l.line === null ? null : l.line + lineOffset })),
    sections: file.data.sections ?? [],
    excerptHtml,
    plainText: (file.data.sections ?? []).map((s) => [s.headings.at(-1) ?? '', s.text].join(' ')).join(' ').trim(),
  }
}
