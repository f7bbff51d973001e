/** Fenced code blocks of a markdown/MDX source, as the page shows them (language, meta, body). */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expandIncludes } from '../../app/content/.server/markdown/includes.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

function readProjectFile(file: string): string | null {
  const path = join(root, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

export interface CodeBlock {
  /** Where the block's opening fence is, `file:line`. */
  origin: string
  /** The language word after the fence (`ts`, `json`, ...), empty when there is none. */
  lang: string
  /** Everything after the language: `check`, `title="..."`, `{1-3}`. */
  meta: string
  /** The body with shared snippets (`// @include name`) expanded, as the page shows it. */
  code: string
  /** The file's 1-based line of each line of `code`; an included snippet's lines map to its include line. */
  lines: number[]
}

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/

/**
 * Every fenced code block of one markdown/MDX source, in order, with its includes expanded.
 * Throws, naming the file and line, when an include cannot be expanded (the build reports the same).
 */
export function extractCodeBlocks(source: string, file: string, readFile: (file: string) => string | null = readProjectFile): CodeBlock[] {
  const lines = source.split('\n')
  const blocks: CodeBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = fence.exec(lines[i])
    if (!open) continue
    const [, indent, marker, lang, meta] = open
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length; j++) {
      const line = lines[j]
      if (line.trim().startsWith(marker) && line.trim().replace(/[`~]/g, '') === '') break
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart())
    }
    const expanded = expandIncludes(body.join('\n'), readFile)
    const [problem] = expanded.problems
    if (problem) throw new Error(`${file}:${i + 2 + problem.line}: ${problem.message}`)
    blocks.push({ origin: `${file}:${i + 1}`, lang, meta: meta.trim(), code: expanded.code, lines: expanded.lineMap.map((n) => i + 2 + n) })
    i = j
  }
  return blocks
}
