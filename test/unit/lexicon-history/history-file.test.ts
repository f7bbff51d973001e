import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  buildHistory,
  checkHistoryCovers,
  formatHistory,
  HISTORY_FILE,
  historyUpTo,
  HistoryBuilder,
  parseHistory,
  pinnedApiVersion,
  type ReleaseSchemas,
} from '../../../app/content/.server/api/history/history-file.ts'
import { readHistoryFileDate } from '../../../app/content/.server/builders/api.ts'
import { parseChangelog } from '../../../app/content/.server/api/history/notes.ts'
import { compareVersions } from '../../../app/content/.server/api/history/version.ts'
import { procedure, query } from './fixtures.ts'

const changelog = (entries: Record<string, string[]>) =>
  `# @atproto/api\n\n${Object.entries(entries)
    .map(([v, items]) => `## ${v}\n\n### Patch Changes\n\n${items.map((i) => `- ${i}\n`).join('\n')}`)
    .join('\n')}`

const pr = (n: number) => `[#${n}](https://github.com/bluesky-social/atproto/pull/${n}) [\`abc1234\`](https://github.com/bluesky-social/atproto/commit/abc1234) Thanks [@someone](https://github.com/someone)! - `

/** Four releases: 1.0.0, a patch that adds a parameter, one that changes nothing, one that adds a required body field. */
function releases(): ReleaseSchemas[] {
  return [
    { version: '1.0.0', docs: [query({}, {}), procedure({})], changelog: null },
    { version: '1.0.2', docs: [query({ limit: { type: 'integer' } }, {}), procedure({})], changelog: changelog({ '1.0.2': [`${pr(12)}Add \`limit\` to getThing`], '1.0.1': [`${pr(11)}Internal fix (see [#10](https://github.com/bluesky-social/atproto/pull/10))`], '1.0.0': ['First'] }) },
    { version: '1.0.3', docs: [query({ limit: { type: 'integer' } }, {}), procedure({})], changelog: changelog({ '1.0.3': [`${pr(13)}Docs only`] }) },
    { version: '1.1.0', docs: [query({ limit: { type: 'integer' } }, {}), procedure({ text: { type: 'string' } }, ['text'])], changelog: null },
  ]
}

describe('buildHistory', () => {
  it('keeps the releases that changed a Lexicon, each against the release before it, with the notes of the versions it covers', () => {
    const history = buildHistory(releases())
    expect(history.first).toBe('1.0.0')
    expect(history.versions).toEqual(['1.0.0', '1.0.2', '1.0.3', '1.1.0'])
    expect(history.releases.map((r) => [r.version, r.previous])).toEqual([
      ['1.0.2', '1.0.0'],
      ['1.1.0', '1.0.3'],
    ])
    // 1.0.1 never reached the registry; its notes come with 1.0.2, newest first; 1.0.0's do not.
    expect(history.releases[0].notes).toEqual([
      { version: '1.0.2', items: [{ text: 'Add `limit` to getThing', pulls: [12] }] },
      { version: '1.0.1', items: [{ text: 'Internal fix (see [#10](https://github.com/bluesky-social/atproto/pull/10))', pulls: [10, 11] }] },
    ])
    expect(history.releases[1].changes).toEqual([{ kind: 'field-added', at: 'com.example.putThing', field: 'input.text', type: 'string', required: true, breaking: true }])
  })

  it('is deterministic: the same releases in any order print the same bytes, and printing a parsed file gives it back', () => {
    const a = formatHistory(buildHistory(releases()))
    const b = formatHistory(buildHistory(releases().reverse()))
    expect(b).toBe(a)
    expect(formatHistory(parseHistory(a))).toBe(a)
    expect(a).not.toMatch(/\d{4}-\d{2}-\d{2}T/) // no timestamps
    // Sorted keys, one line per change.
    expect(a.split('\n').find((line) => line.includes('"kind"'))?.trim()).toBe(
      '{"at":"com.example.getThing","breaking":false,"field":"params.limit","kind":"field-added","type":"integer"}',
    )
  })

  it('takes releases oldest first only', () => {
    const builder = new HistoryBuilder()
    builder.add(releases()[1])
    expect(() => builder.add(releases()[0])).toThrow(/oldest first/)
  })
})

describe('the history the build reads', () => {
  it('a pinned version without an entry fails with the command to run', () => {
    const history = buildHistory(releases())
    expect(() => checkHistoryCovers(history, '1.2.0')).toThrow(/no entry for the pinned @atproto\/api 1\.2\.0 \(it ends at 1\.1\.0\)\. Run `npm run lexicons:history`/)
    expect(() => checkHistoryCovers(history, '1.0.3')).not.toThrow()
  })

  it('leaves out the releases after the pinned version', () => {
    const history = historyUpTo(buildHistory(releases()), '1.0.3')
    expect(history.versions).toEqual(['1.0.0', '1.0.2', '1.0.3'])
    expect(history.releases.map((r) => r.version)).toEqual(['1.0.2'])
  })

  it('the committed file covers 0.6.0 to the pinned @atproto/api, and is printed as the script prints it', () => {
    const text = readFileSync(HISTORY_FILE, 'utf8')
    const history = parseHistory(text)
    expect(formatHistory(history)).toBe(text)
    expect(history.first).toBe('0.6.0')
    expect(history.versions).toContain(pinnedApiVersion())
    expect([...history.versions].sort(compareVersions)).toEqual(history.versions)
  })
})

describe('parseChangelog', () => {
  it('keeps each version’s own items, drops the credit prefix and dependency updates, and keeps the pull requests', () => {
    const text = [
      '# @atproto/api',
      '',
      '## 0.15.2',
      '',
      '### Patch Changes',
      '',
      `- ${pr(3770)}Add \`verificationPrefs\` to user prefs.`,
      '',
      '- Updated dependencies [[`4db923ca1`](https://github.com/bluesky-social/atproto/commit/4db923ca1)]:',
      '  - @atproto/lexicon@0.4.10',
      '',
      '## 0.15.1',
      '',
      '### Minor Changes',
      '',
      `- ${pr(3761)}First line`,
      '  continues here',
      '',
      `- ${pr(3762)}- Breaking changes`,
      '  - Nested item',
      '',
    ].join('\n')
    expect([...parseChangelog(text)]).toEqual([
      ['0.15.2', [{ text: 'Add `verificationPrefs` to user prefs.', pulls: [3770] }]],
      ['0.15.1', [
        { text: 'First line continues here', pulls: [3761] },
        { text: 'Breaking changes Nested item', pulls: [3762] },
      ]],
    ])
  })
})

describe('the history file date (the changelog feed and the reference cache key)', () => {
  const withGitDir = (value: string | undefined, read: () => Date) => {
    const before = process.env.GIT_DIR
    if (value === undefined) delete process.env.GIT_DIR
    else process.env.GIT_DIR = value
    try {
      return read()
    } finally {
      if (before === undefined) delete process.env.GIT_DIR
      else process.env.GIT_DIR = before
    }
  }

  it('is the last commit of the file in a checkout', () => {
    const git = execFileSync('git', ['log', '-1', '--format=%cI', '--', HISTORY_FILE], { encoding: 'utf8' }).trim()
    expect(withGitDir(undefined, readHistoryFileDate).toISOString()).toBe(new Date(git).toISOString())
  })

  it("outside a checkout is the file's modification time, the same in every process, never the time of the build", () => {
    const outside = withGitDir('/nonexistent', readHistoryFileDate)
    expect(outside.toISOString()).toBe(statSync(HISTORY_FILE).mtime.toISOString())
    expect(withGitDir('/nonexistent', readHistoryFileDate).toISOString()).toBe(outside.toISOString())
  })
})
