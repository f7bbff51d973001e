/**
 * Keeps package-lock.json complete for every platform.
 *
 * The npm registry mirror on our build machines answers 404 for native packages of other
 * platforms (Tailwind's oxide and Rollup builds for macOS, Windows, musl and so on), so `npm
 * install` leaves them out of the lock file. `npm ci` then refuses the lock file ("Missing: … from
 * lock file") because the lock no longer lists every optional dependency package.json implies.
 *
 * These packages are only ever installed on their own platform, so an entry naming the version and
 * the platform (os, cpu, libc, derived from the package's name, which is how these projects name
 * their builds) is all npm needs: it skips them here and fetches them by version elsewhere.
 */

export interface LockPackage {
  version?: string
  dev?: boolean
  optional?: boolean
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
  [field: string]: unknown
}

export interface Lockfile {
  lockfileVersion: number
  packages: Record<string, LockPackage>
  [field: string]: unknown
}

const systems = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32']
const cpus = ['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32', 'x64']

/** The os, cpu and libc of a platform-specific build, read off its name (e.g. `rollup-linux-x64-musl`), or undefined when the name names no CPU. */
export function getPlatformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.slice(name.lastIndexOf('/') + 1).split('-')
  const cpu = parts.find((part) => cpus.includes(part))
  if (cpu === undefined) return undefined
  const os = parts.find((part) => systems.includes(part))
  if (os === undefined) return { cpu: [cpu] }
  if (os !== 'linux') return { os: [os], cpu: [cpu] }
  return { os: [os], cpu: [cpu], libc: [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'] }
}

/** Where npm would look for `dependency` when required from the package at `path` (nearest node_modules first). */
function findEntry(packages: Lockfile['packages'], path: string, dependency: string): string | undefined {
  let base = path
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${dependency}`
    if (candidate in packages) return candidate
    if (base === '') return undefined
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

export interface MissingOptional {
  dependency: string
  version: string
  requiredBy: string
}

/** Every optional dependency a package in the lock declares that has no entry of its own. */
export function findMissingOptionals(lock: Lockfile): MissingOptional[] {
  const missing: MissingOptional[] = []
  for (const [path, meta] of Object.entries(lock.packages)) {
    for (const [dependency, version] of Object.entries(meta.optionalDependencies ?? {})) {
      if (findEntry(lock.packages, path, dependency) === undefined) missing.push({ dependency, version, requiredBy: path || 'package.json' })
    }
  }
  return missing
}

/**
 * Adds an entry for every missing platform-specific optional dependency, keeping npm's key order.
 * Throws when one is missing that is not a platform build, since then the lock file is simply stale.
 */
export function completeLockfile(lock: Lockfile): { lock: Lockfile; added: string[] } {
  const packages = { ...lock.packages }
  const added: string[] = []
  const problems: string[] = []
  for (const { dependency, version, requiredBy } of findMissingOptionals(lock)) {
    const platform = getPlatformOf(dependency)
    if (platform === undefined) {
      problems.push(`${dependency}@${version} (optional dependency of ${requiredBy}) is not a platform build`)
      continue
    }
    const key = `node_modules/${dependency}`
    if (key in packages) continue
    if (!/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(version)) {
      problems.push(`${dependency} is required as "${version}" by ${requiredBy}; only exact versions can be filled in`)
      continue
    }
    const parent = lock.packages[requiredBy === 'package.json' ? '' : requiredBy]
    // Fields in the order npm writes them (version first, the rest alphabetical), so a later
    // `npm install` leaves the entry as it is.
    const entry: LockPackage = { version, cpu: platform.cpu }
    if (parent?.dev) entry.dev = true
    if (platform.libc) entry.libc = platform.libc
    entry.optional = true
    if (platform.os) entry.os = platform.os
    packages[key] = entry
    added.push(`${dependency}@${version}`)
  }
  if (problems.length > 0) {
    throw new Error(`package-lock.json is missing optional dependencies this script cannot fill in; run \`npm install\`:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  // npm writes packages sorted by path, with the root ("") first.
  const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))))
  return { lock: { ...lock, packages: sorted }, added }
}
