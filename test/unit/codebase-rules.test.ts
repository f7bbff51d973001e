import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Rules of the codebase that a newcomer could break without noticing, read from the sources:
 *
 * - No function in app/ or scripts/ runs past ~100 lines unless its comment says why: a reader
 *   should find it split into named steps, or told what keeps it whole. The reason is written in
 *   the comment just above the function (or above the declaration that names it) and says
 *   "longer than", e.g. "One closure, longer than ~100 lines: its handlers share the build's state".
 * - The app uses React Router through its public API: no `UNSAFE_` import, and `shouldRevalidate`
 *   exported by at most one route module.
 * - Only scripts/build/after-paint/ rewrites React Router's markup (its README says what that
 *   buys); the bench may read it.
 * - The content build and the dev server's content step load the Lexicons (all of `@atproto/api`,
 *   about a second) only when they render the reference, through a dynamic `import()`: a build
 *   from the cache, and `npm run dev` after its first start, never needs them.
 */
const maxLines = 100

/** The TypeScript sources under `dirs`, tracked or new (ignored files, such as generated types, left out). */
const sourcesUnder = (...dirs: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...dirs], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))

interface LongFunction {
  where: string
  lines: number
  reason: string | null
}

/** The comments just above a node: on the function, or on the statement or property that names it. */
function leadingComments(node: ts.Node, text: string): string {
  const holders: ts.Node[] = [node]
  for (let parent = node.parent; parent && (ts.isVariableDeclaration(parent) || ts.isVariableDeclarationList(parent) || ts.isVariableStatement(parent) || ts.isPropertyAssignment(parent) || ts.isExportAssignment(parent)); parent = parent.parent) holders.push(parent)
  return holders.flatMap((holder) => (ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? []).map((range) => text.slice(range.pos, range.end))).join('\n')
}

/** Every function of more than `limit` lines in `file`, with the reason its comment gives, if any. */
function findLongFunctions(file: string, text: string, limit = maxLines): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: LongFunction[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1
      if (lines > limit) {
        const comment = leadingComments(node, text)
        found.push({ where: `${file}:${first + 1}`, lines, reason: /longer than/i.test(comment) ? comment : null })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** What `file` imports for its values when it loads (type-only imports and `import()` left out): modules as written, relative ones resolved to their files. */
function staticImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const onlyTypes = clause?.isTypeOnly || (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly))
      if (!onlyTypes) specifier = statement.moduleSpecifier
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier
    if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text.startsWith('.') ? normalize(join(dirname(file), specifier.text)) : specifier.text)
  }
  return found
}

/** Every module `entry` loads, itself included, following the static imports of the repository's own files. */
function loadedModules(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length > 0) {
    const next = queue.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    if (existsSync(next) && /\.tsx?$/.test(next)) queue.push(...staticImports(next, readFileSync(next, 'utf8')))
  }
  return seen
}

describe('codebase rules', () => {
  it('finds a long function, and the reason its comment gives', () => {
    const body = Array.from({ length: 120 }, (_, i) => `  const v${i} = ${i}`).join('\n')
    expect(findLongFunctions('a.ts', `function plain() {\n${body}\n}`)).toEqual([{ where: 'a.ts:1', lines: 122, reason: null }])
    const withReason = findLongFunctions('a.ts', `/** One closure, longer than ~100 lines: its parts share state. */\nexport const kept = () => {\n${body}\n}`)
    expect(withReason.map((f) => f.reason)).toEqual(['/** One closure, longer than ~100 lines: its parts share state. */'])
    expect(findLongFunctions('a.ts', `function short() {\n  return 1\n}`)).toEqual([])
  })

  it('keeps every function in app/ and scripts/ within ~100 lines, or says in its comment why not', () => {
    const files = sourcesUnder('app', 'scripts')
    expect(files.length).toBeGreaterThan(100)
    const long = files.flatMap((file) => findLongFunctions(file, readFileSync(file, 'utf8')))
    expect(long.filter((f) => f.reason === null).map((f) => `${f.where} (${f.lines} lines)`)).toEqual([])
  })

  it('imports nothing UNSAFE_ from React Router in app/', () => {
    const files = sourcesUnder('app').filter((file) => !/\.test\.tsx?$/.test(file))
    const unsafe = files.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
      return source.statements.flatMap((statement) => {
        const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined
        return bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => (e.propertyName ?? e.name).text.startsWith('UNSAFE_')).map((e) => `${file}: ${(e.propertyName ?? e.name).text}`) : []
      })
    })
    expect(files.length).toBeGreaterThan(50)
    expect(unsafe).toEqual([])
  })

  it('exports shouldRevalidate from at most one module in app/', () => {
    const exporting = sourcesUnder('app').filter((file) => /export\s+(?:(?:async\s+)?function|const|let)\s+shouldRevalidate\b|export\s*\{[^}]*\bshouldRevalidate\b/.test(readFileSync(file, 'utf8')))
    expect(exporting.length).toBeLessThanOrEqual(1)
  })

  it('leaves React Router\'s markup (its stream controller, its module preloads) to scripts/build/after-paint/, and the bench to read', () => {
    const naming = sourcesUnder('app', 'scripts').filter((file) => /streamController|modulepreload/.test(readFileSync(file, 'utf8')))
    expect(naming).toContain('scripts/build/after-paint/deferred-hydration.ts')
    expect(naming.filter((file) => !file.startsWith('scripts/build/after-paint/') && !file.startsWith('scripts/bench/'))).toEqual([])
  })

  it('reads the static imports a module loads, and not its type-only imports or its import() calls', () => {
    const text = "import a from './a.ts'\nimport type { B } from './b.ts'\nimport { type C } from './c.ts'\nimport { d, type D } from 'd'\nexport { e } from '../e.ts'\nconst f = () => import('./f.ts')\n"
    expect(staticImports('app/x/y.ts', text)).toEqual(['app/x/a.ts', 'd', 'app/e.ts'])
  })

  it('loads the Lexicons in the content build only when it renders the reference', () => {
    for (const entry of ['app/content/.server/build.ts', 'app/content/.server/dev-build.ts']) {
      const loaded = loadedModules(entry)
      expect(loaded.size, entry).toBeGreaterThan(20)
      expect(loaded, entry).toContain('app/content/.server/builders/api.ts')
      expect([...loaded].filter((module) => module === '@atproto/api' || module === 'app/content/.server/api/lexicons.ts'), entry).toEqual([])
    }
  })
})
