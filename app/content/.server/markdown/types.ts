/** One entry of a page's table of contents (heading levels 2 and 3). */
export interface TocItem {
  id: string
  text: string
  level: 2 | 3
}

/** A link found in a page's source, kept for the build's link check. */
export interface SourceLink {
  url: string
  line: number | null
}

/**
 * A stretch of a page under one heading: what search records are made of.
 * `anchor` is null for the text before the first heading.
 */
export interface PageSection {
  anchor: string | null
  /** Headings from level 2 down to this section's own, e.g. ["Install", "With npm"]. */
  headings: string[]
  level: number
  text: string
}

export interface CompiledContent {
  html: string
  toc: TocItem[]
  links: SourceLink[]
  sections: PageSection[]
  /** Text above `{/* truncate *\/}` rendered to HTML, or the first paragraph. */
  excerptHtml: string
  /** Plain text of the whole page, for reading time and the markdown twin check. */
  plainText: string
}
