/**
 * Step one of the build: reads content/, the Lexicons and the config, compiles everything, runs
 * the build checks and writes .cache/content for the route loaders. Prints every problem found,
 * then exits non-zero if any is an error (warnings alone do not fail the build).
 *
 *   npm run build:content            production content (drafts left out)
 *   npm run build:content -- --drafts
 */
import { performance } from 'node:perf_hooks'
import { buildContent } from '../app/content/.server/build.ts'
import { writeStore } from '../app/content/.server/store.ts'

const started = performance.now()
const { content, errors, warnings } = await buildContent({
  root: process.cwd(),
  includeDrafts: process.argv.includes('--drafts'),
})
for (const warning of warnings) console.warn(`warning: ${warning}`)
if (errors.length > 0) {
  console.error(`\nThe content build found ${errors.length} error(s):`)
  for (const error of errors) console.error(`  ✗ ${error}`)
  process.exit(1)
}
writeStore(content)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Content: ${content.index.length} routes compiled in ${seconds}s${warnings.length ? `, ${warnings.length} warning(s)` : ''}.`)
