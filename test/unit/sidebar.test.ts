import { describe, expect, it } from 'vitest'
import { getCollapseDuration } from '../../app/components/sidebar.tsx'

describe('collapse duration', () => {
  it('grows with the content height and stays within a sensible range', () => {
    const heights = [0, 36, 100, 400, 1200, 4000]
    const durations = heights.map(getCollapseDuration)
    for (let i = 1; i < durations.length; i++) expect(durations[i]).toBeGreaterThan(durations[i - 1])
    expect(getCollapseDuration(100)).toBeGreaterThan(150)
    expect(getCollapseDuration(1200)).toBeLessThan(1000)
  })
})
