import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent } from '../../app/content/.server/build.ts'
import { datePages, describeMissingDates, readFileHistory } from '../../app/content/.server/git-dates.ts'
import { buildSitemap } from '../../app/content/.server/generated-files.ts'
import type { DocPageData } from '../../app/content/types.ts'
import routes from '../../app/routes.ts'
import { doc, fixtureSidebars, makeFixture, pageOf } from './fixture.ts'
import { tempDir } from './temp-dir.ts'

/** A git repository in a temporary folder, with commits made at the times we say. */
function makeRepo(root = tempDir('git-dates-')) {
  const git = (args: string[], when = '2024-01-01T12:00:00Z') =>
    execFileSync('git', args, { cwd: root, env: { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when }, encoding: 'utf8' })
  git(['init', '-q', '-b', 'main'])
  git(['config', 'user.name', 'Test'])
  git(['config', 'user.email', 'test@example.org'])
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  const commit = (files: Record<string, string>, when: string) => {
    for (const [file, text] of Object.entries(files)) write(file, text)
    git(['add', '-A'])
    git(['commit', '-q', '-m', `at ${when}`], when)
  }
  return { root, git, write, commit }
}

const read = (root: string, file: string) => ({ file, text: readFileSync(join(root, file), 'utf8') })

describe("a page's date from git", () => {
  it("is the UTC day of its source file's last commit", async () => {
    const repo = makeRepo()
    repo.commit({ 'content/docs/a.mdx': 'A, first.\n', 'content/docs/b.mdx': 'B.\n' }, '2024-01-02T10:00:00Z')
    repo.commit({ 'content/docs/b.mdx': 'B, again.\n', 'content/pages/c.md': 'C.\n' }, '2024-03-04T23:30:00-05:00')
    repo.commit({ 'content/docs/a.mdx': 'A, second.\n', 'README.md': 'Not content.\n' }, '2024-05-06T08:00:00Z')
    const history = await readFileHistory(repo.root)
    expect(history.limit).toBeNull()
    const { dates, missing } = datePages(history, ['content/docs/a.mdx', 'content/docs/b.mdx', 'content/pages/c.md'].map((file) => read(repo.root, file)))
    // 23:30 at UTC-5 is the next day in UTC.
    expect(Object.fromEntries(dates)).toEqual({ 'content/docs/a.mdx': '2024-05-06', 'content/docs/b.mdx': '2024-03-05', 'content/pages/c.md': '2024-03-05' })
    expect(missing).toEqual([])
    expect(history.files.has('README.md')).toBe(false)
  })

  it('is left out for a file edited since its last commit or never committed, and kept for one checked out with CRLF line endings', async () => {
    const repo = makeRepo()
    repo.commit({ 'content/docs/a.mdx': 'A.\nTwo lines.\n', 'content/docs/b.mdx': 'B.\n', 'content/docs/crlf.mdx': 'One.\nTwo.\n' }, '2024-01-02T10:00:00Z')
    repo.write('content/docs/b.mdx', 'B, edited in the dev server.\n')
    repo.write('content/docs/new.mdx', 'Not committed yet.\n')
    repo.write('content/docs/crlf.mdx', 'One.\r\nTwo.\r\n')
    const history = await readFileHistory(repo.root)
    const files = ['content/docs/a.mdx', 'content/docs/b.mdx', 'content/docs/new.mdx', 'content/docs/crlf.mdx']
    const { dates, missing } = datePages(history, files.map((file) => read(repo.root, file)))
    expect(Object.fromEntries(dates)).toEqual({ 'content/docs/a.mdx': '2024-01-02', 'content/docs/crlf.mdx': '2024-01-02' })
    expect(missing).toEqual(['content/docs/b.mdx', 'content/docs/new.mdx'])
  })

  it('is left out, never guessed, in a shallow clone for a file last changed at or before its oldest commit', async () => {
    const repo = makeRepo()
    repo.commit({ 'content/docs/old.mdx': 'Old.\n', 'content/docs/mid.mdx': 'Mid.\n' }, '2023-06-01T10:00:00Z')
    repo.commit({ 'content/docs/mid.mdx': 'Mid, changed.\n' }, '2024-02-01T10:00:00Z')
    repo.commit({ 'content/docs/new.mdx': 'New.\n' }, '2025-01-01T10:00:00Z')
    const clone = tempDir('git-dates-clone-')
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${repo.root}`, clone])
    const history = await readFileHistory(clone)
    expect(history.limit).toBe('shallow')
    const files = ['content/docs/old.mdx', 'content/docs/mid.mdx', 'content/docs/new.mdx']
    const { dates, missing } = datePages(history, files.map((file) => read(clone, file)))
    // The clone holds the last two commits: its oldest lists every file, so only new.mdx is known.
    expect(Object.fromEntries(dates)).toEqual({ 'content/docs/new.mdx': '2025-01-01' })
    expect(missing).toEqual(['content/docs/old.mdx', 'content/docs/mid.mdx'])
    // The whole history gives them all.
    const full = datePages(await readFileHistory(repo.root), files.map((file) => read(repo.root, file)))
    expect(Object.fromEntries(full.dates)).toEqual({ 'content/docs/old.mdx': '2023-06-01', 'content/docs/mid.mdx': '2024-02-01', 'content/docs/new.mdx': '2025-01-01' })
  })

  it('is left out everywhere outside a git checkout', async () => {
    const root = tempDir('git-dates-none-')
    writeFileSync(join(root, 'a.mdx'), 'A.\n')
    const history = await readFileHistory(root)
    expect(history).toEqual({ files: new Map(), limit: 'none' })
    expect(datePages(history, [read(root, 'a.mdx')]).missing).toEqual(['a.mdx'])
  })

  it('takes one git log for every file, however many there are', async () => {
    const repo = makeRepo()
    for (let i = 0; i < 3; i++) repo.commit(Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`content/docs/page-${n}.mdx`, `Page ${n}, version ${i}.\n`])), `2024-0${i + 1}-01T10:00:00Z`)
    // A git that records its arguments before running the real one.
    const bin = tempDir('git-dates-bin-')
    const calls = join(bin, 'calls.txt')
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> "${calls}"\nexec "${realGit}" "$@"\n`)
    chmodSync(join(bin, 'git'), 0o755)
    const path = process.env.PATH
    process.env.PATH = `${bin}:${path}`
    try {
      const history = await readFileHistory(repo.root)
      expect(history.files.size).toBe(20)
    } finally {
      process.env.PATH = path
    }
    const commands = readFileSync(calls, 'utf8').trim().split('\n').map((line) => line.split(' ')[2])
    expect(commands.filter((command) => command === 'log')).toHaveLength(1)
    expect(commands).toHaveLength(3)
  })

  it('is missing with one warning for all the pages, saying why', () => {
    const files = ['content/docs/a.mdx', 'content/docs/b.mdx', 'content/docs/c.mdx', 'content/docs/d.mdx']
    expect(describeMissingDates(files, 'shallow')).toBe(
      '4 page(s) carry no "Last updated" date and no <lastmod>, because their last change is older than this shallow clone, or not committed: fetch the whole history (git fetch --unshallow; actions/checkout with fetch-depth: 0): content/docs/a.mdx, content/docs/b.mdx, content/docs/c.mdx and 1 more',
    )
    expect(describeMissingDates(files.slice(0, 1), null)).toMatch(/because they are not committed as they are now: content\/docs\/a\.mdx$/)
  })
})

describe('the content build', () => {
  /** A fixture site committed to git at one time, then one page changed at another. */
  async function buildDatedSite(extra: Record<string, string> = {}) {
    const fixture = makeFixture({})
    const repo = makeRepo(fixture.root)
    repo.commit(
      {
        'content/docs/get-started.mdx': doc('Get started', 'Start here.'),
        'content/docs/guides/one.mdx': doc('One', 'The first guide.', 'last_update:\n  date: 2025-06-01\n'),
        'content/docs/guides/two.mdx': doc('Two', 'The second guide.'),
        'content/showcase.ts': '// The showcase data file: the showcase page is dated by it.\n',
      },
      '2024-01-02T10:00:00Z',
    )
    repo.commit({ 'content/docs/guides/two.mdx': doc('Two', 'The second guide, rewritten.') }, '2024-08-09T10:00:00Z')
    for (const [file, text] of Object.entries(extra)) repo.write(file, text)
    return buildContent({ root: fixture.root, routeConfig: routes, apiReference: null, sidebarConfig: fixtureSidebars, navbar: [] })
  }

  it('gives each docs page its date, the front matter overriding git, in its page data, the content index and the sitemap', async () => {
    const { content, problems, warnings } = await buildDatedSite()
    expect(problems).toEqual([])
    expect(warnings).toEqual([])
    expect(pageOf<DocPageData>(content, '/docs/get-started').lastUpdate).toBe('2024-01-02')
    expect(pageOf<DocPageData>(content, '/docs/guides/two').lastUpdate).toBe('2024-08-09')
    expect(pageOf<DocPageData>(content, '/docs/guides/one').lastUpdate).toBe('2025-06-01')
    // A category page has no source file, so no date; the showcase has its data file's.
    expect(pageOf<DocPageData>(content, '/docs/category/guides').lastUpdate).toBeUndefined()
    expect(content.index.find((entry) => entry.route === '/showcase/')?.lastUpdate).toBe('2024-01-02')
    const sitemap = buildSitemap(content.index, 'https://docs.example.org')
    expect(sitemap).toContain('<url><loc>https://docs.example.org/docs/guides/two</loc><lastmod>2024-08-09</lastmod></url>')
    expect(sitemap).toContain('<url><loc>https://docs.example.org/docs/guides/one</loc><lastmod>2025-06-01</lastmod></url>')
    expect(sitemap).toContain('<url><loc>https://docs.example.org/docs/category/guides</loc></url>')
  })

  it('leaves a page edited since its last commit without a date, with one warning for all such pages', async () => {
    const { content, warnings } = await buildDatedSite({
      'content/docs/get-started.mdx': doc('Get started', 'Start here, edited.'),
      'content/docs/guides/three.mdx': doc('Three', 'New, not committed.'),
      'content/docs/guides/one.mdx': doc('One', 'Edited, but its front matter gives the date.', 'last_update:\n  date: 2025-06-01\n'),
    })
    expect(pageOf<DocPageData>(content, '/docs/get-started').lastUpdate).toBeUndefined()
    expect(pageOf<DocPageData>(content, '/docs/guides/three').lastUpdate).toBeUndefined()
    expect(pageOf<DocPageData>(content, '/docs/guides/one').lastUpdate).toBe('2025-06-01')
    expect(warnings).toEqual([describeMissingDates(['content/docs/get-started.mdx', 'content/docs/guides/three.mdx'], null)])
  })

  it('refuses a last_update that is not a date', async () => {
    const { problems } = await buildDatedSite({ 'content/docs/guides/two.mdx': doc('Two', 'Text.', 'last_update:\n  date: sometime in June\n') })
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([expect.stringMatching(/^content\/docs\/guides\/two\.mdx: .*last_update/)])
  })
})
