import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { liveContentEvents } from '../../app/lib/live-content-events.ts'
import { percentile } from './stats.ts'
import type { DevSandbox } from '../support/dev-sandbox.ts'
import { readHeadingsSeen, watchHeadings } from '../support/headings-seen.ts'

/**
 * The authoring bench's stress mode: many saves of open pages, written the ways editors write them,
 * while two CPU-bound processes keep the machine busy (an author's laptop runs an editor, a browser
 * and a build at once), counting saves that never reach the page.
 *
 * Each save puts a unique heading in a page; the open page records every heading it shows, with
 * the time, and the bench records every update the dev server sends it. A save is lost if the dev
 * server compiled it and sent it to the page, and its heading never showed. A save the author
 * overwrote before any build read it (two saves within one build, which the next build reads as
 * the newer) was never compiled: it is counted apart, as the terminal never reports it either.
 * Saves come 300 to 500 ms apart, whatever the page shows meanwhile, as an author types and saves.
 */

type SaveMode = 'in place' | 'atomic' | 'backup first' | 'twice, 10 ms apart' | 'two tabs'

export interface StressFigures {
  saves: number
  /** Saves compiled and sent to the page that never showed. */
  lost: number
  /** Lost saves, by mode. */
  lostByMode: Record<SaveMode, number>
  /** Saves overwritten by the next one before any build read them: never compiled, never sent. */
  neverCompiled: number
  medianMs: number
  p95Ms: number
  busyProcesses: number
}

const modes: SaveMode[] = ['in place', 'atomic', 'backup first', 'twice, 10 ms apart', 'two tabs']

interface Target {
  file: string
  original: string
  page: Page
  /** The content updates the dev server sent the page (the HMR channel's frames that carry one). */
  updates: string[]
}

/** Two processes that spin for as long as the returned function is not called. */
function startBusyProcesses(count: number): () => void {
  const children: ChildProcess[] = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }))
  return () => children.forEach((child) => child.kill())
}

export async function measureSaveStress(browser: Browser, sandbox: DevSandbox, savesPerMode = 30, busyProcesses = 2): Promise<StressFigures> {
  const context = await browser.newContext()
  const open = async (route: string, file: string): Promise<Target> => {
    const page = await context.newPage()
    const updates: string[] = []
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes(liveContentEvents.update)) updates.push(payload)
      }),
    )
    await page.goto(`${sandbox.url}${route}`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 })
    await watchHeadings(page)
    return { file: join(sandbox.root, file), original: readFileSync(join(sandbox.root, file), 'utf8'), page, updates }
  }
  const first = await open('/docs/advanced-guides/firehose', 'content/docs/advanced-guides/firehose.mdx')
  const second = await open('/docs/advanced-guides/backfill', 'content/docs/advanced-guides/backfill.mdx')
  const withHeading = (target: Target, text: string) => target.original.replace(/^## .*$/m, `## ${text}`)
  const saves: { target: Target; text: string; at: number; mode: SaveMode }[] = []
  /** Writes the page as an editor saves it: in place, or a temporary file renamed over it, or (as Vim does) after probing the folder and moving the page aside as its backup. */
  const save = (target: Target, text: string, mode: SaveMode, how: 'in place' | 'atomic' | 'backup first' = 'in place') => {
    const at = Date.now()
    if (how === 'atomic') {
      const temp = join(dirname(target.file), `.${Date.now()}.swp`)
      writeFileSync(temp, withHeading(target, text))
      renameSync(temp, target.file)
    } else if (how === 'backup first') {
      const probe = join(dirname(target.file), '4913')
      writeFileSync(probe, '')
      rmSync(probe)
      renameSync(target.file, `${target.file}~`)
      writeFileSync(target.file, withHeading(target, text))
      rmSync(`${target.file}~`)
    } else {
      writeFileSync(target.file, withHeading(target, text))
    }
    return { target, text, at, mode }
  }
  const stopBusy = startBusyProcesses(busyProcesses)
  try {
    for (let i = 0; i < savesPerMode * modes.length; i++) {
      const mode = modes[i % modes.length]
      const text = `Stress save ${i} ${mode}`
      if (mode === 'in place') saves.push(save(first, text, mode))
      else if (mode === 'atomic' || mode === 'backup first') saves.push(save(first, text, mode, mode))
      else if (mode === 'twice, 10 ms apart') {
        save(first, `${text}, unformatted`, mode)
        await new Promise((resolve) => setTimeout(resolve, 10))
        saves.push(save(first, text, mode))
      } else {
        saves.push(save(first, `${text}, first tab`, mode))
        saves.push(save(second, `${text}, second tab`, mode))
      }
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 200))
    }
    // The last saves get time to show.
    await new Promise((resolve) => setTimeout(resolve, 5000))
  } finally {
    stopBusy()
  }
  const seen = new Map<Page, { text: string; at: number }[]>()
  for (const target of [first, second]) seen.set(target.page, await readHeadingsSeen(target.page))
  const lostByMode = Object.fromEntries(modes.map((mode) => [mode, 0])) as Record<SaveMode, number>
  const latencies: number[] = []
  let neverCompiled = 0
  for (const s of saves) {
    const shown = seen.get(s.target.page)?.find((entry) => entry.text.replace(/#$/, '') === s.text && entry.at >= s.at)
    if (shown) latencies.push(shown.at - s.at)
    // The update carries the page's new data file (a save here changes one page), whose rendered
    // body holds the heading: `text<a …`.
    else if (s.target.updates.some((update) => update.includes(`${s.text}<`))) lostByMode[s.mode]++
    else neverCompiled++
  }
  for (const target of [first, second]) writeFileSync(target.file, target.original)
  await context.close()
  const lost = Object.values(lostByMode).reduce((a, b) => a + b, 0)
  return { saves: saves.length, lost, lostByMode, neverCompiled, medianMs: Math.round(percentile(latencies, 50)), p95Ms: Math.round(percentile(latencies, 95)), busyProcesses }
}
