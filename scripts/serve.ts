/**
 * Serves the built site: `npm run serve` (PORT, default 3000; HOST, default 127.0.0.1).
 */
import { join } from 'node:path'
import { createSiteServer } from './server/server.ts'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const server = createSiteServer({ dir: join(process.cwd(), 'build/client') })
server.listen(port, host, () => {
  console.log(`Serving build/client on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
