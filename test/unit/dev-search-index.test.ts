import { utimesSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import { describe, expect, it } from 'vitest'
import type { SiteContent } from '../../app/content/.server/assemble.ts'
import { toStoreFiles, writeStore } from '../../app/content/.server/store/write.ts'
import type { IndexEntry } from '../../app/content/types.ts'
import { createBuiltinIndex } from '../../app/lib/search/builtin-index.ts'
import { devSearchIndex } from '../../scripts/vite/dev-search-index.ts'
import { tempDir } from './temp-dir.ts'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** The plugin's middleware, as Vite's dev server would install it. */
function getMiddleware(dir: string): Middleware {
  const installed: Middleware[] = []
  const server = { middlewares: { use: (fn: Middleware) => installed.push(fn) } } as unknown as ViteDevServer
  const plugin = devSearchIndex(dir)
  expect(plugin.apply).toBe('serve')
  ;(plugin.configureServer as (server: ViteDevServer) => void)(server)
  expect(installed).toHaveLength(1)
  return installed[0]!
}

function request(middleware: Middleware, url: string): { status: number; body: string; passed: boolean } {
  const answer = { status: 0, body: '', passed: false }
  const res = {
    writeHead: (status: number) => (answer.status = status),
    end: (body: string) => (answer.body = body),
  } as unknown as ServerResponse
  middleware({ url } as IncomingMessage, res, () => (answer.passed = true))
  return answer
}

const entry = (route: string, title: string): IndexEntry => ({ route, title, kind: 'doc', description: '', source: null, unlisted: false, draft: false, keywords: [] })

const emptyBuild: SiteContent = {
  index: [],
  sidebar: [],
  blogSidebar: [],
  summaries: [],
  pages: new Map(),
  twins: new Map(),
  sections: new Map(),
  feeds: new Map(),
  files: new Map(),
}

describe('devSearchIndex', () => {
  it('serves a built-in index made from the compiled content, and makes it again after a recompile', async () => {
    const dir = tempDir('dev-search-')
    const write = (title: string, text: string, mtime: number) => {
      const content: SiteContent = {
        ...emptyBuild,
        index: [entry('/docs/firehose', title)],
        sections: new Map([['/docs/firehose', [{ anchor: null, headings: [], level: 1, text }]]]),
      }
      writeStore(toStoreFiles(content), dir)
      // A distinct modification time per compile, as a real rebuild a moment later would have.
      utimesSync(join(dir, 'index.json'), new Date(mtime), new Date(mtime))
    }
    const middleware = getMiddleware(dir)
    // The index as the browser reads it, piece by piece, from the dev server.
    const search = async (query: string) => {
      const index = createBuiltinIndex(async (name) => {
        const answer = request(middleware, `/search-index/${name}?t=1`)
        if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`)
        return JSON.parse(answer.body)
      })
      return (await index.search({ query, page: 0, hitsPerPage: 5, snippetLength: 10 })).hits.length
    }

    write('Reading the firehose', 'Subscribe to the repository event stream.', 1_000_000)
    expect(request(middleware, '/search-index/core.json').status).toBe(200)
    expect(await search('firehose')).toBeGreaterThan(0)
    expect(await search('jetstream')).toBe(0)

    write('Reading Jetstream', 'A lighter JSON stream of the same events.', 2_000_000)
    expect(await search('jetstream')).toBeGreaterThan(0)
  })

  it('leaves a file the index does not have to Vite', () => {
    const dir = tempDir('dev-search-')
    writeStore(toStoreFiles({ ...emptyBuild, index: [entry('/docs/x', 'X')], sections: new Map([['/docs/x', []]]) }), dir)
    expect(request(getMiddleware(dir), '/search-index/terms-999.json')).toEqual({ status: 0, body: '', passed: true })
  })

  it('leaves every other request to Vite', () => {
    const answer = request(getMiddleware(tempDir('dev-search-')), '/docs/get-started')
    expect(answer).toEqual({ status: 0, body: '', passed: true })
  })

  it('answers 500 with the reason when the content was never compiled', () => {
    const answer = request(getMiddleware(join(tmpdir(), 'no-such-content-dir')), '/search-index/core.json')
    expect(answer.status).toBe(500)
    expect(answer.body).toMatch(/could not be made from .*no-such-content-dir.*Run "npm run build:content"/)
  })
})
