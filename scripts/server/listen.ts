/**
 * Where `npm start` and `npm run serve` listen, and what they say when they cannot: a PORT or
 * HOST they cannot use, or a port already taken, ends them with the reason and what to do, not
 * with Node's stack trace.
 */
import type { Server } from 'node:net'

export interface ListenAddress {
  port: number
  host: string
}

/** A PORT or HOST that cannot be used. */
export class ListenError extends Error {}

/** The address from PORT (default 3000) and HOST (default 127.0.0.1, this machine only). */
export function readListenAddress(env: Record<string, string | undefined>): ListenAddress {
  const port = env.PORT?.trim() || '3000'
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new ListenError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`)
  return { port: Number(port), host: env.HOST?.trim() || '127.0.0.1' }
}

/** What to tell the reader when listening failed with `error`; `command` is how they started the server. */
export function describeListenError(error: NodeJS.ErrnoException, { port, host }: ListenAddress, command: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use, perhaps by another server. Stop that one, or choose another port: PORT=${port + 1} ${command}`
    case 'EACCES':
      return `This user may not listen on port ${port} of ${host}. Choose a port above 1023: PORT=3000 ${command}`
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST=${host} is not an address of this machine. Leave HOST unset to serve to this machine only, or set HOST=0.0.0.0 to serve on every address.`
    default:
      return `Could not listen on ${host}:${port}: ${error.message}`
  }
}

/** Starts `server` on `address`; resolves with the port it got (PORT=0 picks a free one), or rejects with the reason in words. */
export function listen(server: Server, address: ListenAddress, command: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(new ListenError(describeListenError(error, address, command)))
    server.once('error', onError)
    server.listen(address.port, address.host, () => {
      server.off('error', onError)
      const bound = server.address()
      resolve(typeof bound === 'object' && bound ? bound.port : address.port)
    })
  })
}

/** How the reader started the server, for the advice in messages: npm sets the script's name. */
export const serveCommand = (): string => (process.env.npm_lifecycle_event === 'start' ? 'npm start' : 'npm run serve')
