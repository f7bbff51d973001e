import { describe, expect, it } from 'vitest'
import { buildSearchRecords, chunkText } from '../../../scripts/search/search-records.ts'
import { index, sections, siteUrl } from './fixture.ts'

const records = buildSearchRecords(index, sections, siteUrl)
const of = (route: string) => records.filter((r) => r.url_without_anchor === `${siteUrl}${route}`)

describe('buildSearchRecords', () => {
  it('covers docs, API pages, blog posts and top-level pages, not listings, /search or unlisted pages', () => {
    const pages = [...new Set(records.map((r) => new URL(r.url_without_anchor).pathname))]
    expect(pages).toEqual(['/', '/docs/advanced-guides/firehose', '/docs/api/app-bsky-feed-get-timeline', '/blog/jetstream'])
  })

  it('puts the section in lvl0 and the page title in lvl1', () => {
    expect(of('/docs/advanced-guides/firehose').every((r) => r.hierarchy.lvl0 === 'Docs' && r.hierarchy.lvl1 === 'The firehose')).toBe(true)
    expect(of('/docs/api/app-bsky-feed-get-timeline')[0].hierarchy.lvl0).toBe('API')
    expect(of('/blog/jetstream')[0].hierarchy.lvl0).toBe('Blog')
    expect(of('/')[0].hierarchy.lvl0).toBe('Pages')
  })

  it('gives each page an lvl1 record carrying its description', () => {
    const page = of('/docs/advanced-guides/firehose')[0]
    expect(page).toMatchObject({ type: 'lvl1', content: 'Consume the event stream.', url: `${siteUrl}/docs/advanced-guides/firehose`, anchor: null })
  })

  it('makes heading records with the heading trail in lvl2–lvl6 and the anchor in the URL', () => {
    const cursors = records.find((r) => r.type === 'lvl3' && r.anchor === 'cursors')
    expect(cursors).toMatchObject({
      hierarchy: { lvl0: 'Docs', lvl1: 'The firehose', lvl2: 'Connecting', lvl3: 'Cursors', lvl4: null, lvl5: null, lvl6: null },
      content: null,
      url: `${siteUrl}/docs/advanced-guides/firehose#cursors`,
      url_without_anchor: `${siteUrl}/docs/advanced-guides/firehose`,
    })
  })

  it('keeps prose in content records under the section heading, text before the first heading on the page URL', () => {
    const intro = records.find((r) => r.type === 'content' && r.content?.startsWith('Every change'))
    expect(intro).toMatchObject({ url: `${siteUrl}/docs/advanced-guides/firehose`, hierarchy: { lvl2: null } })
    const connecting = records.find((r) => r.type === 'content' && r.anchor === 'connecting')
    expect(connecting?.content).toBe('The firehose is a WebSocket at the usual XRPC path.')
    expect(connecting?.hierarchy.lvl2).toBe('Connecting')
  })

  it('splits long prose into several records, but keeps only the opening of generated API sections', () => {
    expect(records.filter((r) => r.type === 'content' && r.anchor === 'cursors').length).toBeGreaterThan(3)
    expect(records.filter((r) => r.type === 'content' && r.anchor === 'response')).toHaveLength(1)
  })

  it('gives every record a unique objectID and ranks headings above prose', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length)
    const weight = (type: string) => records.find((r) => r.type === type)!.weight.level
    expect(weight('lvl1')).toBeGreaterThan(weight('lvl2'))
    expect(weight('lvl2')).toBeGreaterThan(weight('content'))
  })
})

describe('chunkText', () => {
  it('cuts at sentence ends into chunks no longer than the limit', () => {
    const chunks = chunkText('One two three. Four five six. Seven eight nine.', 20)
    expect(chunks).toEqual(['One two three.', 'Four five six.', 'Seven eight nine.'])
  })

  it('falls back to spaces, and never loses text', () => {
    const text = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ')
    const chunks = chunkText(text, 40)
    expect(chunks.every((c) => c.length <= 40)).toBe(true)
    expect(chunks.join(' ')).toBe(text)
  })
})

describe('a docs page’s front matter tags', () => {
  it('become one "Topics" record of the page, so search finds it by them', () => {
    const tagged = index.map((entry) => (entry.route === '/docs/advanced-guides/firehose' ? { ...entry, keywords: ['jetstream', 'cbor'] } : entry))
    const topics = buildSearchRecords(tagged, sections, siteUrl).filter((r) => r.objectID.endsWith(':keywords'))
    expect(topics).toEqual([
      expect.objectContaining({
        objectID: '/docs/advanced-guides/firehose#:keywords',
        type: 'content',
        content: 'Topics: jetstream, cbor',
        url: `${siteUrl}/docs/advanced-guides/firehose`,
      }),
    ])
    expect(records.some((r) => r.objectID.endsWith(':keywords'))).toBe(false)
  })
})
