/**
 * The search hit shape shared by both providers (built-in index and Algolia DocSearch), imported by
 * build-time code, the modal and the /search page: types, and the hierarchy's levels.
 */

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content'

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type HierarchyLevel = (typeof hierarchyLevels)[number]

/** lvl0 is the site section (Docs, API, Blog, Pages), lvl1 the page title, lvl2–lvl6 the heading trail. */
export type Hierarchy = { lvl0: string; lvl1: string } & { [K in Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>]: string | null }

/** A hierarchy from the site section, the page title and the headings above (lvl2 on). */
export const hierarchyOf = (lvl0: string, lvl1: string, [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null]: (string | null)[]): Hierarchy => ({ lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 })

/** One DocSearch record: a page, a heading, or a chunk of a section's prose. */
export interface SearchRecord {
  objectID: string
  type: HitType
  hierarchy: Hierarchy
  /** The prose of the section (content records), the page description (lvl1) or null (headings). */
  content: string | null
  /** Absolute URL, with `#anchor` when the record belongs to a heading. */
  url: string
  /** The page's URL: the attribute for distinct, so one page does not fill the results. */
  url_without_anchor: string
  anchor: string | null
  /** For custom ranking: headings above prose, earlier sections above later ones. */
  weight: { level: number; position: number }
}

/** Highlighted or snippeted text: HTML-escaped, with matches wrapped in the highlight tags. */
export interface HighlightValue {
  value: string
}

/** A hit's hierarchy and prose, highlighted or snippeted. */
export type Highlights = { hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>; content?: HighlightValue }

/** A record as a provider answers it (the built-in index gives site-relative URLs). */
export interface SearchHit extends Pick<SearchRecord, 'objectID' | 'type' | 'hierarchy' | 'content' | 'url'> {
  _highlightResult?: Highlights
  _snippetResult?: Highlights
}

export interface SearchRequest {
  query: string
  /** Zero-based page of results. */
  page: number
  hitsPerPage: number
  /** Words in a content snippet. */
  snippetLength: number
  /** Aborted when a newer search makes this one's answer useless: the built-in index then stops fetching for it. */
  signal?: AbortSignal
  /**
   * Answer as soon as the ranking is known, before the hits' text has arrived (the built-in index
   * only): such hits link to their page and carry no heading or snippet, and `pending` says when
   * the same search will answer in full.
   */
  partial?: boolean
}

export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  /** Set on a partial answer: settles once searching again gives the hits in full. */
  pending?: Promise<void>
}

export interface SearchProvider {
  search(request: SearchRequest): Promise<SearchResponse>
  /** Gets ready for a first search (the built-in provider fetches its index) as search opens. */
  prepare(): Promise<void>
}
