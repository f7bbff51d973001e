import { describe, expect, it } from 'vitest'
import { sumFirstPaintWork, type TraceEvent } from '../../scripts/bench/first-paint-work.ts'
import { checkScreen } from '../../scripts/bench/page-load.ts'

const main = { pid: 1, tid: 7 }
const at = (name: string, ts: number, dur?: number, thread = main): TraceEvent => ({ name, ph: dur === undefined ? 'I' : 'X', ts, dur, ...thread })

describe('the work before the first paint', () => {
  it('sums each kind of work on the parsing thread that began before the first contentful paint', () => {
    const events = [
      at('ParseHTML', 1_000, 2_000),
      at('ParseHTML', 4_000, 3_000),
      at('UpdateLayoutTree', 8_000, 1_500),
      at('Layout', 10_000, 40_000),
      at('Paint', 51_000, 500),
      at('FunctionCall', 52_000, 9_000),
      at('Layout', 20_000, 5_000, { pid: 2, tid: 7 }),
      at('firstContentfulPaint', 60_000),
      at('Layout', 61_000, 30_000),
    ]
    expect(sumFirstPaintWork(events)).toEqual({ parseMs: 5, styleMs: 1.5, layoutMs: 40, paintMs: 0.5 })
  })

  it('says so when the trace has no first paint', () => {
    expect(() => sumFirstPaintWork([at('ParseHTML', 1_000, 2_000)])).toThrow(/no first contentful paint/)
  })

  it('leaves out the work of another process, such as the blank page a new tab starts with', () => {
    const events = [at('ParseHTML', 500, 1_000, { pid: 9, tid: 1 }), at('ParseHTML', 1_000, 2_000), at('firstContentfulPaint', 5_000)]
    expect(sumFirstPaintWork(events).parseMs).toBe(2)
  })
})

describe("the page-load section's screen", () => {
  it("is the phone Lighthouse's mobile run emulates, and a change on Lighthouse's side fails the bench with what to update", () => {
    expect(() => checkScreen({ width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true })).not.toThrow()
    expect(() => checkScreen({ width: 1350, height: 940, deviceScaleFactor: 1, mobile: false })).toThrow(/update screens\.phone in scripts\/bench\/page-load\.ts/)
    expect(() => checkScreen({ width: 412, height: 823, deviceScaleFactor: 2.625, mobile: true })).toThrow(/deviceScaleFactor/)
  })
})
