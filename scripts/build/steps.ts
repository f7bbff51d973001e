/**
 * What `npm run build` does after React Router has prerendered every route, as named steps run in
 * order from `buildEnd` (react-router.config.ts). Each needs the finished HTML or the whole output:
 * the pages themselves come from the route modules, the generated files from the resource routes
 * in app/routes/files/, and the content's own files from the content build.
 */
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { getSiteAddress } from '../../app/config/site-address.ts'
import { notFoundPath } from '../../app/lib/not-found-url.ts'
import { getSearchOrigin } from '../../app/lib/search/config.ts'
import { store } from '../../app/content/.server/store/read.ts'
import { readSearchConfig } from '../search/search-config.ts'
import { writeSearchFiles } from '../search/search-files.ts'
import { checkReactRouterVersion, deferHydration } from './after-paint/deferred-hydration.ts'
import { typedPaths } from '../server/content-types.ts'
import { crawlBuild } from './link-crawl.ts'
import { listFiles, routeForFile } from './output.ts'
import { precompress } from './precompress.ts'
import { addCspMeta, buildCsp, buildHeadersFile, hashInlineScripts, type CspManifest } from './security-headers.ts'
import { writeStaticHostFiles } from './static-hosts.ts'

interface BuildStep {
  name: string
  /** Returns a line for the build log; throws (failing the build) on a problem. */
  run(dir: string, generatedFiles: readonly string[]): Promise<string> | string
}

const htmlFiles = (dir: string) => listFiles(dir).filter((file) => file.endsWith('.html'))

const buildSteps: BuildStep[] = [
  {
    // Static hosts answer every unknown URL with /404.html; the not-found route was prerendered at
    // /404, and hydrates at any address, as it loads no data. React Router's SPA fallback is never
    // used: every route is prerendered.
    name: 'not-found page',
    run(dir) {
      const page = join(dir, notFoundPath.slice(1), 'index.html')
      if (!existsSync(page)) throw new Error(`${page} was not prerendered: is ${notFoundPath} still in react-router.config.ts's prerender list?`)
      copyFileSync(page, join(dir, '404.html'))
      rmSync(join(dir, notFoundPath.slice(1)), { recursive: true })
      rmSync(join(dir, '__spa-fallback.html'), { force: true })
      return '404.html'
    },
  },
  {
    // React Router writes a `.data` file beside each prerendered path for its own client
    // navigation. Every route with a loader here also has a clientLoader, which reads the page data
    // file the content build wrote instead (app/lib/page-data.ts), so nothing ever fetches them.
    name: 'unused .data files',
    run(dir) {
      const unused = listFiles(dir).filter((file) => file.endsWith('.data'))
      for (const file of unused) rmSync(join(dir, file))
      return `${unused.length} removed`
    },
  },
  {
    name: 'search index',
    run(dir) {
      const written = writeSearchFiles(dir, store.getIndex())
      return `${written.records} records, ${written.indexFiles} index files`
    },
  },
  {
    name: 'link check',
    run(dir) {
      const broken = crawlBuild(dir, htmlFiles(dir))
      if (broken.length > 0) throw new Error(`The built site has ${broken.length} broken link(s):\n${broken.map((line) => `  ✗ ${line}`).join('\n')}`)
      return 'no broken links'
    },
  },
  {
    // The one rewrite of React Router's output: see after-paint/README.md for what it buys.
    name: 'scripts after the first paint',
    run(dir) {
      checkReactRouterVersion()
      const files = htmlFiles(dir)
      for (const file of files) writeFileSync(join(dir, file), deferHydration(readFileSync(join(dir, file), 'utf8'), `build/client/${file}`))
      return `${files.length} pages`
    },
  },
  {
    // A Content-Security-Policy per page, allowing exactly its own inline scripts (after the step
    // above, which adds one): in the page's <head>, which every host delivers, and in build/csp.json
    // for `npm run serve` to send as a header. `_headers` carries what every page shares.
    name: 'security headers',
    run(dir, generatedFiles) {
      const searchOrigin = getSearchOrigin(readSearchConfig())
      const csp: CspManifest = { pages: {}, fallback: buildCsp([], searchOrigin) }
      for (const file of htmlFiles(dir)) {
        const route = file === '404.html' ? notFoundPath : routeForFile(file)
        const html = readFileSync(join(dir, file), 'utf8')
        csp.pages[route] = buildCsp(hashInlineScripts(html), searchOrigin)
        writeFileSync(join(dir, file), addCspMeta(html, csp.pages[route], file))
      }
      writeFileSync(join(dir, '..', 'csp.json'), JSON.stringify(csp))
      const typed = typedPaths.filter((path) => existsSync(join(dir, path)))
      writeFileSync(join(dir, '_headers'), buildHeadersFile(csp, [...new Set([...generatedFiles, ...typed])]))
      return `${Object.keys(csp.pages).length} pages`
    },
  },
  {
    // Precompressed copies, served by `npm run serve` when the browser accepts them. A test build
    // served only on loopback (SITE_PRECOMPRESS=off, the Algolia search tests' copy) skips the
    // build's longest step.
    name: 'precompress',
    async run(dir) {
      if (process.env.SITE_PRECOMPRESS === 'off') return 'skipped (SITE_PRECOMPRESS=off)'
      return `${await precompress(dir, listFiles(dir))} files`
    },
  },
  {
    // Last, so each copy is the finished page: what GitHub Pages, Netlify and Cloudflare Pages
    // need to serve every canonical URL without a redirect (static-hosts.ts).
    name: 'static hosts',
    run(dir) {
      const { cname, copies } = writeStaticHostFiles(dir, getSiteAddress().url)
      return `.nojekyll, ${cname ? `CNAME ${cname}` : 'no CNAME'}, ${copies} pages also as /x.html`
    },
  },
]

/** Runs every step on the client build in `dir`; `generatedFiles` are the paths the resource routes wrote. */
export async function finishBuild(dir: string, generatedFiles: readonly string[]): Promise<void> {
  for (const step of buildSteps) {
    const started = performance.now()
    const said = await step.run(dir, generatedFiles)
    console.log(`Build step "${step.name}": ${said} (${Math.round(performance.now() - started)} ms)`)
  }
}
