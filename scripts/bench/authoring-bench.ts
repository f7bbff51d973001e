import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Browser } from 'playwright-core'
import { startDevSandbox, startDevServer, type DevServer } from '../support/dev-sandbox.ts'
import { measureSaveStress, type StressFigures } from './save-stress.ts'
import { percentile } from './stats.ts'

interface LatencyFigures {
  route: string
  saves: number
  medianMs: number
  p95Ms: number
  /** Whether any save reloaded the whole page (it must not). */
  reloaded: boolean
}

interface DevStart {
  answeredMs: number
  hydratedMs: number
}

/** How long a dev server just started took to answer, and to give a hydrated page. */
async function timeDevStart(browser: Browser, server: DevServer): Promise<DevStart> {
  const page = await browser.newPage()
  await page.goto(`${server.url}/docs/get-started`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 })
  const hydratedMs = Math.round(performance.now() - server.startedAt)
  await page.close()
  return { answeredMs: server.answeredInMs, hydratedMs }
}

export interface AuthoringFigures {
  /** `npm run dev` until get-started answers, and until it has hydrated in the browser (opened as soon as it answers): in a fresh copy (compile cache warm, Vite's own cache empty), and started again in it. */
  devStart: { first: DevStart; again: DevStart }
  editToScreen: LatencyFigures[]
  /** The content step of `npm run build:content` after one page changed, with the compile cache warm, as the step reports it. */
  warmContentSeconds: number
  /** The whole `build:content` process for the same, Node and tsx start-up included. */
  warmProcessSeconds: number
  warmContentCompiled: number
  /** The content step with no cache at all. */
  coldContentSeconds: number
  /** Many saves, every way of saving, with the CPU busy: how many never reached the page. */
  stress: StressFigures
}

/** Saves `file` `saves` times, each with a new first `##` heading, and times each until the open page shows it. */
async function measureSaves(browser: Browser, url: string, root: string, route: string, file: string, saves: number): Promise<LatencyFigures> {
  const page = await browser.newPage()
  await page.goto(`${url}${route}`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.evaluate(() => ((window as unknown as { benchMarker: boolean }).benchMarker = true))
  const path = join(root, file)
  const original = readFileSync(path, 'utf8')
  const times: number[] = []
  try {
    for (let i = 1; i <= saves; i++) {
      const text = `Edited heading ${i} ${Date.now()}`
      const started = performance.now()
      writeFileSync(path, original.replace(/^## .*$/m, `## ${text}`))
      await page.waitForFunction((expected) => [...document.querySelectorAll('h2')].some((h) => h.textContent?.includes(expected)), text, { polling: 'raf', timeout: 30_000 })
      times.push(performance.now() - started)
    }
  } finally {
    writeFileSync(path, original)
  }
  const reloaded = !(await page.evaluate(() => (window as unknown as { benchMarker?: boolean }).benchMarker === true))
  await page.close()
  return { route, saves, medianMs: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)), reloaded }
}

function timeContentBuild(root: string, args: string[]): { seconds: number; stepSeconds: number; compiled: number } {
  const started = performance.now()
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/build-content.ts', ...args], { cwd: root, encoding: 'utf8' })
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) throw new Error(`build:content failed in ${root}:\n${run.stdout}${run.stderr}`)
  // "Content: 368 routes in 2.4s (1 compiled, 68 from the cache)."
  const reported = /in ([\d.]+)s \((\d+) compiled/.exec(run.stdout)
  if (!reported) throw new Error(`build:content in ${root} did not report its time:\n${run.stdout}`)
  return { seconds, stepSeconds: Number(reported[1]), compiled: Number(reported[2]) }
}

/**
 * Live authoring figures, on a copy of the project: how long `npm run dev` takes to serve a page,
 * edit-to-screen latency for a docs page and a blog post, the stress mode
 * (scripts/bench/save-stress.ts), then the content step of a build after one page changed (cache
 * warm) and without any cache.
 */
export async function measureAuthoring(browser: Browser, saves = 10): Promise<AuthoringFigures> {
  const sandbox = await startDevSandbox()
  try {
    const first = await timeDevStart(browser, sandbox)
    const editToScreen = [
      await measureSaves(browser, sandbox.url, sandbox.root, '/docs/advanced-guides/firehose', 'content/docs/advanced-guides/firehose.mdx', saves),
      await measureSaves(browser, sandbox.url, sandbox.root, '/blog/jetstream', 'content/blog/2024-10-16-jetstream.mdx', saves),
    ]
    const stress = await measureSaveStress(browser, sandbox)
    await sandbox.stop()
    const restarted = await startDevServer(sandbox.root)
    const again = await timeDevStart(browser, restarted).finally(restarted.stop)
    // The dev server filled the cache; a production build first settles it, then one page changes.
    timeContentBuild(sandbox.root, [])
    const file = join(sandbox.root, 'content/docs/advanced-guides/firehose.mdx')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^## .*$/m, '## A heading changed before the build'))
    const warm = timeContentBuild(sandbox.root, [])
    const cold = timeContentBuild(sandbox.root, ['--no-cache'])
    return {
      devStart: { first, again },
      editToScreen,
      warmContentSeconds: warm.stepSeconds,
      warmProcessSeconds: Number(warm.seconds.toFixed(1)),
      warmContentCompiled: warm.compiled,
      coldContentSeconds: cold.stepSeconds,
      stress,
    }
  } finally {
    await sandbox.remove()
  }
}
