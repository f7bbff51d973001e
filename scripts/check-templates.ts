/**
 * Checks that each starter template in `content/docs/starter-templates/` is a project that works
 * when copied: every code block with a `title="path"` is one file of the project, the page's
 * file layout lists exactly those files, `package.json` names every package the code imports at
 * the versions pinned in this repository, and the files type-check together with the project's
 * own `tsconfig.json` against the packages in `node_modules`.
 *
 *   npm run check:samples   (runs this after the samples)
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { globSync } from 'tinyglobby'
import { parseCodeTitle } from '../app/content/.server/markdown/code-meta.ts'
import { extractCodeBlocks } from './support/code-blocks.ts'
import { runTsc } from './support/run-tsc.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

interface TemplateFile {
  /** Path inside the project, from the block's `title`. */
  path: string
  code: string
  /** The block's opening fence, `file:line`; line N of the file is that line plus N. */
  origin: string
}

export interface StarterTemplate {
  page: string
  /** The project folder named at the top of the page's file layout. */
  name: string
  /** Every file path the file layout lists. */
  layout: string[]
  files: TemplateFile[]
}

/**
 * Reads a file tree drawn with `├──`, `└──` and `│` (four columns a level, `#` comments after the
 * names) into paths, without the top folder.
 */
export function parseLayout(tree: string): { name: string; paths: string[] } {
  const lines = tree.split('\n').filter((line) => line.trim() !== '')
  const name = (lines.shift() ?? '').trim().replace(/\/$/, '')
  const stack: string[] = []
  const paths: string[] = []
  for (const line of lines) {
    const entry = /^((?:[│ ] {3})*)[├└]── (\S+)/u.exec(line)
    if (!entry) continue // a comment continuing on its own line
    const depth = [...entry[1]].length / 4
    stack.length = depth
    if (entry[2].endsWith('/')) stack.push(entry[2].slice(0, -1))
    else paths.push([...stack, entry[2]].join('/'))
  }
  return { name, paths }
}

export function readTemplate(page: string, source: string): StarterTemplate {
  const blocks = extractCodeBlocks(source, page)
  const tree = blocks.find((b) => b.lang === 'text' && /^\S+\/\n/.test(b.code))
  const { name, paths } = tree ? parseLayout(tree.code) : { name: '', paths: [] }
  const files = blocks.flatMap((b) => {
    const title = parseCodeTitle(b.meta)
    return title ? [{ path: title, code: b.code, origin: b.origin }] : []
  })
  return { page, name, layout: paths, files }
}

export function collectTemplates(dir = root): StarterTemplate[] {
  return globSync('content/docs/starter-templates/*.mdx', { cwd: dir })
    .sort()
    .map((page) => readTemplate(page, readFileSync(join(dir, page), 'utf8')))
}

interface PackageJson {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** Whether `version` satisfies `range`: an exact version, `^x.y.z` or `~x.y.z`. */
export function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => v.split('.').map(Number)
  const match = /^([\^~]?)(\d+\.\d+\.\d+)$/.exec(range.trim())
  if (!match) return false
  const [op, base] = [match[1], parse(match[2])]
  const v = parse(version)
  const cmp = v[0] - base[0] || v[1] - base[1] || v[2] - base[2]
  if (op === '') return cmp === 0
  if (cmp < 0) return false
  if (op === '~') return v[0] === base[0] && v[1] === base[1]
  // Caret: the left-most non-zero part must not change.
  if (base[0] > 0) return v[0] === base[0]
  if (base[1] > 0) return v[0] === 0 && v[1] === base[1]
  return v[0] === 0 && v[1] === 0 && v[2] === base[2]
}

/** The package a bare import specifier names: `@atproto/api/dist/x` → `@atproto/api`. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** Problems with the template's structure and package.json, each naming the page. */
export function templateProblems(template: StarterTemplate, dir = root): string[] {
  const { page, files, layout } = template
  const problems: string[] = []
  const shown = files.map((f) => f.path)
  if (layout.length === 0) problems.push(`${page}: no file layout (a \`text\` block whose first line is the project folder)`)
  for (const path of layout) if (!shown.includes(path)) problems.push(`${page}: the layout lists ${path} but the page never shows it`)
  for (const path of shown) if (!layout.includes(path)) problems.push(`${page}: the page shows ${path} but the layout does not list it`)
  for (const path of new Set(shown)) if (shown.indexOf(path) !== shown.lastIndexOf(path)) problems.push(`${page}: ${path} is shown twice`)

  const pkgFile = files.find((f) => f.path === 'package.json')
  if (!pkgFile) return [...problems, `${page}: no package.json`]
  if (!files.some((f) => f.path === 'tsconfig.json')) problems.push(`${page}: no tsconfig.json`)
  let pkg: PackageJson
  try {
    pkg = JSON.parse(pkgFile.code) as PackageJson
  } catch (error) {
    return [...problems, `${pkgFile.origin}: package.json is not valid JSON: ${(error as Error).message}`]
  }
  const declared = { ...pkg.dependencies, ...pkg.devDependencies }
  for (const [name, range] of Object.entries(declared)) {
    const installed = join(dir, 'node_modules', name, 'package.json')
    if (!existsSync(installed)) {
      problems.push(`${pkgFile.origin}: ${name} is not installed here, so the template cannot be checked against it`)
      continue
    }
    const { version } = JSON.parse(readFileSync(installed, 'utf8')) as { version: string }
    if (!satisfies(version, range)) problems.push(`${pkgFile.origin}: ${name} "${range}" does not match the pinned ${version}`)
  }
  const used = new Set<string>()
  for (const file of files.filter((f) => /\.tsx?$/.test(f.path))) {
    for (const m of file.code.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
      const name = packageOf(m[1])
      if (name) used.add(name)
    }
  }
  for (const name of used) if (!(name in declared)) problems.push(`${pkgFile.origin}: the code imports ${name} but package.json does not list it`)

  // A browser template: the page's scripts exist and every element the code looks up is there.
  const html = files.find((f) => f.path === 'index.html')
  if (html) {
    for (const m of html.code.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)) {
      if (!shown.includes(m[1])) problems.push(`${html.origin}: index.html loads /${m[1]}, which the page does not show`)
    }
    const ids = new Set([...html.code.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))
    for (const file of files.filter((f) => /\.tsx?$/.test(f.path))) {
      for (const m of file.code.matchAll(/(?:getElementById|\belement(?:<[^>]*>)?)\(\s*'([\w-]+)'\s*\)/g)) {
        if (!ids.has(m[1])) problems.push(`${file.origin}: ${file.path} looks up #${m[1]}, which index.html does not have`)
      }
    }
  }
  return problems
}

/**
 * Writes the template into `workDir` and type-checks it with its own tsconfig.json; returns the
 * errors, each at its line in the page (`page:line: path: message`).
 */
export async function typeCheckTemplate(template: StarterTemplate, workDir: string, dir = root): Promise<string[]> {
  const project = resolve(dir, workDir)
  rmSync(project, { recursive: true, force: true })
  for (const file of template.files) {
    const target = join(project, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, `${file.code}\n`)
  }
  symlinkSync(join(dir, 'node_modules'), join(project, 'node_modules'), 'dir')
  const { status, output } = await runTsc(dir, 'tsconfig.json', project)
  if (status === 0) return []
  const byPath = new Map(template.files.map((f) => [f.path, f]))
  const errors = output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // tsc runs in the project folder, so it names files by their path in the project.
      const hit = /^(.+?)\((\d+),(\d+)\): (.*)$/.exec(line)
      const file = hit && byPath.get(hit[1])
      if (!hit || !file) return `${template.page}: ${line}`
      const [page, start] = file.origin.split(/:(?=\d+$)/)
      return `${page}:${Number(start) + Number(hit[2])}: ${file.path}: ${hit[4]}`
    })
  return errors.length > 0 ? errors : [`${template.page}: tsc exited with ${status} and no message`]
}

/** Checks every template; returns the problems and how many files were checked. */
export async function checkTemplates(dir = root): Promise<{ problems: string[]; files: number; typeChecked: number }> {
  const templates = collectTemplates(dir)
  const problems = templates.flatMap((t) => templateProblems(t, dir))
  for (const template of templates) {
    problems.push(...(await typeCheckTemplate(template, join('.cache/templates', template.name || 'unnamed'), dir)))
  }
  return {
    problems,
    files: templates.reduce((n, t) => n + t.files.length, 0),
    typeChecked: templates.reduce((n, t) => n + t.files.filter((f) => /\.tsx?$/.test(f.path)).length, 0),
  }
}
