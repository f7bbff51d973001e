/**
 * `npm run lexicons:history`: reads the Lexicons of every published `@atproto/api` release from
 * 0.6.0 on, diffs each release with the one before it and writes the history the reference
 * shows (app/content/.server/api/history/lexicon-history.json, committed). Tarballs are fetched
 * with `npm pack` into .cache/lexicon-history/ (git-ignored) and read once; a run with nothing new
 * published reads them from there and writes the same bytes.
 *
 *   npm run lexicons:history            list the releases on the registry, fetch the new ones, write
 *   npm run lexicons:history -- --check exit 1 when the file is not what the releases give
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { formatHistory, HISTORY_FILE, HistoryBuilder, type ReleaseSchemas } from '../app/content/.server/api/history/history-file.ts'
import { readPackageSchemas } from './lexicon-history/package-schemas.ts'
import { fetchTarball, listReleases } from './lexicon-history/registry.ts'
import { readFlags } from './support/command-line.ts'

/** The first release read: what it already has is "in 0.6.0 or earlier". */
const FIRST = '0.6.0'
const CACHE = join(process.cwd(), '.cache/lexicon-history')
/** Bump when the reader changes what it takes from a tarball, to read every tarball again. */
const READER_VERSION = 1

const started = performance.now()
const check = readFlags('npm run lexicons:history [-- --check]', { check: { type: 'boolean' } }).check === true
mkdirSync(join(CACHE, 'tarballs'), { recursive: true })
mkdirSync(join(CACHE, 'schemas'), { recursive: true })

const versions = await listReleases(FIRST)
console.log(`@atproto/api: ${versions.length} releases from ${FIRST} to ${versions.at(-1)} on the registry.`)

/** Fetches the tarballs not cached yet, a few at a time. */
async function fetchAll(list: string[]): Promise<void> {
  const missing = list.filter((v) => !existsSync(schemaCache(v)))
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < missing.length) {
      const version = missing[next++]
      await fetchTarball(join(CACHE, 'tarballs'), version)
      done++
      if (done % 20 === 0 || done === missing.length) console.log(`  fetched ${done}/${missing.length} tarballs`)
    }
  }
  await Promise.all(Array.from({ length: Math.min(4, missing.length) }, worker))
}

function schemaCache(version: string): string {
  return join(CACHE, 'schemas', `${version}.v${READER_VERSION}.json`)
}

/** One release's schemas and changelog, read from its tarball once and then from the cache. */
async function load(version: string): Promise<ReleaseSchemas & { source: string }> {
  const file = schemaCache(version)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ReleaseSchemas & { source: string }
  const read = await readPackageSchemas(join(CACHE, 'tarballs', `atproto-api-${version}.tgz`), version)
  const value = { version, source: read.source, docs: read.docs, changelog: read.changelog }
  writeFileSync(file, JSON.stringify(value))
  return value
}

await fetchAll(versions)
const builder = new HistoryBuilder()
const sources = new Map<string, number>()
for (const version of versions) {
  const release = await load(version)
  sources.set(release.source, (sources.get(release.source) ?? 0) + 1)
  builder.add(release)
}
const history = builder.result()
const text = formatHistory(history)
const before = existsSync(HISTORY_FILE) ? readFileSync(HISTORY_FILE, 'utf8') : null
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Read ${versions.length} releases (${[...sources].map(([s, n]) => `${n} from ${s}`).join(', ')}); ${history.releases.length} changed a Lexicon.`)
if (check) {
  if (before !== text) {
    console.error(`${HISTORY_FILE} is not what the releases give; run \`npm run lexicons:history\`.`)
    process.exit(1)
  }
  console.log(`The history file is up to date (${seconds}s).`)
} else if (before === text) {
  console.log(`Unchanged: ${HISTORY_FILE} (${statSync(HISTORY_FILE).size} bytes, ${seconds}s).`)
} else {
  writeFileSync(HISTORY_FILE, text)
  console.log(`Wrote ${HISTORY_FILE} (${Buffer.byteLength(text)} bytes, ${seconds}s).`)
}
