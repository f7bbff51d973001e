/**
 * The plain-markdown twin of a page (served as /route.md and used by llms-full.txt): the source
 * with MDX-only syntax turned into plain Markdown a reader or a language model can use.
 */
export function toMarkdownTwin(title: string, description: string, body: string): string {
  const out: string[] = []
  let inFence: string | null = null
  let inAdmonition = false
  for (const raw of body.split('\n')) {
    const line = raw
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)
    if (fence) {
      if (inFence === null) inFence = fence[1]
      else if (line.trim().startsWith(inFence)) inFence = null
      // Fence meta such as title="x" or check means nothing outside this site.
      out.push(inFence !== null && fence ? line.replace(/^(\s*[`~]{3,}[\w-]*).*$/, '$1') : line)
      continue
    }
    if (inFence !== null) {
      out.push(line)
      continue
    }
    if (/^\s*(import|export)\s/.test(line)) continue
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) continue
    if (/^\s*<\/?Tabs[^>]*>\s*$/.test(line) || /^\s*<\/TabItem>\s*$/.test(line)) continue
    const tab = /^\s*<TabItem\b[^>]*?(?:label="([^"]*)")?[^>]*>\s*$/.exec(line)
    if (tab) {
      const label = tab[1] ?? /value="([^"]*)"/.exec(line)?.[1] ?? ''
      out.push(`**${label}**`)
      continue
    }
    const admonition = /^\s*:::(note|tip|info|warning|danger)(?:\[(.*)\])?\s*$/.exec(line)
    if (admonition) {
      const kind = admonition[1][0].toUpperCase() + admonition[1].slice(1)
      out.push(`> **${admonition[2] ? `${kind}: ${admonition[2]}` : kind}**`, '>')
      inAdmonition = true
      continue
    }
    if (inAdmonition && /^\s*:::\s*$/.test(line)) {
      inAdmonition = false
      continue
    }
    out.push(inAdmonition ? (line.trim() ? `> ${line}` : '>') : line.replace(/\\([{}<])/g, '$1'))
  }
  const text = out.join('\n').replace(/\n{3,}/g, '\n\n').trim()
  return `# ${title}\n\n> ${description}\n\n${text}\n`
}
