import { z } from 'zod'
import type { ShowcaseCategory, ShowcaseData, ShowcaseProject } from '../types.ts'
import type { ContentProblem } from './markdown/problems.ts'
import { locate } from './source-files.ts'

/** The categories a showcase project can belong to, in the order the page lists them. */
export const showcaseCategories = [
  { id: 'client', label: 'Clients', description: 'Apps for reading and posting, on the web, phones and desktops.' },
  { id: 'feed', label: 'Feed builders', description: 'Tools and services for making custom feeds, with or without code.' },
  { id: 'bridge', label: 'Bridges', description: 'Connections between the AT Protocol and other networks and formats.' },
  { id: 'moderation', label: 'Moderation and labelers', description: 'Labeling services, moderation consoles and safety tools.' },
  { id: 'developer-tool', label: 'Developer tools', description: 'SDKs, libraries and explorers for people writing atproto code.' },
  { id: 'self-hosting', label: 'Self-hosting', description: 'Servers and recipes for running your own part of the network.' },
] as const satisfies readonly ShowcaseCategory[]

export type ShowcaseCategoryId = (typeof showcaseCategories)[number]['id']

const categoryIds = showcaseCategories.map((c) => c.id) as [ShowcaseCategoryId, ...ShowcaseCategoryId[]]

/** One project on the showcase page (an entry of `content/showcase.ts`). */
export const showcaseProjectSchema = z
  .object({
    /** The project's own name, as its authors spell it. */
    name: z.string().trim().min(1, 'name must not be empty').max(40, 'name must be at most 40 characters'),
    /** One line in our words: what it is and why a developer might care. No trailing link text. */
    description: z
      .string()
      .trim()
      .min(20, 'description must be a full sentence of at least 20 characters')
      .max(140, 'description must fit on one line: at most 140 characters')
      .regex(/^[^\n]*$/, 'description must be a single line'),
    /** Where to find it: the project's site, or its source repository when it has no site. */
    url: z
      .string()
      .url('url must be an absolute URL')
      .refine((url) => url.startsWith('https://'), 'url must use https://'),
    /** One of the ids in showcaseCategories (app/content/.server/showcase.ts). */
    category: z.enum(categoryIds, { message: `category must be one of: ${categoryIds.join(', ')}` }),
  })
  .strict()

export type ShowcaseProjectInput = z.input<typeof showcaseProjectSchema>

/**
 * Validates the showcase list: every field of every entry, no two projects with the same name or
 * URL, and no empty category. Each problem names the entry and, from `sourceText` (the file's
 * text), the line where the entry's name is written.
 */
export function parseShowcase(raw: unknown, file: string, sourceText: string, problems: ContentProblem[]): ShowcaseData {
  const projects: ShowcaseProject[] = []
  const at = (needle: string | null) => (needle ? locate(sourceText, needle) : { line: null, column: null })
  if (!Array.isArray(raw)) {
    problems.push({ file, ...at('showcaseProjects'), message: 'must export "showcaseProjects" as an array of projects' })
    return { categories: [...showcaseCategories], projects }
  }
  const seenNames = new Map<string, number>()
  const seenUrls = new Map<string, number>()
  raw.forEach((entry, i) => {
    const name = entry && typeof entry === 'object' && 'name' in entry ? String(entry.name) : null
    const where = { file, ...at(name === null ? null : JSON.stringify(name).slice(1, -1)) }
    const label = `project ${i + 1}${name === null ? '' : ` ("${name}")`}`
    const checked = showcaseProjectSchema.safeParse(entry)
    if (!checked.success) {
      for (const issue of checked.error.issues) problems.push({ ...where, message: `${label}: field "${issue.path.join('.') || '(entry)'}": ${issue.message}` })
      return
    }
    const project = checked.data
    const nameKey = project.name.toLowerCase()
    const urlKey = project.url.replace(/\/+$/, '').toLowerCase()
    if (seenNames.has(nameKey)) problems.push({ ...where, message: `${label}: the name is already used by project ${seenNames.get(nameKey)}; remove one of them` })
    if (seenUrls.has(urlKey)) problems.push({ ...where, message: `${label}: the url is already used by project ${seenUrls.get(urlKey)}; remove one of them` })
    seenNames.set(nameKey, i + 1)
    seenUrls.set(urlKey, i + 1)
    projects.push(project)
  })
  for (const category of showcaseCategories) {
    if (raw.length > 0 && !projects.some((p) => p.category === category.id)) {
      problems.push({ file, line: null, column: null, message: `category "${category.id}" has no projects; add one or remove the category from showcaseCategories` })
    }
  }
  return { categories: [...showcaseCategories], projects }
}
