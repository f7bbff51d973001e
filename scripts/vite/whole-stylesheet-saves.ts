import { stat } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Plugin } from 'vite'

/** How long a saved stylesheet must keep its size and time before the page is told of it. */
export const stylesheetQuietMs = 50

/**
 * In `npm run dev`, a saved stylesheet reaches the page only once the file is whole.
 *
 * An editor that saves in place truncates the file, then writes it: the watcher reports the first
 * change while the file is still empty or half written, and the page asks for the new stylesheet at
 * once. Tailwind then compiles the half file and fails, but keeps the file's time as it is after
 * the write, so it takes the next request's whole file as unchanged and answers from its previous
 * compile: the save never shows, until the next one (seen about once in 15 saves on a busy machine).
 * Vite awaits `hotUpdate` before it tells the page anything, so this hook holds a stylesheet's
 * update until the file has kept its size and time for `quietMs`, which also folds a burst of
 * saves (format-on-save) into one. A file that keeps changing is let through after `maxMs`.
 */
export function wholeStylesheetSaves({ quietMs = stylesheetQuietMs, maxMs = 1000 } = {}): Plugin {
  // The state of each file when it was last found quiet: the next environment's hook for the same
  // save (Vite runs the client's, then the server's) passes at once.
  const quiet = new Map<string, string>()
  return {
    name: 'atproto-docs:whole-stylesheet-saves',
    apply: 'serve',
    async hotUpdate({ file, type }) {
      if (type !== 'update' || !file.endsWith('.css')) return
      const state = await untilQuiet(file, quiet.get(file), quietMs, maxMs)
      if (state !== undefined) quiet.set(file, state)
    },
  }
}

/** Resolves with the file's state (size and time) once it has not changed for `quietMs`; undefined if the file is gone. */
async function untilQuiet(file: string, known: string | undefined, quietMs: number, maxMs: number): Promise<string | undefined> {
  const readState = () => stat(file).then(({ size, mtimeMs }) => `${size}:${mtimeMs}`, () => undefined)
  const started = performance.now()
  let state = await readState()
  if (state === undefined || state === known) return state
  for (;;) {
    await sleep(quietMs)
    const next = await readState()
    if (next === state || next === undefined || performance.now() - started >= maxMs) return next
    state = next
  }
}
