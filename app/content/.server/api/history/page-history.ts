/**
 * The history as the reference pages ask for it: when a document was added, its last changes,
 * the fields changed in the last three minor releases, and where each release's section of the
 * changelog is. Built once from the history file, up to the pinned `@atproto/api`.
 */
import { changelogRoute } from '../../../routes.ts'
import type { Change, LexiconHistory } from './model.ts'
import { compareVersions, minorOf, releaseAnchor } from './version.ts'

/** How many minor series, counting back from the pinned one, earn a field badge and sit on the changelog's first page. */
const RECENT_MINORS = 3

/** A change with the release that made it. */
interface DatedChange {
  version: string
  change: Change
}

interface FieldMark {
  kind: 'added' | 'changed'
  version: string
}

export interface ReferenceHistory {
  /** The first release read: "Added in {first} or earlier". */
  first: string
  /** The pinned release, the last one of the history. */
  pinned: string
  /** The minor series that count as recent (`0.21`, `0.20`, `0.19`), newest first. */
  recentMinors: string[]
  /** The release that last added a document, or null when it was in the first release read. */
  addedIn(nsid: string): string | null
  /** Every change to a document or one of its definitions, newest first. */
  changesOf(nsid: string): DatedChange[]
  /** A field added or changed in the recent minor series (the latest such change), else null. */
  fieldMark(at: string, field: string): FieldMark | null
  /** The changelog page and anchor of a release. */
  changelogHref(version: string): string
  /** The changelog page of a release: the first page for the recent series, one page per older series. */
  changelogRoute(version: string): string
}

/** `0.18` → `/docs/api/changelog/0-18`. */
export function seriesRoute(minor: string): string {
  return `${changelogRoute}/${minor.replace('.', '-')}`
}

export function indexHistory(history: LexiconHistory): ReferenceHistory {
  const pinned = history.versions.at(-1) ?? history.first
  const minors = [...new Set(history.versions.map(minorOf))].sort((a, b) => compareVersions(`${b}.0`, `${a}.0`))
  const recentMinors = minors.slice(0, RECENT_MINORS)
  const recent = new Set(recentMinors)

  const byDoc = new Map<string, DatedChange[]>()
  const added = new Map<string, string>()
  const marks = new Map<string, FieldMark>()
  // Oldest first, so later entries overwrite earlier ones and lists end newest first once reversed.
  for (const release of history.releases) {
    for (const change of release.changes) {
      const doc = change.at.split('#')[0]
      const list = byDoc.get(doc) ?? []
      list.push({ version: release.version, change })
      byDoc.set(doc, list)
      if (change.kind === 'doc-added') added.set(doc, release.version)
      if (change.kind === 'doc-removed') added.delete(doc)
      if (change.field !== undefined && recent.has(minorOf(release.version))) {
        const key = `${change.at} ${change.field}`
        const kind = change.kind === 'field-added' ? 'added' : 'changed'
        // A field added in the window stays "added" (with that release) however it changed after.
        if (marks.get(key)?.kind !== 'added') marks.set(key, { kind, version: release.version })
      }
    }
  }
  for (const list of byDoc.values()) list.reverse()

  const pageOfRelease = (version: string) => (recent.has(minorOf(version)) ? changelogRoute : seriesRoute(minorOf(version)))
  return {
    first: history.first,
    pinned,
    recentMinors,
    addedIn: (nsid) => added.get(nsid) ?? null,
    changesOf: (nsid) => byDoc.get(nsid) ?? [],
    fieldMark: (at, field) => marks.get(`${at} ${field}`) ?? null,
    changelogRoute: pageOfRelease,
    changelogHref: (version) => `${pageOfRelease(version)}#${releaseAnchor(version)}`,
  }
}
