import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import type { Root } from 'hast'
import { codeBlockLabel, highlightToHast, rehypeCodeBlocks } from '../../app/content/.server/markdown/highlight.ts'

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

  it('loads a language the first time a block uses it, by name or alias, and shows any other as plain text', async () => {
    const coloured = (html: string) => [...html.matchAll(/<span style="--shiki-light:#\w+;--shiki-dark:#\w+">([^<]*)<\/span>/g)].map((m) => m[1])
    // Go and TOML: no other test and no block before this one needed their grammars.
    const [go, toml, shell] = await Promise.all([
      highlightToHast('package main\n\nfunc main() {}', 'go'),
      highlightToHast('[server]\nport = 8080', 'toml'),
      highlightToHast('echo "hi"', 'sh'),
    ])
    expect(coloured(toHtml(go))).toEqual(expect.arrayContaining(['package', 'func']))
    expect(coloured(toHtml(toml))).toEqual(expect.arrayContaining(['8080']))
    expect(coloured(toHtml(shell))).toEqual(expect.arrayContaining(['echo']))
    const unknown = toHtml(await highlightToHast('+[-->-[>>+>-----<<]<--<---]>-.', 'brainfuck'))
    expect(coloured(unknown)).toEqual([])
    expect(unknown).toContain('<span class="line"><span>+[-->-[>>+>-----&#x3C;&#x3C;]&#x3C;--&#x3C;---]>-.</span></span>')
  })

  it('makes a code block focusable once, so it scrolls by keyboard and its HTML has no duplicate attribute, and names it', async () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: { className: ['language-ts'] }, children: [{ type: 'text', value: 'const a = 1\n' }] }] }],
    }
    await rehypeCodeBlocks()(tree)
    const html = toHtml(tree)
    expect(html).toMatch(/^<figure class="code-block" data-language="ts"><div class="code-body"><pre class="shiki[^"]*"[^>]*>/)
    const pre = /<pre[^>]*>/.exec(html)![0]
    expect(pre.match(/tabindex/gi)).toEqual(['tabindex'])
    expect(pre).toContain('tabindex="0"')
    // Focusable, so named: a group may have a name, a bare <pre> may not.
    expect(pre).toContain('role="group" aria-label="Code: TypeScript"')
  })

  it('names a block after its title, or else its language', () => {
    expect(codeBlockLabel('ts', 'post.ts')).toBe('Code: post.ts')
    expect(codeBlockLabel('sh', null)).toBe('Code: shell')
    expect(codeBlockLabel('json', null)).toBe('Code: JSON')
    expect(codeBlockLabel('text', null)).toBe('Code')
    expect(codeBlockLabel('brainfuck', null)).toBe('Code')
  })
})
