/**
 * The published versions of `@atproto/api`, and their tarballs, through the npm client: `npm view`
 * lists the versions, `npm pack` fetches one tarball into the cache. Nothing here parses the
 * registry's answers beyond the version list.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { compareVersions, isRelease } from '../../app/content/.server/api/history/version.ts'

const run = promisify(execFile)

const PACKAGE = '@atproto/api'

/** Every published release (no prereleases) from `first` on, oldest first. */
export async function listReleases(first: string): Promise<string[]> {
  const { stdout } = await run('npm', ['view', PACKAGE, 'versions', '--json'], { maxBuffer: 16 * 1024 * 1024 })
  const all = JSON.parse(stdout) as string[] | string
  return selectReleases(Array.isArray(all) ? all : [all], first)
}

/** Releases from `first` on, oldest first; prereleases (`0.13.0-rc.1`) are not releases. */
export function selectReleases(versions: string[], first: string): string[] {
  return versions.filter((v) => isRelease(v) && compareVersions(v, first) >= 0).sort(compareVersions)
}

/** The tarball file name `npm pack` writes for a version. */
function tarballName(version: string): string {
  return `atproto-api-${version}.tgz`
}

/** The cached tarball of `version`, fetched with `npm pack` when it is not in `dir` yet. */
export async function fetchTarball(dir: string, version: string): Promise<string> {
  const file = join(dir, tarballName(version))
  if (existsSync(file)) return file
  // Packed into a private folder first, so an interrupted run never leaves half a tarball behind.
  const tmp = join(dir, `.partial-${version}`)
  mkdirSync(tmp, { recursive: true })
  const { stdout } = await run('npm', ['pack', `${PACKAGE}@${version}`, '--json', '--pack-destination', tmp], { maxBuffer: 16 * 1024 * 1024 })
  const [{ filename }] = JSON.parse(stdout) as { filename: string }[]
  renameSync(join(tmp, filename.replace(/^@atproto\//, '')), file)
  return file
}
