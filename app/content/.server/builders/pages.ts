import type { StandalonePageData } from '../../types.ts'
import { toMarkdownTwin } from '../markdown/twin.ts'
import type { PageFrontMatter } from '../schema.ts'
import type { SourceFile } from '../source-files.ts'
import { compileSource, type BuildContext, type BuiltPage } from './context.ts'

export type PageSource = SourceFile<PageFrontMatter>

/** `content/pages/markdown-page.mdx` → `/markdown-page`. */
export function getStandaloneRoute(page: Pick<PageSource, 'id'>): string {
  return `/${page.id}`
}

/** One stand-alone page of content/pages. */
export async function buildStandalonePage(ctx: BuildContext, source: PageSource): Promise<BuiltPage<StandalonePageData> | null> {
  const route = getStandaloneRoute(source)
  const fm = source.frontMatter
  const compiled = await compileSource(ctx, source, route)
  if (!compiled) return null
  return {
    entry: { route, kind: 'page', title: fm.title, description: fm.description, source: source.file, unlisted: fm.unlisted, draft: fm.draft, keywords: [] },
    page: { route, title: fm.title, description: fm.description, toc: compiled.toc, hideToc: fm.hide_table_of_contents, unlisted: fm.unlisted, draft: fm.draft },
    body: compiled.html,
    markdown: toMarkdownTwin(fm.title, fm.description, compiled.markdown),
    sections: compiled.sections,
    links: compiled.links,
  }
}

