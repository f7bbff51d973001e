import type { DocPageData } from '../../types.ts'
import { markdownTwinPath } from '../../routes.ts'
import { getDocRoute, type DocSource } from '../sidebar.ts'
import { toMarkdownTwin } from '../markdown/twin.ts'
import { compileSource, getEditUrl, type BuildContext, type BuiltPage } from './context.ts'

/** A docs page before the sidebar places it: breadcrumbs and previous/next come from the assembly. */
export type DocBody = Omit<DocPageData, 'breadcrumbs' | 'previous' | 'next'>

/** One page of content/docs: compiled once into its page data, twin, sections and links. */
export async function buildDoc(ctx: BuildContext, doc: DocSource): Promise<BuiltPage<DocBody> | null> {
  const route = getDocRoute(doc)
  const fm = doc.frontMatter
  const compiled = await compileSource(ctx, doc, route)
  if (!compiled) return null
  return {
    entry: { route, kind: 'doc', title: fm.title, description: fm.description, source: doc.file, unlisted: fm.unlisted, draft: fm.draft, keywords: fm.tags },
    page: {
      kind: 'doc',
      route,
      title: fm.title,
      description: fm.description,
      toc: compiled.toc,
      hideToc: fm.hide_table_of_contents,
      editUrl: getEditUrl(ctx, doc.file),
      markdownUrl: markdownTwinPath(route),
      unlisted: fm.unlisted,
      draft: fm.draft,
    },
    body: compiled.html,
    markdown: toMarkdownTwin(fm.title, fm.description, compiled.markdown),
    sections: compiled.sections,
    links: compiled.links,
  }
}
