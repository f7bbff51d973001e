/**
 * Who and what the example JSON is about, so that one example tells one story: three accounts
 * with their DIDs, handles and names, and the records they write, each with an AT-URI, a TID, a
 * CID and a time of its own. `example-frames.ts` decides which of them each object describes;
 * `examples.ts` walks the Lexicon and asks both for every value that depends on meaning rather
 * than on format.
 */
import { createHash } from 'node:crypto'
import type { Lexicons } from '@atproto/lexicon'

export interface Person {
  did: string
  handle: string
  displayName: string
  pronouns: string
  /** When the account was created: before any record of the examples. */
  joined: string
}

export const EXAMPLE_DID = 'did:plc:vwzwgnygau7ed7b7wt5ux7y2'
const OTHER_DID = 'did:plc:ewvi7nxzyoun6zhxrhs64oiz'

/** Whom a request is about: the account signed in, the profile asked for, the author of the post asked for. */
export const ALICE: Person = { did: EXAMPLE_DID, handle: 'alice.bsky.social', displayName: 'Alice', pronouns: 'she/her', joined: '2024-11-21T15:02:11.000Z' }
/** Everyone else in Alice's story: whom she mentions, follows and replies to, who reposts and likes her posts. */
export const BOB: Person = { did: OTHER_DID, handle: 'bob.bsky.social', displayName: 'Bob', pronouns: 'he/him', joined: '2023-05-10T16:20:42.000Z' }
/** The account looking: AppView `viewer` states are hers (her likes, follows, blocks and mutes). */
export const CAROL: Person = { did: 'did:plc:j6rjdqrig3vpjm7a33sauy7m', handle: 'carol.bsky.social', displayName: 'Carol', pronouns: 'they/them', joined: '2024-02-06T08:45:30.000Z' }
/** Bluesky's moderation service (`BSKY_LABELER_DID` of `@atproto/api`): who issues the example labels. */
export const LABELER_DID = 'did:plc:ar7c4by46qjdydhdevvrndac'

/** The moment of the newest record in an example; older ones go back a second each. */
export const DATETIME = '2025-03-14T09:26:53.000Z'
const NOW = Date.parse(DATETIME)

const SORTABLE_BASE32 = '234567abcdefghijklmnopqrstuvwxyz'
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** The clock id of the example PDS: every TID it mints ends with it. */
const CLOCK_ID = 277

/** A TID: microseconds since 1970 and a clock id, in 13 characters of sortable base32. */
function tidAt(ms: number, clockId = CLOCK_ID): string {
  let n = ((BigInt(ms) * 1000n) << 10n) | BigInt(clockId)
  let out = ''
  for (let i = 0; i < 13; i++) {
    out = SORTABLE_BASE32[Number(n & 31n)] + out
    n >>= 5n
  }
  return out
}

/** The first TID of every example: what request parameters name, so a response can answer them. */
export const TID = tidAt(NOW)

const DAG_CBOR = 0x71
const RAW = 0x55

/** A CIDv1 (sha-256) of `seed`, in base32: `bafyrei…` for DAG-CBOR records, `bafkrei…` for raw blobs. */
function cidOf(seed: string, codec: number = DAG_CBOR): string {
  const bytes = Buffer.concat([Buffer.from([0x01, codec, 0x12, 0x20]), createHash('sha256').update(seed).digest()])
  let bits = 0
  let value = 0
  let out = 'b'
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** The blob behind an image: the same picture always has the same CID. */
export const blobCid = (seed: string) => cidOf(seed, RAW)

/** A record the example mentions: where it lives, its CID and when it was made. */
export interface RecordRef {
  uri: string
  cid: string
  did: string
  collection: string
  rkey: string
  createdAt: string
}

/** When a record was made: before the records so far, after them, or at a given time (ms). */
type When = 'older' | 'newer' | number

/** Whose record or profile an object of the example describes. */
export interface Frame {
  /** The definition the frame was opened for; its own `uri` and `cid` are the record's. */
  def: string
  owner: Person
  record?: RecordRef
  /** The object is a profile of `owner`. */
  profile?: boolean
  /** For a post: the posts it replies to. */
  reply?: { root: RecordRef; parent: RecordRef }
  /** Frames decided ahead for the fields of this object, by field name (a feed item's post and thread). */
  planned?: Map<string, Frame>
}

const CAST = [ALICE, BOB, CAROL]

/** A person of the examples by DID. */
export const personByDid = (did: unknown): Person | undefined => CAST.find((p) => p.did === did)

/** The account that is not `person`: Bob for Alice, Alice for anyone else. */
export const otherThan = (person: Person) => (person === BOB ? ALICE : BOB)

/**
 * The TIDs, CIDs and records of one example. Each record gets a TID one second older than the
 * last (what a record refers to was there first), or one second newer when it comes after.
 */
export class Story {
  private older = 0
  private newer = 0
  private readonly records = new Map<string, RecordRef>()
  private objects = 0
  /** The root post of the thread an example shows, once it has planned one. */
  threadRoot?: RecordRef

  constructor(
    readonly lex: Lexicons,
    /** The method or record the example is for. */
    readonly root: string,
  ) {}

  /** A TID for something made before everything so far (`'older'`) or after (`'newer'`). */
  tid(when: When = 'older'): string {
    return tidAt(this.timeOf(when))
  }

  private timeOf(when: When): number {
    if (typeof when === 'number') return when
    return when === 'older' ? NOW - 1000 * this.older++ : NOW + 1000 * ++this.newer
  }

  /** A record of `collection` in `owner`'s repository; the same AT-URI is always the same record. */
  record(owner: Person, collection: string, when: When = 'older', rkey?: string): RecordRef {
    const def = this.lex.getDef(`lex:${collection}`)
    const key = def?.type === 'record' ? def.key : 'tid'
    const time = key === 'tid' && rkey === undefined ? this.timeOf(when) : NOW
    const recordKey = rkey ?? (key === 'literal:self' ? 'self' : key === 'nsid' ? 'com.example.bookmarks' : key === 'any' ? 'whats-hot' : tidAt(time))
    const uri = `at://${owner.did}/${collection}/${recordKey}`
    const known = this.records.get(uri)
    if (known) return known
    const ref = { uri, cid: cidOf(uri), did: owner.did, collection, rkey: recordKey, createdAt: new Date(time).toISOString() }
    this.records.set(uri, ref)
    return ref
  }

  /** A CID for an object that is not a record of the example (a commit, a blob listing): never one seen before. */
  cid(): string {
    return cidOf(`${this.root} object ${this.objects++}`)
  }
}
