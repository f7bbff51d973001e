import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import matter from 'gray-matter'
import { globSync } from 'tinyglobby'
import type { z } from 'zod'
import { formatSchemaIssues } from './schema.ts'

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
}

/**
 * Reads every .md/.mdx file below `dir` (skipping README.md and files starting with `_`) and
 * validates its front matter. Problems are pushed to `errors` as `file: field: message` lines.
 */
export function readSourceFiles<S extends z.ZodType>(
  root: string,
  dir: string,
  schema: S,
  errors: string[],
): SourceFile<z.infer<S>>[] {
  const files = globSync(['**/*.md', '**/*.mdx'], { cwd: join(root, dir), ignore: ['**/README.md', '**/_*'] }).sort()
  const result: SourceFile<z.infer<S>>[] = []
  for (const name of files) {
    const file = relative(root, join(root, dir, name))
    const raw = readFileSync(join(root, file), 'utf8')
    let parsed: matter.GrayMatterFile<string>
    try {
      parsed = matter(raw)
    } catch (error) {
      errors.push(`${file}: front matter is not valid YAML: ${(error as Error).message}`)
      continue
    }
    const checked = schema.safeParse(parsed.data)
    if (!checked.success) {
      errors.push(...formatSchemaIssues(file, checked.error))
      continue
    }
    const lineOffset = raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1
    result.push({
      file,
      id: name.replace(/\.mdx?$/, ''),
      frontMatter: checked.data,
      body: parsed.content,
      lineOffset,
    })
  }
  return result
}
