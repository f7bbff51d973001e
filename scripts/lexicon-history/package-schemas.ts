/**
 * One published `@atproto/api` tarball → its Lexicon documents and its own release notes.
 *
 * The schemas come from the module the package exports them from, run, never read with patterns:
 * `dist/client/lexicons.js` (0.12 on; CommonJS or ES modules) or, for releases whose `dist/` is a
 * single bundle that does not export them (0.6 to 0.11), the generated source `src/client/lexicons.ts`.
 * esbuild turns that module and its own relative imports into one CommonJS function; every package
 * it imports (`@atproto/lexicon`, which only wraps the array in a `Lexicons` instance) is a stub, and
 * the function runs in a fresh `vm` context. What it exports as `schemas` is the answer.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createContext, Script } from 'node:vm'
import { build } from 'esbuild'
import { extract } from 'tar'
import type { LexiconDocJson } from '../../app/content/.server/api/history/model.ts'

/** The files of a tarball this reader needs: the schema modules, their helpers, the changelog. */
const WANTED = [/^package\/package\.json$/, /^package\/CHANGELOG\.md$/, /^package\/dist\/client\/[^/]+\.js$/, /^package\/src\/client\/[^/]+\.ts$/]

/** Where a release keeps the module that exports `schemas`, in the order they are tried. */
const SCHEMA_MODULES = ['dist/client/lexicons.js', 'src/client/lexicons.ts']

export interface PackageSchemas {
  version: string
  /** The module the schemas were read from, relative to the package. */
  source: string
  docs: LexiconDocJson[]
  /** The package's CHANGELOG.md, when it ships one. */
  changelog: string | null
}

/** A value that accepts any use (call, `new`, property, `extends`) and does nothing. */
function universalStub(): unknown {
  const target = function stub() {}
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => {
      if (key === Symbol.toPrimitive) return () => ''
      if (key === Symbol.iterator) return function* () {}
      if (key === 'prototype') return {}
      if (key === '__esModule') return true
      return proxy
    },
    apply: () => proxy,
    construct: () => proxy as object,
  })
  return proxy
}

/** Runs a CommonJS module in a fresh context, every `require` answered by a stub. */
function runModule(code: string, filename: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> }
  const context = createContext({ module, exports: module.exports, require: () => universalStub(), console: { log() {}, warn() {}, error() {} } })
  new Script(code, { filename }).runInContext(context, { timeout: 10_000 })
  return module.exports
}

async function bundleToCommonJs(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // Packages stay imports (the stub answers them); the module's own relative files are bundled.
    plugins: [{ name: 'packages-external', setup: (b) => b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true })) }],
  })
  return result.outputFiles[0].text
}

/** Plain JSON: drops anything a Lexicon file could not hold, and the vm context's prototypes. */
function toJson(value: unknown): LexiconDocJson[] {
  return JSON.parse(JSON.stringify(value)) as LexiconDocJson[]
}

function isDocList(value: unknown): value is LexiconDocJson[] {
  return Array.isArray(value) && value.length > 0 && value.every((doc) => doc && typeof doc === 'object' && typeof doc.id === 'string' && typeof doc.defs === 'object')
}

/** Reads one tarball. Throws when it has no schema module, or the module exports no `schemas`. */
export async function readPackageSchemas(tarball: string, version: string): Promise<PackageSchemas> {
  const dir = await mkdtemp(join(tmpdir(), 'lexicon-history-'))
  try {
    await extract({ file: tarball, cwd: dir, filter: (path) => WANTED.some((re) => re.test(path)) })
    const pkg = JSON.parse(readFileSync(join(dir, 'package/package.json'), 'utf8')) as { version?: string }
    if (pkg.version !== version) throw new Error(`${tarball} holds @atproto/api ${pkg.version}, not ${version}`)
    let changelog: string | null = null
    try {
      changelog = readFileSync(join(dir, 'package/CHANGELOG.md'), 'utf8')
    } catch {
      changelog = null
    }
    for (const source of SCHEMA_MODULES) {
      let code: string
      try {
        code = await bundleToCommonJs(join(dir, 'package', source))
      } catch (error) {
        if (/Could not resolve|ENOENT|not found/i.test(String(error))) continue
        throw error
      }
      const exported = runModule(code, `${version}/${source}`).schemas
      if (!isDocList(exported)) throw new Error(`@atproto/api ${version}: ${source} does not export a list of Lexicon documents as \`schemas\``)
      return { version, source, docs: toJson(exported), changelog }
    }
    throw new Error(`@atproto/api ${version}: none of ${SCHEMA_MODULES.join(', ')} is in the tarball`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
