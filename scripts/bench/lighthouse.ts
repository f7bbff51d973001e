import type lighthouseRun from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'
import { checkScreen } from './page-load.ts'

export interface LighthouseFigures {
  route: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/**
 * Lighthouse's default mobile run on each page. It simulates throttling from the request graph
 * ("lantern"), so its timings are estimates; the bench's page-load section measures for real.
 * Three runs per page, keeping the one with the median LCP; a run that comes back without metrics
 * (no LCP recorded) is retried.
 */
export async function runLighthouse(base: string, routes: string[]): Promise<LighthouseFigures[]> {
  // Loaded here, not with the bench: Lighthouse takes seconds to load, and most runs of the bench skip it.
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')])
  const figures: LighthouseFigures[] = []
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] })
  try {
    for (const route of routes) {
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>['lhr'][] = []
      for (let attempt = 0; runs.length < 3 && attempt < 6; attempt++) {
        const run = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
        if (run) checkScreen(run.lhr.configSettings.screenEmulation)
        if (run?.lhr.categories.performance?.score != null) runs.push(run.lhr)
      }
      if (runs.length === 0) throw new Error(`Lighthouse returned nothing for ${route}`)
      const lcpOf = (r: (typeof runs)[number]) => r.audits['largest-contentful-paint']?.numericValue ?? 0
      const lhr = runs.sort((a, b) => lcpOf(a) - lcpOf(b))[Math.floor((runs.length - 1) / 2)]
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      figures.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lcpOf(lhr)),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      })
    }
  } finally {
    await chrome.kill()
  }
  return figures
}
