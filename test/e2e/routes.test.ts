import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { schemas } from '@atproto/api'
import type { IndexEntry } from '../../app/content/types.ts'
import { API_FAMILIES } from '../../app/content/.server/api/families.ts'
import { nsidToSlug } from '../../app/content/.server/api/slug.ts'
import { baseURL } from './browser.ts'

const { index } = JSON.parse(readFileSync('.cache/content/index.json', 'utf8')) as { index: IndexEntry[] }

async function status(path: string): Promise<number> {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return response.status
}

describe('every route of the content index', () => {
  it('answers 200 with its HTML and, where it has a loader, its .data file', async () => {
    const failures: string[] = []
    for (const entry of index) {
      const page = await status(entry.route)
      const dataPath = entry.route === '/' ? '/_root.data' : `${entry.route.replace(/\/$/, '')}.data`
      // The search page's route has no loader, so it has no data file.
      const data = entry.kind === 'search' ? 200 : await status(dataPath)
      if (page !== 200 || data !== 200) failures.push(`${entry.route}: page ${page}, data ${data}`)
    }
    expect(failures).toEqual([])
    expect(index.length).toBeGreaterThan(300)
  })

  it('has a page for every XRPC method of the allow-listed families, and the sidebar lists each', async () => {
    const wanted = schemas
      .filter((doc) => ['query', 'procedure', 'subscription'].includes(String((doc.defs as Record<string, { type?: string }>).main?.type)))
      .filter((doc) => (API_FAMILIES as readonly string[]).includes(doc.id.split('.').slice(0, 3).join('.')))
      .map((doc) => `/docs/api/${nsidToSlug(doc.id)}`)
    expect(wanted.length).toBeGreaterThan(200)
    const routes = new Set(index.filter((e) => e.kind === 'api').map((e) => e.route))
    expect(wanted.filter((route) => !routes.has(route))).toEqual([])
    const html = await (await fetch(`${baseURL}/docs/api/app-bsky-feed-get-timeline`)).text()
    const sidebar = html.slice(html.indexOf('class="docs-sidebar"'), html.indexOf('class="docs-main"'))
    expect(wanted.filter((route) => !sidebar.includes(`href="${route}"`))).toEqual([])
  })

  it('lists every listed route in the sitemap, and nothing else', async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    const expected = index.filter((e) => !e.unlisted && e.kind !== 'search').map((e) => e.route)
    expect(locs.sort()).toEqual(expected.sort())
  })
})
