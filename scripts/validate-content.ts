/**
 * Quick check for authors: validates the front matter of every file in content/ and compiles
 * its MDX, printing every problem with its file. The full build runs the same checks and more.
 *
 *   npx tsx scripts/validate-content.ts [file ...]
 */
import { readFileSync } from 'node:fs'
import { compile } from '@mdx-js/mdx'
import matter from 'gray-matter'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import { globSync } from 'tinyglobby'
import {
  blogFrontMatterSchema,
  docFrontMatterSchema,
  formatSchemaIssues,
  pageFrontMatterSchema,
} from '../app/content/.server/schema.ts'

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : globSync(['content/**/*.md', 'content/**/*.mdx']).sort()
const problems: string[] = []
let words = 0
for (const file of files) {
  const source = readFileSync(file, 'utf8')
  const { data, content } = matter(source)
  const schema = file.startsWith('content/blog/')
    ? blogFrontMatterSchema
    : file.startsWith('content/pages/')
      ? pageFrontMatterSchema
      : docFrontMatterSchema
  const parsed = schema.safeParse(data)
  if (!parsed.success) problems.push(...formatSchemaIssues(file, parsed.error))
  try {
    await compile(content, {
      format: file.endsWith('.md') ? 'md' : 'mdx',
      remarkPlugins: [remarkGfm, remarkDirective],
    })
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string }
    const offset = source.split('\n').length - content.split('\n').length
    problems.push(`${file}:${(e.line ?? 0) + offset}: MDX: ${e.reason ?? e.message}`)
  }
  const count = content.replace(/```[\s\S]*?```/g, '').split(/\s+/).filter(Boolean).length
  words += count
  console.log(`${String(count).padStart(6)} words  ${file}`)
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`)
  for (const p of problems) console.error(`  ${p}`)
  process.exit(1)
}
console.log(`\n${files.length} files, ${words} words of prose, no problems.`)
