import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { loadBuiltinIndex, searchBuiltinIndex, type BuiltinIndexFile } from '../../app/lib/search/builtin-index.ts'
import { searchLimits } from '../../app/lib/search/constants.ts'

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

export interface SearchBenchResult {
  /** Bytes of search-index.json as written, gzipped (level 9) and brotli-compressed (quality 11). */
  rawBytes: number
  gzipBytes: number
  brotliBytes: number
  records: number
  /** Parsing and loading the index, as the browser does on the first search. */
  loadMs: number
  queries: number
  medianMs: number
  p95Ms: number
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Measures the built-in search for the benchmark script: the index's size on the wire and the
 * latency of queries (each query of the set run `rounds` times after one warm-up pass).
 */
export function measureBuiltinSearch({ indexFile = join(process.cwd(), 'build/client/search-index.json'), queries = benchQueries, rounds = 5 } = {}): SearchBenchResult {
  const raw = readFileSync(indexFile)
  const started = performance.now()
  const loaded = loadBuiltinIndex(JSON.parse(raw.toString('utf8')) as BuiltinIndexFile)
  const loadMs = performance.now() - started
  const run = (query: string) => searchBuiltinIndex(loaded, { query, page: 0, hitsPerPage: searchLimits.hitsPerPage, snippetLength: searchLimits.snippetWords })
  for (const query of queries) run(query)
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const t = performance.now()
      run(query)
      times.push(performance.now() - t)
    }
  }
  times.sort((a, b) => a - b)
  return {
    rawBytes: raw.length,
    gzipBytes: gzipSync(raw, { level: 9 }).length,
    brotliBytes: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    records: loaded.file.docs.length,
    loadMs,
    queries: times.length,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
  }
}

/** The entry point `npm run bench` calls (scripts/bench.ts): the built-in index of a built site. */
export async function measureSearch(clientDir: string): Promise<SearchBenchResult> {
  return measureBuiltinSearch({ indexFile: join(clientDir, 'search-index.json') })
}
