/**
 * Step one of the build: reads content/, the Lexicons and the config, compiles what changed since
 * the last run (the compile cache in .cache/compile), runs the build checks and writes the content
 * store (.cache/content) for the route loaders. Prints every problem found, with a code frame, then
 * exits non-zero if there is any (warnings alone do not fail the build).
 *
 *   npm run build:content            production content (drafts left out)
 *   npm run build:content -- --drafts
 *   npm run build:content -- --no-cache   compile everything, ignoring and keeping no cache
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildContent, openCompileCache } from '../app/content/.server/build.ts'
import { CompileCache } from '../app/content/.server/cache.ts'
import { describeProblem } from '../app/content/.server/markdown/problems.ts'
import { toStoreFiles, writeStore } from '../app/content/.server/store/write.ts'
import routes from '../app/routes.ts'

const started = performance.now()
const root = process.cwd()
const cache = process.argv.includes('--no-cache') ? new CompileCache(null, '') : openCompileCache(root)
const { content, problems, warnings } = await buildContent({ root, routeConfig: routes, includeDrafts: process.argv.includes('--drafts'), cache })
for (const warning of warnings) console.warn(`warning: ${warning}`)
if (problems.length > 0) {
  const readSource = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null)
  console.error(`\nThe content build found ${problems.length} problem(s):\n`)
  for (const problem of problems) console.error(`✗ ${describeProblem(problem, readSource, { color: process.stderr.isTTY }).replace(/\n/g, '\n  ')}\n`)
  process.exit(1)
}
writeStore(toStoreFiles(content))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const { hits, misses } = cache.stats
console.log(`Content: ${content.index.length} routes in ${seconds}s (${misses} compiled, ${hits} from the cache)${warnings.length ? `, ${warnings.length} warning(s)` : ''}.`)
