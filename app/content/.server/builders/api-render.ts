/**
 * Renders the generated reference: its pages (HTML and markdown twin from one mdast tree), its
 * sidebar groups and family summary, and its files besides the pages. Loaded only when the
 * reference is not in the compile cache: it brings the Lexicons (all of `@atproto/api`) and the
 * mdast/hast printers, which a build from the cache never needs.
 */
import { markdownTwinPath, referenceFilePaths } from '../../routes.ts'
import type { ApiReference } from '../api/build.ts'
import { lexiconChangelogFeed, lexiconHistoryJson } from '../api/history/feed.ts'
import { atprotoApiVersion } from '../api/method.ts'
import { buildOpenApiDocuments } from '../api/openapi/openapi.ts'
import { renderApiPage } from '../api/render.ts'
import type { ApiFamilySummary } from '../markdown/components.ts'
import type { ApiSidebar, GeneratedGroup } from '../sidebar.ts'
import type { BuiltPage } from './context.ts'
import type { DocBody } from './docs.ts'

/** The API reference as the site uses it: pages, sidebar groups and the family summary. */
export interface BuiltApi {
  /** Files the reference serves besides its pages, path → text: the OpenAPI documents, the Lexicon history as JSON and the changelog's feed. */
  files: Map<string, string>
  families: ApiFamilySummary[]
  groups: GeneratedGroup[]
  /** The Lexicon changelog as the sidebar lists it: a link before the method families, with its older series below it. */
  changelog: ApiSidebar['changelog']
  pages: BuiltPage<DocBody>[]
}

/** Renders the generated reference. Its only inputs are the Lexicons and the pipeline, so it is cached as one unit. */
export async function renderApi(api: ApiReference, siteUrl: string, updated: Date): Promise<BuiltApi> {
  const pages: BuiltPage<DocBody>[] = []
  // Reference pages are dated by the package their Lexicons come from, not by a commit.
  const version = atprotoApiVersion()
  const generatedFrom = version ? { name: '@atproto/api', version } : undefined
  // The changelog's pages are printed like the others; they have no Try it.
  for (const page of [...api.pages, ...api.changelog.map((c) => ({ ...c, tryIt: null }))]) {
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
    files: referenceFiles(api, siteUrl, updated),
    families: api.families.filter((f) => f.methods.length > 0).map((f) => ({ id: f.id, slug: f.slug, count: f.methods.length })),
    groups: api.families.map((family) => ({
      label: family.id,
      links: family.methods.map((m) => ({ label: m.nsid.split('.').pop() ?? m.nsid, href: m.route, ...(m.deprecated ? { badge: 'deprecated' } : {}) })),
      types: family.types.map((t) => ({ label: t.nsid.split('.').pop() ?? t.nsid, href: t.route })),
    })),
    changelog: api.changelog.length > 0 ? { label: api.changelog[0].title, href: api.changelog[0].route, below: api.changelog.slice(1).map((c) => c.route) } : null,
    pages,
  }
}

/**
 * The reference's files besides its pages: an OpenAPI 3.1 document of every query and procedure
 * (and one per namespace), the whole Lexicon history as JSON for SDK authors in other languages,
 * and an Atom feed of the changelog. The feed is dated by the history file's last commit, as the
 * registry gives no release dates.
 */
function referenceFiles(api: ApiReference, siteUrl: string, updated: Date): Map<string, string> {
  const files = buildOpenApiDocuments()
  files.set(referenceFilePaths.historyJson, lexiconHistoryJson(siteUrl))
  files.set(referenceFilePaths.changelogFeed, lexiconChangelogFeed(api, { siteUrl, feedUrl: new URL(referenceFilePaths.changelogFeed, siteUrl).href, updated }))
  return files
}
