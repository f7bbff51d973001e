import type { ApiReference } from '../api/build.ts'
import type { GeneratedGroup } from '../docs.ts'
import type { ApiFamilySummary } from '../markdown/components.ts'
import { renderGeneratedTree } from '../markdown/render.ts'
import type { BuildContext, BuiltPage } from './context.ts'
import type { DocBody } from './docs.ts'

/** The API reference as the site uses it: pages, sidebar groups and the family summary. */
export interface BuiltApi {
  families: ApiFamilySummary[]
  groups: GeneratedGroup[]
  pages: BuiltPage<DocBody>[]
}

export const noApi: BuiltApi = { families: [], groups: [], pages: [] }

/** Renders the generated reference. Its only inputs are the Lexicons and the pipeline, so it is cached as one unit. */
export async function renderApi(api: ApiReference): Promise<BuiltApi> {
  const pages: BuiltPage<DocBody>[] = []
  for (const method of api.methods) {
    const { html, sections, toc } = await renderGeneratedTree(structuredClone(method.body))
    // A Lexicon without a description still gets a sentence (a page's meta description is never empty).
    const description = method.description || `The ${method.nsid} XRPC method.`
    pages.push({
      entry: { route: method.route, kind: 'api', title: method.nsid, description, source: null, unlisted: false, draft: false, keywords: [] },
      page: { kind: 'api', route: method.route, title: method.nsid, description, html, toc, hideToc: false, editUrl: null, markdownUrl: `${method.route}.md`, unlisted: false, draft: false },
      markdown: method.markdown,
      sections,
      links: [],
    })
  }
  return {
    families: api.families.map((f) => ({ id: f.id, slug: f.slug, count: f.methods.length })),
    groups: api.families.map((family) => ({
      label: family.id,
      links: family.methods.map((m) => ({ label: m.nsid.split('.').pop() ?? m.nsid, href: m.route, ...(m.deprecated ? { badge: 'deprecated' } : {}) })),
    })),
    pages,
  }
}

/** The reference of the pinned `@atproto/api`, from the compile cache when the pipeline has not changed. */
export async function buildApi(ctx: BuildContext): Promise<BuiltApi> {
  return ctx.cache.once('api-reference', '', async () => {
    const { buildApiReference } = await import('../api/build.ts')
    return renderApi(buildApiReference())
  })
}
