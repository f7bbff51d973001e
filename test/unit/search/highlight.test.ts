import { describe, expect, it } from 'vitest'
import { createWordMatcher, escapeHtml, highlightText, parseHighlighted, snippetText, unescapeHtml } from '../../../app/lib/search/highlight.ts'

const words = (value: string) => value.replace(/<\/?mark>/g, '').replace(/…/g, '').trim().split(/\s+/)

describe('parseHighlighted', () => {
  it('splits on the highlight tags and unescapes the text between them', () => {
    expect(parseHighlighted('The <mark>fire</mark>hose &amp; relays')).toEqual([
      { text: 'The ', highlighted: false },
      { text: 'fire', highlighted: true },
      { text: 'hose & relays', highlighted: false },
    ])
  })

  it('returns markup in a record as text, never as elements', () => {
    const parts = parseHighlighted('&lt;img src=x onerror=alert(1)&gt; <mark>script</mark> &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(parts.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)> script <script>alert(1)</script>')
    expect(parts.filter((p) => p.highlighted).map((p) => p.text)).toEqual(['script'])
  })

  it('treats an unclosed or foreign tag as text', () => {
    expect(parseHighlighted('<mark>open only')).toEqual([{ text: '<mark>open only', highlighted: false }])
    expect(parseHighlighted('<em>x</em>')).toEqual([{ text: '<em>x</em>', highlighted: false }])
  })
})

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters and round-trips', () => {
    const raw = `<a href="x" title='y'>&</a>`
    expect(escapeHtml(raw)).toBe('&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;&lt;/a&gt;')
    expect(unescapeHtml(escapeHtml(raw))).toBe(raw)
  })

  it('decodes the numeric references Algolia puts in highlighted values, and leaves unknown names alone', () => {
    expect(unescapeHtml('it&#39;s &#x27;a&#x27; &#x2F; &#60;b&#62;')).toBe("it's 'a' / <b>")
    expect(unescapeHtml('&nbsp;&copy; stay')).toBe('&nbsp;&copy; stay')
  })
})

describe('highlightText', () => {
  it('marks the typed prefix of matching words', () => {
    expect(highlightText('The firehose and the firewall', createWordMatcher(['fire'])).value).toBe('The <mark>fire</mark>hose and the <mark>fire</mark>wall')
  })

  it('marks fuzzy matches whole and finds matches inside camelCase words', () => {
    const matcher = createWordMatcher(['timline'], ['timeline'])
    expect(highlightText('app.bsky.feed.getTimeline', matcher).value).toBe('app.bsky.feed.get<mark>Timeline</mark>')
  })

  it('escapes HTML in the text around and inside matches', () => {
    const { value, matched } = highlightText('<script>alert("firehose")</script>', createWordMatcher(['script']))
    expect(value).toBe('&lt;<mark>script</mark>&gt;alert(&quot;firehose&quot;)&lt;/<mark>script</mark>&gt;')
    expect(matched).toBe(true)
    expect(parseHighlighted(value).map((p) => p.text).join('')).toBe('<script>alert("firehose")</script>')
  })

  it('says when nothing matched', () => {
    expect(highlightText('Nothing here', createWordMatcher(['relay']))).toEqual({ value: 'Nothing here', matched: false })
  })
})

describe('snippetText', () => {
  const text = 'A relay merges the streams of many PDS hosts into one, and that merged stream is the firehose that AppViews, feed generators and labelers consume every day.'

  it('keeps a window of the given number of words around the first match, with ellipses', () => {
    const ten = snippetText(text, createWordMatcher(['firehose']), 10).value
    expect(words(ten)).toHaveLength(10)
    expect(ten).toContain('<mark>firehose</mark>')
    expect(ten.startsWith('…')).toBe(true)
    expect(ten.endsWith('…')).toBe(true)
    expect(words(snippetText(text, createWordMatcher(['firehose']), 5).value)).toHaveLength(5)
  })

  it('starts at the beginning when the match is there or nothing matched', () => {
    expect(snippetText(text, createWordMatcher(['relay']), 10).value.startsWith('A <mark>relay</mark>')).toBe(true)
    const none = snippetText(text, createWordMatcher(['zzz']), 5)
    expect(none).toEqual({ value: 'A relay merges the streams…', matched: false })
  })

  it('never cuts an escaped character apart', () => {
    const value = snippetText('one two <b>three</b>; four five six seven eight', createWordMatcher(['one']), 3).value
    expect(value).toBe('<mark>one</mark> two &lt;b&gt;three&lt;/b&gt;…')
    expect(parseHighlighted(value).map((p) => p.text).join('')).toBe('one two <b>three</b>…')
  })

  it('returns short text whole', () => {
    expect(snippetText('The firehose.', createWordMatcher(['fire']), 10).value).toBe('The <mark>fire</mark>hose.')
  })
})
