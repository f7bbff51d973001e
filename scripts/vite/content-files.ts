import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { globSync } from 'tinyglobby'
import type { Plugin } from 'vite'
import { publicFolder, storeDir } from '../../app/content/.server/store/files.ts'
import { pageDataPath } from '../../app/content/routes.ts'
import { getContentType } from '../server/content-types.ts'

/**
 * The files the content build writes for the browser (`.cache/content/public/`: each page's data
 * file and its markdown twin) reach it as they are: `npm run build` emits them into the client
 * build, as Vite does `public/`, and `npm run dev` serves them, read afresh at every request so a
 * save shows at once.
 */
/** `/page-data`: where every page's data file lives. */
const pageDataFolder = pageDataPath('/x').split('/').slice(0, 2).join('/')

export function contentFiles(dir = join(storeDir, publicFolder)): Plugin {
  return {
    name: 'atproto-docs:content-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        let pathname: string
        try {
          pathname = decodeURIComponent((req.url ?? '/').split('?')[0])
        } catch {
          return next()
        }
        const file = join(dir, pathname)
        if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
          // A page that is gone (deleted while the dev server runs) has no data file: say so, as a static host would.
          if (pathname.startsWith(`${pageDataFolder}/`)) {
            res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
            return res.end(`No page data at ${pathname}`)
          }
          return next()
        }
        res.writeHead(200, { 'Content-Type': getContentType(pathname) ?? 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file))
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      if (!existsSync(dir)) this.error(`No compiled content in ${dir}: run "npm run build:content" before "react-router build".`)
      for (const name of globSync('**/*', { cwd: dir, dot: false })) {
        this.emitFile({ type: 'asset', fileName: relative(dir, join(dir, name)).split(sep).join('/'), source: readFileSync(join(dir, name)) })
      }
    },
  }
}
