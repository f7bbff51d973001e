import { describe, expect, it } from 'vitest'
import { stripDuplicateHtml } from '../../scripts/lib/hydration-data.ts'

// The shape of React Router 7's inline hydration script; test/e2e/hydration-data.spec.ts checks
// the same function against the real prerendered pages.
function page(payload: unknown[], body: string): string {
  const literal = JSON.stringify(`${JSON.stringify(payload)}\n`).replace(/</g, '\\u003c')
  return `<html><body><main>${body}</main><script>window.__reactRouterContext.streamController.enqueue(${literal});</script></body></html>`
}

const readPayload = (html: string) => JSON.parse(JSON.parse(/enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1] as string)) as unknown[]

const fragment = `<p>Rendered paragraph with <em>markup</em>.</p>`
const body = (html: string) => `<div class="prose" data-content-html="">${html}</div>`

describe('stripDuplicateHtml', () => {
  it('blanks each rendered body in the payload, keeping the payload valid and script-safe', () => {
    const excerpt = '<p>An excerpt.</p>'
    const html = page(['loaderData', { _1: 2 }, 'html', fragment, 'title', 'A page', 'excerpt', excerpt], `${body(fragment)}${body(excerpt)}`)
    const result = stripDuplicateHtml(html, 'x/index.html')
    expect(result.removed).toBe(2)
    expect(result.bytesSaved).toBeGreaterThan(fragment.length + excerpt.length)
    expect(readPayload(result.html)).toEqual(['loaderData', { _1: 2 }, 'html', '', 'title', 'A page', 'excerpt', ''])
    expect(/enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(result.html)?.[1]).not.toContain('<')
  })

  it('keeps strings that are not a marked body, even when the page shows them', () => {
    const html = page(['a', fragment, 'b', '<b>elsewhere</b>', 'c', ''], `<div>${fragment}</div><b>elsewhere</b>${body('')}`)
    const result = stripDuplicateHtml(html, 'x/index.html')
    expect(result.removed).toBe(0)
    expect(result.html).toBe(html)
  })

  it('fails, naming the page, when no payload of the expected shape is found', () => {
    const changed = page(['html', fragment], body(fragment)).replace('streamController.enqueue', 'streamController.push')
    expect(() => stripDuplicateHtml(changed, 'build/client/x/index.html')).toThrow(
      'build/client/x/index.html: found no streamController.enqueue("[...]") script with the hydration data. React Router may have changed how it inlines loader data',
    )
    const notAnArray = page([], body(fragment)).replace(/enqueue\("[^"]*"\)/, `enqueue(${JSON.stringify(JSON.stringify({ html: fragment }))})`)
    expect(() => stripDuplicateHtml(notAnArray, 'y.html')).toThrow(/^y\.html: found no streamController/)
  })

  it('fails when a rendered body is not a string of the payload', () => {
    const nested = page(['html', [fragment.slice(0, 10), fragment.slice(10)]], body(fragment))
    expect(() => stripDuplicateHtml(nested, 'z.html')).toThrow('z.html: 1 rendered bodies ([data-content-html]) but 0 found as strings of the hydration data.')
  })
})
