/**
 * The API reference: one page per XRPC method of the allow-listed families, generated from the
 * Lexicon documents bundled with `@atproto/api`.
 */
import type { Root } from 'hast'
import { API_FAMILIES, familyOf, isApiFamily } from './families.ts'
import { isMethod, loadLexicons } from './lexicons.ts'
import { buildMarkdown } from './markdown.ts'
import { describeMethod, HTTP_METHOD } from './method.ts'
import { buildPageBody } from './page.ts'
import { assertUniqueSlugs, nsidToSlug } from './slug.ts'

export interface ApiMethodDoc {
  nsid: string
  /** `app-bsky-feed-get-timeline` */
  slug: string
  /** `/docs/api/app-bsky-feed-get-timeline` */
  route: string
  /** `app.bsky.feed` */
  family: string
  kind: 'query' | 'procedure' | 'subscription'
  httpMethod: 'GET' | 'POST' | 'WebSocket'
  /** Plain text, `''` when the Lexicon has none. */
  description: string
  /** The description says the method is deprecated. */
  deprecated: boolean
  /** The page body below the title. */
  body: Root
  /** Plain-Markdown twin of the whole page, starting with `# {nsid}`. */
  markdown: string
  /** The TypeScript sample shown on the page, a complete module. */
  tsSample: string | null
  /** The Lexicon JSON in the atproto repository on GitHub. */
  lexiconUrl: string
}

export interface ApiFamily {
  /** `app.bsky.feed` */
  id: string
  /** `app-bsky-feed` */
  slug: string
  methods: ApiMethodDoc[]
}

export interface ApiReference {
  families: ApiFamily[]
  methods: ApiMethodDoc[]
}

export const API_ROUTE_PREFIX = '/docs/api'

/** NSIDs of the XRPC methods in allow-listed families, sorted. */
export function listApiMethodNsids(): string[] {
  const lex = loadLexicons()
  const nsids: string[] = []
  for (const doc of lex) {
    if (isApiFamily(familyOf(doc.id)) && isMethod(doc.defs.main)) nsids.push(doc.id)
  }
  return nsids.sort()
}

let cached: ApiReference | undefined

/** Builds the reference once per process; later calls return the same object. */
export function buildApiReference(): ApiReference {
  cached ??= build()
  return cached
}

function build(): ApiReference {
  const lex = loadLexicons()
  const nsids = listApiMethodNsids()
  const slugs = assertUniqueSlugs(nsids)
  const byFamily = new Map<string, ApiMethodDoc[]>(API_FAMILIES.map((id) => [id, []]))
  for (const nsid of nsids) {
    const info = describeMethod(lex, nsid)
    const slug = slugs.get(nsid) ?? nsidToSlug(nsid)
    const doc: ApiMethodDoc = {
      nsid,
      slug,
      route: `${API_ROUTE_PREFIX}/${slug}`,
      family: familyOf(nsid),
      kind: info.kind,
      httpMethod: HTTP_METHOD[info.kind],
      description: info.description,
      deprecated: info.deprecated,
      body: buildPageBody(lex, info),
      markdown: buildMarkdown(lex, info),
      tsSample: info.samples.ts,
      lexiconUrl: info.lexiconUrl,
    }
    byFamily.get(doc.family)?.push(doc)
  }
  const families = API_FAMILIES.map((id): ApiFamily => {
    const methods = (byFamily.get(id) ?? []).sort((a, b) => compareNames(a.nsid, b.nsid))
    if (methods.length === 0) {
      throw new Error(`API reference: the family ${id} in families.ts has no methods in @atproto/api; remove it`)
    }
    return { id, slug: nsidToSlug(id), methods }
  })
  return { families, methods: families.flatMap((family) => family.methods) }
}

/** By method name, code-point order (stable across locales). */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
