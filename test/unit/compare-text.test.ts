import { describe, expect, it } from 'vitest'
import { compareTexts, compareWordCounts, editDistance, markdownText, toWords } from '../support/compare-text.ts'

describe('page and twin text comparison', () => {
  it('reduces text to lowercase words, whatever the punctuation', () => {
    expect(toWords('Call `app.bsky.feed.getTimeline()` — then, 2×!')).toEqual(['call', 'app', 'bsky', 'feed', 'gettimeline', 'then', '2'])
  })

  it('reads what rendered Markdown shows, without its markup or alert markers', () => {
    const md = '## Heading\n\n> [!WARNING]\n> **Careful**\n\n| a | b |\n| - | - |\n| [link](/x) | `code` |\n\n```ts\nconst x = 1\n```'
    expect(toWords(markdownText(md))).toEqual(['heading', 'careful', 'a', 'b', 'link', 'code', 'const', 'x', '1'])
  })

  it('counts insertions and deletions between word sequences', () => {
    expect(editDistance(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(0)
    expect(editDistance(['a', 'b', 'c'], ['a', 'c'])).toBe(1)
    expect(editDistance(['a', 'b', 'c'], ['c', 'b', 'a'])).toBe(4)
    expect(editDistance([], ['x', 'y'])).toBe(2)
  })

  it('sees the same words in the same order as no difference, and a missing passage as one', () => {
    const page = 'Install the SDK.\nLog in with an app password, then post.'
    expect(compareTexts(page, markdownText('Install the **SDK**.\n\nLog in with an [app password](/x), then post.')).difference).toBe(0)
    const missing = compareTexts(page, markdownText('Install the SDK.'))
    // The distance search stops at a quarter of the words: far apart is all the test needs to know.
    expect(missing.difference).toBeGreaterThanOrEqual(0.25)
    expect(missing.onlyInPage).toEqual(['install the sdk log', 'in with an app'])
  })

  it('compares word counts when only the order may differ, leaving out layout words', () => {
    const ignore = new Set(['yes', 'no'])
    expect(compareWordCounts('cursor string feed array', 'feed array yes cursor string no', ignore).difference).toBe(0)
    expect(compareWordCounts('cursor string feed array', 'cursor string', ignore).onlyInPage).toEqual(['feed ×1', 'array ×1'])
  })
})
