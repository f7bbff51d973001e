import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { indexFile } from '../../app/lib/search/analysis.ts'
import { createBuiltinIndex, type BuiltinIndex, type DocsFile } from '../../app/lib/search/builtin-index.ts'
import { searchLimits } from '../../app/lib/search/constants.ts'
import { searchFiles } from '../search/search-files.ts'
import { wireBytes } from './page-weight.ts'
import { percentile } from './stats.ts'

/** A fixed query set: titles, identifiers, several words, prose words, typos and a miss. */
export const benchQueries = [
  'firehose',
  'oauth',
  'create a post',
  'getTimeline',
  'app.bsky.feed.getTimeline',
  'rate limits',
  'jetstream',
  'did:plc',
  'feed generator',
  'block',
  'labeler',
  'repo sync',
  'moderation report',
  'websocket cursor',
  'handle resolution',
  'firehsoe',
  'authentcation',
  'zzqxv',
]

/** The query of the first-search figures (issue 17): what a reader types into a freshly opened search. */
export const firstQuery = 'oauth'

const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** A built index read from disk, recording which files it read. */
export function openBuiltIndex(clientDir: string): BuiltinIndex {
  const dir = join(clientDir, searchFiles.indexDir)
  return createBuiltinIndex(async (name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
}

export interface FirstQueryCost {
  query: string
  /** The index files read until the first answer (the hits ranked, before their text): the core and the query's pieces. */
  firstFiles: string[]
  /** Their size as served to a browser that accepts brotli. */
  firstBytes: number
  /** The index files the search read for the full answer, in order: the above, then the rest of the postings and the hits' text. */
  files: string[]
  bytes: number
  hits: number
}

/**
 * What the first search on a page costs in index bytes, computed from the build output: the core
 * (fetched on intent), the postings of the terms the query matches and the text of its hits.
 * (Typed letter by letter, each prefix searches too; the browser benchmark counts those bytes.)
 */
export async function measureFirstQueryBytes(clientDir: string, query = firstQuery): Promise<FirstQueryCost> {
  const index = openBuiltIndex(clientDir)
  const request = { query, page: 0, hitsPerPage: searchLimits.hitsPerPage, snippetLength: searchLimits.snippetWords }
  const first = await index.search({ ...request, partial: true })
  const firstFiles = [...index.filesRead]
  await first.pending
  const result = await index.search(request)
  const dir = join(clientDir, searchFiles.indexDir)
  const bytes = (names: string[]) => names.reduce((n, name) => n + wireBytes(dir, name), 0)
  return { query, firstFiles, firstBytes: bytes(firstFiles), files: [...index.filesRead], bytes: bytes(index.filesRead), hits: result.hits.length }
}

export interface SearchBenchResult {
  files: number
  /** Every file of the index together, as written, gzipped (level 9) and brotli-compressed (quality 11). */
  rawBytes: number
  gzipBytes: number
  brotliBytes: number
  /** The core file alone, brotli-compressed: what intent to search fetches. */
  coreBrotliBytes: number
  /** What the index ranks: pages and their headings, each with its prose. */
  units: number
  /** Parsing and loading the core, as the browser does when search opens. */
  loadMs: number
  queries: number
  medianMs: number
  p95Ms: number
  firstQuery: FirstQueryCost
}

/**
 * Measures the built-in search for the benchmark script: the index's size, the bytes of a first
 * query, and the latency of queries (each query of the set run `rounds` times after one warm-up
 * pass, which also loads every piece they need).
 */
export async function measureBuiltinSearch({ clientDir = join(process.cwd(), 'build/client'), queries = benchQueries, rounds = 5 } = {}): Promise<SearchBenchResult> {
  const dir = join(clientDir, searchFiles.indexDir)
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'))
  const contents = names.map((name) => readFileSync(join(dir, name)))
  const index = openBuiltIndex(clientDir)
  const started = performance.now()
  await index.prepare()
  const loadMs = performance.now() - started
  const run = (query: string) => index.search({ query, page: 0, hitsPerPage: searchLimits.hitsPerPage, snippetLength: searchLimits.snippetWords })
  for (const query of queries) await run(query)
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const t = performance.now()
      await run(query)
      times.push(performance.now() - t)
    }
  }
  return {
    files: names.length,
    rawBytes: contents.reduce((n, c) => n + c.length, 0),
    gzipBytes: contents.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0),
    brotliBytes: contents.reduce((n, c) => n + brotli(c), 0),
    coreBrotliBytes: brotli(readFileSync(join(dir, indexFile.core))),
    units: names.filter((name) => name.startsWith('docs-')).reduce((n, name) => n + (JSON.parse(readFileSync(join(dir, name), 'utf8')) as DocsFile)[2].length, 0),
    loadMs,
    queries: times.length,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    firstQuery: await measureFirstQueryBytes(clientDir),
  }
}

/** The entry point `npm run bench` calls (scripts/bench.ts): the built-in index of a built site. */
export async function measureSearch(clientDir: string): Promise<SearchBenchResult> {
  return measureBuiltinSearch({ clientDir })
}
