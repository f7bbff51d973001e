import { describe, expect, it } from 'vitest'
import { formatLocation, type ContentProblem } from '../../app/content/.server/markdown/problems.ts'
import { parseShowcase, showcaseCategories } from '../../app/content/.server/showcase.ts'
import { showcaseProjects } from '../../content/showcase.ts'

/** Parses a list with no source text (no line numbers) and gives the problems as text. */
function parse(raw: unknown, errors: string[]) {
  const problems: ContentProblem[] = []
  const data = parseShowcase(raw, 'content/showcase.ts', '', problems)
  errors.push(...problems.map(formatLocation))
  return data
}

const valid = { name: 'Example', description: 'A client that does one useful thing well.', url: 'https://example.com', category: 'client' }

describe('showcase data', () => {
  it('accepts the committed list: 20 to 30 projects, every category used', () => {
    const errors: string[] = []
    const { projects, categories } = parse(showcaseProjects, errors)
    expect(errors).toEqual([])
    expect(projects.length).toBeGreaterThanOrEqual(20)
    expect(projects.length).toBeLessThanOrEqual(30)
    for (const category of categories) expect(projects.some((p) => p.category === category.id), category.id).toBe(true)
  })

  it('names the entry and the field that is wrong', () => {
    const errors: string[] = []
    const entries = [
      ...showcaseCategories.map((c, i) => ({ ...valid, name: `P${i}`, url: `https://p${i}.example`, category: c.id })),
      { ...valid, name: 'Bad', url: 'http://insecure.example', category: 'games', extra: true },
    ]
    parse(entries, errors)
    expect(errors).toEqual([
      `content/showcase.ts: project ${entries.length} ("Bad"): field "url": url must use https://`,
      `content/showcase.ts: project ${entries.length} ("Bad"): field "category": category must be one of: ${showcaseCategories.map((c) => c.id).join(', ')}`,
      `content/showcase.ts: project ${entries.length} ("Bad"): field "(entry)": Unrecognized key: "extra"`,
    ])
  })

  it('refuses duplicates, multi-line or overlong descriptions, and empty categories', () => {
    const errors: string[] = []
    parse(
      [
        valid,
        { ...valid, url: 'https://other.example' },
        { ...valid, name: 'Long', url: 'https://long.example', description: 'x'.repeat(141) },
        { ...valid, name: 'Lines', url: 'https://lines.example', description: 'First line of the text\nsecond line' },
      ],
      errors,
    )
    expect(errors).toContain('content/showcase.ts: project 2 ("Example"): the name is already used by project 1; remove one of them')
    expect(errors).toContain('content/showcase.ts: project 3 ("Long"): field "description": description must fit on one line: at most 140 characters')
    expect(errors).toContain('content/showcase.ts: project 4 ("Lines"): field "description": description must be a single line')
    expect(errors).toContain('content/showcase.ts: category "bridge" has no projects; add one or remove the category from showcaseCategories')
  })

  it('reports a list that is not an array', () => {
    const errors: string[] = []
    expect(parse({}, errors).projects).toEqual([])
    expect(errors).toEqual(['content/showcase.ts: must export "showcaseProjects" as an array of projects'])
  })
})
