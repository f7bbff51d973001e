import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { formatBlogStats, getBlogStats } from '../../scripts/support/blog-stats.ts'
import { expectedPosts } from '../support/blog-posts.ts'
import { makeFixture } from './fixture.ts'
import { runScript } from './run-script.ts'

const post = (title: string, body: string, extra = '') => `---\ntitle: ${title}\ndescription: About it.\n${extra}---\n\n${body}\n`

describe('npm run content:stats, the blog part', () => {
  it('counts the real blog’s posts per year, newest first, and finds no "Updated" note without original code', () => {
    const stats = getBlogStats()
    expect(stats.posts).toBe(expectedPosts.length)
    const years = [...new Set(expectedPosts.map((p) => p.date.slice(0, 4)))].sort().reverse()
    expect(stats.perYear).toEqual(years.map((year) => ({ year, posts: expectedPosts.filter((p) => p.date.startsWith(year)).length })))
    expect(stats.perYear.map((y) => y.year)).toEqual(['2026', '2025', '2024', '2023'])
    expect(stats.updatedWithoutOriginalCode).toEqual([])
  })

  it('flags an "Updated" note, titled or inline, on a post whose original had no code, and not on one whose original had', () => {
    const fixture = makeFixture({
      'content/blog/2023-06-08-no-code.mdx': post('No code', 'Prose.\n\n:::note[Updated code]\nThe sample now uses AtpAgent.\n:::'),
      'content/blog/2023-07-01-inline.mdx': post('Inline', 'The limit is 1 MB. **Updated:** it is 2 MB now.'),
      'content/blog/2023-08-11-had-code.mdx': post('Had code', ':::note[Updated code]\nModernised.\n:::'),
      'content/blog/renamed.mdx': post('Renamed', 'Plain prose, no note.', 'date: 2024-01-02\nslug: plain\n'),
    })
    const stats = getBlogStats(fixture.root, { 'had-code': ['python'] })
    expect(stats.posts).toBe(4)
    expect(stats.perYear).toEqual([
      { year: '2024', posts: 1 },
      { year: '2023', posts: 3 },
    ])
    expect(stats.updatedWithoutOriginalCode).toEqual([
      { file: 'content/blog/2023-06-08-no-code.mdx', notes: ['Updated code'] },
      { file: 'content/blog/2023-07-01-inline.mdx', notes: ['Updated'] },
    ])
    expect(formatBlogStats(stats)).toEqual([
      'Blog: 4 posts (2024 1, 2023 3).',
      'Blog: content/blog/2023-06-08-no-code.mdx has an "Updated" note (Updated code), but its original had no code to update.',
      'Blog: content/blog/2023-07-01-inline.mdx has an "Updated" note (Updated), but its original had no code to update.',
    ])
  })

  it('prints the posts per year before the totals, and exits with 1 when it flags a note', async () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content-stats.ts'], { encoding: 'utf8' })
    expect(out).toContain(formatBlogStats(getBlogStats()).join('\n'))
    expect(out).toMatch(/^Blog: 37 posts \(2026 1, 2025 12, 2024 12, 2023 12\)\.$/m)
    expect(out).toContain('Blog: no "Updated" note without code in the original.')

    const fixture = makeFixture({ 'content/blog/2023-06-08-no-code.mdx': post('No code', ':::note[Updated code]\nText.\n:::') })
    // Run in the fixture's folder.
    const flagged = await runScript('scripts/content-stats.ts', { cwd: fixture.root })
    expect(flagged.stdout).toContain('Blog: content/blog/2023-06-08-no-code.mdx has an "Updated" note (Updated code), but its original had no code to update.')
    expect(flagged.status).toBe(1)
  }, 60_000)
})
