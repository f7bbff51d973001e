/**
 * Version numbers of `@atproto/api`: `major.minor.patch`, with an optional prerelease tag
 * (`0.13.0-rc.1`) that sorts before its release.
 */

/** `0.15.2` → [0, 15, 2]; throws on anything else. */
function parseVersion(version: string): { core: [number, number, number]; pre: string | null } {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(version)
  if (!m) throw new Error(`Lexicon history: ${version} is not a version number`)
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ?? null }
}

/** A release, not a prerelease. */
export function isRelease(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version)
}

/** Semver order: by major, minor, patch; a prerelease before its release. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a)
  const y = parseVersion(b)
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] - y.core[i]
  if (x.pre === y.pre) return 0
  if (x.pre === null) return 1
  if (y.pre === null) return -1
  return x.pre < y.pre ? -1 : 1
}

/** `0.15.2` → `0.15`. */
export function minorOf(version: string): string {
  const [major, minor] = parseVersion(version).core
  return `${major}.${minor}`
}

/** The HTML id of a release's section on the changelog: `0.15.2` → `v0-15-2`. */
export function releaseAnchor(version: string): string {
  return `v${version.replace(/[^0-9A-Za-z]+/g, '-')}`
}
