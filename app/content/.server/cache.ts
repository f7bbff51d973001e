/**
 * The compile cache, shared by `npm run build` and `npm run dev`: every compiled page is kept on
 * disk under `.cache/compile/`, keyed by the hash of its source and of the pipeline's own version
 * (the compiler's code and the installed dependencies), and reused only while what it read besides
 * its text is unchanged (the routes of the pages it links to, the API families it lists, the
 * snippets and images it includes). A build after one page changed compiles that page only.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { globSync } from 'tinyglobby'
import { sha256 } from './hash.ts'
import type { CompileContext } from './markdown/compile.ts'
import type { CompiledContent } from './markdown/types.ts'

/**
 * The pipeline's version: a hash of the build-time content code, of the lock file and of the site's
 * origin (feeds print absolute URLs). Changing any of them invalidates every cached page, so a
 * cached page is always what a fresh compile gives, also from a cache restored in CI for another
 * address.
 */
export function getPipelineVersion(root: string, siteUrl: string): string {
  const files = globSync(['app/content/.server/**/*.{ts,tsx}', 'package-lock.json'], { cwd: root }).sort()
  return sha256(siteUrl, ...files.flatMap((file) => [file, readFileSync(join(root, file), 'utf8')]))
}

/** What a cached page read besides its own text, as it was when the page was compiled. */
interface PageCheck {
  links: [string, string | null][]
  /** The API families' key when the page listed them, else null. */
  apiFamilies: string | null
  /** Each included file (snippet or image) with the hash of its content. */
  includes: [string, string][]
}

interface Entry<T> {
  key: string
  check: PageCheck | null
  value: T
}

/** Pages answered by the cache (hits) and compiled (misses). */
export interface CacheStats {
  hits: number
  misses: number
}

/** The current state of what pages may depend on, to check cached pages against. */
export interface DepsContext {
  resolveLink: CompileContext['resolveLink']
  /** A key that changes whenever the API families (names, counts) change. */
  apiFamiliesKey: string
  /** A project-relative file's content, or null when it does not exist. */
  readFile: (file: string) => string | null
}

export class CompileCache {
  readonly stats: CacheStats = { hits: 0, misses: 0 }
  private readonly memory = new Map<string, Entry<unknown>>()

  /**
   * @param dir where entries live on disk, or null for a cache in memory only
   * @param version the pipeline version; entries written by another version never match
   */
  constructor(
    readonly dir: string | null,
    readonly version: string,
  ) {
    if (dir) mkdirSync(dir, { recursive: true })
  }

  private path(name: string): string | null {
    return this.dir ? join(this.dir, `${sha256(name).slice(0, 32)}.json`) : null
  }

  private read<T>(name: string): Entry<T> | undefined {
    const inMemory = this.memory.get(name) as Entry<T> | undefined
    if (inMemory) return inMemory
    const path = this.path(name)
    if (!path || !existsSync(path)) return undefined
    try {
      const entry = JSON.parse(readFileSync(path, 'utf8')) as Entry<T>
      this.memory.set(name, entry)
      return entry
    } catch {
      // A torn or foreign file is a miss; the next write replaces it.
      return undefined
    }
  }

  private write<T>(name: string, entry: Entry<T>): void {
    this.memory.set(name, entry)
    const path = this.path(name)
    if (path) writeFileSync(path, JSON.stringify(entry))
  }

  /**
   * The compiled page `name` (its file) for this source text, from the cache when the key and
   * everything the page read still hold; otherwise `run()` compiles it and the result is kept.
   */
  async compile(name: string, source: string, deps: DepsContext, run: () => Promise<CompiledContent>): Promise<CompiledContent> {
    const key = sha256(this.version, name, source)
    const entry = this.read<CompiledContent>(name)
    if (entry?.key === key && entry.check && checkHolds(entry.check, deps)) {
      this.stats.hits++
      return entry.value
    }
    this.stats.misses++
    const value = await run()
    const check: PageCheck = {
      links: value.deps.links,
      apiFamilies: value.deps.apiFamilies ? deps.apiFamiliesKey : null,
      includes: value.deps.includes.map((file) => [file, sha256(deps.readFile(file) ?? '')]),
    }
    this.write(name, { key, check, value })
    return value
  }

  /**
   * A value computed from the pipeline and `inputKey` alone (the API reference, a route module's
   * check), cached under one name. Not counted in `stats`, which counts pages.
   */
  async once<T>(name: string, inputKey: string, run: () => Promise<T> | T): Promise<T> {
    const key = sha256(this.version, name, inputKey)
    const entry = this.read<T>(name)
    if (entry?.key === key) return entry.value
    const value = await run()
    this.write(name, { key, check: null, value })
    return value
  }
}

function checkHolds(check: PageCheck, ctx: DepsContext): boolean {
  if (check.links.some(([url, route]) => (ctx.resolveLink(url) ?? null) !== route)) return false
  if (check.apiFamilies !== null && check.apiFamilies !== ctx.apiFamiliesKey) return false
  return check.includes.every(([file, hash]) => sha256(ctx.readFile(file) ?? '') === hash)
}
