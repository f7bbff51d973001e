import { join, relative } from 'node:path'
import matter from 'gray-matter'
import { globSync } from 'tinyglobby'
import type { z } from 'zod'
import type { ContentProblem } from './markdown/problems.ts'
import { urlSegment } from './schema.ts'

/** A content file read from disk with its front matter validated. */
export interface SourceFile<T> {
  /** Path relative to the project root, e.g. content/docs/get-started.mdx. */
  file: string
  /** Path relative to its content folder without extension, e.g. tutorials/blocking. */
  id: string
  frontMatter: T
  body: string
  /** Lines taken by the front matter block, to map body lines back to the file. */
  lineOffset: number
  /** The line of each top-level front matter field, for problems found after parsing. */
  fieldLines: Record<string, number>
}

/** The line of each top-level `field:` in a front matter block (1-based, as in the file). */
function readFieldLines(frontMatterText: string): Record<string, number> {
  const lines: Record<string, number> = {}
  frontMatterText.split('\n').forEach((line, i) => {
    const field = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1]
    if (field && !(field in lines)) lines[field] = i + 1
  })
  return lines
}

/** A content file's id: its path under its folder, without the extension (`tutorials/blocking`). */
export function sourceId(dir: string, file: string): string {
  return relative(dir, file).replace(/\.mdx?$/, '')
}

/** The 1-based line and column where `needle` occurs in `text` for the `nth` time (0 for the first), or nulls. */
export function locate(text: string, needle: string | RegExp, nth = 0): { line: number | null; column: number | null } {
  const starts: number[] = []
  if (typeof needle === 'string') {
    for (let at = text.indexOf(needle); at >= 0 && starts.length <= nth; at = text.indexOf(needle, at + 1)) starts.push(at)
  } else {
    for (const match of text.matchAll(new RegExp(needle.source, needle.flags.includes('g') ? needle.flags : `${needle.flags}g`))) if (starts.push(match.index) > nth) break
  }
  const index = starts[nth]
  if (index === undefined) return { line: null, column: null }
  const before = text.slice(0, index).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** Lists the .md/.mdx pages below `dir` (README.md and files or folders starting with `_` are not pages). */
export function listSourceFiles(root: string, dir: string): string[] {
  return globSync(['**/*.md', '**/*.mdx'], { cwd: join(root, dir), ignore: ['**/README.md', '**/_*', '**/_*/**'] })
    .map((name) => relative(root, join(root, dir, name)))
    .sort()
}

/**
 * The problem with a file's path as URL segments, if any: each folder, and the file's name unless
 * the front matter's `slug` replaces it, must be lowercase words joined by dashes, as a slug is.
 * A post's date prefix (`2024-05-01-`) is digits and dashes, so it passes as it is.
 */
function badSegment(id: string, slugged: boolean): string | null {
  const segments = id.split('/')
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1
    if ((last && slugged) || urlSegment.test(segment)) continue
    const suggestion = segment.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
    return last
      ? `the file name "${segment}" is the page's URL segment and must be lowercase words joined by dashes: rename the file (e.g. ${suggestion || 'my-page'}.mdx), or set "slug" in the front matter.`
      : `the folder "${segment}" is a URL segment of its pages and must be lowercase words joined by dashes: rename it (e.g. ${suggestion || 'my-folder'}).`
  }
  return null
}

/**
 * Parses one content file's front matter with `schema`. Problems (YAML syntax, a field the schema
 * refuses) are pushed with the line and column of the offending field.
 */
export function parseSourceFile<S extends z.ZodType>(file: string, dir: string, raw: string, schema: S, problems: ContentProblem[]): SourceFile<z.infer<S>> | null {
  let parsed: matter.GrayMatterFile<string>
  try {
    // gray-matter caches by content; a copy of the options object turns that off, so a file that
    // failed once is parsed again rather than answered from the cache.
    parsed = matter(raw, {})
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; reason?: string; message: string }
    problems.push({
      file,
      line: e.mark ? e.mark.line + 1 : null,
      column: e.mark ? e.mark.column + 1 : null,
      message: `the front matter is not valid YAML: ${e.reason ?? e.message}. Check quotes and indentation; a value with a colon needs quotes.`,
    })
    return null
  }
  const checked = schema.safeParse(parsed.data)
  const frontMatterText = raw.slice(0, raw.length - parsed.content.length)
  const fieldLines = readFieldLines(frontMatterText)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const name = issue.path.length > 0 ? issue.path.join('.') : '(front matter)'
      // A missing field is reported on the opening `---`, an unknown one (path in `keys`) on its own line.
      const field = String(issue.path[0] ?? (issue as { keys?: string[] }).keys?.[0] ?? '')
      const fix = issue.code === 'unrecognized_keys' ? ' Remove it or check its spelling; content/README.md lists the fields.' : ''
      const missing = issue.code === 'invalid_type' && issue.path.length === 1 && parsed.data[field] === undefined
      const message = missing ? `front matter field "${name}" is missing; every page needs it.` : `front matter field "${name}": ${issue.message}.${fix}`.replace('..', '.')
      problems.push({ file, line: fieldLines[field] ?? 1, column: 1, message })
    }
    return null
  }
  const id = sourceId(dir, file)
  const named = badSegment(id, (checked.data as { slug?: string }).slug !== undefined)
  if (named) {
    problems.push({ file, line: 1, column: 1, message: named })
    return null
  }
  return {
    file,
    id,
    frontMatter: checked.data,
    body: parsed.content,
    lineOffset: frontMatterText.split('\n').length - 1,
    fieldLines,
  }
}

