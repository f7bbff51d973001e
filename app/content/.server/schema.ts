import { z } from 'zod'

/** Fields every page shares, whatever its kind. */
const baseFields = {
  /** Page title: the `<h1>`, the `<title>` and the search hierarchy's lvl1. */
  title: z.string().trim().min(1, 'title must not be empty'),
  /** One or two sentences for `<meta name="description">`, cards and social previews. */
  description: z.string().trim().min(1, 'description must not be empty'),
  /** Left out of production builds; shown by `npm run dev` only. */
  draft: z.boolean().default(false),
  /** Reachable by URL but absent from sidebars, the sitemap and search. */
  unlisted: z.boolean().default(false),
}

/** A URL segment: lowercase letters, digits and dashes. File and folder names under content/ are held to it too. */
export const urlSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const slugSchema = z.string().regex(urlSegment, 'slug must be lowercase words joined by dashes, e.g. "my-page"')

/** A list of names, each once: a name written twice would show twice (a tag, an author). */
const namesSchema = (name: z.ZodString) =>
  z.array(name).superRefine((names, ctx) => {
    const twice = names.find((item, i) => names.indexOf(item) !== i)
    if (twice !== undefined) ctx.addIssue({ code: 'custom', message: `"${twice}" is listed twice; list each once` })
  })

/** Front matter of a page under `content/docs/`. */
export const docFrontMatterSchema = z
  .object({
    ...baseFields,
    /** Order inside its sidebar category; lower comes first. Pages without one sort by title after the numbered ones. */
    sidebar_position: z.number().int().nonnegative().optional(),
    /** Shorter label for the sidebar; defaults to the title. */
    sidebar_label: z.string().trim().min(1).optional(),
    /** Replaces the file name as the last URL segment. */
    slug: slugSchema.optional(),
    /** Keywords search finds the page by, besides its own words (its search record "Topics: …"). */
    tags: namesSchema(z.string().trim().min(1)).default([]),
    /** Hides the right-hand table of contents. */
    hide_table_of_contents: z.boolean().default(false),
    /**
     * The page's "Last updated" date and its sitemap `<lastmod>` (`last_update: { date: YYYY-MM-DD }`,
     * as Docusaurus and blog posts spell it) instead of the date of its file's last commit
     * (git-dates.ts): for a change git does not date well, such as a page moved or reformatted after
     * its last real edit.
     */
    last_update: z.object({ date: z.coerce.date({ error: 'a date is needed, YYYY-MM-DD' }) }).strict().optional(),
  })
  .strict()

/** Front matter of a blog post under `content/blog/`. */
export const blogFrontMatterSchema = z
  .object({
    ...baseFields,
    /** Publication date, `YYYY-MM-DD`. Falls back to the date in the file name. */
    date: z.coerce.date().optional(),
    /**
     * When the post was last revised (`last_update: { date: YYYY-MM-DD }`, as Docusaurus spells it):
     * search engines get it as the post's `dateModified`. Leave it out unless the post really changed
     * after it was published; the page shows no date of its own for it.
     */
    last_update: z.object({ date: z.coerce.date({ error: 'a date is needed, YYYY-MM-DD' }) }).strict().optional(),
    /** The post's URL is `/blog/{slug}`. Falls back to the file name without its date. */
    slug: slugSchema.optional(),
    /** Keys of the typed tag list in `app/config/blog.ts`. */
    tags: namesSchema(z.string()).default([]),
    /** Keys of `content/blog/authors.yml`. */
    authors: namesSchema(z.string()).min(1, 'a post needs at least one author'),
    hide_table_of_contents: z.boolean().default(false),
  })
  .strict()

/** Front matter of a stand-alone page under `content/pages/`. */
export const pageFrontMatterSchema = z
  .object({
    ...baseFields,
    hide_table_of_contents: z.boolean().default(true),
  })
  .strict()

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>

