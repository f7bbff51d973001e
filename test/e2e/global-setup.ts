import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createSiteServer } from '../../scripts/lib/server.ts'

/** Serves build/client on a free loopback port for the whole browser test run. */
export default async function setup(project: TestProject) {
  const server = createSiteServer({ dir: join(process.cwd(), 'build/client') })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('baseURL', `http://127.0.0.1:${port}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}
