import { afterEach, describe, expect, it, vi } from 'vitest'
import { followHit, getHitPath, getHitSnippet, getHitTitle, groupHitsByPage, isPlainClick, resolveHitUrl } from '../../../app/lib/search/hits.ts'
import type { SearchHit } from '../../../app/lib/search/types.ts'

const hierarchy = { lvl0: 'Docs', lvl1: 'The firehose', lvl2: 'Connecting', lvl3: 'Cursors', lvl4: null, lvl5: null, lvl6: null }
const hit = (over: Partial<SearchHit>): SearchHit => ({ objectID: 'x', type: 'content', hierarchy, content: 'Some text', url: '/docs/firehose#cursors', ...over })

describe('hit display', () => {
  it('titles a prose hit with the heading it sits under, a heading hit with itself', () => {
    expect(getHitTitle(hit({})).map((p) => p.text).join('')).toBe('Cursors')
    expect(getHitTitle(hit({ type: 'lvl2' })).map((p) => p.text).join('')).toBe('Connecting')
    expect(getHitTitle(hit({ type: 'lvl1', hierarchy: { ...hierarchy, lvl2: null, lvl3: null } })).map((p) => p.text).join('')).toBe('The firehose')
  })

  it('prefers highlighted text, and shows raw text as plain text', () => {
    const h = hit({ _highlightResult: { hierarchy: { lvl3: { value: '<mark>Cur</mark>sors' } } }, _snippetResult: { content: { value: '…a <mark>cur</mark>sor…' } } })
    expect(getHitTitle(h)).toEqual([{ text: 'Cur', highlighted: true }, { text: 'sors', highlighted: false }])
    expect(getHitSnippet(h)?.filter((p) => p.highlighted).map((p) => p.text)).toEqual(['cur'])
    expect(getHitSnippet(hit({ content: '<b>raw</b>' }))).toEqual([{ text: '<b>raw</b>', highlighted: false }])
    expect(getHitSnippet(hit({ content: null }))).toBeNull()
  })

  it('describes where a hit sits', () => {
    expect(getHitPath(hit({}))).toBe('Connecting')
    expect(getHitPath(hit({}), 'lvl0')).toBe('Docs › The firehose › Connecting')
  })

  it('groups hits by page in order of appearance and drops repeated URLs', () => {
    const groups = groupHitsByPage([
      hit({ objectID: 'a', url: '/a#1' }),
      hit({ objectID: 'b', url: '/b', hierarchy: { ...hierarchy, lvl1: 'B' } }),
      hit({ objectID: 'c', url: '/a#2' }),
      hit({ objectID: 'd', url: '/a#1' }),
    ])
    expect(groups.map((g) => [g.key, g.hits.map((h) => h.objectID)])).toEqual([
      ['/a', ['a', 'c']],
      ['/b', ['b']],
    ])
    expect(groups[1].title).toEqual([{ text: 'B', highlighted: false }])
  })
})

describe('resolveHitUrl', () => {
  const origin = 'http://127.0.0.1:4000'
  it('keeps in-site URLs for the client router, relative or absolute on this site', () => {
    expect(resolveHitUrl('/docs/x#a', origin)).toEqual({ href: '/docs/x#a', external: false })
    expect(resolveHitUrl('https://docs.atproto.example/docs/x#a', origin)).toEqual({ href: '/docs/x#a', external: false })
    expect(resolveHitUrl('http://127.0.0.1:4000/blog/y', origin)).toEqual({ href: '/blog/y', external: false })
  })

  it('leaves URLs matching the external pattern to a full page load', () => {
    expect(resolveHitUrl('https://github.com/bluesky-social/atproto', origin)).toEqual({ href: 'https://github.com/bluesky-social/atproto', external: true })
    expect(resolveHitUrl('//evil.example/x', origin).external).toBe(true)
  })

  it('never follows a script URL', () => {
    expect(resolveHitUrl('javascript:alert(1)', origin)).toEqual({ href: '/', external: false })
  })
})

describe('following a hit', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('handles only plain clicks: the main button without a modifier', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
    expect(isPlainClick(click)).toBe(true)
    for (const other of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) expect(isPlainClick({ ...click, ...other })).toBe(false)
  })

  it('takes in-site hits through the router and sends others to the browser', () => {
    const assign = vi.fn()
    vi.stubGlobal('window', { location: { origin: 'https://docs.example', assign } })
    const navigate = vi.fn()
    followHit('https://docs.example/docs/firehose#cursors', navigate)
    expect(navigate).toHaveBeenCalledWith('/docs/firehose#cursors')
    followHit('https://bsky.app/profile/atproto.com', navigate)
    expect(assign).toHaveBeenCalledWith('https://bsky.app/profile/atproto.com')
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
