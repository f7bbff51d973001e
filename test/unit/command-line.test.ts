import { describe, expect, it } from 'vitest'
import { chooseSections } from '../../scripts/bench/bench-flags.ts'
import { readFlags } from '../../scripts/support/command-line.ts'
import { runScript } from './run-script.ts'

describe('the scripts’ flags', () => {
  it('reads the flags a script takes', () => {
    const options = { drafts: { type: 'boolean' }, only: { type: 'string' }, scale: { type: 'string', default: '4' } } as const
    expect(readFlags('usage', options, ['--drafts', '--only', 'search,build'])).toEqual({ drafts: true, only: 'search,build', scale: '4' })
    expect(readFlags('usage', options, [])).toEqual({ scale: '4' })
  })

  it('stops a script given a flag or an argument it does not take, with the reason and its usage, before it does anything', async () => {
    const runs = await Promise.all([
      runScript('scripts/build-content.ts', { args: ['--draft'] }),
      runScript('scripts/lexicon-history.ts', { args: ['--chek'] }),
      runScript('scripts/content-stats.ts', { args: ['--jsn'] }),
      runScript('scripts/bench.ts', { args: ['--only', 'search', '--skip-buld'] }),
      runScript('scripts/complete-lockfile.ts', { args: ['package-lock.json'] }),
    ])
    expect(runs.map((run) => run.status)).toEqual([2, 2, 2, 2, 2])
    expect(runs.map((run) => `${run.stdout}${run.stderr}`.trim())).toEqual([
      "Unknown option '--draft'\n\nUsage: npm run build:content [-- --drafts] [--no-cache]",
      "Unknown option '--chek'\n\nUsage: npm run lexicons:history [-- --check]",
      "Unknown option '--jsn'\n\nUsage: npm run content:stats [-- --json]",
      "Unknown option '--skip-buld'\n\nUsage: npm run bench [-- --skip-build] [--only section,…] [--scale N]",
      "Unexpected argument 'package-lock.json'. This command does not take positional arguments\n\nUsage: npm run lock:complete (no arguments)",
    ])
  })

  it('runs the bench sections --only names, or all but the build with --skip-build, and refuses a section or scale it does not have', () => {
    const names = ['build', 'weight', 'search', 'search-scale']
    expect(chooseSections({ scale: '4' }, names)).toEqual({ wanted: new Set(names), scaleFactor: 4 })
    expect(chooseSections({ 'skip-build': true, scale: '4' }, names).wanted).toEqual(new Set(['weight', 'search', 'search-scale']))
    expect(chooseSections({ only: 'search-scale,weight', scale: '8' }, names)).toEqual({ wanted: new Set(['search-scale', 'weight']), scaleFactor: 8 })
    expect(() => chooseSections({ only: 'serch,weight', scale: '4' }, names)).toThrow('Unknown bench section(s): serch. The sections are build, weight, search, search-scale.')
    for (const scale of ['big', '1', '2.5']) expect(() => chooseSections({ scale }, names)).toThrow(`--scale takes a whole number from 2 up, not "${scale}".`)
  })
})
