/**
 * Type-checks every TypeScript code sample in `content/` whose fence carries the word `check`
 * (```ts check title="post.ts"), plus the samples generated for the API reference, against the
 * pinned `@atproto/api`. Each sample is a module of its own and must compile alone.
 *
 *   npm run check:samples
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { globSync } from 'tinyglobby'

export interface Sample {
  /** Where the sample comes from, `file:line`. */
  origin: string
  code: string
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/

export interface CodeBlock {
  /** Where the block's opening fence is, `file:line`. */
  origin: string
  /** The language word after the fence (`ts`, `json`, ...), empty when there is none. */
  lang: string
  /** Everything after the language: `check`, `title="..."`, `{1-3}`. */
  meta: string
  code: string
}

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

/** Finds the fenced blocks marked `check` in one markdown/MDX source. */
export function extractSamples(source: string, file: string): Sample[] {
  return extractCodeBlocks(source, file)
    .filter((b) => ['ts', 'tsx', 'typescript'].includes(b.lang) && /(^|\s)check(\s|$)/.test(b.meta))
    .map(({ origin, code }) => ({ origin, code }))
}

export function collectContentSamples(): Sample[] {
  const files = globSync(['content/**/*.md', 'content/**/*.mdx'], { cwd: root }).sort()
  return files.flatMap((file) => extractSamples(readFileSync(join(root, file), 'utf8'), file))
}

/** Compiles the samples with tsc; returns error lines mapped back to their origin. */
export function typeCheckSamples(samples: Sample[], workDir = join(root, '.cache/samples')): string[] {
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
  const tsc = join(root, 'node_modules/typescript/bin/tsc')
  const run = spawnSync(process.execPath, [tsc, '-p', join(workDir, 'tsconfig.json'), '--pretty', 'false'], {
    encoding: 'utf8',
  })
  if (run.status === 0) return []
  return `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const hit = /(sample-\d+\.ts)\((\d+),(\d+)\): (.*)$/.exec(line)
      const sample = hit && names.get(hit[1])
      if (!hit || !sample) return line
      const [file, start] = sample.origin.split(/:(?=\d+$)/)
      return `${file}:${Number(start) + Number(hit[2])}: ${hit[4]}`
    })
}

function main() {
  const samples = collectContentSamples()
  const errors = typeCheckSamples(samples)
  const where = relative(process.cwd(), root) || '.'
  if (errors.length > 0) {
    console.error(`${errors.length} type error(s) in code samples under ${where}/content:`)
    for (const error of errors) console.error(`  ${error}`)
    console.error('Fix the sample, or drop the word "check" from its fence if it is not meant to compile.')
    process.exit(1)
  }
  console.log(`Type-checked ${samples.length} code samples: no errors.`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
