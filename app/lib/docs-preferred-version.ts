import { site } from '../config/site.ts'
import { storage } from './storage.ts'

/** The docs area's id; the site has one docs area, so one key: `docs-preferred-version-default`. */
const defaultArea = 'default'

export function getPreferredVersionKey(area = defaultArea): string {
  return `docs-preferred-version-${area}`
}

/** The version names the docs area has; only `current` (labelled Next) exists. */
const knownDocsVersions: readonly string[] = [site.docsVersion.name]

/**
 * The docs version the reader chose last in this docs area, or null. A stored name that is not
 * a version of this site (left by an older deployment, or typed by hand) is removed.
 */
export function readPreferredDocsVersion(area = defaultArea, known: readonly string[] = knownDocsVersions): string | null {
  const key = getPreferredVersionKey(area)
  const name = storage.get(key)
  if (name === null) return null
  if (!known.includes(name)) {
    storage.remove(key)
    return null
  }
  return name
}

/** Remembers the version the reader picked, e.g. from the navbar version item. */
export function savePreferredDocsVersion(name: string, area = defaultArea): void {
  storage.set(getPreferredVersionKey(area), name)
}
