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
import { resolveSiteAddress, SiteAddressError, siteAddressDefaults, type SiteAddress } from '../app/config/site-address.ts'
import { readFlags } from './support/command-line.ts'

const started = performance.now()
const flags = readFlags('npm run build:content [-- --drafts] [--no-cache]', { drafts: { type: 'boolean' }, 'no-cache': { type: 'boolean' } })

// The site's address comes first: a SITE_URL the build cannot use stops it with the reason alone,
// before any module that reads the address (site.ts, and the modules below) is loaded.
const address = (() => {
  try {
    return resolveSiteAddress(process.env, siteAddressDefaults)
  } catch (error) {
    if (!(error instanceof SiteAddressError)) throw error
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
})()
console.log(describeAddress(address))

const { buildContent, openCompileCache } = await import('../app/content/.server/build.ts')
const { CompileCache } = await import('../app/content/.server/cache.ts')
const { describeProblems } = await import('../app/content/.server/markdown/problems.ts')
const { toStoreFiles, writeStore } = await import('../app/content/.server/store/write.ts')
const { default: routes } = await import('../app/routes.ts')

/** The build's log line naming the site's address and the edit links' repository, and where each came from. */
function describeAddress(address: SiteAddress): string {
  const url = address.from.url === 'SITE_URL' ? 'from SITE_URL' : 'the default in app/config/site-address.ts; set SITE_URL to publish elsewhere'
  const repository = address.from.repository === 'SITE_REPO' ? 'from SITE_REPO' : 'the default in app/config/site-address.ts; set SITE_REPO to yours'
  return `Site address: ${address.url} (${url}). Edit links: ${address.editUrlBase} (${repository}).`
}
const root = process.cwd()
const cache = flags['no-cache'] ? new CompileCache(null, '') : openCompileCache(root)
const { content, problems, warnings } = await buildContent({ root, routeConfig: routes, includeDrafts: flags.drafts === true, cache })
for (const warning of warnings) console.warn(`warning: ${warning}`)
if (problems.length > 0) {
  const readSource = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null)
  console.error(`\nThe content build found ${problems.length} problem(s):\n`)
  for (const text of describeProblems(problems, readSource, { color: process.stderr.isTTY })) console.error(`✗ ${text.replace(/\n/g, '\n  ')}\n`)
  process.exit(1)
}
writeStore(toStoreFiles(content))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const { hits, misses } = cache.stats
console.log(`Content: ${content.index.length} routes in ${seconds}s (${misses} compiled, ${hits} from the cache)${warnings.length ? `, ${warnings.length} warning(s)` : ''}.`)
