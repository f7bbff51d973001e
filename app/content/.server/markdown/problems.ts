import { codeFrameColumns } from '@babel/code-frame'
import type { VFile } from 'vfile'

/**
 * One problem found in the content or the config: what is wrong, where (project-relative file,
 * 1-based line and column when known) and how to fix it. The build prints every one and fails;
 * the dev server shows it in the browser's error overlay and the terminal.
 */
export interface ContentProblem {
  file: string
  line: number | null
  column: number | null
  message: string
}

/** Thrown by the compiler when a page has problems; carries all of them. */
export class ContentErrors extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatLocation).join('\n'))
  }
}

/** `12:5`, `12` without a column, '' when the line is not known. */
function position({ line, column }: ContentProblem): string {
  return line ? `${line}${column ? `:${column}` : ''}` : ''
}

/** `content/docs/x.mdx:12:5` */
function formatPlace(problem: ContentProblem): string {
  const at = position(problem)
  return at ? `${problem.file}:${at}` : problem.file
}

/** `content/docs/x.mdx:12:5: message` */
export function formatLocation(problem: ContentProblem): string {
  return `${formatPlace(problem)}: ${problem.message}`
}

/**
 * The problems grouped by message, in the order each message was first found: one cause met in
 * many places (a snippet deleted, a page renamed under the links to it) is one group.
 */
export function groupByMessage(problems: ContentProblem[]): ContentProblem[][] {
  const groups = new Map<string, ContentProblem[]>()
  for (const problem of problems) groups.set(problem.message, [...(groups.get(problem.message) ?? []), problem])
  return [...groups.values()]
}

/** `The same at 3 more place(s):` and the places, a line per file: what follows a problem met more than once. */
export function otherPlaces(others: ContentProblem[]): string {
  if (others.length === 0) return ''
  const byFile = new Map<string, string[]>()
  for (const problem of others) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), position(problem)])
  const lines = [...byFile].map(([file, at]) => `  ${file}${at.some(Boolean) ? ` at ${at.filter(Boolean).join(', ')}` : ''}`)
  return `\nThe same at ${others.length} more place(s):\n${lines.join('\n')}`
}

/** A few lines of the source around the problem with a marker under its column; '' when there is no line. */
export function codeFrame(problem: ContentProblem, source: string, options: { color?: boolean } = {}): string {
  if (!problem.line) return ''
  return codeFrameColumns(source, { start: { line: problem.line, column: problem.column ?? undefined } }, { highlightCode: options.color ?? false, linesAbove: 2, linesBelow: 2 })
}

interface Positioned {
  line?: number | null
  column?: number | null
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } } | null
  reason?: string
  message?: string
}

function fromMessage(message: Positioned, file: string, lineOffset: number): ContentProblem {
  const point = message.place && 'start' in message.place ? message.place.start : message.place
  const line = message.line ?? point?.line ?? null
  const column = message.column ?? point?.column ?? null
  return { file, line: line ? line + lineOffset : null, column: line ? column : null, message: message.reason ?? message.message ?? String(message) }
}

/** Every message a compile left on its file, plus the error it threw, with lines mapped to the source file. */
export function problemsFromFile(file: VFile, input: { file: string; lineOffset: number }, thrown?: unknown): ContentProblem[] {
  const problems = file.messages.map((m) => fromMessage(m, input.file, input.lineOffset))
  if (thrown !== undefined && !file.messages.includes(thrown as never)) {
    if (!(thrown instanceof Error)) throw thrown
    const positioned = thrown as Positioned
    // A message with a position comes from the parser or a plugin; anything else is a bug in the pipeline.
    if (positioned.line == null && positioned.place == null && positioned.reason === undefined) throw thrown
    problems.push(fromMessage(positioned, input.file, input.lineOffset))
  }
  return problems
}

/** What the terminal shows of a build's problems: each message once, with its first place and code frame, then its other places. */
export function describeProblems(problems: ContentProblem[], readSource: (file: string) => string | null, options: { color?: boolean } = {}): string[] {
  return groupByMessage(problems).map(([first, ...others]) => `${describeProblem(first, readSource, options)}${otherPlaces(others)}`)
}

/** The location line and, when the file and line are known, a code frame: what the terminal and the overlay show. */
export function describeProblem(problem: ContentProblem, readSource: (file: string) => string | null, options: { color?: boolean } = {}): string {
  const source = readSource(problem.file)
  const frame = source === null ? '' : codeFrame(problem, source, options)
  return frame ? `${formatLocation(problem)}\n${frame}` : formatLocation(problem)
}
