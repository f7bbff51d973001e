import { formatLocation, type ContentProblem } from '../../app/content/.server/markdown/problems.ts'
import { parseShowcase } from '../../app/content/.server/showcase-schema.ts'
import { showcaseProjects } from '../../content/showcase.ts'

export interface ShowcaseStats {
  projects: number
  /** Projects per tag, in the filter's order. */
  tags: Record<string, number>
}

/** How many projects the showcase lists, and how many carry each tag. Throws on invalid data. */
export function getShowcaseStats(raw: unknown = showcaseProjects): ShowcaseStats {
  const problems: ContentProblem[] = []
  const { tags, projects } = parseShowcase(raw, 'content/showcase.ts', '', problems)
  if (problems.length > 0) throw new Error(`The showcase list is invalid:\n${problems.map(formatLocation).join('\n')}`)
  return { projects: projects.length, tags: Object.fromEntries(tags.map((t) => [t.id, projects.filter((p) => p.tags.includes(t.id)).length])) }
}

/** One line for the content:stats table. */
export function formatShowcaseStats({ projects, tags }: ShowcaseStats): string {
  const perTag = Object.entries(tags).map(([tag, n]) => `${tag} ${n}`)
  return `Showcase: ${projects} projects under ${perTag.length} tags (${perTag.join(', ')}).`
}
