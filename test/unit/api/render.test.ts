/**
 * The reference pages through the site's rehype steps: what the build writes. Sizes are held to
 * the targets here, so a change that inlines types again fails.
 */
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildApiReference, renderApiPage, type RenderedApiPage } from '../../../app/content/.server/api/build.ts'

const ref = buildApiReference()
const rendered = new Map<string, RenderedApiPage>()
for (const page of ref.pages) rendered.set(page.nsid, await renderApiPage(page))
const get = (nsid: string) => rendered.get(nsid) as RenderedApiPage
const kb = (text: string) => Buffer.byteLength(text) / 1024

describe('renderApiPage', () => {
  it('keeps every method page under 80 KB of HTML, and getTimeline under 50 KB', () => {
    const sizes = ref.methods.map((m) => [m.nsid, kb(get(m.nsid).html)] as const).sort((a, b) => b[1] - a[1])
    expect(sizes[0][1]).toBeLessThan(80)
    expect(kb(get('app.bsky.feed.getTimeline').html)).toBeLessThan(50)
    expect(gzipSync(get('app.bsky.feed.getTimeline').html).length / 1024).toBeLessThan(10)
  })

  it('keeps type pages under 100 KB of HTML', () => {
    for (const t of ref.types) expect([t.nsid, kb(get(t.nsid).html) < 100]).toEqual([t.nsid, true])
  })

  it('highlights code, anchors headings and marks external links, with the site’s steps', () => {
    const timeline = get('app.bsky.feed.getTimeline').html
    expect(timeline).toContain('<pre class="shiki')
    expect(timeline).not.toContain('<pre><code class="language-')
    expect(timeline).toContain('<a class="hash-link" href="#response-example"')
    for (const [tag] of timeline.matchAll(/<a href="https?:[^>]*>/g)) expect(tag).toContain('rel="noopener noreferrer"')
    // Wide tables and code blocks scroll in their own focusable, named containers.
    expect(timeline).toMatch(/<table class="api-params" tabindex="0" aria-label="Parameters">/)
    expect(timeline).toMatch(/<pre class="shiki[^"]*"[^>]* tabindex="0" role="group" aria-label="Code: JSON">/)
    // Names in inline code may wrap after their dots and slashes on a phone, and read (and copy) the same.
    expect(timeline).toContain('<code>/xrpc/<wbr>app.<wbr>bsky.<wbr>feed.<wbr>getTimeline</code>')
    expect(get('app.bsky.feed.getTimeline').sections.map((s) => s.text).join(' ')).toContain('/xrpc/app.bsky.feed.getTimeline')
  })

  it('gives a table of contents and search sections from the same tree', () => {
    const defs = get('app.bsky.feed.defs')
    expect(defs.toc.map((t) => t.id)).toEqual(expect.arrayContaining(['postView', 'feedViewPost', 'lexicon-source']))
    expect(defs.toc.find((t) => t.id === 'postView')).toEqual({ id: 'postView', text: 'postView', level: 2 })
    const postView = defs.sections.find((s) => s.anchor === 'postView')
    expect(postView?.headings).toEqual(['postView'])
    expect(postView?.text).toContain('Used by:')
    const timeline = get('app.bsky.feed.getTimeline')
    expect(timeline.toc.map((t) => t.id)).toEqual(['host-and-authentication', 'parameters', 'response', 'response-example', 'errors', 'code-samples', 'sample-shell', 'sample-typescript', 'lexicon-source'])
  })

  it('prints the markdown twin without HTML', () => {
    for (const page of ref.pages) expect([page.nsid, /(?<!\\)<\/?[a-z]+[\s>]/.test(get(page.nsid).markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, ''))]).toEqual([page.nsid, false])
  })
})
