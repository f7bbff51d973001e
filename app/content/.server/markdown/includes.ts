/**
 * Shared code snippets. A line `// @include login` on its own inside a code fence is replaced by
 * the text of `content/_snippets/login.ts`, indented like the include line, so a sample is written
 * once and still shown whole: on the page, in its Markdown twin and to `npm run check:samples`.
 * The compiler (remarkIncludes), the sample checker and the starter-template checker all expand
 * fences through `expandIncludes`, so they see the same code.
 */
import type { Code, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

/** Where shared snippets live, relative to the project root. Not a route: `_` folders are not pages. */
const snippetsDir = 'content/_snippets'

/** A whole line `// @include <name>`, with any indentation. */
const includeLine = /^([ \t]*)\/\/[ \t]*@include\b[ \t]*(.*?)[ \t]*$/
const snippetName = /^[a-z0-9][a-z0-9-]*$/

/** The project-relative file an include of `name` reads. */
export function snippetFile(name: string): string {
  return `${snippetsDir}/${name}.ts`
}

/** A problem with one include line; `line` and `column` are 0-based and 1-based within the code. */
export interface IncludeProblem {
  line: number
  column: number
  message: string
}

export interface ExpandedCode {
  code: string
  /** For each line of `code`, the 0-based line of the fence's own text it comes from (a snippet's lines: its include line). */
  lineMap: number[]
  /** Project-relative files read, once each, in order. */
  includes: string[]
  problems: IncludeProblem[]
}

/**
 * Replaces every include line of a fence's text by its snippet. `readFile` reads a
 * project-relative file, null when it does not exist. A missing snippet, a malformed name or a
 * snippet that includes another one is a problem, and its line is left as written.
 */
export function expandIncludes(code: string, readFile: (file: string) => string | null): ExpandedCode {
  const out: string[] = []
  const lineMap: number[] = []
  const includes: string[] = []
  const problems: IncludeProblem[] = []
  code.split('\n').forEach((line, index) => {
    const match = includeLine.exec(line)
    if (!match) {
      out.push(line)
      lineMap.push(index)
      return
    }
    const [, indent, name] = match
    const column = indent.length + 1
    const keep = () => {
      out.push(line)
      lineMap.push(index)
    }
    if (!snippetName.test(name)) {
      problems.push({ line: index, column, message: `"// @include ${name}" does not name a snippet: write "// @include <name>" with a name of lowercase letters, digits and hyphens, for ${snippetFile('<name>')}` })
      return keep()
    }
    const file = snippetFile(name)
    if (!includes.includes(file)) includes.push(file)
    const text = readFile(file)
    if (text === null) {
      problems.push({ line: index, column, message: `the snippet "${name}" does not exist: "// @include ${name}" reads ${file}. Create that file or fix the name.` })
      return keep()
    }
    const lines = text.replace(/\n+$/, '').split('\n')
    if (lines.some((l) => includeLine.test(l))) {
      problems.push({ line: index, column, message: `the snippet ${file} includes another snippet; snippets cannot be nested, so write its code out there.` })
      return keep()
    }
    for (const snippetLine of lines) {
      out.push(snippetLine === '' ? '' : indent + snippetLine)
      lineMap.push(index)
    }
  })
  return { code: out.join('\n'), lineMap, includes, problems }
}

/**
 * Expands the include lines of every code block (see `expandIncludes`), reading snippets with the
 * compile context's `readFile`, and lists the files read in `file.data.includes` so the compile
 * cache compiles the page again when a snippet changes. A problem is reported at the include line.
 */
export function remarkIncludes() {
  return (tree: Root, file: VFile) => {
    const readFile = file.data.context?.readFile
    const includes = new Set<string>(file.data.includes ?? [])
    visit(tree, 'code', (node: Code) => {
      if (!node.value.includes('@include')) return
      const start = node.position?.start
      // The fence's text starts on the line after its opening fence.
      const at = (problem: IncludeProblem) => (start ? { line: start.line + 1 + problem.line, column: start.column - 1 + problem.column } : undefined)
      // The compiler always passes it; only a misuse of this plugin gets here.
      if (!readFile) throw new Error('remarkIncludes: file.data.context.readFile is missing')
      const expanded = expandIncludes(node.value, readFile)
      for (const included of expanded.includes) includes.add(included)
      for (const problem of expanded.problems) file.message(problem.message, at(problem))
      node.value = expanded.code
    })
    file.data.includes = [...includes]
  }
}
