import { afterEach, describe, expect, it, vi } from 'vitest'
import { intentPrefetch, isSlowConnection } from '../../app/lib/prefetch.ts'

afterEach(() => vi.unstubAllGlobals())

describe('prefetch on slow connections', () => {
  it.each([
    [undefined, false],
    [{ effectiveType: '4g', saveData: false }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('connection %j is slow: %s', (connection, slow) => {
    vi.stubGlobal('navigator', { connection })
    expect(isSlowConnection()).toBe(slow)
    expect(intentPrefetch()).toBe(slow ? 'none' : 'intent')
  })
})
