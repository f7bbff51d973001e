import { readFileSync } from 'node:fs'
import type { Config } from '@react-router/dev/config'

/** The path prerendered for the not-found page; scripts/postbuild.ts turns it into build/client/404.html. */
export const notFoundPrerenderPath = '/404'

/**
 * Every route comes from the content index that `npm run build:content` writes, so the prerender
 * list, the sidebar and the sitemap cannot disagree.
 */
function readPrerenderPaths(): string[] {
  let text: string
  try {
    text = readFileSync('.cache/content/index.json', 'utf8')
  } catch {
    throw new Error('No content index at .cache/content/index.json: run "npm run build:content" before "react-router build".')
  }
  const { index } = JSON.parse(text) as { index: { route: string }[] }
  const routes = index.map((entry) => entry.route)
  // A route with a trailing slash (/showcase/) loads its data from /showcase.data, which React
  // Router only writes when the slash-less path is prerendered too. Both render the same page.
  const slashless = routes.filter((r) => r !== '/' && r.endsWith('/')).map((r) => r.slice(0, -1))
  // The full docs sidebar, which docs pages fetch when a reader opens a branch their HTML left out.
  return [...routes, ...slashless, notFoundPrerenderPath, '/docs/sidebar.json']
}

export default {
  // SITE_BUILD_DIR builds a second copy elsewhere (the Algolia search tests build one into .cache).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: { paths: readPrerenderPaths, concurrency: 4 },
} satisfies Config
