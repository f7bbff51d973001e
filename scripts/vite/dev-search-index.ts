import type { Plugin } from 'vite'
import { storeDir } from '../../app/content/.server/store/files.ts'
import { createStoreReader } from '../../app/content/.server/store/read.ts'
import { builtinIndexPath } from '../../app/lib/search/config.ts'
import { buildSearchData } from '../search/search-files.ts'

/**
 * `npm run dev` serves the built-in search index the production build writes in its search-index step,
 * made from the compiled content in `.cache/content` and made again whenever that is recompiled, so
 * search works while writing. A failure answers 500 with the reason, which the search UI shows.
 */
export function devSearchIndex(dir = storeDir): Plugin {
  let cached: { version: string; files: Record<string, string> } | undefined
  const store = createStoreReader(dir)
  return {
    name: 'atproto-docs:dev-search-index',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        if (!path.startsWith(builtinIndexPath)) return next()
        try {
          const version = store.getContentVersion()
          if (cached?.version !== version) cached = { version, files: buildSearchData(store.getIndex(), Object.fromEntries(store.getSections())).indexFiles }
          const json = cached.files[path.slice(builtinIndexPath.length)]
          if (json === undefined) return next()
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' })
          res.end(json)
        } catch (error) {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end(`The search index could not be made from ${dir}: ${(error as Error).message} Run "npm run build:content".`)
        }
      })
    },
  }
}
