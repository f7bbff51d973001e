import { describe, expect, it } from 'vitest'
import { median, percentile } from '../../scripts/bench/stats.ts'

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle ones, of unsorted values', () => {
    expect(median([9, 1, 5])).toBe(5)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('takes the nearest-rank percentile without reordering its input, and 0 of nothing', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100]
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(100)
    expect(percentile(values, 10)).toBe(10)
    expect(values[0]).toBe(50)
    expect(percentile([], 95)).toBe(0)
  })
})
