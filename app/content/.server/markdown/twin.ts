/**
 * The plain-markdown twin of a page (served as /route.md and used by llms-full.txt): the source
 * with MDX-only syntax turned into plain GitHub-flavoured Markdown that a reader or a language
 * model can use, saying what the rendered page says (checked by test/e2e/markdown-twins.spec.ts).
 */
import { parseCodeTitle } from './highlight.ts'
import { admonitionTitles } from './remark-plugins.ts'

export interface TwinOptions {
  /**
   * Markdown to put in place of a self-closing MDX component on its own line, by component name,
   * e.g. `{ ApiFamilyTable: '| Family | Methods |\n…' }`. A component with no entry is an error.
   */
  components?: Record<string, string>
}

/** GitHub alert markers for each admonition kind; readers that do not know them see a quote. */
const alertMarkers: Record<keyof typeof admonitionTitles, string> = {
  note: 'NOTE',
  tip: 'TIP',
  info: 'IMPORTANT',
  warning: 'WARNING',
  danger: 'CAUTION',
}

const fenceOpen = /^(\s*)(`{3,}|~{3,})(.*)$/

/** Turns MDX source into the twin's body. Throws with the line number on an unknown component. */
export function toMarkdownBody(body: string, options: TwinOptions = {}): string {
  const out: string[] = []
  let fence: string | null = null
  let inAdmonition = false
  const lines = body.split('\n')
  lines.forEach((line, i) => {
    const quote = (text: string) => (inAdmonition ? (text.trim() ? `> ${text}` : '>') : text)
    if (fence !== null) {
      out.push(quote(line))
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null
      return
    }
    const open = fenceOpen.exec(line)
    if (open) {
      const [, indent, marks, info] = open
      fence = marks
      const lang = /^[\w+#.-]*/.exec(info.trim())?.[0] ?? ''
      // The page shows a fence's title above the code; other meta (check, {1-3}) means nothing here.
      const title = parseCodeTitle(info)
      if (title) out.push(quote(`${indent}\`${title}\``), quote(''))
      out.push(quote(`${indent}${marks}${lang}`))
      return
    }
    if (/^\s*(import|export)\s/.test(line)) return
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) return
    if (/^\s*<\/?Tabs\b[^>]*>\s*$/.test(line) || /^\s*<\/TabItem>\s*$/.test(line)) return
    if (/^\s*<TabItem\b[^>]*>\s*$/.test(line)) {
      // The page shows each panel under its label when the tabs cannot switch (no JavaScript).
      const label = /\blabel="([^"]*)"/.exec(line)?.[1] ?? /\bvalue="([^"]*)"/.exec(line)?.[1] ?? ''
      out.push(quote(`**${label}**`))
      return
    }
    const component = /^\s*<([A-Z]\w*)\s*\/>\s*$/.exec(line)
    if (component) {
      const replacement = options.components?.[component[1]]
      if (replacement === undefined) throw new Error(`line ${i + 1}: <${component[1]} /> has no plain-markdown form; add it to the twin's components`)
      out.push(...replacement.trim().split('\n').map(quote))
      return
    }
    const admonition = /^\s*:::(note|tip|info|warning|danger)(?:\[(.*)\])?\s*$/.exec(line)
    if (admonition) {
      const kind = admonition[1] as keyof typeof admonitionTitles
      out.push(`> [!${alertMarkers[kind]}]`, `> **${admonition[2] ?? admonitionTitles[kind]}**`, '>')
      inAdmonition = true
      return
    }
    if (inAdmonition && /^\s*:::\s*$/.test(line)) {
      inAdmonition = false
      return
    }
    out.push(quote(line.replace(/\\([{}<])/g, '$1')))
  })
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim()
}

/** The whole twin: title, description as a quote, then the body. */
export function toMarkdownTwin(title: string, description: string, body: string, options: TwinOptions = {}): string {
  return `# ${title}\n\n> ${description}\n\n${toMarkdownBody(body, options)}\n`
}
