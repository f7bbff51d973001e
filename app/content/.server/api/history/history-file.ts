/**
 * The committed history file, `lexicon-history.json` beside this module: made from the schemas
 * of consecutive releases (`buildHistory`), printed deterministically (`formatHistory`: sorted
 * keys, one line per change and per note item, no dates), and read back by the content build
 * (`loadHistory`), which refuses to go on when the pinned `@atproto/api` has no entry.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { diffSchemas } from './diff.ts'
import type { LexiconDocJson, LexiconHistory, Release, ReleaseNotes } from './model.ts'
import { parseChangelog } from './notes.ts'
import { compareVersions } from './version.ts'

export const HISTORY_FILE = fileURLToPath(new URL('./lexicon-history.json', import.meta.url))
/** The command that writes the file; named in every error that asks for it. */
const HISTORY_COMMAND = 'npm run lexicons:history'

/** One release as the history reads it: its version, its Lexicon documents and its CHANGELOG.md. */
export interface ReleaseSchemas {
  version: string
  docs: LexiconDocJson[]
  changelog: string | null
}

/** The CHANGELOG.md entries of the versions after `previous` up to `version`, newest first. */
function notesBetween(changelog: string | null, previous: string, version: string): ReleaseNotes[] {
  if (!changelog) return []
  return [...parseChangelog(changelog)]
    .filter(([v, items]) => items.length > 0 && compareVersions(v, previous) > 0 && compareVersions(v, version) <= 0)
    .sort(([a], [b]) => compareVersions(b, a))
    .map(([v, items]) => ({ version: v, items }))
}

/**
 * Builds the history one release at a time, oldest first, holding only the last release's
 * schemas (the script feeds it some 170 releases of a few megabytes each).
 */
export class HistoryBuilder {
  private readonly versions: string[] = []
  private readonly releases: Release[] = []
  private last: ReleaseSchemas | null = null

  add(current: ReleaseSchemas): void {
    const previous = this.last
    if (previous && compareVersions(current.version, previous.version) <= 0) {
      throw new Error(`Lexicon history: ${current.version} comes after ${previous.version}; add releases oldest first`)
    }
    this.versions.push(current.version)
    this.last = current
    if (!previous) return
    const { changes, descriptions } = diffSchemas(previous.docs, current.docs)
    if (changes.length === 0 && descriptions === 0) return
    this.releases.push({ version: current.version, previous: previous.version, changes, descriptions, notes: notesBetween(current.changelog, previous.version, current.version) })
  }

  result(): LexiconHistory {
    if (this.versions.length === 0) throw new Error('Lexicon history: no release to read')
    return { format: 1, package: '@atproto/api', first: this.versions[0], versions: [...this.versions], releases: [...this.releases] }
  }
}

/** The history of a run of releases, given in any order. */
export function buildHistory(input: ReleaseSchemas[]): LexiconHistory {
  const builder = new HistoryBuilder()
  for (const release of [...input].sort((a, b) => compareVersions(a.version, b.version))) builder.add(release)
  return builder.result()
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/** Pretty JSON with sorted keys, except that each element of the `inline` arrays stays on one line. */
function print(value: unknown, indent: string, inline: boolean): string {
  if (inline || value === null || typeof value !== 'object') return JSON.stringify(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (value.every((v) => v === null || typeof v !== 'object')) return JSON.stringify(value)
    return `[\n${value.map((v) => inner + print(v, inner, false)).join(',\n')}\n${indent}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return '{}'
  const lines = entries.map(([key, v]) => {
    const flat = (key === 'changes' || key === 'items') && Array.isArray(v)
    const body = flat ? (v.length === 0 ? '[]' : `[\n${v.map((x) => `${inner}  ${print(x, '', true)}`).join(',\n')}\n${inner}]`) : print(v, inner, false)
    return `${inner}${JSON.stringify(key)}: ${body}`
  })
  return `{\n${lines.join(',\n')}\n${indent}}`
}

/** The file's text: the same history always prints the same bytes. */
export function formatHistory(history: LexiconHistory): string {
  return `${print(sortKeys(history), '', false)}\n`
}

/** Reads and checks a history file's text. */
export function parseHistory(text: string): LexiconHistory {
  const value = JSON.parse(text) as LexiconHistory
  if (value.format !== 1 || !Array.isArray(value.versions) || !Array.isArray(value.releases)) {
    throw new Error(`Lexicon history: the file is not in format 1; run \`${HISTORY_COMMAND}\``)
  }
  return value
}

/** The version of `@atproto/api` the site is built against (node_modules). */
export function pinnedApiVersion(): string {
  // The package's exports do not include package.json: find it above its entry.
  const entry = createRequire(import.meta.url).resolve('@atproto/api')
  const dir = entry.slice(0, entry.lastIndexOf(`${sep}@atproto${sep}api${sep}`) + `${sep}@atproto${sep}api`.length)
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

/** Fails, with the command to run, when the history does not reach the pinned version. */
export function checkHistoryCovers(history: LexiconHistory, pinned: string): void {
  if (!history.versions.includes(pinned)) {
    const last = history.versions.at(-1) ?? 'none'
    throw new Error(
      `The Lexicon history has no entry for the pinned @atproto/api ${pinned} (it ends at ${last}). ` +
        `Run \`${HISTORY_COMMAND}\` to add it, and commit app/content/.server/api/history/lexicon-history.json.`,
    )
  }
}

/**
 * The history up to `pinned` (later releases are left out: the reference documents the pinned
 * package), after checking it has an entry for it.
 */
export function historyUpTo(history: LexiconHistory, pinned: string): LexiconHistory {
  checkHistoryCovers(history, pinned)
  return {
    ...history,
    versions: history.versions.filter((v) => compareVersions(v, pinned) <= 0),
    releases: history.releases.filter((r) => compareVersions(r.version, pinned) <= 0),
  }
}

let cached: LexiconHistory | undefined

/** The committed history, up to the pinned `@atproto/api`; read once per process. */
export function loadHistory(): LexiconHistory {
  cached ??= historyUpTo(parseHistory(readFileSync(HISTORY_FILE, 'utf8')), pinnedApiVersion())
  return cached
}
