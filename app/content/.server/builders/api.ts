import { markdownTwinPath } from '../../routes.ts'
import type { ApiReference } from '../api/build.ts'
import { atprotoApiVersion } from '../api/method.ts'
import { renderApiPage } from '../api/render.ts'
import type { GeneratedGroup } from '../sidebar.ts'
import type { ApiFamilySummary } from '../markdown/components.ts'
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
  // Reference pages are dated by the package their Lexicons come from, not by a commit.
  const version = atprotoApiVersion()
  const generatedFrom = version ? { name: '@atproto/api', version } : undefined
  for (const page of api.pages) {
    // One tree, two outputs: HTML and the twin from the page's mdast (api/render.ts).
    const { html, markdown, sections, toc } = await renderApiPage(page)
    const { route, title, description } = page
    pages.push({
      entry: { route, kind: 'api', title, description, source: null, unlisted: false, draft: false, keywords: [] },
      page: {
        kind: 'api',
        route,
        title,
        description,
        toc,
        hideToc: false,
        editUrl: null,
        markdownUrl: markdownTwinPath(route),
        unlisted: false,
        draft: false,
        ...(page.tryIt ? { tryIt: page.tryIt } : {}),
        ...(generatedFrom ? { generatedFrom } : {}),
      },
      body: html,
      markdown,
      sections,
      links: [],
    })
  }
  return {
    families: api.families.filter((f) => f.methods.length > 0).map((f) => ({ id: f.id, slug: f.slug, count: f.methods.length })),
    groups: api.families.map((family) => ({
      label: family.id,
      links: family.methods.map((m) => ({ label: m.nsid.split('.').pop() ?? m.nsid, href: m.route, ...(m.deprecated ? { badge: 'deprecated' } : {}) })),
      types: family.types.map((t) => ({ label: t.nsid.split('.').pop() ?? t.nsid, href: t.route })),
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
