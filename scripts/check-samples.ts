/**
 * Type-checks every TypeScript code sample in `content/` whose fence carries the word `check`
 * (```ts check title="post.ts") against the pinned `@atproto/api`, then checks the starter templates
 * as whole projects (scripts/check-templates.ts). Each sample is a module of its own and must
 * compile alone.
 *
 *   npm run check:samples
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { globSync } from 'tinyglobby'
import { checkTemplates } from './check-templates.ts'
import { readFlags } from './support/command-line.ts'
import { extractCodeBlocks } from './support/code-blocks.ts'
import { runTsc } from './support/run-tsc.ts'

export { extractCodeBlocks, type CodeBlock } from './support/code-blocks.ts'

export interface Sample {
  /** Where the sample comes from, `file:line`. */
  origin: string
  code: string
  /** The source file's line of each line of `code`, when it is not simply the line after `origin`'s. */
  lines?: number[]
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Finds the fenced blocks marked `check` in one markdown/MDX source. */
export function extractSamples(source: string, file: string): Sample[] {
  return extractCodeBlocks(source, file)
    .filter((b) => ['ts', 'tsx', 'typescript'].includes(b.lang) && /(^|\s)check(\s|$)/.test(b.meta))
    .map(({ origin, code, lines }) => ({ origin, code, lines }))
}

export function collectContentSamples(): Sample[] {
  const files = globSync(['content/**/*.md', 'content/**/*.mdx'], { cwd: root }).sort()
  return files.flatMap((file) => extractSamples(readFileSync(join(root, file), 'utf8'), file))
}

/** Compiles the samples with tsc; returns error lines mapped back to their origin. */
export async function typeCheckSamples(samples: Sample[], workDir = join(root, '.cache/samples')): Promise<string[]> {
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const names = new Map<string, Sample>()
  samples.forEach((sample, n) => {
    const name = `sample-${String(n).padStart(4, '0')}.ts`
    names.set(name, sample)
    // Every sample is its own module, so two samples may declare the same names.
    writeFileSync(join(workDir, name), `${sample.code}\nexport {}\n`)
  })
  writeFileSync(
    join(workDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM'],
        types: ['node'],
        typeRoots: [join(root, 'node_modules/@types')],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        baseUrl: root,
        paths: { '*': [join(root, 'node_modules/*')] },
      },
      include: ['*.ts'],
    }),
  )
  const { status, output } = await runTsc(root, join(workDir, 'tsconfig.json'))
  if (status === 0) return []
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const hit = /(sample-\d+\.ts)\((\d+),(\d+)\): (.*)$/.exec(line)
      const sample = hit && names.get(hit[1])
      if (!hit || !sample) return line
      const [file, start] = sample.origin.split(/:(?=\d+$)/)
      const at = sample.lines?.[Number(hit[2]) - 1] ?? Number(start) + Number(hit[2])
      return `${file}:${at}: ${hit[4]}`
    })
}

async function main() {
  readFlags('npm run check:samples (no arguments: it checks every sample and starter template)', {})
  const samples = collectContentSamples()
  const errors = await typeCheckSamples(samples)
  const where = relative(process.cwd(), root) || '.'
  const templates = await checkTemplates(root)
  if (errors.length > 0) {
    console.error(`${errors.length} type error(s) in code samples under ${where}/content:`)
    for (const error of errors) console.error(`  ${error}`)
    console.error('Fix the sample, or drop the word "check" from its fence if it is not meant to compile.')
  }
  if (templates.problems.length > 0) {
    console.error(`${templates.problems.length} problem(s) in the starter templates:`)
    for (const problem of templates.problems) console.error(`  ${problem}`)
    console.error('Each titled code block on a starter-template page is a project file; see content/README.md.')
  }
  if (errors.length > 0 || templates.problems.length > 0) process.exit(1)
  console.log(`Type-checked ${samples.length} code samples: no errors.`)
  console.log(`Checked ${templates.files} starter-template files (${templates.typeChecked} TypeScript files type-checked as projects): no problems.`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
