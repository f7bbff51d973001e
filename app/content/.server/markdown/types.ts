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
  column: number | null
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

/** What a compiled page read besides its own text; the compile cache checks these are unchanged. */
interface CompileDeps {
  /** Links to .md/.mdx files and the route each resolved to (null: none). */
  links: [string, string | null][]
  /** Whether the page shows the API families (`<ApiFamilyTable />`). */
  apiFamilies: boolean
  /** Files the page includes (shared snippets), project-relative. */
  includes: string[]
}

/** One compiled page: everything each output needs, printed from its syntax trees in one pass. */
export interface CompiledContent {
  html: string
  toc: TocItem[]
  links: SourceLink[]
  sections: PageSection[]
  /** Text above `{/* truncate *\/}` rendered to HTML, or the first paragraph. */
  excerptHtml: string
  /** Whether the page goes on past its excerpt. */
  truncated: boolean
  /** The HTML feed readers get (no page controls, absolute URLs); null when not asked for. */
  feedHtml: string | null
  /** Plain text of the whole page, for reading time. */
  plainText: string
  /** The plain-markdown twin's body (without title and description). */
  markdown: string
  deps: CompileDeps
}
