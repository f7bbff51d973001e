import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { markdownTwinPath } from '../../routes.ts'
import type { ApiReference } from '../api/build.ts'
import { lexiconChangelogFeed, lexiconHistoryJson } from '../api/history/feed.ts'
import { HISTORY_FILE } from '../api/history/history-file.ts'
import { atprotoApiVersion } from '../api/method.ts'
import { buildOpenApiDocuments } from '../api/openapi/openapi.ts'
import { sha256 } from '../hash.ts'
import { renderApiPage } from '../api/render.ts'
import type { GeneratedGroup } from '../sidebar.ts'
import type { ApiFamilySummary } from '../markdown/components.ts'
import type { BuildContext, BuiltPage } from './context.ts'
import type { DocBody } from './docs.ts'

/** The API reference as the site uses it: pages, sidebar groups and the family summary. */
export interface BuiltApi {
  /** Files the reference serves besides its pages, path → text: the OpenAPI documents, the Lexicon history as JSON and the changelog's feed. */
  files: Map<string, string>
  families: ApiFamilySummary[]
  groups: GeneratedGroup[]
  pages: BuiltPage<DocBody>[]
}

export const noApi: BuiltApi = { files: new Map(), families: [], groups: [], pages: [] }

/** Renders the generated reference. Its only inputs are the Lexicons and the pipeline, so it is cached as one unit. */
export async function renderApi(api: ApiReference, siteUrl: string, updated = historyFileDate()): Promise<BuiltApi> {
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
    pages,
  }
}

/** Where the reference's files are served. */
export const referenceFilePaths = { historyJson: '/docs/api/lexicon-history.json', changelogFeed: '/docs/api/changelog/atom.xml' } as const

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

let historyDate: Date | undefined

/**
 * When the history file last changed: in git; without its history (a shallow clone, an uncommitted
 * file), the last commit's date; outside a checkout (a copy of the project), the file's own
 * modification time. Never the time of the build: the date is part of the reference's cache key,
 * so a date that moved with every process (or every save in the dev server) would render the whole
 * reference again each time.
 */
export function readHistoryFileDate(): Date {
  for (const args of [['--', HISTORY_FILE], []]) {
    const log = spawnSync('git', ['log', '-1', '--format=%cI', ...args], { encoding: 'utf8' })
    if (log.status === 0 && log.stdout.trim()) return new Date(log.stdout.trim())
  }
  return statSync(HISTORY_FILE).mtime
}

/** readHistoryFileDate, once per process. */
const historyFileDate = () => (historyDate ??= readHistoryFileDate())

/** The reference of the pinned `@atproto/api`, from the compile cache when the pipeline has not changed. */
export async function buildApi(ctx: BuildContext): Promise<BuiltApi> {
  // The history file is an input besides the pipeline's code and the lock file.
  const updated = historyFileDate()
  const cached = await ctx.cache.once('api-reference', sha256(readFileSync(HISTORY_FILE, 'utf8'), ctx.siteUrl, updated.toISOString()), async () => {
    const { buildApiReference } = await import('../api/build.ts')
    const built = await renderApi(buildApiReference(), ctx.siteUrl, updated)
    // Kept in the cache as JSON: the files as pairs.
    return { ...built, files: [...built.files] }
  })
  return { ...cached, files: new Map(cached.files) }
}
