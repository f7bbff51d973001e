/**
 * Step three of the build, after React Router prerendered every route: makes the output ready
 * for any static host. Writes 404.html, the markdown twins and the generated files, checks every
 * link in the built HTML, and precompresses text files (gzip and brotli) for the server.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { notFoundUrlScript } from '../app/lib/not-found-url.ts'
import { notFoundPrerenderPath } from '../react-router.config.ts'
import { getBlogSummaries, getFeedHtml, getIndex, getMarkdownTwins } from '../app/content/.server/store.ts'
import { buildFeeds, buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap } from './lib/generated-files.ts'
import { deferHydration } from './lib/deferred-hydration.ts'
import { stripDuplicateHtml } from './lib/hydration-data.ts'
import { crawlBuild } from './lib/link-crawl.ts'
import { precompress } from './lib/precompress.ts'
import { writeSearchFiles } from './lib/search-files.ts'
import { clientDir, listFiles, routeForFile } from './lib/output.ts'
import { getSearchOrigin } from '../app/lib/search/config.ts'
import { readSearchConfig } from './lib/search-config.ts'
import { buildCsp, buildHeadersFile, hashInlineScripts, type CspManifest } from './lib/security-headers.ts'

const problems: string[] = []

// The not-found page: prerendered at /404, served by static hosts as 404.html.
const notFoundDir = join(clientDir, notFoundPrerenderPath)
if (existsSync(join(notFoundDir, 'index.html'))) {
  const html = readFileSync(join(notFoundDir, 'index.html'), 'utf8')
  if (!html.includes('<meta charSet="utf-8"/>')) throw new Error('404.html: cannot find where to add the address script')
  writeFileSync(join(clientDir, '404.html'), html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><script>${notFoundUrlScript}</script>`))
}
rmSync(notFoundDir, { recursive: true, force: true })
rmSync(join(clientDir, `${notFoundPrerenderPath}.data`), { force: true })
// Every route is prerendered, so the SPA fallback is never used.
rmSync(join(clientDir, '__spa-fallback.html'), { force: true })

// Plain-markdown twins: /docs/get-started → /docs/get-started.md
const markdown = getMarkdownTwins()
for (const [route, text] of Object.entries(markdown)) {
  const file = join(clientDir, `${route}.md`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

// Files generated from the content index.
const index = getIndex()
const summaries = getBlogSummaries()
const feeds = buildFeeds(summaries, getFeedHtml())
const generated: Record<string, string> = {
  'sitemap.xml': buildSitemap(index),
  'robots.txt': buildRobots(),
  'blog/rss.xml': feeds.rss,
  'blog/atom.xml': feeds.atom,
  'blog/feed.json': feeds.json,
  'llms.txt': buildLlmsTxt(index),
  'llms-full.txt': buildLlmsFullTxt(index, markdown),
}
for (const [name, text] of Object.entries(generated)) writeFileSync(join(clientDir, name), text)
writeSearchFiles(clientDir, index)

const files = listFiles(clientDir)
problems.push(...crawlBuild(clientDir, files.filter((f) => f.endsWith('.html'))))
if (problems.length > 0) {
  console.error(`\nThe built site has ${problems.length} broken link(s):`)
  for (const problem of problems) console.error(`  ✗ ${problem}`)
  process.exit(1)
}

// Drop the second copy of rendered Markdown from each page's hydration data (the .data files keep
// it), and start each page's scripts after its first paint (scripts/lib/deferred-hydration.ts).
// A page whose payload or scripts no longer have the expected shape fails the build.
let saved = 0
let stripped = 0
const payloadProblems: string[] = []
for (const file of files.filter((f) => f.endsWith('.html'))) {
  const path = join(clientDir, file)
  try {
    const result = stripDuplicateHtml(readFileSync(path, 'utf8'), `build/client/${file}`)
    writeFileSync(path, deferHydration(result.html, `build/client/${file}`))
    saved += result.bytesSaved
    stripped += result.removed
  } catch (error) {
    payloadProblems.push((error as Error).message)
  }
}
if (stripped === 0) payloadProblems.push('No page had a rendered body in its hydration data to remove: check scripts/lib/hydration-data.ts against the built pages.')
if (payloadProblems.length > 0) {
  console.error(`\nThe hydration data or scripts of ${payloadProblems.length} page(s) did not have the expected shape:`)
  for (const problem of payloadProblems.slice(0, 20)) console.error(`  ✗ ${problem}`)
  process.exit(1)
}

// A Content-Security-Policy per page, allowing exactly its own inline scripts.
const searchOrigin = getSearchOrigin(readSearchConfig())
const csp: CspManifest = { pages: {}, fallback: buildCsp([], searchOrigin) }
for (const file of files.filter((f) => f.endsWith('.html'))) {
  const route = file === '404.html' ? '/404' : routeForFile(file)
  csp.pages[route] = buildCsp(hashInlineScripts(readFileSync(join(clientDir, file), 'utf8')), searchOrigin)
}
writeFileSync(join(clientDir, '..', 'csp.json'), JSON.stringify(csp))
writeFileSync(join(clientDir, '_headers'), buildHeadersFile(csp, Object.keys(generated).map((name) => `/${name}`)))

// Precompressed copies, served by `npm run serve` when the browser accepts them.
const compressed = await precompress(clientDir, files)
console.log(`Postbuild: ${files.filter((f) => f.endsWith('.html')).length} HTML pages, ${(saved / 1024 / 1024).toFixed(1)} MB of duplicate hydration data removed (${stripped} bodies), ${compressed} files precompressed, no broken links.`)
if (!existsSync(join(clientDir, '404.html'))) throw new Error('build/client/404.html was not written')
