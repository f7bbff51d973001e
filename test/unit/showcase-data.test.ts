import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { formatLocation, type ContentProblem } from '../../app/content/.server/markdown/problems.ts'
import { parseShowcase as parseWithProblems, showcaseTags } from '../../app/content/.server/showcase-schema.ts'
import { countText, filterCss, filterInputId } from '../../app/lib/showcase-filter.ts'
import { showcaseProjects } from '../../content/showcase.ts'
import { formatShowcaseStats, getShowcaseStats } from '../../scripts/support/showcase-stats.ts'
import { originalProjects, originalTags } from '../support/original-showcase.ts'

/** Parses a list with no source text (no line numbers) and gives the problems as text. */
function parseShowcase(raw: unknown, file: string, errors: string[]) {
  const problems: ContentProblem[] = []
  const data = parseWithProblems(raw, file, '', problems)
  errors.push(...problems.map(formatLocation))
  return data
}

const valid = { name: 'Example', description: 'A client that does one useful thing well.', url: 'https://example.com', tags: ['client'] }
const key = (url: string) => url.replace(/\/+$/, '').toLowerCase()

/** Every tag, used once, so that a list of test entries has no empty tag. */
const everyTag = showcaseTags.map((t, i) => ({ ...valid, name: `P${i}`, url: `https://github.com/p/${i}`, tags: [t.id] }))

describe('showcase data', () => {
  const errors: string[] = []
  const { projects, tags } = parseShowcase(showcaseProjects, 'content/showcase.ts', errors)
  const byUrl = new Map(projects.map((p) => [key(p.url), p]))

  it('accepts the committed list: 183 projects under 14 tags', () => {
    expect(errors).toEqual([])
    expect(projects).toHaveLength(183)
    expect(tags.map((t) => t.id)).toEqual(['client', 'customfeed', 'bot', 'firehose', 'protocol', 'bridge', 'moderation', 'stats', 'domains', 'socialtools', 'othertools', 'tutorial', 'opensource', 'favorite'])
    const counts = Object.fromEntries(tags.map((t) => [t.id, projects.filter((p) => p.tags.includes(t.id)).length]))
    expect(counts).toEqual({
      client: 49,
      customfeed: 12,
      bot: 23,
      firehose: 8,
      protocol: 24,
      bridge: 12,
      moderation: 5,
      stats: 6,
      domains: 4,
      socialtools: 8,
      othertools: 32,
      tutorial: 8,
      opensource: 103,
      favorite: 17,
    })
  })

  it('keeps the original showcase’s 13 tags by id', () => {
    expect(originalTags).toHaveLength(13)
    expect(originalTags.filter((t) => !tags.some((tag) => tag.id === t))).toEqual([])
  })

  it('carries over every project of the original showcase, with its address and tags', () => {
    expect(originalProjects).toHaveLength(161)
    const problems: string[] = []
    for (const original of originalProjects) {
      const ours = byUrl.get(key(original.url))
      if (!ours) {
        problems.push(`${original.name}: missing (${original.url})`)
        continue
      }
      if (ours.name !== (original.renamed ?? original.name)) problems.push(`${original.name}: listed as "${ours.name}"`)
      const lost = original.tags.filter((t) => !ours.tags.includes(t))
      if (lost.length > 0) problems.push(`${original.name}: lost tags ${lost.join(', ')}`)
    }
    expect(problems).toEqual([])
  })

  it('drops none of them: the seven once missing are back, beside 22 projects the original does not list', () => {
    for (const url of ['https://blue-skies-ahead.glitch.me/', 'https://kyst.app', 'https://neodb.net', 'https://github.com/bills-appworks/bsky-sh-cli', 'https://blueskydirectory.com/', 'https://blu.ski', 'https://darn.es/bluesky-post-web-component/']) {
      expect(byUrl.has(key(url)), url).toBe(true)
    }
    // Both projects the original calls bluesky-post are listed, under names that tell them apart.
    expect(projects.filter((p) => p.name.startsWith('bluesky-post')).map((p) => p.name).sort()).toEqual(['bluesky-post', 'bluesky-post (web component)', 'bluesky-post-embed'])
    const originalUrls = new Set(originalProjects.map((p) => key(p.url)))
    expect(projects.filter((p) => !originalUrls.has(key(p.url)))).toHaveLength(22)
  })

  it('reserves the favorite tag for exactly the original’s picks', () => {
    const picks = originalProjects.filter((p) => p.tags.includes('favorite')).map((p) => key(p.url))
    expect(picks).toHaveLength(17)
    const ours = projects.filter((p) => p.tags.includes('favorite')).map((p) => key(p.url))
    expect([...ours].sort()).toEqual([...picks].sort())
    // Among them the four the list had lost, and not Bluefeed, which the original does not feature.
    for (const name of ['Ouranos 🌸', 'Graze Social', 'Old wildlife illustrations bot', 'Smoke Signal']) expect(projects.find((p) => p.name === name)?.tags, name).toContain('favorite')
    expect(projects.find((p) => p.name === 'Bluefeed')?.tags).not.toContain('favorite')
  })

  it('lists featured projects first, then the rest, each by name', () => {
    const featured = projects.filter((p) => p.tags.includes('favorite'))
    expect(projects.slice(0, featured.length)).toEqual(featured)
    const collator = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })
    expect(featured.map((p) => p.name)).toEqual(featured.map((p) => p.name).sort(collator))
    const rest = projects.slice(featured.length).map((p) => p.name)
    expect(rest).toEqual([...rest].sort(collator))
  })

  it('writes every description in one line of its own, never the original’s words', () => {
    const descriptions = projects.map((p) => p.description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    for (const banned of ['Web client for Bluesky', 'AT Protocol implementation in Python', 'CLI client for Bluesky', 'Android client for Bluesky']) {
      expect(descriptions.filter((d) => d === banned || d === `${banned}.`), banned).toEqual([])
    }
  })
})

describe('showcase validation', () => {
  it('names the entry and the field that is wrong', () => {
    const errors: string[] = []
    const entries = [...everyTag, { ...valid, name: 'Bad', url: 'http://insecure.example', tags: ['games'], extra: true }]
    parseShowcase(entries, 'content/showcase.ts', errors)
    const where = `content/showcase.ts: project ${entries.length} ("Bad")`
    expect(errors).toEqual([
      `${where}: field "url": url must use https://`,
      `${where}: field "tags.0": each tag must be one of: ${showcaseTags.map((t) => t.id).join(', ')}`,
      `${where}: field "(entry)": Unrecognized key: "extra"`,
    ])
  })

  it('wants a link to the code of an open-source project, and no repeated tags', () => {
    const errors: string[] = []
    parseShowcase(
      [
        ...everyTag,
        { ...valid, name: 'Closed', url: 'https://closed.example', tags: ['client', 'opensource'] },
        { ...valid, name: 'Repo', url: 'https://github.com/o/repo', tags: ['client', 'opensource'] },
        { ...valid, name: 'Sourced', url: 'https://sourced.example', source: 'https://codeberg.org/o/s', tags: ['opensource'] },
        { ...valid, name: 'Same', url: 'https://github.com/o/same', source: 'https://github.com/o/same/', tags: ['client'] },
        { ...valid, name: 'Twice', url: 'https://twice.example', tags: ['client', 'client'] },
        { ...valid, name: 'None', url: 'https://none.example', tags: [] },
      ],
      'content/showcase.ts',
      errors,
    )
    const n = everyTag.length
    expect(errors).toEqual([
      `content/showcase.ts: project ${n + 1} ("Closed"): field "source": an "opensource" project links to its code: add source, or make url the repository`,
      `content/showcase.ts: project ${n + 4} ("Same"): field "source": source repeats url; leave source out`,
      `content/showcase.ts: project ${n + 5} ("Twice"): field "tags": tags must not repeat a tag`,
      `content/showcase.ts: project ${n + 6} ("None"): field "tags": tags must name at least one tag`,
    ])
  })

  it('refuses duplicates, multi-line or overlong descriptions, and unused tags', () => {
    const errors: string[] = []
    parseShowcase(
      [
        valid,
        { ...valid, url: 'https://other.example' },
        { ...valid, name: 'Other', url: 'https://example.com/' },
        { ...valid, name: 'Long', url: 'https://long.example', description: 'x'.repeat(141) },
        { ...valid, name: 'Lines', url: 'https://lines.example', description: 'First line of the text\nsecond line' },
      ],
      'content/showcase.ts',
      errors,
    )
    expect(errors).toContain('content/showcase.ts: project 2 ("Example"): the name is already used by project 1; remove one of them')
    expect(errors).toContain('content/showcase.ts: project 3 ("Other"): the url is already used by project 1; remove one of them')
    expect(errors).toContain('content/showcase.ts: project 4 ("Long"): field "description": description must fit on one line: at most 140 characters')
    expect(errors).toContain('content/showcase.ts: project 5 ("Lines"): field "description": description must be a single line')
    expect(errors).toContain('content/showcase.ts: tag "bridge" has no projects; tag one or remove it from showcaseTags')
  })

  it('reports a list that is not an array', () => {
    const errors: string[] = []
    expect(parseShowcase({}, 'content/showcase.ts', errors).projects).toEqual([])
    expect(errors).toEqual(['content/showcase.ts: must export "showcaseProjects" as an array of projects'])
  })
})

describe('showcase filter without JavaScript', () => {
  it('writes one rule per tag that hides the cards without it and swaps in its count line', () => {
    const css = filterCss(['client', 'bot'])
    expect(css).toBe(
      '.showcase-count-line:not([data-tag="all"]){display:none}' +
        '.showcase:has(#showcase-tag-client:checked) .showcase-card:not([data-tags~="client"]),' +
        '.showcase:has(#showcase-tag-client:checked) .showcase-count-line[data-tag="all"]{display:none}' +
        '.showcase:has(#showcase-tag-client:checked) .showcase-count-line[data-tag="client"]{display:block}' +
        '.showcase:has(#showcase-tag-bot:checked) .showcase-card:not([data-tags~="bot"]),' +
        '.showcase:has(#showcase-tag-bot:checked) .showcase-count-line[data-tag="all"]{display:none}' +
        '.showcase:has(#showcase-tag-bot:checked) .showcase-count-line[data-tag="bot"]{display:block}',
    )
    expect(filterInputId('socialtools')).toBe('showcase-tag-socialtools')
  })

  it('uses tag ids that are safe in a CSS selector and an HTML id', () => {
    for (const tag of showcaseTags) expect(tag.id, tag.id).toMatch(/^[a-z][a-z-]*$/)
  })

  it('says how many projects a filter shows', () => {
    expect(countText(176, 176)).toBe('176 projects')
    expect(countText(7, 176, 'Firehose')).toBe('Showing 7 of 176 projects: Firehose')
  })
})

describe('npm run content:stats', () => {
  it('prints the showcase count per tag after the page totals', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content-stats.ts'], { encoding: 'utf8' })
    const lines = out.trim().split('\n')
    expect(lines.at(-2)).toMatch(/^Total: \d+ pages, /)
    expect(lines.at(-1)).toBe(formatShowcaseStats(getShowcaseStats()))
    expect(lines.at(-1)).toMatch(/^Showcase: 183 projects under 14 tags \(client 49, customfeed 12, .*, favorite 17\)\.$/)
  }, 60_000)

  it('refuses to count an invalid list', () => {
    expect(() => getShowcaseStats([{ name: 'x' }])).toThrow(/The showcase list is invalid:\ncontent\/showcase.ts: project 1 \("x"\)/)
  })
})
