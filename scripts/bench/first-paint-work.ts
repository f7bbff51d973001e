/**
 * Where a page's time above its stand-in goes: the main thread's work from navigation to the first
 * contentful paint, by the kinds the DevTools Performance panel names (ParseHTML, UpdateLayoutTree
 * for style, Layout, Paint), read from a trace of a cold load at the profile's CPU slowdown, on its
 * phone screen and without network throttling (so the work is not spread over the network's
 * waits), and the number of fonts the page's text uses: each size, weight and style is a font the
 * browser must find before its first layout (see the type scale in app/app.css).
 */
import type { Browser } from 'playwright-core'
import { mobileProfile, newContextOn } from './page-load.ts'
import { median } from './stats.ts'

export interface FirstPaintWork {
  parseMs: number
  styleMs: number
  layoutMs: number
  paintMs: number
}

/** A trace event as the Tracing domain reports it ('X' events carry a duration, in µs). */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
}

const kinds = { ParseHTML: 'parseMs', UpdateLayoutTree: 'styleMs', Layout: 'layoutMs', Paint: 'paintMs' } as const

/** Sums, on the thread that painted first (the page's main thread), the work of each kind that began before that paint. */
export function sumFirstPaintWork(events: TraceEvent[]): FirstPaintWork {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) throw new Error('The trace has no first contentful paint: did the page load?')
  const work: FirstPaintWork = { parseMs: 0, styleMs: 0, layoutMs: 0, paintMs: 0 }
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts >= fcp.ts || !(e.name in kinds)) continue
    work[kinds[e.name as keyof typeof kinds]] += (e.dur ?? 0) / 1000
  }
  return work
}

/** The distinct fonts (family, size, weight, style) of the text the page shows; run in the page (`page.evaluate`). */
export const countFonts = (): number => {
  const fonts = new Set<string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    if (!node.textContent?.trim() || !element?.checkVisibility()) continue
    const style = getComputedStyle(element)
    fonts.add([style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join(' | '))
  }
  return fonts.size
}

export type FirstPaintFigures = FirstPaintWork & { fonts: number }

/** One traced cold load of `url`: its first paint's work and its fonts. */
async function traceFirstPaint(browser: Browser, url: string): Promise<FirstPaintFigures> {
  const context = await newContextOn(browser, mobileProfile.screen)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,loading', transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    await cdp.send('Tracing.end')
    await complete
    return { ...sumFirstPaintWork(events), fonts: await page.evaluate(countFonts) }
  } finally {
    await context.close()
  }
}

/** The median of each figure over `runs` traced cold loads of `url`, one after another. */
export async function measureFirstPaintWork(browser: Browser, url: string, runs = 5): Promise<FirstPaintFigures> {
  const loads: FirstPaintFigures[] = []
  for (let i = 0; i < runs; i++) loads.push(await traceFirstPaint(browser, url))
  const middle = (key: keyof FirstPaintFigures) => Math.round(median(loads.map((load) => load[key])))
  return { parseMs: middle('parseMs'), styleMs: middle('styleMs'), layoutMs: middle('layoutMs'), paintMs: middle('paintMs'), fonts: middle('fonts') }
}
