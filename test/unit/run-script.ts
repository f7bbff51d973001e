import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/** tsx, loaded from this project: a script run in a fixture's folder finds it there too. */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/**
 * Runs one of the project's scripts (`scripts/serve.ts`) in a process of its own, as npm would:
 * with these arguments, extra environment variables and working folder. Its exit status and what
 * it printed, once it has exited.
 */
export function runScript(script: string, { args = [], env = {}, cwd = process.cwd() }: { args?: string[]; env?: Record<string, string>; cwd?: string } = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', tsx, `${process.cwd()}/${script}`, ...args], { cwd, env: { ...process.env, ...env } })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })))
}
