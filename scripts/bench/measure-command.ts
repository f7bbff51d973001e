import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

export interface CommandMeasure {
  seconds: number
  /** The largest total resident memory of the command and every process it started, sampled. */
  peakTreeMB: number
  output: string
}

/** Resident memory of `root` and all its descendants, in bytes, read from /proc. */
export function getTreeRss(root: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command name in field 2 may hold spaces and parentheses; fields after its last ")" are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(entry)
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), pid])
      rss.set(pid, Number(fields[21]) * 4096)
    } catch {
      // The process ended between listing and reading: it holds no memory any more.
    }
  }
  let total = 0
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.pop()!
    total += rss.get(pid) ?? 0
    queue.push(...(children.get(pid) ?? []))
  }
  return total
}

/**
 * Runs a command to the end and reports its wall time and the peak memory of its process tree
 * (sampled every `intervalMs`), since `npm run build` runs its steps in child processes. Throws with
 * the command's output when it fails.
 */
export function measureCommand(command: string, args: string[], { intervalMs = 100, cwd = process.cwd() } = {}): Promise<CommandMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    let peak = 0
    const sample = setInterval(() => (peak = Math.max(peak, getTreeRss(child.pid!))), intervalMs)
    child.on('error', (error) => {
      clearInterval(sample)
      reject(error)
    })
    child.on('close', (code) => {
      clearInterval(sample)
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))
      else resolve({ seconds: (performance.now() - started) / 1000, peakTreeMB: Math.round(peak / 2 ** 20), output })
    })
  })
}
