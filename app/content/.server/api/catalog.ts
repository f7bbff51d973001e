/**
 * Which Lexicon documents get a page, where each definition lives, and who refers to it.
 *
 * Method pages: every XRPC method of the allow-listed families. Type pages: every other document
 * of those families (records, `*.defs`) and every document they reach through refs and unions,
 * followed transitively (embeds, rich-text facets, …), so that every type link has a target.
 */
import type { Lexicons, LexUserType } from '@atproto/lexicon'
import { familyOf, isApiFamily } from './families.ts'
import { isMethod } from './lexicons.ts'
import { canonicalDefId, refsInside } from './refs.ts'
import { apiRoutePrefix } from '../../routes.ts'
import { assertUniqueSlugs } from './slug.ts'

/** Names of the sections a page may carry; a definition named like one would share its anchor. */
const RESERVED_ANCHORS = new Set([
  'host-and-authentication',
  'parameters',
  'request-body',
  'request-example',
  'response',
  'response-example',
  'errors',
  'messages',
  'definitions',
  'code-samples',
  'sample-shell',
  'sample-typescript',
  'lexicon-source',
  'properties',
  'record-key',
  'example',
  'used-by',
  'history',
])

/** Something that refers to a definition: a method, or another definition. */
interface Referrer {
  /** `app.bsky.feed.getTimeline`, `app.bsky.feed.defs#feedViewPost`. */
  id: string
  href: string
}

export interface Catalog {
  /** NSIDs of the documented methods, sorted. */
  methods: string[]
  /** NSIDs of the documents that get a type page, sorted. */
  types: string[]
  /** `app.bsky.feed.defs` → `/docs/api/app-bsky-feed-defs`. */
  routeOf(nsid: string): string
  slugOf(nsid: string): string
  /** The page and anchor of a definition: `app.bsky.feed.defs#postView` → `/docs/api/app-bsky-feed-defs#postView`. */
  hrefOf(defId: string): string
  /** Methods and definitions that refer to a definition, sorted by id; never the definition itself. */
  usedBy(defId: string): Referrer[]
}

/** `app.bsky.feed.defs#postView` → `app.bsky.feed.defs`; `app.bsky.feed.post` → itself. */
export function docOf(defId: string): string {
  return defId.split('#')[0]
}

/** `app.bsky.feed.defs#postView` → `postView`; a document's own id → `main`. */
export function defName(defId: string): string {
  return defId.includes('#') ? defId.slice(defId.indexOf('#') + 1) : 'main'
}

/** The definitions of a document, `main` first, then in declaration order. */
export function listDefs(lex: Lexicons, nsid: string): [name: string, def: LexUserType][] {
  const doc = lex.get(nsid)
  if (!doc) throw new Error(`API reference: no Lexicon document ${nsid}`)
  const entries = Object.entries(doc.defs) as [string, LexUserType][]
  return [...entries.filter(([name]) => name === 'main'), ...entries.filter(([name]) => name !== 'main')]
}

const idOf = (nsid: string, name: string) => (name === 'main' ? nsid : `${nsid}#${name}`)

export function buildCatalog(lex: Lexicons): Catalog {
  const all: string[] = [...lex].map((doc) => doc.id)
  const methods = all.filter((id) => isApiFamily(familyOf(id)) && isMethod(lex.get(id)?.defs.main)).sort()

  // The families' own documents (methods, records, defs) and every document they reach, transitively.
  const reached = new Set<string>()
  const queue = all.filter((id) => isApiFamily(familyOf(id)))
  while (queue.length > 0) {
    const nsid = queue.pop() as string
    if (reached.has(nsid)) continue
    const doc = lex.get(nsid)
    if (!doc) throw new Error(`API reference: a ref points at ${nsid}, which is not among the Lexicons of @atproto/api`)
    reached.add(nsid)
    for (const ref of refsInside(doc.defs, nsid)) queue.push(docOf(ref))
  }
  const strays = [...reached].filter((id) => isMethod(lex.get(id)?.defs.main) && !methods.includes(id))
  if (strays.length > 0) {
    throw new Error(`API reference: methods outside families.ts define types that documented methods use: ${strays.join(', ')}. Add their families.`)
  }
  const types = [...reached].filter((id) => !methods.includes(id)).sort()
  const slugs = assertUniqueSlugs([...methods, ...types])
  const slugOf = (nsid: string): string => {
    const slug = slugs.get(nsid)
    if (slug === undefined) throw new Error(`API reference: ${nsid} has no page (it is neither a documented method nor a type they use)`)
    return slug
  }
  const routeOf = (nsid: string) => `${apiRoutePrefix}/${slugOf(nsid)}`

  const defIds = new Set<string>()
  for (const nsid of [...methods, ...types]) {
    for (const [name] of listDefs(lex, nsid)) {
      if (name !== 'main' && RESERVED_ANCHORS.has(name)) {
        throw new Error(`API reference: ${nsid}#${name} would share its anchor with the page section "#${name}"; rename the section in catalog.ts and the page builders`)
      }
      defIds.add(idOf(nsid, name))
    }
  }
  const hrefOf = (defId: string): string => {
    const id = canonicalDefId(defId)
    if (!defIds.has(id)) throw new Error(`API reference: a link points at ${id}, which no page defines`)
    const name = defName(id)
    return name === 'main' ? routeOf(docOf(id)) : `${routeOf(docOf(id))}#${name}`
  }

  const referrers = new Map<string, Map<string, Referrer>>()
  for (const nsid of [...methods, ...types]) {
    for (const [name, def] of listDefs(lex, nsid)) {
      const from = idOf(nsid, name)
      for (const target of refsInside(def, nsid)) {
        if (target === from) continue
        if (!referrers.has(target)) referrers.set(target, new Map())
        referrers.get(target)?.set(from, { id: from, href: hrefOf(from) })
      }
    }
  }
  const usedBy = (defId: string): Referrer[] =>
    [...(referrers.get(canonicalDefId(defId))?.values() ?? [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

  return { methods, types, routeOf, slugOf, hrefOf, usedBy }
}
