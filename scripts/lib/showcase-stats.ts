import { parseShowcase } from '../../app/content/.server/showcase.ts'
import { showcaseProjects } from '../../content/showcase.ts'

export interface ShowcaseStats {
  projects: number
  /** Projects per tag, in the filter's order. */
  tags: Record<string, number>
}

/** How many projects the showcase lists, and how many carry each tag. Throws on invalid data. */
export function getShowcaseStats(raw: unknown = showcaseProjects): ShowcaseStats {
  const errors: string[] = []
  const { tags, projects } = parseShowcase(raw, 'content/showcase.ts', errors)
  if (errors.length > 0) throw new Error(`The showcase list is invalid:\n${errors.join('\n')}`)
  return { projects: projects.length, tags: Object.fromEntries(tags.map((t) => [t.id, projects.filter((p) => p.tags.includes(t.id)).length])) }
}

/** One line for the content:stats table. */
export function formatShowcaseStats({ projects, tags }: ShowcaseStats): string {
  const perTag = Object.entries(tags).map(([tag, n]) => `${tag} ${n}`)
  return `Showcase: ${projects} projects under ${perTag.length} tags (${perTag.join(', ')}).`
}
