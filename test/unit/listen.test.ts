import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { describeListenError, listen, ListenError, readListenAddress } from '../../scripts/server/listen.ts'
import { runScript } from './run-script.ts'
import { tempDir } from './temp-dir.ts'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A port that something on this machine is listening on. */
async function takenPort(): Promise<number> {
  const server = createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

describe('the address npm start and npm run serve listen on', () => {
  it('is 127.0.0.1:3000 unless PORT or HOST say otherwise', () => {
    expect(readListenAddress({})).toEqual({ port: 3000, host: '127.0.0.1' })
    expect(readListenAddress({ PORT: '8080', HOST: '0.0.0.0' })).toEqual({ port: 8080, host: '0.0.0.0' })
    expect(readListenAddress({ PORT: ' 0 ', HOST: '' })).toEqual({ port: 0, host: '127.0.0.1' })
  })

  it('refuses a PORT that is no port, saying what it must be', () => {
    for (const port of ['abc', '3000x', '-1', '70000', '1e3', '80.5']) {
      expect(() => readListenAddress({ PORT: port })).toThrow(new ListenError(`PORT must be a whole number from 0 to 65535, not "${port}".`))
    }
  })

  it('explains a port already taken, with a free-looking one to try', async () => {
    const port = await takenPort()
    const server = createServer()
    servers.push(server)
    await expect(listen(server, { port, host: '127.0.0.1' }, 'npm start')).rejects.toThrow(new ListenError(`Port ${port} on 127.0.0.1 is already in use, perhaps by another server. Stop that one, or choose another port: PORT=${port + 1} npm start`))
  })

  it('explains a HOST that is not this machine, and a port this user may not take', () => {
    const address = { port: 80, host: '10.9.9.9' }
    expect(describeListenError(Object.assign(new Error('listen EADDRNOTAVAIL'), { code: 'EADDRNOTAVAIL' }), address, 'npm run serve')).toBe(
      'HOST=10.9.9.9 is not an address of this machine. Leave HOST unset to serve to this machine only, or set HOST=0.0.0.0 to serve on every address.',
    )
    expect(describeListenError(Object.assign(new Error('listen EACCES'), { code: 'EACCES' }), address, 'npm run serve')).toBe('This user may not listen on port 80 of 10.9.9.9. Choose a port above 1023: PORT=3000 npm run serve')
  })

  it('npm run serve on a taken port, a bad PORT or with no build ends with the reason, not a stack trace', async () => {
    const port = await takenPort()
    // A folder with a built site (the project's own may not be built yet), and one without.
    const built = tempDir('built-')
    mkdirSync(join(built, 'build/client'), { recursive: true })
    for (const page of ['index.html', '404.html']) writeFileSync(join(built, 'build/client', page), '<!doctype html><title>Page</title>')
    const empty = tempDir('no-build-')
    const [taken, bad, none] = await Promise.all([
      runScript('scripts/serve.ts', { env: { PORT: String(port), npm_lifecycle_event: 'serve' }, cwd: built }),
      runScript('scripts/serve.ts', { env: { PORT: 'abc' }, cwd: built }),
      runScript('scripts/serve.ts', { env: { PORT: '0' }, cwd: empty }),
    ])
    expect([taken.status, taken.stderr.trim()]).toEqual([1, `✗ Port ${port} on 127.0.0.1 is already in use, perhaps by another server. Stop that one, or choose another port: PORT=${port + 1} npm run serve`])
    expect([bad.status, bad.stderr.trim()]).toEqual([1, '✗ PORT must be a whole number from 0 to 65535, not "abc".'])
    expect([none.status, none.stderr.trim()]).toEqual([1, `✗ No built site in ${empty}/build/client: run "npm run build" first, or "npm start", which builds it when needed.`])
  })

  it('npm start says the port is taken before it builds anything', async () => {
    const port = await takenPort()
    // A folder with no build: npm start would build first if it did not check the port.
    const result = await runScript('scripts/start.ts', { env: { PORT: String(port), npm_lifecycle_event: 'start' }, cwd: tempDir('start-') })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(`✗ Port ${port} on 127.0.0.1 is already in use, perhaps by another server. Stop that one, or choose another port: PORT=${port + 1} npm start`)
    expect(result.stdout).not.toMatch(/build/i)
  })
})
