/**
 * The API reference in the content build: from the compile cache when nothing it is made of
 * changed, else rendered by api-render.ts, which is imported only then (it brings the Lexicons,
 * all of `@atproto/api`, and the mdast/hast printers: about a second of loading that a build from
 * the cache, and every `npm run dev` start after the first, no longer pays).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import type { ApiReference } from '../api/build.ts'
import { HISTORY_FILE } from '../api/history/history-file.ts'
import { sha256 } from '../hash.ts'
import type { BuiltApi } from './api-render.ts'
import type { BuildContext } from './context.ts'

const noApi: BuiltApi = { files: new Map(), families: [], groups: [], changelog: null, pages: [] }

let historyDate: Date | undefined

/**
 * When the history file last changed: in git; without its history (a shallow clone, an uncommitted
 * file), the last commit's date; outside a checkout (a copy of the project), the file's own
 * modification time. Never the time of the build: the date is part of the reference's cache key,
 * so a date that moved with every process (or every save in the dev server) would render the whole
 * reference again each time.
 */
export function readHistoryFileDate(): Date {
  for (const args of [['--', HISTORY_FILE], []]) {
    const log = spawnSync('git', ['log', '-1', '--format=%cI', ...args], { encoding: 'utf8' })
    if (log.status === 0 && log.stdout.trim()) return new Date(log.stdout.trim())
  }
  return statSync(HISTORY_FILE).mtime
}

/** readHistoryFileDate, once per process. */
const historyFileDate = () => (historyDate ??= readHistoryFileDate())

/**
 * The reference for the build: the one given (`null` for none, as some tests ask), else that of
 * the pinned `@atproto/api`, from the compile cache when the pipeline has not changed.
 */
export async function buildApi(ctx: BuildContext, given?: ApiReference | null): Promise<BuiltApi> {
  if (given === null) return noApi
  if (given) return (await import('./api-render.ts')).renderApi(given, ctx.siteUrl, historyFileDate())
  // The history file is an input besides the pipeline's code and the lock file.
  const updated = historyFileDate()
  const cached = await ctx.cache.once('api-reference', sha256(readFileSync(HISTORY_FILE, 'utf8'), ctx.siteUrl, updated.toISOString()), async () => {
    const [{ buildApiReference }, { renderApi }] = await Promise.all([import('../api/build.ts'), import('./api-render.ts')])
    const built = await renderApi(buildApiReference(), ctx.siteUrl, updated)
    // Kept in the cache as JSON: the files as pairs.
    return { ...built, files: [...built.files] }
  })
  return { ...cached, files: new Map(cached.files) }
}
