/**
 * Search finds the reference's type pages: the records built from the reference pages (as the
 * build makes them) go through the built-in index, and the type pages come first.
 */
import { describe, expect, it } from 'vitest'
import { collectSections } from '../../../app/content/.server/markdown/rehype-plugins.ts'
import type { IndexEntry } from '../../../app/content/types.ts'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { toPageHast } from '../../../app/content/.server/api/render.ts'
import { buildIndexFiles, createBuiltinIndex } from '../../../app/lib/search/builtin-index.ts'
import { buildSearchRecords } from '../../../scripts/search/search-records.ts'

const ref = buildApiReference()
const index: IndexEntry[] = ref.pages.map((p) => ({ route: p.route, kind: 'api', title: p.title, description: p.description, source: null, unlisted: false, draft: false, keywords: [] }))
// Sections leave code blocks out, so the tree without highlighting gives the same ones as the build.
const sections = Object.fromEntries(ref.pages.map((p) => [p.route, collectSections(toPageHast(p.tree))]))
const files = JSON.parse(JSON.stringify(buildIndexFiles(buildSearchRecords(index, sections, 'https://docs.example.test')))) as Record<string, unknown>
const loaded = createBuiltinIndex(async (name) => files[name])
const firstUrl = async (query: string) => (await loaded.search({ query, page: 0, hitsPerPage: 5, snippetLength: 10 })).hits[0]?.url

describe('search over the reference', async () => {
  it('finds a definition on its type page by name', async () => {
    expect(await firstUrl('postView')).toBe('/docs/api/app-bsky-feed-defs#postView')
    expect(await firstUrl('profileViewDetailed')).toBe('/docs/api/app-bsky-actor-defs#profileViewDetailed')
  })

  it('finds a record type by its NSID', async () => {
    expect(await firstUrl('app.bsky.feed.post')).toBe('/docs/api/app-bsky-feed-post')
    expect(await firstUrl('app.bsky.graph.follow')).toBe('/docs/api/app-bsky-graph-follow')
  })

  it('still finds methods first by their names', async () => {
    expect(await firstUrl('getTimeline')).toBe('/docs/api/app-bsky-feed-get-timeline')
  })
})
