import { spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * Runs this repo's TypeScript compiler on a project without blocking the event loop (a long
 * synchronous tsc stalls a Vitest worker past its RPC timeout on a busy machine).
 */
export function runTsc(root: string, project: string, cwd?: string): Promise<{ status: number | null; output: string }> {
  const tsc = join(root, 'node_modules/typescript/bin/tsc')
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty', 'false'], { cwd })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', fail)
    child.on('close', (status) => done({ status, output }))
  })
}
