import { z } from 'zod'
import type { ShowcaseData, ShowcaseProject, ShowcaseTag } from '../types.ts'
import type { ContentProblem } from './markdown/problems.ts'
import { locate } from './source-files.ts'

/**
 * The tags a showcase project can carry, in the order the page's filter lists them. The first
 * thirteen are the original showcase's tags (bluesky-social/bsky-docs, src/data/users.tsx), kept by
 * id; `moderation` is ours, for labelers and moderation tools, which the original did not tag.
 */
export const showcaseTags = [
  { id: 'client', label: 'Clients', description: 'Apps for reading and posting: web, mobile, desktop, terminal and editor.' },
  { id: 'customfeed', label: 'Custom feeds', description: 'Feed builders, feed directories and libraries for serving feeds.' },
  { id: 'bot', label: 'Bots', description: 'Accounts driven by code, and libraries for writing them.' },
  { id: 'firehose', label: 'Firehose', description: 'Viewers, libraries and services for the network’s event stream.' },
  { id: 'protocol', label: 'SDKs and servers', description: 'Implementations of the protocol: SDKs in many languages, PDSes and relays.' },
  { id: 'bridge', label: 'Bridges', description: 'Connections between Bluesky and other networks, formats and services.' },
  { id: 'moderation', label: 'Moderation', description: 'Labelers, moderation consoles and safety tools.' },
  { id: 'stats', label: 'Stats', description: 'Statistics and analytics about accounts and the network.' },
  { id: 'domains', label: 'Handles', description: 'Services that hand out handles on shared domains.' },
  { id: 'socialtools', label: 'Social apps', description: 'Other social apps built on atproto: events, links, blogs.' },
  { id: 'othertools', label: 'Other tools', description: 'Browser extensions, viewers, exporters and utilities.' },
  { id: 'tutorial', label: 'Tutorials', description: 'Guides, starter kits and example apps for learning to build.' },
  { id: 'opensource', label: 'Open source', description: 'Projects whose source code is public; each links to it.' },
  { id: 'favorite', label: 'Featured', description: 'A short list to start with, picked by the maintainers of the original showcase.' },
] as const satisfies readonly ShowcaseTag[]

type ShowcaseTagId = (typeof showcaseTags)[number]['id']

const tagIds = showcaseTags.map((t) => t.id) as [ShowcaseTagId, ...ShowcaseTagId[]]

const httpsUrl = (field: string) =>
  z
    .string()
    .url(`${field} must be an absolute URL`)
    .refine((url) => url.startsWith('https://'), `${field} must use https://`)

/** Hosts whose URLs are source repositories, so an open-source project may link there directly. */
const codeHosts = /^https:\/\/(github\.com|gitlab\.com|codeberg\.org|git\.[^/]+)\//

/** One project on the showcase page (an entry of `content/showcase.ts`). */
const showcaseProjectSchema = z
  .object({
    /** The project's own name, as its authors spell it. */
    name: z.string().trim().min(1, 'name must not be empty').max(48, 'name must be at most 48 characters'),
    /** One line in our words: what it is and why a developer might care. */
    description: z
      .string()
      .trim()
      .min(20, 'description must be a full sentence of at least 20 characters')
      .max(140, 'description must fit on one line: at most 140 characters')
      .regex(/^[^\n]*$/, 'description must be a single line'),
    /** Where to find it: the project's site, app page or account, or its repository when it has nothing else. */
    url: httpsUrl('url'),
    /** The source repository, when `url` is not already it. */
    source: httpsUrl('source').optional(),
    /** Ids from showcaseTags (app/content/.server/showcase-schema.ts), at least one, each once. */
    tags: z
      .array(z.enum(tagIds, { message: `each tag must be one of: ${tagIds.join(', ')}` }))
      .min(1, 'tags must name at least one tag')
      .refine((tags) => new Set(tags).size === tags.length, 'tags must not repeat a tag'),
  })
  .strict()
  .refine((p) => !p.tags.includes('opensource') || p.source !== undefined || codeHosts.test(p.url), {
    message: 'an "opensource" project links to its code: add source, or make url the repository',
    path: ['source'],
  })
  .refine((p) => p.source === undefined || p.source.replace(/\/+$/, '') !== p.url.replace(/\/+$/, ''), {
    message: 'source repeats url; leave source out',
    path: ['source'],
  })

export type ShowcaseProjectInput = z.input<typeof showcaseProjectSchema>

/**
 * Validates the showcase list: every field of every entry, no two projects with the same name or
 * URL, and no unused tag. Each problem names the entry and, from `sourceText` (the file's text),
 * the line where the entry's name is written. The page lists featured projects first, then the
 * rest, each group by name.
 */
export function parseShowcase(raw: unknown, file: string, sourceText: string, problems: ContentProblem[]): ShowcaseData {
  const tags: ShowcaseTag[] = [...showcaseTags]
  const projects: ShowcaseProject[] = []
  const at = (needle: string | null) => (needle ? locate(sourceText, needle) : { line: null, column: null })
  if (!Array.isArray(raw)) {
    problems.push({ file, ...at('showcaseProjects'), message: 'must export "showcaseProjects" as an array of projects' })
    return { tags, projects }
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
  for (const tag of showcaseTags) {
    if (raw.length > 0 && !projects.some((p) => p.tags.includes(tag.id))) {
      problems.push({ file, line: null, column: null, message: `tag "${tag.id}" has no projects; tag one or remove it from showcaseTags` })
    }
  }
  const byName = (a: ShowcaseProject, b: ShowcaseProject) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })
  const featured = (p: ShowcaseProject) => p.tags.includes('favorite')
  projects.sort((a, b) => Number(featured(b)) - Number(featured(a)) || byName(a, b))
  return { tags, projects }
}
