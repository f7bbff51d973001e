import { API_FAMILIES } from '../../app/content/.server/api/families.ts'
import { nsidToSlug } from '../../app/content/.server/api/slug.ts'
import { readIndex } from './build-output.ts'
import { expect, test } from './browser.ts'

test.describe('API reference', () => {
  test('has a page for every XRPC method of the allow-listed families, and the sidebar lists each', async ({ request }) => {
    // The lexicons of the pinned @atproto/api, loaded here rather than when the suite is listed.
    const { schemas } = await import('@atproto/api')
    const wanted = schemas
      .filter((doc) => ['query', 'procedure', 'subscription'].includes(String((doc.defs as Record<string, { type?: string }>).main?.type)))
      .filter((doc) => (API_FAMILIES as readonly string[]).includes(doc.id.split('.').slice(0, 3).join('.')))
      .map((doc) => `/docs/api/${nsidToSlug(doc.id)}`)
    expect(wanted.length).toBeGreaterThan(200)
    const routes = new Set(readIndex().filter((e) => e.kind === 'api').map((e) => e.route))
    expect(wanted.filter((route) => !routes.has(route))).toEqual([])
    // The full sidebar, which pages fetch when a reader opens a family, lists every method.
    const full = JSON.stringify(await (await request.get('/docs/sidebar.json')).json())
    expect(wanted.filter((route) => !full.includes(`"href":"${route}"`))).toEqual([])
    // A method page's HTML lists its own family's methods and leaves the other families closed.
    const html = await (await request.get('/docs/api/app-bsky-feed-get-timeline')).text()
    const sidebar = html.slice(html.indexOf('class="docs-sidebar"'), html.indexOf('class="docs-main"'))
    const feed = wanted.filter((route) => route.startsWith('/docs/api/app-bsky-feed-'))
    expect(feed.length).toBeGreaterThan(15)
    expect(feed.filter((route) => !sidebar.includes(`href="${route}"`))).toEqual([])
    // Of the other families, only the label (a link to the family's first page) is there.
    const others = wanted.filter((route) => !route.startsWith('/docs/api/app-bsky-feed-') && sidebar.includes(`href="${route}"`))
    expect(others.length).toBeLessThanOrEqual(API_FAMILIES.length)
    expect(sidebar).not.toContain('href="/docs/api/com-atproto-repo-create-record"')
  })
})
