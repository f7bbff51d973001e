import { schemas } from '@atproto/api'
import type { LexiconDoc } from '@atproto/lexicon'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, it, vi } from 'vitest'
import { buildApiReference, type ApiPage } from '../../../app/content/.server/api/build.ts'
import { API_FAMILIES } from '../../../app/content/.server/api/families.ts'
import { atprotoApiVersion } from '../../../app/content/.server/api/method.ts'
import { toPageHast, toPageMarkdown } from '../../../app/content/.server/api/render.ts'
import { nsidToSlug } from '../../../app/content/.server/api/slug.ts'

const ref = buildApiReference()
const plainHtml = new Map(ref.pages.map((p) => [p.nsid, toHtml(toPageHast(p.tree))]))
const markdown = new Map(ref.pages.map((p) => [p.nsid, toPageMarkdown(p.title, p.tree)]))
const htmlOf = (p: ApiPage) => plainHtml.get(p.nsid) ?? ''
const mdOf = (p: ApiPage) => markdown.get(p.nsid) ?? ''
const page = (nsid: string) => {
  const found = ref.pages.find((p) => p.nsid === nsid)
  if (!found) throw new Error(`${nsid} has no page`)
  return found
}
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))
const pinned = atprotoApiVersion() === '0.21.0'

// Counted straight from the package's Lexicons, independently of the generator.
const docs = schemas as unknown as LexiconDoc[]
const familyOfId = (id: string) => id.split('.').slice(0, -1).join('.')
const isMethodDoc = (doc: LexiconDoc) => ['query', 'procedure', 'subscription'].includes(doc.defs.main?.type ?? '')
const inFamilies = docs.filter((doc) => (API_FAMILIES as readonly string[]).includes(familyOfId(doc.id)))
const expectedMethods = inFamilies.filter(isMethodDoc).map((d) => d.id)
const expectedTypes = (() => {
  const byId = new Map(docs.map((d) => [d.id as string, d]))
  const seen = new Set<string>()
  const queue: string[] = inFamilies.map((d) => d.id)
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    JSON.stringify(byId.get(id)?.defs, (key, value: unknown) => {
      const refs = key === 'ref' && typeof value === 'string' ? [value] : key === 'refs' && Array.isArray(value) ? (value as unknown[]) : []
      for (const ref of refs) {
        const id = String(ref).replace(/^lex:/, '')
        if (!id.startsWith('#')) queue.push(id.split('#')[0])
      }
      return value
    })
  }
  return [...seen].filter((id) => !isMethodDoc(byId.get(id) as LexiconDoc)).sort()
})()

describe('buildApiReference', () => {
  it('has a page for every allow-listed method: 244 with @atproto/api 0.21.0', () => {
    expect(ref.methods.map((m) => m.nsid).sort()).toEqual([...expectedMethods].sort())
    if (pinned) expect(ref.methods).toHaveLength(244)
  })

  it('has a type page for every other document the families define or reach: 60, 21 of them records, with 0.21.0', () => {
    expect(ref.types.map((t) => t.nsid).sort()).toEqual(expectedTypes)
    expect(ref.types.map((t) => t.nsid)).toEqual(expect.arrayContaining(['app.bsky.feed.post', 'app.bsky.actor.profile', 'app.bsky.graph.follow', 'app.bsky.feed.defs', 'app.bsky.embed.images', 'com.atproto.repo.strongRef']))
    const records = ref.types.filter((t) => t.kind === 'record')
    for (const record of records) expect(docs.find((d) => d.id === record.nsid)?.defs.main?.type).toBe('record')
    if (pinned) {
      expect(ref.types).toHaveLength(60)
      expect(records).toHaveLength(21)
    }
  })

  it('groups pages by family: every allow-listed family with methods, type-only families after, all sorted', () => {
    const ids = ref.families.map((f) => f.id)
    expect(ids).toEqual([...ids].sort())
    expect(ids).toEqual(expect.arrayContaining([...API_FAMILIES, 'app.bsky.embed', 'app.bsky.richtext']))
    for (const family of ref.families) {
      expect(family.slug).toBe(nsidToSlug(family.id))
      expect([family.id, family.methods.length + family.types.length > 0]).toEqual([family.id, true])
      expect([family.id, family.methods.length > 0]).toEqual([family.id, (API_FAMILIES as readonly string[]).includes(family.id)])
      for (const p of [...family.methods, ...family.types]) expect(p.family).toBe(family.id)
      const names = family.methods.map((m) => m.nsid)
      expect(names).toEqual([...names].sort())
      // Records first, then the other types.
      const kinds = family.types.map((t) => (t.kind === 'record' ? 0 : 1))
      expect(kinds).toEqual([...kinds].sort())
    }
    expect(ref.methods).toEqual(ref.families.flatMap((f) => f.methods))
    expect(ref.pages).toEqual([...ref.methods, ...ref.types])
  })

  it('gives every page a unique slug and route from its NSID, a title and a description', () => {
    expect(new Set(ref.pages.map((p) => p.route)).size).toBe(ref.pages.length)
    for (const p of ref.pages) {
      expect(p.slug).toBe(nsidToSlug(p.nsid))
      expect(p.route).toBe(`/docs/api/${p.slug}`)
      expect(p.title).toBe(p.nsid)
      expect(p.description.length).toBeGreaterThan(10)
      expect(p.lexiconUrl).toBe(`https://github.com/bluesky-social/atproto/blob/main/lexicons/${p.nsid.replaceAll('.', '/')}.json`)
    }
    expect(page('app.bsky.feed.defs').route).toBe('/docs/api/app-bsky-feed-defs')
  })

  it('describes each page’s kind', () => {
    const map = { query: 'GET', procedure: 'POST', subscription: 'WebSocket' }
    for (const m of ref.methods) {
      expect(m.httpMethod).toBe(map[m.kind])
      expect(htmlOf(m)).toContain(`<span class="badge badge-method badge-${m.kind}">${m.httpMethod}</span>`)
      expect([m.nsid, m.tryIt === null]).toEqual([m.nsid, m.kind === 'subscription' || m.nsid === 'app.bsky.contact.sendNotification'])
    }
    expect(page('app.bsky.feed.post').kind).toBe('record')
    expect(page('app.bsky.feed.defs').kind).toBe('defs')
    expect(page('app.bsky.embed.images').kind).toBe('object')
    for (const t of ref.types) expect(htmlOf(t)).toContain(`<span class="badge badge-type">${t.kind}</span>`)
  })

  it('shows the deprecated badge exactly where a method’s description says deprecated', () => {
    const deprecated = ref.methods.filter((m) => /\bdeprecated\b/i.test(m.description))
    expect(deprecated.map((m) => m.nsid)).toEqual(expect.arrayContaining(['com.atproto.sync.getCheckout', 'com.atproto.sync.getHead']))
    for (const m of ref.methods) {
      const badge = htmlOf(m).includes('class="badge badge-deprecated"')
      expect([m.nsid, m.deprecated, badge]).toEqual([m.nsid, deprecated.includes(m), deprecated.includes(m)])
    }
  })

  it('is memoised and deterministic', async () => {
    expect(buildApiReference()).toBe(ref)
    vi.resetModules()
    const fresh = (await import('../../../app/content/.server/api/build.ts')).buildApiReference()
    expect(fresh).not.toBe(ref)
    expect(fresh.pages.map((p) => JSON.stringify(p.tree))).toEqual(ref.pages.map((p) => JSON.stringify(p.tree)))
  })
})

describe('method pages', () => {
  it('have no h1, and their sections in order', () => {
    const order = ['host-and-authentication', 'parameters', 'request-body', 'response', 'errors', 'messages', 'definitions', 'code-samples', 'history', 'lexicon-source']
    for (const m of ref.methods) {
      const ids = [...htmlOf(m).matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1])
      expect(htmlOf(m)).not.toMatch(/<h1[\s>]/)
      expect(ids).toEqual(order.filter((id) => ids.includes(id)))
      for (const id of ['host-and-authentication', 'parameters', 'errors', 'code-samples', 'history', 'lexicon-source']) expect(ids).toContain(id)
      expect(ids.includes('request-body')).toBe(m.kind === 'procedure')
      expect(ids.includes('response')).toBe(m.kind !== 'subscription')
      expect(ids.includes('messages')).toBe(m.kind === 'subscription')
    }
  })

  it('link to type pages instead of inlining them', () => {
    const timeline = htmlOf(page('app.bsky.feed.getTimeline'))
    expect(timeline).toContain('href="/docs/api/app-bsky-feed-defs#feedViewPost"')
    expect(timeline).not.toContain('id="postView"')
    expect(timeline).not.toContain('id="feedViewPost"')
    // Only the method's own objects are tables: parameters and the response object.
    expect(timeline.match(/<table/g)).toHaveLength(2)
    // A body that is a ref is a link, not a copy of the type's table.
    const profile = htmlOf(page('app.bsky.actor.getProfile'))
    expect(profile).toContain('Schema: <a href="/docs/api/app-bsky-actor-defs#profileViewDetailed">')
    expect(profile).not.toContain('id="profileViewDetailed"')
  })

  it('show their own definitions at anchors named after them', () => {
    const subscribe = htmlOf(page('com.atproto.sync.subscribeRepos'))
    for (const name of ['commit', 'identity', 'account', 'info', 'repoOp']) expect(subscribe).toContain(`<h3 id="${name}">`)
    expect(subscribe).toContain('href="/docs/api/com-atproto-sync-subscribe-repos#commit"')
  })

  it('carry bash and ts samples, and a JSON example for every JSON body with a schema', () => {
    for (const m of ref.methods) {
      const html = htmlOf(m)
      expect(html).toContain('<pre><code class="language-bash">')
      expect(html).toContain('<pre><code class="language-ts">')
      expect(html.includes('id="response-example"')).toBe(m.kind !== 'subscription' && isJsonBody(m.nsid, 'output'))
      expect(html.includes('id="request-example"')).toBe(m.kind === 'procedure' && isJsonBody(m.nsid, 'input'))
    }
  })
})

function isJsonBody(nsid: string, which: 'input' | 'output'): boolean {
  const main = docs.find((d) => d.id === nsid)?.defs.main as { input?: { encoding: string; schema?: unknown }; output?: { encoding: string; schema?: unknown } }
  const body = main[which]
  return body?.encoding === 'application/json' && body.schema !== undefined
}

describe('type pages', () => {
  it('give every definition of the document its own heading, with its name as the id', () => {
    for (const t of ref.types) {
      const ids = idsOf(htmlOf(t))
      for (const name of Object.keys(docs.find((d) => d.id === t.nsid)?.defs ?? {})) {
        if (name !== 'main') expect([t.nsid, name, ids.has(name)]).toEqual([t.nsid, name, true])
      }
    }
    expect(htmlOf(page('app.bsky.feed.defs'))).toContain('<h2 id="postView"><code>postView</code></h2>')
  })

  it('show fields with type, required, constraints and description', () => {
    const post = htmlOf(page('app.bsky.feed.post'))
    expect(post).toMatch(/<td><code>text<\/code><\/td>\s*<td>string<\/td>\s*<td>Yes<\/td>\s*<td>maxLength: 3000; maxGraphemes: 300<\/td>/)
    expect(post).toContain('<td><code>langs</code></td>')
    expect(post).toMatch(/<td><code>langs<\/code><\/td>\s*<td>array of string \(language\)<\/td>\s*<td>No<\/td>\s*<td>maxLength: 3 items<\/td>/)
    const images = htmlOf(page('app.bsky.embed.images'))
    expect(images).toMatch(/accept: <code>image\/\*<\/code>; maxSize: 2000000 bytes \(2 MB\)/)
    const actorDefs = htmlOf(page('app.bsky.actor.defs'))
    expect(actorDefs).toMatch(/knownValues: <code>[^<]+<\/code>/)
  })

  it('show the collection and record key of records', () => {
    const keys: Record<string, string> = { 'app.bsky.feed.post': 'tid', 'app.bsky.actor.profile': 'literal:self', 'app.bsky.feed.generator': 'any' }
    for (const [nsid, key] of Object.entries(keys)) {
      const html = htmlOf(page(nsid))
      expect(html).toContain(`<strong>Collection:</strong> <code>${nsid}</code>`)
      expect(html).toContain(`<strong>Record key:</strong> <code>${key}</code>`)
    }
    for (const record of ref.types.filter((t) => t.kind === 'record')) expect(htmlOf(record)).toContain('id="example"')
  })

  it('list the methods and types that use each definition', () => {
    const defs = htmlOf(page('app.bsky.feed.defs'))
    const postView = defs.slice(defs.indexOf('id="postView"'), defs.indexOf('id="viewerState"'))
    expect(postView).toContain('Used by: ')
    expect(postView).toContain('href="/docs/api/app-bsky-feed-get-posts"')
    expect(postView).toContain('href="/docs/api/app-bsky-feed-defs#feedViewPost"')
    const strongRef = htmlOf(page('com.atproto.repo.strongRef'))
    expect(strongRef).toContain('href="/docs/api/app-bsky-feed-post#replyRef"')
  })

  it('list every union member as a link', () => {
    const defs = htmlOf(page('app.bsky.feed.defs'))
    const embedRow = /<tr>\s*<td><code>embed<\/code>(?: <span class="badge badge-history">[^<]*<\/span>)?<\/td>\s*<td>(.*?)<\/td>/s.exec(defs.slice(defs.indexOf('id="postView"')))?.[1] ?? ''
    const union = (docs.find((d) => d.id === 'app.bsky.feed.defs')?.defs.postView as unknown as { properties: { embed: { refs: string[] } } }).properties.embed.refs
    for (const member of union) {
      const [nsid, name] = member.replace(/^lex:/, '').split('#')
      expect(embedRow).toContain(`href="/docs/api/${nsidToSlug(nsid)}${name && name !== 'main' ? `#${name}` : ''}"`)
    }
  })
})

describe('every page', () => {
  it('has unique ids', () => {
    for (const p of ref.pages) {
      const ids = [...htmlOf(p).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
      expect([p.nsid, new Set(ids).size]).toEqual([p.nsid, ids.length])
    }
  })

  it('links only to pages and anchors that exist, the changelog’s pages included', () => {
    const changelog = ref.changelog.map((c) => ({ name: c.route, route: c.route, html: toHtml(toPageHast(c.tree)) }))
    const all = [...ref.pages.map((p) => ({ name: p.nsid, route: p.route, html: htmlOf(p) })), ...changelog]
    const ids = new Map(all.map((p) => [p.route, idsOf(p.html)]))
    for (const p of all) {
      for (const [, href] of p.html.matchAll(/href="(\/docs\/api\/[^"]+)"/g)) {
        const [route, anchor] = href.split('#')
        const targets = ids.get(route)
        expect([p.name, href, targets !== undefined && (anchor === undefined || targets.has(anchor))]).toEqual([p.name, href, true])
      }
    }
  })

  it('links its Lexicon source', () => {
    for (const p of ref.pages) expect(htmlOf(p)).toContain(`href="${p.lexiconUrl}"`)
  })

  it('prints its markdown twin from the same tree: same sections, same links', () => {
    for (const p of ref.pages) {
      const md = mdOf(p)
      expect(md.startsWith(`# ${p.nsid}\n`)).toBe(true)
      const mdSections = [...md.matchAll(/^## (.+)$/gm)].map((m) => m[1].replace(/`/g, ''))
      const htmlSections = [...htmlOf(p).matchAll(/<h2 id="[^"]+">(.+?)<\/h2>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''))
      expect(mdSections).toEqual(htmlSections)
      const mdLinks = [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).sort()
      const htmlLinks = [...htmlOf(p).matchAll(/<a href="([^"]+)"/g)].map((m) => m[1].replace(/&#x26;/g, '&')).sort()
      expect([p.nsid, mdLinks]).toEqual([p.nsid, htmlLinks])
    }
  })

  it('contains the TypeScript sample in the twin', () => {
    for (const m of ref.methods) expect(mdOf(m)).toContain(`\`\`\`ts\n${m.tsSample.replace(/\n$/, '')}`)
  })
})
