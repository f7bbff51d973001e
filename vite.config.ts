import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'
import { getBuildConstants } from './scripts/vite/build-constants.ts'
import { contentFiles } from './scripts/vite/content-files.ts'
import { devSearchIndex } from './scripts/vite/dev-search-index.ts'
import { liveContent } from './scripts/vite/live-content-plugin.ts'
import { swcMinify } from './scripts/vite/swc-minify.ts'
import { wholeStylesheetSaves } from './scripts/vite/whole-stylesheet-saves.ts'

const appDir = new URL('./app/', import.meta.url).pathname
const rootModule = `${appDir}root.tsx`
/**
 * The modules of the pages outside the docs (home, search, showcase, the blog) and what only they
 * import: helpers shared among them alone travel in a chunk of their own, so docs pages, most of
 * the site's traffic, do not download them on a first visit.
 */
const outsideDocs = /\/app\/(routes\/(home|search|showcase|blog-[\w-]+)\.tsx|components\/home\/[\w-]+\.tsx|components\/blog\.tsx|content\/fixed-pages\.ts)$/

/**
 * Whether the root route imports a module of the app, directly or through others (chrome, config,
 * helpers). Those load on every first visit anyway, so they travel together in one chunk; modules
 * only some pages use (home sections, blog lists, the docs table of contents) stay with those pages
 * instead of weighing on every first visit.
 */
function isShellModule(id: string, getModuleInfo: Rollup.GetModuleInfo): boolean {
  if (!id.startsWith(appDir) || id === rootModule) return false
  const seen = new Set<string>()
  const queue = [rootModule]
  while (queue.length > 0) {
    const info = getModuleInfo(queue.pop()!)
    for (const next of info?.importedIds ?? []) {
      if (next === id) return true
      if (next.startsWith(appDir) && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return false
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [wholeStylesheetSaves(), tailwindcss(), reactRouter(), contentFiles(), liveContent(), devSearchIndex(), swcMinify()],
  // The content build writes .cache/content after every save; Vite has nothing to do with it.
  server: { watch: { ignored: ['**/.cache/**', '**/build/**'] } },
  // The dev server meets these packages only after the first page has loaded (the content
  // pipeline's when the live content build runs, `entities` when the search code first loads) and
  // would then re-optimise and reload the open page: list them up front so a fresh dev server
  // never reloads a page the author is looking at.
  optimizeDeps: { include: ['gray-matter', 'zod', 'tinyglobby', 'entities/decode', 'entities/escape'] },
  resolve: {
    alias: [
      { find: '~', replacement: new URL('./app', import.meta.url).pathname },
      // autocomplete-js's default renderer and its analytics plugin, never used: the modal renders
      // with React and turns insights off (app/lib/search/not-bundled.ts).
      { find: /^(preact|@algolia\/autocomplete-plugin-algolia-insights)$/, replacement: new URL('./app/lib/search/not-bundled.ts', import.meta.url).pathname },
    ],
  },
  // Fixed once per build (app/build-constants.d.ts), so the prerendered HTML and the client bundle agree.
  define: getBuildConstants(),
  build: {
    assetsInlineLimit: 0,
    // Every browser that runs this site supports modulepreload natively.
    modulePreload: { polyfill: false },
    // Chunking is for the browser; the server bundle stays as Rollup splits it.
    rollupOptions: isSsrBuild ? {} : {
      output: {
        // The UI every page loads travels together: one request and one gzip stream instead of many
        // tiny ones. So do helpers most pages share (page metadata, prerendered HTML). Code loaded
        // on demand (search, `*.lazy.tsx`) stays in chunks of its own.
        manualChunks(id, { getModuleInfo }) {
          // React's DOM renderer hydrates every page; the search modal renders with it too, which
          // would otherwise split it into a chunk of its own and one more request per page.
          if (/\/node_modules\/(react-dom|scheduler)\//.test(id)) return 'ui'
          // Matched below app/ only, so the checkout's own path (e.g. a worktree named "search") does not count.
          const inApp = /\/app\/((?:components|lib|config)\/.*|content\/fixed-pages\.ts)$/.exec(id)?.[1]
          if (!inApp || /\.lazy\./.test(inApp)) return undefined
          // Search's loader and settings come with every page (the navbar button); the rest only on intent.
          if (isShellModule(id, getModuleInfo)) return 'ui'
          // What the search dialog's hits, the full search UI and the /search page share travels in one chunk: the
          // first search on a page fetches the provider, this chunk, the index core and the query's
          // postings in one round trip (the modal's code after them), within the browser's six
          // connections per host over HTTP/1.1.
          if (/^(components|lib)\/search\//.test(inApp)) return /\/(search-autocomplete|search-page-view|[\w-]+-provider|builtin-index)\.tsx?$/.test(inApp) ? undefined : 'search-shared'
          // Helpers shared by three modules or more join it too, unless only the pages outside the
          // docs use them: those travel together in `pages`.
          const importers = getModuleInfo(id)?.importers ?? []
          if (importers.length < 3) return undefined
          return importers.every((importer) => outsideDocs.test(importer)) ? 'pages' : 'ui'
        },
      },
    },
    target: 'es2022',
    // The client's chunks are minified by SWC (scripts/vite/swc-minify.ts); the server bundle only
    // prerenders the pages and is deleted after the build, so it is not minified at all. CSS is
    // minified alike in both builds: the prerendered HTML names the server build's stylesheet, and a
    // different file name there fails hydration (test/e2e/hydration-data.spec.ts catches it).
    minify: false,
    cssMinify: 'esbuild',
  },
}))
