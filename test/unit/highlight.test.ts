import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { highlightToHast } from '../../app/content/.server/markdown/highlight.ts'

describe('build-time highlighting', () => {
  it('leaves tokens in the block’s own colours unwrapped, and colours the rest for both themes', async () => {
    const html = toHtml(await highlightToHast('{\n  "a": 1,\n  "b": [true, "x"]\n}', 'json'))
    // Punctuation and spaces inherit the <pre>'s colours: no span of their own.
    expect(html).toContain('<span class="line">{</span>')
    expect(html).toContain('</span>: <span')
    expect(html).not.toMatch(/<span style="--shiki-light:#1f2328;--shiki-dark:#e6edf3">/i)
    // Keys, numbers, literals and strings keep their colours.
    const coloured = [...html.matchAll(/<span style="--shiki-light:#\w+;--shiki-dark:#\w+">([^<]*)<\/span>/g)].map((m) => m[1])
    expect(coloured).toEqual(['  "a"', '1', '  "b"', 'true', '"x"'])
  })
})
