import { schemas } from '@atproto/api'
import type { LexiconDoc } from '@atproto/lexicon'
import { slug as githubSlug } from 'github-slugger'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, it, vi } from 'vitest'
import { buildApiReference, type ApiMethodDoc } from '../../../app/content/.server/api/build.ts'
import { API_FAMILIES } from '../../../app/content/.server/api/families.ts'
import { atprotoApiVersion } from '../../../app/content/.server/api/method.ts'
import { nsidToSlug } from '../../../app/content/.server/api/slug.ts'

const ref = buildApiReference()
const html = new Map(ref.methods.map((m) => [m.nsid, toHtml(m.body)]))
const htmlOf = (m: ApiMethodDoc) => html.get(m.nsid) ?? ''

/** Allow-listed XRPC methods counted straight from the package's Lexicons. */
const expectedCount = (schemas as unknown as LexiconDoc[]).filter((doc) => {
  const family = doc.id.split('.').slice(0, -1).join('.')
  const type = doc.defs.main?.type
  return (API_FAMILIES as readonly string[]).includes(family) && (type === 'query' || type === 'procedure' || type === 'subscription')
}).length

describe('buildApiReference', () => {
  it('covers every allow-listed method, 220 with @atproto/api 0.21.0', () => {
    expect(ref.methods).toHaveLength(expectedCount)
    if (atprotoApiVersion() === '0.21.0') expect(ref.methods).toHaveLength(220)
  })

  it('has every allow-listed family, in order, each with methods', () => {
    expect(ref.families.map((f) => f.id)).toEqual([...API_FAMILIES])
    for (const family of ref.families) {
      expect([family.id, family.methods.length > 0]).toEqual([family.id, true])
      expect(family.slug).toBe(nsidToSlug(family.id))
      for (const method of family.methods) expect(method.family).toBe(family.id)
    }
    if (atprotoApiVersion() === '0.21.0') expect(ref.families).toHaveLength(25)
  })

  it('sorts methods by name within a family and lists them in family order', () => {
    for (const family of ref.families) {
      const names = family.methods.map((m) => m.nsid)
      expect(names).toEqual([...names].sort())
    }
    expect(ref.methods).toEqual(ref.families.flatMap((f) => f.methods))
  })

  it('gives every method a unique slug and route', () => {
    const slugs = new Set(ref.methods.map((m) => m.slug))
    const routes = new Set(ref.methods.map((m) => m.route))
    expect(slugs.size).toBe(ref.methods.length)
    expect(routes.size).toBe(ref.methods.length)
    for (const m of ref.methods) {
      expect(m.slug).toBe(nsidToSlug(m.nsid))
      expect(m.route).toBe(`/docs/api/${m.slug}`)
      expect(m.lexiconUrl).toBe(`https://github.com/bluesky-social/atproto/blob/main/lexicons/${m.nsid.replaceAll('.', '/')}.json`)
    }
  })

  it('maps kinds to HTTP methods', () => {
    const map = { query: 'GET', procedure: 'POST', subscription: 'WebSocket' }
    for (const m of ref.methods) {
      expect(m.httpMethod).toBe(map[m.kind])
      expect(htmlOf(m)).toContain(`<span class="badge badge-method badge-${m.kind}">${m.httpMethod}</span>`)
    }
  })

  it('shows the deprecated badge exactly where the description says deprecated', () => {
    const deprecated = ref.methods.filter((m) => /\bdeprecated\b/i.test(m.description))
    expect(deprecated.map((m) => m.nsid)).toEqual(
      expect.arrayContaining(['com.atproto.sync.getCheckout', 'com.atproto.sync.getHead', 'com.atproto.sync.notifyOfUpdate']),
    )
    for (const m of ref.methods) {
      const badge = htmlOf(m).includes('class="badge badge-deprecated"')
      expect([m.nsid, m.deprecated, badge]).toEqual([m.nsid, deprecated.includes(m), deprecated.includes(m)])
    }
  })

  it('keeps every page body under 250 KB', () => {
    const largest = Math.max(...ref.methods.map((m) => Buffer.byteLength(htmlOf(m))))
    expect(largest).toBeLessThan(250 * 1024)
  })

  it('is memoised', () => {
    expect(buildApiReference()).toBe(ref)
  })

  it('is deterministic', async () => {
    vi.resetModules()
    const fresh = await import('../../../app/content/.server/api/build.ts')
    const again = fresh.buildApiReference()
    expect(again).not.toBe(ref)
    expect(again.methods.map((m) => m.markdown)).toEqual(ref.methods.map((m) => m.markdown))
    expect(again.methods.map((m) => toHtml(m.body))).toEqual(ref.methods.map(htmlOf))
  })
})

describe('page bodies', () => {
  it('have no h1, and their sections in order', () => {
    const order = ['host-and-authentication', 'parameters', 'request-body', 'response', 'errors', 'messages', 'code-samples', 'lexicon-source']
    for (const m of ref.methods) {
      const page = htmlOf(m)
      expect(page).not.toMatch(/<h1[\s>]/)
      const ids = [...page.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1])
      expect(ids).toEqual(order.filter((id) => ids.includes(id)))
      expect(ids).toContain('host-and-authentication')
      expect(ids).toContain('parameters')
      expect(ids).toContain('errors')
      expect(ids).toContain('code-samples')
      expect(ids.includes('request-body')).toBe(m.kind === 'procedure')
      expect(ids.includes('response')).toBe(m.kind !== 'subscription')
      expect(ids.includes('messages')).toBe(m.kind === 'subscription')
    }
  })

  it('have unique ids, in-page links that resolve, and each definition rendered once', () => {
    for (const m of ref.methods) {
      const page = htmlOf(m)
      const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
      expect(new Set(ids).size).toBe(ids.length)
      for (const [, target] of page.matchAll(/href="#([^"]+)"/g)) {
        expect([m.nsid, target, ids.includes(target)]).toEqual([m.nsid, target, true])
      }
    }
  })

  it('mark external links noopener noreferrer', () => {
    for (const m of ref.methods) {
      for (const [tag] of htmlOf(m).matchAll(/<a href="https?:[^>]*>/g)) {
        expect(tag).toContain('rel="noopener noreferrer"')
      }
      expect(htmlOf(m)).toContain(`href="${m.lexiconUrl}"`)
    }
  })

  it('carry unhighlighted bash and ts code blocks', () => {
    for (const m of ref.methods) {
      const page = htmlOf(m)
      expect(page).toContain('<pre><code class="language-bash">')
      expect(page).toContain('<pre><code class="language-ts">')
      expect(page).not.toContain('<span style=')
    }
  })
})

describe('markdown twins', () => {
  it('start with the NSID and have the same sections as the page', () => {
    for (const m of ref.methods) {
      expect(m.markdown.startsWith(`# ${m.nsid}\n`)).toBe(true)
      const mdSections = [...m.markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1])
      const htmlSections = [...htmlOf(m).matchAll(/<h2 id="[^"]+">([^<]+)<\/h2>/g)].map((match) => match[1])
      expect(mdSections).toEqual(htmlSections)
    }
  })

  it('have in-page links that resolve to headings', () => {
    for (const m of ref.methods) {
      const headings = new Set([...m.markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => githubSlug(match[1])))
      for (const [, target] of m.markdown.matchAll(/\]\(#([^)]+)\)/g)) {
        expect([m.nsid, target, headings.has(target)]).toEqual([m.nsid, target, true])
      }
    }
  })

  it('contain the TypeScript sample', () => {
    for (const m of ref.methods) {
      expect(m.tsSample).not.toBeNull()
      expect(m.markdown).toContain(`\`\`\`ts\n${m.tsSample}`)
    }
  })
})
