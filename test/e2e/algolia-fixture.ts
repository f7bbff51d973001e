import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '../../scripts/support/free-port.ts'

/**
 * A second build of the site with Algolia DocSearch configured (DOCSEARCH_*), pointing at a
 * loopback port where the tests run an Algolia-compatible server. Built into .cache/ next to the
 * main build, and rebuilt whenever the main build is newer.
 */
export const fixtureCredentials = { appId: 'TESTAPP', apiKey: 'test-search-key', indexName: 'atproto-docs-test' }

const buildDir = '.cache/search-fixture'
const clientDir = join(process.cwd(), buildDir, 'client')
const stampFile = join(process.cwd(), buildDir, 'fixture.json')
const mainBuild = join(process.cwd(), 'build/client/index.html')

export interface AlgoliaFixture {
  clientDir: string
  /** The loopback port the build sends search requests to. */
  port: number
}

function build(port: number): void {
  const env = {
    ...process.env,
    SITE_BUILD_DIR: buildDir,
    // Served on loopback only: compressed copies would take 8 s of the build and serve no test.
    SITE_PRECOMPRESS: 'off',
    DOCSEARCH_APP_ID: fixtureCredentials.appId,
    DOCSEARCH_API_KEY: fixtureCredentials.apiKey,
    DOCSEARCH_INDEX_NAME: fixtureCredentials.indexName,
    DOCSEARCH_HOST: `http://127.0.0.1:${port}`,
  }
  // The content in .cache/content is the main build's; only the site (and its build steps) is built again.
  for (const args of [['react-router', 'build']]) {
    const result = spawnSync('npx', args, { env, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`Building the Algolia test site failed (npx ${args.join(' ')}):\n${result.stdout}\n${result.stderr}`)
  }
}

/** The Algolia build, made or remade as needed; `busyPort` forces a rebuild for a new port. */
export async function ensureAlgoliaFixture(busyPort?: number): Promise<AlgoliaFixture> {
  if (!existsSync(mainBuild)) throw new Error('No main build in build/client: run "npm run build" first.')
  const builtFrom = statSync(mainBuild).mtimeMs
  if (existsSync(stampFile) && existsSync(join(clientDir, 'index.html'))) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { port: number; builtFrom: number }
    if (stamp.builtFrom === builtFrom && stamp.port !== busyPort) return { clientDir, port: stamp.port }
  }
  const port = await freePort()
  build(port)
  mkdirSync(join(process.cwd(), buildDir), { recursive: true })
  writeFileSync(stampFile, JSON.stringify({ port, builtFrom }))
  return { clientDir, port }
}
