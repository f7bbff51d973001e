/**
 * Every example JSON on the reference (method inputs and outputs, records) validates against its
 * Lexicon with @atproto/lexicon, on a fresh Lexicons instance built from the package's schemas;
 * the code samples send the same request bodies, made by the same generator.
 */
import { schemas } from '@atproto/api'
import { jsonToLex, Lexicons, type LexiconDoc } from '@atproto/lexicon'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import type { JsonValue } from '../../../app/content/.server/api/example-values.ts'
import { exampleBody, exampleRecord } from '../../../app/content/.server/api/examples.ts'
import { getDef, loadLexicons } from '../../../app/content/.server/api/lexicons.ts'
import { resolveRef } from '../../../app/content/.server/api/refs.ts'
import { toPageMarkdown } from '../../../app/content/.server/api/render.ts'

const ref = buildApiReference()
const lex = loadLexicons()
const docs = structuredClone(schemas as unknown as LexiconDoc[])
/**
 * @atproto/lexicon cannot validate a body with a field that refs a record (it throws "Unexpected
 * lexicon type: record"); resolveLexicon's output holds a com.atproto.lexicon.schema record. Such a
 * field is validated as the record it is, and the body against its schema with the field left open.
 */
const recordFields: { nsid: string; which: 'input' | 'output'; field: string; record: string }[] = []
for (const doc of docs) {
  const main = doc.defs.main as unknown as Record<string, { schema?: { properties?: Record<string, { type: string; ref?: string }> } } | undefined>
  for (const which of ['input', 'output'] as const) {
    for (const [field, property] of Object.entries(main?.[which]?.schema?.properties ?? {})) {
      if (property.type !== 'ref') continue
      const record = resolveRef(property.ref!, doc.id)
      if (getDef(lex, record).type !== 'record') continue
      recordFields.push({ nsid: doc.id, which, field, record })
      main![which]!.schema!.properties![field] = { type: 'unknown' }
    }
  }
}
const validator = new Lexicons(docs)
const checkRecordFields = (nsid: string, which: 'input' | 'output', value: unknown) => {
  for (const f of recordFields.filter((f) => f.nsid === nsid && f.which === which)) validator.assertValidRecord(f.record, (value as Record<string, unknown>)[f.field])
}

interface Case {
  id: string
  value: JsonValue
  validate: (value: unknown) => unknown
}

const cases: Case[] = []
for (const m of ref.methods) {
  const input = exampleBody(lex, m.nsid, 'input')
  if (input !== undefined) cases.push({ id: `${m.nsid} input`, value: input, validate: (v) => (validator.assertValidXrpcInput(m.nsid, v), checkRecordFields(m.nsid, 'input', v)) })
  const output = exampleBody(lex, m.nsid, 'output')
  if (output !== undefined) cases.push({ id: `${m.nsid} output`, value: output, validate: (v) => (validator.assertValidXrpcOutput(m.nsid, v), checkRecordFields(m.nsid, 'output', v)) })
}
for (const t of ref.types.filter((t) => t.kind === 'record')) {
  cases.push({ id: `${t.nsid} record`, value: exampleRecord(lex, t.nsid), validate: (v) => validator.assertValidRecord(t.nsid, v) })
}

describe('example JSON', () => {
  it('exists for every JSON body with a schema and every record: 311 with @atproto/api 0.21.0', () => {
    const jsonBodies = ref.methods.flatMap((m) => {
      const main = (schemas as unknown as LexiconDoc[]).find((d) => d.id === m.nsid)?.defs.main as unknown as Record<string, { encoding?: string; schema?: unknown } | undefined>
      return (['input', 'output'] as const).filter((which) => main[which]?.encoding === 'application/json' && main[which]?.schema)
    })
    expect(cases).toHaveLength(jsonBodies.length + ref.types.filter((t) => t.kind === 'record').length)
    if (ref.methods.length === 244) expect(cases).toHaveLength(311)
  })

  it('every example validates against its Lexicon', () => {
    const failures: string[] = []
    for (const c of cases) {
      try {
        c.validate(jsonToLex(c.value as never))
      } catch (error) {
        failures.push(`${c.id}: ${(error as Error).message}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('the validation used here rejects a broken example', () => {
    const post = exampleRecord(lex, 'app.bsky.feed.post')
    const { text: _text, ...withoutText } = post
    expect(() => validator.assertValidRecord('app.bsky.feed.post', jsonToLex(withoutText))).toThrow(/text/)
    expect(() => validator.assertValidRecord('app.bsky.feed.post', jsonToLex({ ...post, createdAt: 'yesterday' }))).toThrow(/createdAt/)
  })

  it('uses realistic values per format', () => {
    const profile = exampleBody(lex, 'app.bsky.actor.getProfile', 'output') as Record<string, JsonValue>
    expect(profile.did).toMatch(/^did:plc:[a-z2-7]{24}$/)
    expect(profile.handle).toMatch(/^[a-z0-9.-]+\.[a-z]+$/)
    expect(profile.avatar).toMatch(/^https:\/\//)
    const post = exampleRecord(lex, 'app.bsky.feed.post')
    expect(post.$type).toBe('app.bsky.feed.post')
    expect(post.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(post.langs).toEqual(['en'])
    const like = exampleRecord(lex, 'app.bsky.feed.like') as { subject: { uri: string; cid: string } }
    expect(like.subject.uri).toMatch(/^at:\/\/did:plc:[a-z2-7]+\/app\.bsky\.feed\.post\/[a-z2-7]{13}$/)
    expect(like.subject.cid).toMatch(/^bafy/)
  })

  it('shows one member of each union, tagged with its $type, and arrays with one element', () => {
    const post = exampleRecord(lex, 'app.bsky.feed.post') as { embed: { $type: string }; facets: { features: { $type: string }[] }[] }
    expect(post.embed.$type).toBe('app.bsky.embed.images')
    expect(post.facets).toHaveLength(1)
    expect(post.facets[0].features).toHaveLength(1)
    expect(post.facets[0].features[0].$type).toMatch(/^app\.bsky\.richtext\.facet#/)
    const timeline = exampleBody(lex, 'app.bsky.feed.getTimeline', 'output') as { feed: unknown[] }
    expect(timeline.feed).toHaveLength(1)
  })

  it('appears on the pages as JSON code blocks, the same text the test validated', () => {
    const timeline = ref.methods.find((m) => m.nsid === 'app.bsky.feed.getTimeline')
    const post = ref.types.find((t) => t.nsid === 'app.bsky.feed.post')
    if (!timeline || !post) throw new Error('missing pages')
    expect(toPageMarkdown(timeline.title, timeline.tree)).toContain(`### Example\n\n\`\`\`json\n${JSON.stringify(exampleBody(lex, timeline.nsid, 'output'), null, 2)}\n\`\`\``)
    expect(toPageMarkdown(post.title, post.tree)).toContain(`## Example\n\n\`\`\`json\n${JSON.stringify(exampleRecord(lex, post.nsid), null, 2)}\n\`\`\``)
  })

  it('is the body the curl and TypeScript samples send, with code only where code is needed', () => {
    const mismatches: string[] = []
    let compared = 0
    for (const m of ref.methods) {
      const input = exampleBody(lex, m.nsid, 'input')
      if (input === undefined) continue
      const sent = /-d '([\s\S]*?)'$/m.exec(toPageMarkdown(m.title, m.tree))?.[1]
      compared++
      if (!sent || JSON.stringify(JSON.parse(sent.replace(/'\\''/g, "'"))) !== JSON.stringify(input)) mismatches.push(m.nsid)
    }
    expect(mismatches).toEqual([])
    expect(compared).toBeGreaterThan(50)
    const createRecord = ref.methods.find((m) => m.nsid === 'com.atproto.repo.createRecord')
    expect(createRecord?.tsSample).toContain(`repo: agent.assertDid,\n  collection: 'app.bsky.feed.post',\n  record: {\n    $type: 'app.bsky.feed.post',\n    text: 'Hello from the AT Protocol!',`)
    const session = ref.methods.find((m) => m.nsid === 'com.atproto.server.createSession')
    expect(session?.tsSample).toContain('identifier: process.env.BSKY_IDENTIFIER!,\n  password: process.env.BSKY_PASSWORD!,')
  })
})
