import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  collectTemplates,
  parseLayout,
  readTemplate,
  satisfies,
  templateProblems,
  typeCheckTemplate,
} from '../../scripts/check-templates.ts'
import { getContentStats } from '../../scripts/content-stats.ts'

const fence = '```'

/** A small template page in the format of content/docs/starter-templates/. */
function page(files: Record<string, string>, layout = Object.keys(files)): string {
  const tree = ['demo/', ...layout.map((path, i) => `${i === layout.length - 1 ? '└──' : '├──'} ${path}`)].join('\n')
  const blocks = Object.entries(files).map(([path, code]) => `${fence}ts title="${path}"\n${code}\n${fence}`)
  return [`Intro.`, `${fence}text\n${tree}\n${fence}`, ...blocks].join('\n\n')
}

const packageJson = JSON.stringify({ type: 'module', dependencies: { '@atproto/api': '0.21.0' }, devDependencies: { typescript: '5.9.3' } })
const tsconfig = JSON.stringify({
  compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, noEmit: true, types: [] },
  include: ['*.ts'],
})

describe('the starter templates on the docs pages', () => {
  const templates = collectTemplates()

  it('are the bot, client and custom feed projects, each with its package.json and tsconfig.json', () => {
    expect(templates.map((t) => t.name)).toEqual(['reply-bot', 'mini-client', 'keyword-feed'])
    for (const t of templates) {
      expect(t.files.map((f) => f.path)).toEqual(expect.arrayContaining(['package.json', 'tsconfig.json']))
      expect(t.files.filter((f) => f.path.endsWith('.ts')).length).toBeGreaterThanOrEqual(4)
    }
  })

  it('show every file their layout lists, at the pinned package versions, importing only what they declare', () => {
    expect(templates.flatMap((t) => templateProblems(t))).toEqual([])
  })

  it('type-check as whole projects against the pinned packages', async () => {
    const errors: string[] = []
    for (const t of templates) errors.push(...(await typeCheckTemplate(t, `.cache/templates-test/${t.name}`)))
    expect(errors).toEqual([])
  }, 180_000)

  it('link projects a developer can clone', () => {
    const links = templates.map((t) => readLinks(t.page))
    expect(links[0]).toContain('https://github.com/bluesky-social/cookbook/tree/main/ts-bot')
    // react-spa-oauth was only ever on the unmerged msi/react-spa-oauth branch of bluesky-social/cookbook;
    // vanillajs-oauth-web-app is the browser OAuth example on main.
    expect(links[1]).toContain('https://github.com/bluesky-social/cookbook/tree/main/vanillajs-oauth-web-app')
    expect(links[2]).toContain('https://github.com/bluesky-social/feed-generator')
  })

  it('are counted by npm run content:stats', () => {
    const stats = getContentStats().filter((s) => s.file.startsWith('content/docs/starter-templates/'))
    expect(stats.reduce((n, s) => n + s.templateFiles, 0)).toBe(templates.reduce((n, t) => n + t.files.length, 0))
    expect(getContentStats().find((s) => s.file === 'content/docs/get-started.mdx')?.templateFiles).toBe(0)
  })
})

/** The GitHub links in a page's prose. */
function readLinks(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\]\((https:\/\/github\.com\/[^)]+)\)/g)].map((m) => m[1])
}

describe('the template checks catch', () => {
  it('a file the layout lists but the page never shows, and one shown but not listed', () => {
    const t = readTemplate('x.mdx', page({ 'package.json': packageJson, 'tsconfig.json': tsconfig, 'extra.ts': '' }, ['package.json', 'tsconfig.json', 'missing.ts']))
    expect(templateProblems(t)).toEqual([
      'x.mdx: the layout lists missing.ts but the page never shows it',
      'x.mdx: the page shows extra.ts but the layout does not list it',
    ])
  })

  it('a dependency version that does not match the pinned one, and an import package.json does not list', () => {
    const pkg = JSON.stringify({ dependencies: { '@atproto/api': '^0.14.0' } })
    const t = readTemplate('x.mdx', page({ 'package.json': pkg, 'tsconfig.json': tsconfig, 'a.ts': "import { z } from 'zod'\nexport { z }" }))
    const problems = templateProblems(t)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^x\.mdx:\d+: @atproto\/api "\^0\.14\.0" does not match the pinned 0\.21\.0$/)
    expect(problems[1]).toMatch(/the code imports zod but package\.json does not list it/)
  })

  it('an element the code looks up that index.html lacks, and a script it loads that is not shown', () => {
    const files = {
      'package.json': packageJson,
      'tsconfig.json': tsconfig,
      'index.html': '<main id="timeline"></main><script type="module" src="/src/app.ts"></script>',
      'src/main.ts': "document.getElementById('timeline')\ndocument.getElementById('composer')",
    }
    const problems = templateProblems(readTemplate('x.mdx', page(files)))
    expect(problems).toEqual([
      expect.stringMatching(/index\.html loads \/src\/app\.ts, which the page does not show$/),
      expect.stringMatching(/src\/main\.ts looks up #composer, which index\.html does not have$/),
    ])
  })

  it('a type error, reported at its line in the page', async () => {
    const source = page({
      'package.json': packageJson,
      'tsconfig.json': tsconfig,
      'main.ts': "import { AtpAgent } from '@atproto/api'\nconst agent = new AtpAgent({ service: 'https://bsky.social' })\nawait agent.getTimelines({})",
    })
    const template = readTemplate('content/docs/x.mdx', source)
    const errors = await typeCheckTemplate(template, '.cache/templates-test/negative')
    const fenceLine = source.split('\n').findIndex((line) => line.includes('title="main.ts"')) + 1
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(new RegExp(`^content/docs/x\\.mdx:${fenceLine + 3}: main\\.ts: error TS2551: Property 'getTimelines' does not exist`))
  }, 60_000)
})

describe('parseLayout', () => {
  it('reads nested folders and ignores comments and continuation lines', () => {
    const tree = [
      'keyword-feed/',
      '├── package.json',
      '├── .env.example            # KEYWORDS, FEED_HOSTNAME',
      '│                           # plus BSKY_HANDLE',
      '├── scripts/',
      '│   └── publish.ts          # one-off',
      '└── src/',
      '    ├── index.ts',
      '    └── lib/',
      '        └── store.ts',
    ].join('\n')
    expect(parseLayout(tree)).toEqual({
      name: 'keyword-feed',
      paths: ['package.json', '.env.example', 'scripts/publish.ts', 'src/index.ts', 'src/lib/store.ts'],
    })
  })
})

describe('satisfies', () => {
  it('follows npm for exact, caret and tilde ranges', () => {
    expect(satisfies('0.21.0', '0.21.0')).toBe(true)
    expect(satisfies('0.21.3', '^0.21.0')).toBe(true)
    expect(satisfies('0.22.0', '^0.21.0')).toBe(false)
    expect(satisfies('5.9.3', '^5.0.0')).toBe(true)
    expect(satisfies('6.0.0', '^5.9.0')).toBe(false)
    expect(satisfies('5.8.9', '^5.9.0')).toBe(false)
    expect(satisfies('4.23.15', '~4.23.0')).toBe(true)
    expect(satisfies('4.24.0', '~4.23.0')).toBe(false)
    expect(satisfies('1.0.0', 'latest')).toBe(false)
  })
})
