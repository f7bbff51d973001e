import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { compileContent, ContentErrors, type CompileContext } from '../../app/content/.server/markdown/compile.ts'
import { expandIncludes, snippetFile } from '../../app/content/.server/markdown/includes.ts'
import { formatLocation } from '../../app/content/.server/markdown/problems.ts'
import { extractCodeBlocks, extractSamples, typeCheckSamples } from '../../scripts/check-samples.ts'

const login = "const agent = new AtpAgent({ service: 'https://example.test' })\nawait agent.login({ identifier: 'a', password: 'b' })\n"
const snippets: Record<string, string> = { 'content/_snippets/login.ts': login }
const readFile = (file: string) => snippets[file] ?? null
const context: CompileContext = { resolveLink: () => undefined, apiFamilies: [], readFile }

const compile = (body: string, lineOffset = 0) => compileContent({ file: 'content/docs/x.mdx', body, lineOffset, route: '/docs/x', feedOrigin: null }, context)
/** The page's text as the reader sees it, without the highlighter's markup. */
const pageText = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&#39;', "'")

const page = ['Intro.', '', '```ts title="post.ts"', "import { AtpAgent } from '@atproto/api'", '', '// @include login', '', "await agent.post({ text: 'hi' })", '```', ''].join('\n')

describe('expandIncludes', () => {
  it('replaces an include line by the snippet, indented like the line, and maps each line back to it', () => {
    const out = expandIncludes('function f() {\n  // @include login\n}', readFile)
    expect(out.code).toBe("function f() {\n  const agent = new AtpAgent({ service: 'https://example.test' })\n  await agent.login({ identifier: 'a', password: 'b' })\n}")
    expect(out.lineMap).toEqual([0, 1, 1, 2])
    expect(out.includes).toEqual(['content/_snippets/login.ts'])
    expect(out.problems).toEqual([])
  })

  it('leaves code without include lines as it is, a mention in prose or a string included', () => {
    const code = "// see @include docs\nconst s = '// @include login'"
    expect(expandIncludes(code, readFile)).toEqual({ code, lineMap: [0, 1], includes: [], problems: [] })
  })

  it('reports a missing snippet, a malformed name and a nested include at the include line', () => {
    const nested = (file: string) => (file === snippetFile('outer') ? '// @include login\n' : readFile(file))
    expect(expandIncludes('x\n// @include logn', readFile).problems).toEqual([
      { line: 1, column: 1, message: 'the snippet "logn" does not exist: "// @include logn" reads content/_snippets/logn.ts. Create that file or fix the name.' },
    ])
    expect(expandIncludes('  // @include ../secret', readFile).problems[0]).toMatchObject({ line: 0, column: 3, message: expect.stringContaining('does not name a snippet') })
    expect(expandIncludes('// @include', readFile).problems[0].message).toContain('does not name a snippet')
    expect(expandIncludes('// @include outer', nested).problems[0].message).toContain('cannot be nested')
  })
})

describe('a code block that includes a snippet', () => {
  it('is complete on the page and in the Markdown twin, and the page lists the snippet it read', async () => {
    const compiled = await compile(page)
    const expected = "import { AtpAgent } from '@atproto/api'\n\n" + login + "\nawait agent.post({ text: 'hi' })"
    expect(compiled.markdown).toContain('```ts\n' + expected + '\n```')
    expect(pageText(compiled.html)).toContain(expected)
    expect(compiled.html).not.toContain('@include')
    expect(compiled.deps.includes).toEqual(['content/_snippets/login.ts'])
  })

  it('naming a missing snippet fails the compile with the file and the line of the include', async () => {
    // Three lines of front matter: the include is on line 6 of the body and line 9 of the file.
    const error = await compile(page.replace('@include login', '@include logon'), 3).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentErrors)
    expect((error as ContentErrors).problems.map(formatLocation)).toEqual([
      'content/docs/x.mdx:9:1: the snippet "logon" does not exist: "// @include logon" reads content/_snippets/logon.ts. Create that file or fix the name.',
    ])
  })

  it('is expanded the same way for the sample checker, with lines mapped back to the source', () => {
    const [block] = extractCodeBlocks(page, 'content/docs/x.mdx', readFile)
    expect(block.code).toBe("import { AtpAgent } from '@atproto/api'\n\n" + login + "\nawait agent.post({ text: 'hi' })")
    expect(block.lines).toEqual([4, 5, 6, 6, 7, 8])
    expect(() => extractCodeBlocks(page.replace('login', 'logon'), 'content/docs/x.mdx', readFile)).toThrow('content/docs/x.mdx:6: the snippet "logon" does not exist')
  })

  it('has type errors after the include reported at their line in the source file', async () => {
    const source = ['```ts check', "import { AtpAgent } from '@atproto/api'", '// @include login', 'await agent.app.bsky.feed.getTimelines({})', '```'].join('\n')
    const samples = extractSamples(source, 'content/docs/x.mdx')
    const errors = await typeCheckSamples(samples, '.cache/samples-include')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^content\/docs\/x\.mdx:4: error TS2551: Property 'getTimelines' does not exist/)
  }, 60_000)
})

describe('the login snippet in the content', () => {
  const snippet = readFileSync('content/_snippets/login.ts', 'utf8')
  const sources = globSync(['content/**/*.md', 'content/**/*.mdx']).sort()
  const texts = sources.map((file) => [file, readFileSync(file, 'utf8')] as const)

  it('is the AtpAgent login with the handle and app password from the environment', () => {
    expect(snippet).toBe(
      "const agent = new AtpAgent({ service: 'https://bsky.social' })\nawait agent.login({\n  identifier: process.env.BSKY_HANDLE!,\n  password: process.env.BSKY_APP_PASSWORD!,\n})\n",
    )
  })

  it('is written once: no content file repeats it, and 80 code blocks include it (no blog post does: each shows its own code of its day, as its original did)', () => {
    const repeats = texts.filter(([, text]) => text.includes(snippet.trim())).map(([file]) => file)
    expect(repeats).toEqual([])
    // The same login with `?? ''` instead of `!` was the other spelling of the copies.
    expect(texts.filter(([, text]) => text.includes("new AtpAgent({ service: 'https://bsky.social' })\nawait agent.login({\n  identifier: process.env.BSKY_HANDLE ?? '',\n  password: process.env.BSKY_APP_PASSWORD ?? '',\n})")).map(([file]) => file)).toEqual([])
    const includes = texts.reduce((n, [, text]) => n + (text.match(/^[ \t]*\/\/ @include login$/gm)?.length ?? 0), 0)
    expect(includes).toBe(80)
  })

  it('is expanded in every sample that includes it, so each still compiles alone', () => {
    const blocks = texts.flatMap(([file, text]) => extractCodeBlocks(text, file))
    const including = blocks.filter((b) => b.code.includes(snippet.trim()))
    expect(including.length).toBeGreaterThanOrEqual(80)
    for (const block of including) expect(block.code, block.origin).toMatch(/^import \{[^}]*\bAtpAgent\b[^}]*\} from '@atproto\/api'$/m)
  })
})
