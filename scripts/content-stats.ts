/**
 * Coverage of the written content: prose words, code samples, type-checked samples and checked
 * starter-template files per page, the blog's posts per year, and the number of showcase projects
 * per tag. It flags any blog post with an "Updated" note whose original had no code to update
 * (scripts/support/blog-originals.ts), and then exits with status 1.
 *
 *   npm run content:stats            a table per folder and the totals
 *   npm run content:stats -- --json  the same as JSON
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import matter from 'gray-matter'
import { globSync } from 'tinyglobby'
import { extractSamples } from './check-samples.ts'
import { readTemplate } from './check-templates.ts'
import { formatBlogStats, getBlogStats } from './support/blog-stats.ts'
import { readFlags } from './support/command-line.ts'
import { formatShowcaseStats, getShowcaseStats } from './support/showcase-stats.ts'

export interface FileStats {
  file: string
  words: number
  codeBlocks: number
  checkedSamples: number
  /** Files of a starter-template project that `npm run check:samples` assembles and checks. */
  templateFiles: number
}

/** Words of prose: code blocks, JSX tags, MDX comments and link targets do not count. */
export function countProseWords(body: string): number {
  const prose = body
    .replace(/^([ \t]*)(`{3,}|~{3,})[\s\S]*?^\1\2[ \t]*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

export function getContentStats(root = process.cwd()): FileStats[] {
  return globSync(['content/**/*.md', 'content/**/*.mdx'], { cwd: root, ignore: ['content/README.md'] })
    .sort()
    .map((file) => {
      const { content } = matter(readFileSync(`${root}/${file}`, 'utf8'))
      return {
        file,
        words: countProseWords(content),
        codeBlocks: (content.match(/^\s*(`{3,}|~{3,})\s*[\w-]+/gm) ?? []).length,
        checkedSamples: extractSamples(content, file).length,
        templateFiles: file.startsWith('content/docs/starter-templates/') ? readTemplate(file, content).files.length : 0,
      }
    })
}

function main() {
  const { json } = readFlags('npm run content:stats [-- --json]', { json: { type: 'boolean' } })
  const stats = getContentStats()
  const blog = getBlogStats()
  if (blog.updatedWithoutOriginalCode.length > 0) process.exitCode = 1
  if (json) {
    console.log(JSON.stringify({ pages: stats, blog, showcase: getShowcaseStats() }, null, 2))
    return
  }
  const groups = new Map<string, FileStats[]>()
  for (const s of stats) {
    const group = s.file.split('/').slice(0, -1).join('/')
    groups.set(group, [...(groups.get(group) ?? []), s])
  }
  const pad = (v: string | number, n: number) => String(v).padStart(n)
  const row = (label: string, words: number, code: number, checked: number, template: number) =>
    `${label.padEnd(64)}${pad(words, 7)}${pad(code, 6)}${pad(checked, 9)}${pad(template, 10)}`
  console.log(`${'file'.padEnd(64)}${pad('words', 7)}${pad('code', 6)}${pad('checked', 9)}${pad('template', 10)}`)
  for (const [group, files] of groups) {
    for (const s of files) console.log(row(s.file, s.words, s.codeBlocks, s.checkedSamples, s.templateFiles))
    const sum = (k: keyof Omit<FileStats, 'file'>) => files.reduce((t, f) => t + f[k], 0)
    console.log(`${row(`  ${group}: ${files.length} pages`, sum('words'), sum('codeBlocks'), sum('checkedSamples'), sum('templateFiles'))}\n`)
  }
  for (const line of formatBlogStats(blog)) console.log(line)
  console.log('')
  const total = (k: keyof Omit<FileStats, 'file'>) => stats.reduce((t, f) => t + f[k], 0)
  console.log(
    `Total: ${stats.length} pages, ${total('words')} words, ${total('codeBlocks')} code blocks, ${total('checkedSamples')} type-checked samples, ` +
      `${total('templateFiles')} starter-template files checked.`,
  )
  console.log(formatShowcaseStats(getShowcaseStats()))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
