import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createSiteServer } from '../../scripts/server/server.ts'

/**
 * Serves build/client with the project's own server on a free loopback port for the whole run.
 * Workers start after this and inherit the environment, so Playwright's `baseURL` (read from
 * PLAYWRIGHT_TEST_BASE_URL) points every page and request at it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = createSiteServer({ dir: join(process.cwd(), 'build/client') })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  process.env.PLAYWRIGHT_TEST_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
