import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { completeLockfile, findMissingOptionals, getPlatformOf, type Lockfile } from '../../scripts/support/lockfile.ts'

describe('package-lock.json', () => {
  it('lists every optional dependency, so `npm ci` accepts it (run `npm run lock:complete` after `npm install`)', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lockfile
    expect(findMissingOptionals(lock)).toEqual([])
  })
})

describe('getPlatformOf', () => {
  it.each([
    ['@rollup/rollup-linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
    ['@rollup/rollup-linux-arm-musleabihf', { os: ['linux'], cpu: ['arm'], libc: ['musl'] }],
    ['@tailwindcss/oxide-linux-arm-gnueabihf', { os: ['linux'], cpu: ['arm'], libc: ['glibc'] }],
    ['@tailwindcss/oxide-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@rollup/rollup-win32-ia32-msvc', { os: ['win32'], cpu: ['ia32'] }],
    ['@tailwindcss/oxide-wasm32-wasi', { cpu: ['wasm32'] }],
  ])('reads %s', (name, platform) => {
    expect(getPlatformOf(name)).toEqual(platform)
  })

  it('returns undefined for a name without a CPU', () => {
    expect(getPlatformOf('fsevents')).toBeUndefined()
  })
})

describe('completeLockfile', () => {
  const lock = (): Lockfile => ({
    lockfileVersion: 3,
    packages: {
      '': { dependencies: { tool: '^1.0.0' } },
      'node_modules/tool': { version: '1.2.0', dev: true, optionalDependencies: { 'tool-darwin-arm64': '1.2.0', 'tool-linux-x64-gnu': '1.2.0' } },
      'node_modules/tool-linux-x64-gnu': { version: '1.2.0', cpu: ['x64'], os: ['linux'], libc: ['glibc'], optional: true },
    },
  })

  it('adds the missing platform build with its platform, version and dev flag, in npm’s key order', () => {
    const { lock: completed, added } = completeLockfile(lock())
    expect(added).toEqual(['tool-darwin-arm64@1.2.0'])
    expect(Object.keys(completed.packages)).toEqual(['', 'node_modules/tool', 'node_modules/tool-darwin-arm64', 'node_modules/tool-linux-x64-gnu'])
    expect(completed.packages['node_modules/tool-darwin-arm64']).toEqual({ version: '1.2.0', cpu: ['arm64'], dev: true, optional: true, os: ['darwin'] })
    expect(Object.keys(completed.packages['node_modules/tool-darwin-arm64']!)).toEqual(['version', 'cpu', 'dev', 'optional', 'os'])
    expect(findMissingOptionals(completed)).toEqual([])
  })

  it('finds a dependency nested under its parent’s own node_modules', () => {
    const nested = lock()
    nested.packages['node_modules/tool/node_modules/tool-darwin-arm64'] = { version: '1.2.0', optional: true }
    expect(completeLockfile(nested).added).toEqual([])
  })

  it('refuses to invent an entry that is not a platform build, or a version range', () => {
    const stale = lock()
    stale.packages['node_modules/tool']!.optionalDependencies = { helper: '2.0.0', 'tool-darwin-x64': '^1.2.0' }
    expect(() => completeLockfile(stale)).toThrow(/helper@2\.0\.0 \(optional dependency of node_modules\/tool\) is not a platform build[\s\S]*tool-darwin-x64 is required as "\^1\.2\.0"/)
  })
})
