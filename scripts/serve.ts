/**
 * Serves the built site: `npm run serve` (PORT, default 3000; HOST, default 127.0.0.1).
 */
import { join } from 'node:path'
import { listen, ListenError, readListenAddress, serveCommand } from './server/listen.ts'
import { createSiteServer, NoBuildError } from './server/server.ts'

try {
  const address = readListenAddress(process.env)
  const server = createSiteServer({ dir: join(process.cwd(), 'build/client') })
  const port = await listen(server, address, serveCommand())
  console.log(`Serving build/client on http://${address.host === '127.0.0.1' ? 'localhost' : address.host}:${port}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
} catch (error) {
  if (!(error instanceof ListenError || error instanceof NoBuildError)) throw error
  console.error(`✗ ${error.message}`)
  process.exit(1)
}
