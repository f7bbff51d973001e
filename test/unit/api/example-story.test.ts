/**
 * The example JSON of the reference tells one story per example: every record URI points into
 * the collection its field means, every record has one CID and its own TID, profiles keep their
 * handles, replies answer other posts, and no object holds states that exclude each other. The
 * rules are checked here on every example of every page (responses, requests, records), walked
 * with their Lexicon so each object is known by its definition.
 */
import { LABELS } from '@atproto/api'
import type { LexUserType } from '@atproto/lexicon'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { toJsonValue, type JsonValue } from '../../../app/content/.server/api/example-values.ts'
import { EXAMPLE_DID, exampleBody, exampleParams, exampleRecord } from '../../../app/content/.server/api/examples.ts'
import { canonicalDefId, getDef, loadLexicons } from '../../../app/content/.server/api/lexicons.ts'

const lex = loadLexicons()
const ref = buildApiReference()

type Obj = Record<string, JsonValue>
type Field = { type: string; format?: string; ref?: string; refs?: string[]; items?: Field; properties?: Record<string, Field>; required?: string[]; description?: string }

/** One object of an example, known by its definition. */
interface Node {
  def: string
  obj: Obj
  path: string
  parent?: Node
  /** Refs followed to reach it, counted as the generator counts them (a method's own NSID is one). */
  depth: number
  /** Built from required fields only (a request, or a record shown inside a view). */
  requiredOnly: boolean
}

interface Example {
  id: string
  value: JsonValue
  nodes: Node[]
}

const isObj = (v: JsonValue | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

function defOf(id: string): LexUserType | undefined {
  try {
    return getDef(lex, id)
  } catch {
    return undefined
  }
}

/** Walks `value` as an instance of `field`, adding every object it holds to `out` with its definition. */
function walk(value: JsonValue | undefined, field: Field, defHint: string, path: string, parent: Node | undefined, depth: number, requiredOnly: boolean, out: Node[]): void {
  if (value === undefined) return
  if (field.type === 'array' && Array.isArray(value) && field.items) {
    value.forEach((item, i) => walk(item, field.items as Field, defHint, `${path}[${i}]`, parent, depth, requiredOnly, out))
    return
  }
  if (field.type === 'ref' && field.ref) return walkDef(value, canonicalDefId(field.ref), path, parent, depth + 1, requiredOnly, out)
  if (field.type === 'union' && isObj(value) && typeof value.$type === 'string') return walkDef(value, canonicalDefId(value.$type), path, parent, depth + 1, requiredOnly, out)
  if (field.type === 'unknown' && isObj(value) && typeof value.$type === 'string' && defOf(value.$type)?.type === 'record') {
    // A record shown in a view: the generator builds it from required fields only.
    return walkDef(value, value.$type, path, parent, depth + 1, true, out)
  }
  if (field.type === 'object' && isObj(value)) walkObject(value, field, defHint, path, parent, depth, requiredOnly, out)
}

function walkDef(value: JsonValue, id: string, path: string, parent: Node | undefined, depth: number, requiredOnly: boolean, out: Node[]): void {
  const def = defOf(id) as Field & { record?: Field }
  if (!def) return
  if (def.type === 'record' && def.record) return walkObject(value as Obj, def.record, id, path, parent, depth, requiredOnly, out)
  walk(value, def, id, path, parent, depth, requiredOnly, out)
}

function walkObject(obj: Obj, schema: Field, def: string, path: string, parent: Node | undefined, depth: number, requiredOnly: boolean, out: Node[]): void {
  const node: Node = { def, obj, path, parent, depth, requiredOnly }
  out.push(node)
  for (const [name, field] of Object.entries(schema.properties ?? {})) walk(obj[name], field, `${def}.${name}`, `${path}.${name}`, node, depth, requiredOnly, out)
}

function methodSchema(nsid: string, which: 'input' | 'output' | 'params'): Field | undefined {
  const def = defOf(nsid) as { parameters?: Field; input?: { schema?: Field }; output?: { schema?: Field } }
  return which === 'params' ? def.parameters : def[which]?.schema
}

const examples: Example[] = []
function add(id: string, value: JsonValue, schema: Field, def: string, depth: number, requiredOnly: boolean) {
  const nodes: Node[] = []
  if (schema.type === 'record') walkDef(value, def, '$', undefined, depth, requiredOnly, nodes)
  else walk(value, schema, def, '$', undefined, depth, requiredOnly, nodes)
  examples.push({ id, value, nodes })
}
for (const m of ref.methods) {
  const output = exampleBody(lex, m.nsid, 'output')
  if (output !== undefined) add(`${m.nsid} output`, output, methodSchema(m.nsid, 'output') as Field, `${m.nsid}#output`, 1, false)
  const input = exampleBody(lex, m.nsid, 'input')
  if (input !== undefined) add(`${m.nsid} input`, input, methodSchema(m.nsid, 'input') as Field, `${m.nsid}#input`, 1, true)
  const params = methodSchema(m.nsid, 'params')
  if (params) add(`${m.nsid} params`, toJsonValue(exampleParams(lex, m.nsid)), { ...params, type: 'object' }, `${m.nsid}#params`, 1, true)
}
for (const t of ref.types.filter((t) => t.kind === 'record')) add(`${t.nsid} record`, exampleRecord(lex, t.nsid), { type: 'record' }, t.nsid, 1, false)

const nodesOf = (def: string) => examples.flatMap((e) => e.nodes.filter((n) => n.def === def).map((node) => ({ example: e.id, node })))
const collectionOf = (uri: unknown) => (typeof uri === 'string' ? /^at:\/\/[^/]+\/([^/]+)/.exec(uri)?.[1] : undefined)
const repoOf = (uri: unknown) => (typeof uri === 'string' ? /^at:\/\/([^/]+)/.exec(uri)?.[1] : undefined)
const rkeyOf = (uri: unknown) => (typeof uri === 'string' ? /^at:\/\/[^/]+\/[^/]+\/([^/]+)$/.exec(uri)?.[1] : undefined)

/** Every string of an example with its path. */
function strings(value: JsonValue, path = '$'): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (isObj(value)) return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
  return []
}

describe('the example story', () => {
  it('walks every example of the reference', () => {
    expect(examples.length).toBeGreaterThan(350)
    expect(nodesOf('app.bsky.feed.defs#postView').length).toBeGreaterThan(15)
  })

  /** What the AT-URI of a view, or a viewer state field, points into. */
  const VIEW_COLLECTIONS: Record<string, string> = {
    'app.bsky.feed.defs#postView': 'app.bsky.feed.post',
    'app.bsky.feed.defs#reasonRepost': 'app.bsky.feed.repost',
    'app.bsky.feed.defs#generatorView': 'app.bsky.feed.generator',
    'app.bsky.feed.defs#threadgateView': 'app.bsky.feed.threadgate',
    'app.bsky.graph.defs#listView': 'app.bsky.graph.list',
    'app.bsky.graph.defs#listViewBasic': 'app.bsky.graph.list',
    'app.bsky.graph.defs#listItemView': 'app.bsky.graph.listitem',
    'app.bsky.graph.defs#starterPackView': 'app.bsky.graph.starterpack',
    'app.bsky.graph.defs#starterPackViewBasic': 'app.bsky.graph.starterpack',
    'app.bsky.labeler.defs#labelerView': 'app.bsky.labeler.service',
    'app.bsky.labeler.defs#labelerViewDetailed': 'app.bsky.labeler.service',
    'app.bsky.actor.defs#verificationView': 'app.bsky.graph.verification',
    'app.bsky.actor.defs#statusView': 'app.bsky.actor.status',
  }
  const VIEWER_LINKS: Record<string, Record<string, string>> = {
    'app.bsky.actor.defs#viewerState': { following: 'app.bsky.graph.follow', followedBy: 'app.bsky.graph.follow', blocking: 'app.bsky.graph.block' },
    'app.bsky.feed.defs#viewerState': { like: 'app.bsky.feed.like', repost: 'app.bsky.feed.repost' },
    'app.bsky.feed.defs#generatorViewerState': { like: 'app.bsky.feed.like' },
    'app.bsky.labeler.defs#labelerViewerState': { like: 'app.bsky.feed.like' },
    'app.bsky.graph.defs#listViewerState': { blocked: 'app.bsky.graph.listblock' },
  }

  it('points every record URI into the collection its field means, and a view\'s record is of that collection', () => {
    const problems: string[] = []
    for (const e of examples) {
      for (const n of e.nodes) {
        const expected = VIEW_COLLECTIONS[n.def]
        if (expected && n.obj.uri !== undefined && collectionOf(n.obj.uri) !== expected) problems.push(`${e.id} ${n.path}.uri: ${String(n.obj.uri)} is not an ${expected}`)
        for (const key of ['record', 'value']) {
          const record = n.obj[key]
          if (isObj(record) && typeof record.$type === 'string' && typeof n.obj.uri === 'string' && n.obj.uri.startsWith('at://') && collectionOf(n.obj.uri) !== record.$type) {
            problems.push(`${e.id} ${n.path}: uri ${n.obj.uri} holds a ${record.$type}`)
          }
        }
        for (const [key, collection] of Object.entries(VIEWER_LINKS[n.def] ?? {})) {
          if (n.obj[key] !== undefined && collectionOf(n.obj[key]) !== collection) problems.push(`${e.id} ${n.path}.${key}: ${String(n.obj[key])} is not an ${collection}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('keeps a view\'s record in its author\'s or creator\'s repository, and viewer links in the right one', () => {
    const problems: string[] = []
    for (const e of examples) {
      for (const n of e.nodes) {
        for (const key of ['author', 'creator', 'by']) {
          const person = n.obj[key]
          if (VIEW_COLLECTIONS[n.def] && isObj(person) && typeof n.obj.uri === 'string' && repoOf(n.obj.uri) !== person.did) problems.push(`${e.id} ${n.path}: ${n.obj.uri} is not in ${key} ${String(person.did)}'s repository`)
        }
        if (n.def === 'app.bsky.actor.defs#viewerState' && n.parent && typeof n.parent.obj.did === 'string') {
          // The viewer's own follows and blocks are in her repository; "followed by" is in the subject's.
          const subject = n.parent.obj.did
          if (n.obj.followedBy !== undefined && repoOf(n.obj.followedBy) !== subject) problems.push(`${e.id} ${n.path}.followedBy is not in ${subject}'s repository`)
          for (const key of ['following', 'blocking']) if (n.obj[key] !== undefined && repoOf(n.obj[key]) === subject) problems.push(`${e.id} ${n.path}.${key} is in the subject's own repository`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('gives every record one CID and its own TID, and never a record\'s CID to anything else', () => {
    const problems: string[] = []
    for (const e of examples) {
      const cidOfUri = new Map<string, string>()
      const uriOfCid = new Map<string, string>()
      const pair = (uri: string, cid: string, where: string) => {
        if (cidOfUri.has(uri) && cidOfUri.get(uri) !== cid) problems.push(`${e.id} ${where}: ${uri} has two CIDs`)
        if (uriOfCid.has(cid) && uriOfCid.get(cid) !== uri) problems.push(`${e.id} ${where}: CID ${cid} names ${uriOfCid.get(cid)} and ${uri}`)
        cidOfUri.set(uri, cid)
        uriOfCid.set(cid, uri)
      }
      for (const n of e.nodes) {
        if (typeof n.obj.uri === 'string' && typeof n.obj.cid === 'string') pair(n.obj.uri, n.obj.cid, n.path)
        // A commit, a blob listing: the CID of something that is not one of the records.
        else if (typeof n.obj.cid === 'string') pair(`${n.def} at ${n.path}`, n.obj.cid, n.path)
      }
      // Two records never share a TID, except a thread gate and a post gate, which take their post's.
      const uris = [...new Set(strings(e.value).map(([, v]) => v).filter((v) => v.startsWith('at://')))]
      const byKey = new Map<string, string[]>()
      for (const uri of uris) {
        const rkey = rkeyOf(uri)
        if (rkey && /^[2-7a-j][2-7a-z]{12}$/.test(rkey)) byKey.set(rkey, [...(byKey.get(rkey) ?? []), uri])
      }
      for (const [rkey, shared] of byKey) {
        const gated = shared.filter((u) => !/\/app\.bsky\.feed\.(threadgate|postgate)\//.test(u))
        if (gated.length > 1 || new Set(shared.map(repoOf)).size > 1) problems.push(`${e.id}: TID ${rkey} is the key of ${shared.join(', ')}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('makes the post of a feed item a reply to other posts, which its record names, and a repost a repost record', () => {
    const items = nodesOf('app.bsky.feed.defs#feedViewPost')
    expect(items.length).toBeGreaterThanOrEqual(5)
    const problems: string[] = []
    for (const { example, node } of items) {
      const post = node.obj.post as Obj
      const reply = node.obj.reply as Obj | undefined
      if (!reply) continue
      const root = (reply.root as Obj).uri
      const parent = (reply.parent as Obj).uri
      if (post.uri === root || post.uri === parent) problems.push(`${example} ${node.path}: the post replies to itself`)
      const record = post.record as Obj
      const named = record.reply as Record<string, Obj> | undefined
      if (named?.root.uri !== root || named?.parent.uri !== parent) problems.push(`${example} ${node.path}: the post's record does not reply to the thread shown`)
    }
    expect(problems).toEqual([])
  })

  it('never shows a viewer who blocks and follows, or mutes in two ways at once (as the AppView builds the state)', () => {
    const states = nodesOf('app.bsky.actor.defs#viewerState')
    expect(states.length).toBeGreaterThan(15)
    const problems: string[] = []
    for (const { example, node } of states) {
      const v = node.obj
      const block = v.blocking !== undefined || v.blockedBy === true || v.blockingByList !== undefined
      if (block && (v.following !== undefined || v.followedBy !== undefined)) problems.push(`${example} ${node.path}: blocks and follows`)
      if (v.mutedByList !== undefined && v.muted !== true) problems.push(`${example} ${node.path}: muted by a list but not muted`)
      if (v.muted === true && (v.mutedOnlyReposts === true || v.mutedOnlyQuoteposts === true)) problems.push(`${example} ${node.path}: muted and muted in part`)
      if (v.blockingByList !== undefined && v.blocking === undefined) problems.push(`${example} ${node.path}: blocking by list without blocking`)
    }
    expect(problems).toEqual([])
    // Each relationship still appears somewhere: a follow, a block, a mute.
    expect(states.some(({ node }) => node.obj.following !== undefined)).toBe(true)
    expect(states.some(({ node }) => node.obj.blocking !== undefined)).toBe(true)
    expect(states.some(({ node }) => node.obj.muted === true)).toBe(true)
  })

  it('gives tokens only to an active account, and a status only to an inactive one', () => {
    const problems: string[] = []
    for (const e of examples) {
      for (const n of e.nodes) {
        const { active, status } = n.obj
        if ('accessJwt' in n.obj && (active === false || status !== undefined)) problems.push(`${e.id} ${n.path}: a session with tokens for an inactive account`)
        if (active === true && typeof status === 'string') problems.push(`${e.id} ${n.path}: active with status ${status}`)
        if (active === false && 'status' in (defFields(n.def) ?? {}) && status === undefined && !n.requiredOnly) problems.push(`${e.id} ${n.path}: inactive without a status`)
      }
    }
    expect(problems).toEqual([])
  })

  const selfLabelValues = Object.entries(LABELS)
    .filter(([, def]) => !(def.flags as string[]).includes('no-self'))
    .map(([value]) => value)

  it('labels a subject of the example (a record by its URI and CID, an account by its DID), and self-labels with values an author may set', () => {
    expect(selfLabelValues).toContain('!no-unauthenticated')
    const problems: string[] = []
    for (const e of examples) {
      for (const n of e.nodes) {
        if (n.def === 'com.atproto.label.defs#selfLabel' && !selfLabelValues.includes(String(n.obj.val))) problems.push(`${e.id} ${n.path}: self-label ${String(n.obj.val)}`)
        if (n.def !== 'com.atproto.label.defs#label') continue
        const uri = String(n.obj.uri)
        if (!/^(at:\/\/|did:)/.test(uri)) problems.push(`${e.id} ${n.path}: a label on ${uri}`)
        if (uri.startsWith('did:') && n.obj.cid !== undefined) problems.push(`${e.id} ${n.path}: a CID on an account label`)
        const holder = n.parent
        if (holder && holder.def !== n.def && (typeof holder.obj.uri === 'string' || typeof holder.obj.did === 'string')) {
          const subjects = [holder.obj.uri, holder.obj.did, `at://${String(holder.obj.did)}/app.bsky.actor.profile/self`]
          if (!subjects.includes(uri)) problems.push(`${e.id} ${n.path}: a label on ${uri} attached to ${String(holder.obj.uri ?? holder.obj.did)}`)
          if (n.obj.cid !== undefined && holder.obj.uri === uri && n.obj.cid !== holder.obj.cid) problems.push(`${e.id} ${n.path}: the label's CID is not the record's`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('writes text around its facets: each byte range covers the mention, link or tag, and a mention names someone else', () => {
    let mentions = 0
    const problems: string[] = []
    for (const e of examples) {
      const handles = new Map(e.nodes.filter((n) => typeof n.obj.did === 'string' && typeof n.obj.handle === 'string').map((n) => [n.obj.did, n.obj.handle]))
      for (const n of e.nodes) {
        // The author: the repository of the record (a view's own, or the view holding the record).
        const author = repoOf(n.obj.uri) ?? repoOf(n.parent?.obj.uri) ?? (n.path === '$' ? EXAMPLE_DID : undefined)
        for (const [textKey, facetsKey] of [['text', 'facets'], ['description', 'descriptionFacets']]) {
          const text = n.obj[textKey]
          const facets = n.obj[facetsKey]
          if (typeof text !== 'string' || !Array.isArray(facets)) continue
          const bytes = Buffer.from(text, 'utf8')
          for (const facet of facets as Obj[]) {
            const { byteStart, byteEnd } = facet.index as { byteStart: number; byteEnd: number }
            const covered = bytes.subarray(byteStart, byteEnd).toString('utf8')
            if (byteEnd > bytes.length || byteStart >= byteEnd) problems.push(`${e.id} ${n.path}: range ${byteStart}–${byteEnd} outside "${text}"`)
            for (const feature of facet.features as Obj[]) {
              if (feature.$type === 'app.bsky.richtext.facet#mention') {
                mentions++
                if (!covered.startsWith('@')) problems.push(`${e.id} ${n.path}: a mention covers "${covered}"`)
                if (handles.has(feature.did) && covered !== `@${String(handles.get(feature.did))}`) problems.push(`${e.id} ${n.path}: a mention of ${String(feature.did)} covers "${covered}"`)
                if (feature.did === author) problems.push(`${e.id} ${n.path}: the author mentions herself`)
              }
              if (feature.$type === 'app.bsky.richtext.facet#link' && covered !== feature.uri) problems.push(`${e.id} ${n.path}: a link covers "${covered}"`)
              if (feature.$type === 'app.bsky.richtext.facet#tag' && covered !== `#${String(feature.tag)}`) problems.push(`${e.id} ${n.path}: a tag covers "${covered}"`)
            }
          }
        }
      }
    }
    expect(problems).toEqual([])
    expect(mentions).toBeGreaterThan(3)
  })

  it('keeps one handle per DID and one DID per handle in an example, DID documents included', () => {
    const problems: string[] = []
    for (const e of examples) {
      const handleOf = new Map<string, string>()
      const didOf = new Map<string, string>()
      const see = (did: string, handle: string, where: string) => {
        if ((handleOf.get(did) ?? handle) !== handle || (didOf.get(handle) ?? did) !== did) problems.push(`${e.id} ${where}: ${did} is ${handle} and ${handleOf.get(did) ?? didOf.get(handle) ?? ''}`)
        handleOf.set(did, handle)
        didOf.set(handle, did)
      }
      for (const n of e.nodes) {
        if (typeof n.obj.did === 'string' && typeof n.obj.handle === 'string') see(n.obj.did, n.obj.handle, n.path)
        const doc = n.obj.didDoc
        if (isObj(doc)) {
          const aka = (doc.alsoKnownAs as string[])[0].replace('at://', '')
          see(String(doc.id), aka, `${n.path}.didDoc`)
          if (typeof n.obj.did === 'string' && doc.id !== n.obj.did) problems.push(`${e.id} ${n.path}: the DID document is another account's`)
        }
        // A picture is served from the repository that holds its blob: the account's, or the record's.
        const holder = typeof n.obj.handle === 'string' ? n.obj.did : repoOf(n.obj.uri)
        for (const key of ['avatar', 'banner']) {
          const url = n.obj[key]
          if (typeof url === 'string' && typeof holder === 'string' && url.includes('/img/') && !url.includes(`/${holder}/`)) problems.push(`${e.id} ${n.path}.${key}: a picture from another repository`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('gives a thread gate the record key and repository of the root post it gates', () => {
    const gates = nodesOf('app.bsky.feed.defs#threadgateView')
    expect(gates.length).toBeGreaterThan(3)
    const problems: string[] = []
    for (const { example, node } of gates) {
      const post = (node.obj.record as Obj | undefined)?.post
      if (post !== undefined && (repoOf(post) !== repoOf(node.obj.uri) || rkeyOf(post) !== rkeyOf(node.obj.uri))) problems.push(`${example} ${node.path}: ${String(node.obj.uri)} gates ${String(post)}`)
      // On a post, the gate is its thread's: the root the post replies to, or the post itself.
      const holder = node.parent?.def === 'app.bsky.feed.defs#postView' ? node.parent.obj : undefined
      const root = ((holder?.record as Obj | undefined)?.reply as Record<string, Obj> | undefined)?.root.uri ?? holder?.uri
      if (root !== undefined && post !== undefined && post !== root) problems.push(`${example} ${node.path}: a gate on ${String(post)} shown with a thread rooted at ${String(root)}`)
    }
    expect(problems).toEqual([])
  })

  it('has every message of a conversation sent by one of its members', () => {
    const convos = nodesOf('chat.bsky.convo.defs#convoView')
    expect(convos.length).toBeGreaterThan(2)
    const problems: string[] = []
    for (const { example, node } of convos) {
      const members = (node.obj.members as Obj[]).map((m) => m.did)
      const senders = strings(node.obj).filter(([path]) => /\.sender\.did$/.test(path))
      for (const [path, did] of senders) if (!members.includes(did)) problems.push(`${example} ${node.path}${path.slice(1)}: ${did} is not a member`)
    }
    expect(problems).toEqual([])
  })

  it('rests a "valid" verified status on a valid verification, issued from the issuer\'s repository', () => {
    const problems: string[] = []
    for (const { example, node } of nodesOf('app.bsky.actor.defs#verificationState')) {
      const verifications = node.obj.verifications as Obj[]
      if (node.obj.verifiedStatus === 'valid' && !verifications.some((v) => v.isValid === true)) problems.push(`${example} ${node.path}: valid without a valid verification`)
      for (const v of verifications) if (repoOf(v.uri) !== v.issuer) problems.push(`${example} ${node.path}: a verification outside its issuer's repository`)
    }
    expect(problems).toEqual([])
  })
})

function defFields(def: string): Record<string, Field> | undefined {
  if (def.includes('#input') || def.includes('#output') || def.includes('#params')) {
    const [nsid, which] = def.split('#')
    return methodSchema(nsid, which as 'input' | 'output' | 'params')?.properties
  }
  const d = defOf(def) as (Field & { record?: Field }) | undefined
  return d?.type === 'record' ? d.record?.properties : d?.properties
}

/**
 * Fields the examples leave out on purpose, because the one example that could hold them is in a
 * state that excludes them: a session opened with tokens is an active account's, whose status is
 * unset (the PDS does give a deactivated account tokens, but the example does not sign one in).
 */
const LEFT_OUT = new Set(['com.atproto.server.createSession#output.status', 'com.atproto.server.refreshSession#output.status'])

describe('optional fields in the examples', () => {
  const isDeprecated = (field: Field) => /^\s*deprecated\b/i.test(field.description ?? '')

  /** Whether the generator fills an optional field of an object at this depth (see `wanted` in examples.ts). */
  function filled(name: string, field: Field, depth: number): boolean {
    const inner = field.type === 'array' && field.items ? field.items : field
    if (isDeprecated(field)) return false
    if (inner.type === 'ref' && inner.ref && isDeprecated(defOf(canonicalDefId(inner.ref)) as Field)) return false
    if (inner.type === 'unknown') return /^(record|value|didDoc)$/.test(name)
    // An open union with no members listed has nothing to show.
    if (inner.type === 'union' && !inner.refs?.length) return false
    if (inner.type !== 'ref' && inner.type !== 'union') return true
    return depth <= 2
  }

  it('each appear in some example of the reference, however the examples settle exclusive states', () => {
    const seen = new Set<string>()
    const expected = new Map<string, string>()
    for (const e of examples) {
      for (const n of e.nodes) {
        for (const key of Object.keys(n.obj)) seen.add(`${n.def}.${key}`)
        if (n.requiredOnly) continue
        const fields = defFields(n.def) ?? {}
        const required = new Set(requiredOf(n.def))
        for (const [name, field] of Object.entries(fields)) {
          if (!required.has(name) && filled(name, field, n.depth) && !expected.has(`${n.def}.${name}`)) expected.set(`${n.def}.${name}`, e.id)
        }
      }
    }
    expect(expected.size).toBeGreaterThan(400)
    const missing = [...expected].filter(([key]) => !seen.has(key) && !LEFT_OUT.has(key)).map(([key, where]) => `${key} (expected from ${where})`)
    expect(missing).toEqual([])
    // The exceptions are real: each is a field the examples would otherwise show.
    for (const key of LEFT_OUT) expect([key, expected.has(key), seen.has(key)]).toEqual([key, true, false])
  })
})

function requiredOf(def: string): string[] {
  if (def.includes('#input') || def.includes('#output') || def.includes('#params')) {
    const [nsid, which] = def.split('#')
    return methodSchema(nsid, which as 'input' | 'output' | 'params')?.required ?? []
  }
  const d = defOf(def) as (Field & { record?: Field }) | undefined
  return (d?.type === 'record' ? d.record?.required : d?.required) ?? []
}
