/** Fenced code blocks of a markdown/MDX source, as the page shows them (language, meta, body). */

export interface CodeBlock {
  /** Where the block's opening fence is, `file:line`. */
  origin: string
  /** The language word after the fence (`ts`, `json`, ...), empty when there is none. */
  lang: string
  /** Everything after the language: `check`, `title="..."`, `{1-3}`. */
  meta: string
  code: string
}

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/

/** Every fenced code block of one markdown/MDX source, in order. */
export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
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
    blocks.push({ origin: `${file}:${i + 1}`, lang, meta: meta.trim(), code: body.join('\n') })
    i = j
  }
  return blocks
}
