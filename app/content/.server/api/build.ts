/**
 * The API reference, generated from the Lexicon documents bundled with `@atproto/api`: one page
 * per XRPC method of the allow-listed families, and one per record or type document they use.
 * Every page describes itself (route, kind, family, …) and carries its body as one mdast tree;
 * `renderApiPage` (render.ts) prints it as HTML and as the markdown twin.
 */
import type { Root } from 'mdast'
import { buildCatalog } from './catalog.ts'
import { exampleBody } from './examples.ts'
import { API_FAMILIES, familyOf } from './families.ts'
import { buildChangelogPages, type ChangelogPage } from './history/changelog-page.ts'
import { loadHistory } from './history/history-file.ts'
import { indexHistory } from './history/page-history.ts'
import { lexiconSourceUrl, loadLexicons } from './lexicons.ts'
import { describeMethod, HTTP_METHOD } from './method.ts'
import { buildMethodTree } from './method-page.ts'
import { nsidToSlug } from './slug.ts'
import type { TryItSpec } from '../../types.ts'
import { describeTryIt } from './try-it-spec.ts'
import { buildTypeTree, typeDescription, typeKindOf, type TypeKind } from './type-page.ts'

export { renderApiPage, type RenderedApiPage } from './render.ts'

export type MethodKind = 'query' | 'procedure' | 'subscription'
export type ApiPageKind = MethodKind | TypeKind

export interface ApiPage {
  /** `app.bsky.feed.getTimeline`, `app.bsky.feed.post`, `app.bsky.feed.defs` */
  nsid: string
  /** `app-bsky-feed-get-timeline` */
  slug: string
  /** `/docs/api/app-bsky-feed-get-timeline` */
  route: string
  /** The page title: the NSID. */
  title: string
  /** One sentence or more for the meta description and search; never empty. */
  description: string
  kind: ApiPageKind
  /** `app.bsky.feed` */
  family: string
  /** The description says the method or type is deprecated. */
  deprecated: boolean
  /** The page body below the title, as one mdast tree. */
  tree: Root
  /** The Lexicon JSON in the atproto repository on GitHub. */
  lexiconUrl: string
  /** What the Try it panel needs; null for subscriptions and type pages. */
  tryIt: TryItSpec | null
}

export interface ApiMethodPage extends ApiPage {
  kind: MethodKind
  httpMethod: (typeof HTTP_METHOD)[MethodKind]
  /** The TypeScript sample shown on the page, a complete module. */
  tsSample: string
}

export interface ApiTypePage extends ApiPage {
  kind: TypeKind
}

export interface ApiFamily {
  /** `app.bsky.feed` */
  id: string
  /** `app-bsky-feed` */
  slug: string
  methods: ApiMethodPage[]
  /** Records first, then the other type documents, each by name. */
  types: ApiTypePage[]
}

export interface ApiReference {
  families: ApiFamily[]
  methods: ApiMethodPage[]
  types: ApiTypePage[]
  /** Every page: methods and types. */
  pages: ApiPage[]
  /** The Lexicon changelog's pages (history/changelog-page.ts), the newest releases first. */
  changelog: ChangelogPage[]
}

let cached: ApiReference | undefined

/** Builds the reference once per process; later calls return the same object. */
export function buildApiReference(): ApiReference {
  cached ??= build()
  return cached
}

const isDeprecated = (description: string) => /\bdeprecated\b/i.test(description)

function build(): ApiReference {
  const lex = loadLexicons()
  const catalog = buildCatalog(lex)
  // The history of the Lexicons up to the pinned package; the build fails when it has no entry for it.
  const history = indexHistory(loadHistory())
  /** What every page starts with: its NSID, where it lives and its title. */
  const placeOf = (nsid: string) => ({ nsid, slug: catalog.slugOf(nsid), route: catalog.routeOf(nsid), title: nsid })
  const methods = catalog.methods.map((nsid): ApiMethodPage => {
    const info = describeMethod(lex, nsid)
    return {
      ...placeOf(nsid),
      description: info.description || `The ${nsid} XRPC method.`,
      kind: info.kind,
      family: familyOf(nsid),
      deprecated: info.deprecated,
      tree: buildMethodTree(lex, { catalog, nsid, history }, info),
      lexiconUrl: info.lexiconUrl,
      httpMethod: HTTP_METHOD[info.kind],
      tsSample: info.samples.ts,
      tryIt: describeTryIt(info, exampleBody(lex, nsid, 'input')),
    }
  })
  const types = catalog.types.map((nsid): ApiTypePage => {
    const kind = typeKindOf(lex, nsid)
    const description = typeDescription(lex, nsid)
    return {
      ...placeOf(nsid),
      description: description || fallbackDescription(nsid, kind),
      kind,
      family: familyOf(nsid),
      deprecated: isDeprecated(description),
      tree: buildTypeTree(lex, { catalog, nsid, history }, nsid),
      lexiconUrl: lexiconSourceUrl(nsid),
      tryIt: null,
    }
  })

  const familyIds = [...new Set([...API_FAMILIES, ...types.map((t) => t.family)])].sort()
  const families = familyIds.map((id): ApiFamily => ({
    id,
    slug: nsidToSlug(id),
    methods: methods.filter((m) => m.family === id),
    types: types.filter((t) => t.family === id).sort((a, b) => Number(b.kind === 'record') - Number(a.kind === 'record') || compareNames(a.nsid, b.nsid)),
  }))
  for (const id of API_FAMILIES) {
    if (!families.some((f) => f.id === id && f.methods.length > 0)) {
      throw new Error(`API reference: the family ${id} in families.ts has no methods in @atproto/api; remove it`)
    }
  }
  const ordered = {
    methods: families.flatMap((f) => f.methods),
    types: families.flatMap((f) => f.types),
  }
  const pageOf = (nsid: string) => (catalog.methods.includes(nsid) || catalog.types.includes(nsid) ? catalog.routeOf(nsid) : null)
  const changelog = buildChangelogPages(loadHistory(), history, { catalog, nsid: '', history }, pageOf)
  return { families, ...ordered, pages: [...ordered.methods, ...ordered.types], changelog }
}

function fallbackDescription(nsid: string, kind: TypeKind): string {
  if (kind === 'record') return `The ${nsid} record: its properties, record key and an example.`
  if (kind === 'defs') return `The definitions of ${nsid}: the objects, tokens and values that methods and records of the reference use.`
  return `The ${nsid} ${kind} and the methods and types that use it.`
}

/** By name, code-point order (stable across locales). */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
