import { describe, expect, it } from 'vitest'
import { stripDuplicateHtml } from '../../scripts/lib/hydration-data.ts'

function page(payload: unknown[], body: string): string {
  const literal = JSON.stringify(`${JSON.stringify(payload)}\n`).replace(/</g, '\\u003c')
  return `<html><body><main>${body}</main><script>window.__reactRouterContext.streamController.enqueue(${literal});</script></body></html>`
}

const fragment = `<p>${'Long rendered paragraph with <em>markup</em>. '.repeat(20)}</p>`

describe('stripDuplicateHtml', () => {
  it('blanks a markup string that the page already contains, keeping the payload valid', () => {
    const html = page(['loaderData', { _1: 2 }, 'html', fragment, 'title', 'A page'], `<div class="prose">${fragment}</div>`)
    const result = stripDuplicateHtml(html)
    expect(result.removed).toBe(1)
    expect(result.bytesSaved).toBeGreaterThan(fragment.length)
    const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(result.html)?.[1] as string
    expect(JSON.parse(JSON.parse(literal))).toEqual(['loaderData', { _1: 2 }, 'html', '', 'title', 'A page'])
    expect(literal).not.toContain('<')
  })

  it('keeps strings the page renders as text, and short or absent fragments', () => {
    const text = 'Plain text that is long enough. '.repeat(30)
    const absent = `<p>${'Not in the document. '.repeat(40)}</p>`
    const html = page(['a', text, 'b', absent, 'c', '<b>short</b>'], `<p>${text}</p><b>short</b>`)
    const result = stripDuplicateHtml(html)
    expect(result.removed).toBe(0)
    expect(result.html).toBe(html)
  })
})
