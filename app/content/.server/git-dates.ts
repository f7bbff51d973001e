/**
 * Each page's date: the last commit of its source file, read from git at assembly, outside the
 * compile cache, so the output stays the same byte for byte for the same commit. One `git log` for
 * every file (with `git ls-tree` for the blobs HEAD holds and a look at whether the clone is
 * shallow), however many pages there are. A date is never guessed: a file whose text is not the one
 * committed (edited in `npm run dev`, or not committed at all), or whose last change may be older
 * than a shallow clone's history, has none. A docs page's front matter can give its date instead
 * (`last_update`, schema.ts).
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** What git knows of the content's files. */
export interface FileHistory {
  /** Project-relative file → the date of its last commit (YYYY-MM-DD, UTC) and the blob HEAD holds for it. */
  files: Map<string, { date: string; blob: string }>
  /**
   * Why a file may have no date: `shallow` when the clone's history is cut (a file last changed at
   * or before its oldest commit is left out of `files`), `none` when the project is not a git
   * checkout; null when the history is whole.
   */
  limit: 'shallow' | 'none' | null
}

const git = async (root: string, args: string[]): Promise<string> => (await run('git', ['-C', root, ...args], { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' })).stdout

/** The UTC calendar date of a commit's Unix time. */
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/** Reads the history of every file under `dirs` (relative to `root`): one `git log` in all. */
export async function readFileHistory(root: string, dirs: string[] = ['content']): Promise<FileHistory> {
  let shallow: boolean
  try {
    shallow = (await git(root, ['rev-parse', '--is-shallow-repository'])).trim() === 'true'
  } catch {
    return { files: new Map(), limit: 'none' }
  }
  const [log, tree] = await Promise.all([
    // Newest first; each commit as "\x1e<committer time> <parents>\0" and the files it changed, NUL-separated.
    git(root, ['log', '-z', '--name-only', '--no-renames', '--relative', '--format=%x1e%ct %P', '--', ...dirs]),
    git(root, ['ls-tree', '-r', '-z', 'HEAD', '--', ...dirs]).catch(() => ''),
  ])
  const latest = new Map<string, number>()
  const cut = new Set<string>()
  for (const record of log.split('\x1e').slice(1)) {
    const [header, ...names] = record.split('\0')
    const [time, ...parents] = header.split(' ')
    const seconds = Number(time)
    // In a shallow clone, the oldest commit has no parents and lists every file as added: their real
    // last change may be older, so those files get no date.
    const boundary = shallow && parents.filter(Boolean).length === 0
    for (const raw of names) {
      const file = raw.replace(/^\n/, '')
      if (!file) continue
      if (seconds > (latest.get(file) ?? -Infinity)) {
        latest.set(file, seconds)
        if (boundary) cut.add(file)
        else cut.delete(file)
      }
    }
  }
  const files = new Map<string, { date: string; blob: string }>()
  for (const entry of tree.split('\0')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(entry)
    if (!match) continue
    const [, blob, file] = match
    const seconds = latest.get(file)
    if (seconds !== undefined && !cut.has(file)) files.set(file, { date: dayOf(seconds), blob })
  }
  return { files, limit: shallow ? 'shallow' : null }
}

/** The blob id git gives `text` (SHA-1 of a "blob <bytes>\0" header and the bytes). */
function blobId(text: string): string {
  const bytes = Buffer.from(text, 'utf8')
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
}

/**
 * The date of each source from `history`, for those whose text is what HEAD holds (line endings
 * aside); the others are `missing`.
 */
export function datePages(history: FileHistory, sources: { file: string; text: string }[]): { dates: Map<string, string>; missing: string[] } {
  const dates = new Map<string, string>()
  const missing: string[] = []
  for (const { file, text } of sources) {
    const known = history.files.get(file)
    const committed = known && (blobId(text) === known.blob || blobId(text.replace(/\r\n/g, '\n')) === known.blob)
    if (committed) dates.set(file, known.date)
    else missing.push(file)
  }
  return { dates, missing }
}

/** The one warning a build gives for the pages left without a date. */
export function describeMissingDates(missing: string[], limit: FileHistory['limit']): string {
  const shown = missing.slice(0, 3).join(', ')
  const more = missing.length > 3 ? ` and ${missing.length - 3} more` : ''
  const why =
    limit === 'none'
      ? 'the project is not a git checkout'
      : limit === 'shallow'
        ? 'their last change is older than this shallow clone, or not committed: fetch the whole history (git fetch --unshallow; actions/checkout with fetch-depth: 0)'
        : 'they are not committed as they are now'
  return `${missing.length} page(s) carry no "Last updated" date and no <lastmod>, because ${why}: ${shown}${more}`
}
