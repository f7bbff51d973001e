import { readFileSync } from 'node:fs'
import type { Config } from '@react-router/dev/config'

/** The path prerendered for the not-found page; scripts/postbuild.ts turns it into build/client/404.html. */
export const notFoundPrerenderPath = '/404'

/**
 * Every route comes from the content index that `npm run build:content` writes, so the prerender
 * list, the sidebar and the sitemap cannot disagree. Paths are listed without a trailing slash
 * (`/showcase/` → `/showcase`: same showcase/index.html, data in /showcase.data, which is also what
 * the client asks for): `future.v8_trailingSlashAwareDataRequests` would handle the slash instead,
 * but it renders every page's HTML at `/path/`, so links and NavLinks compared with the location
 * (the current sidebar entry, the locale switcher) came out wrong in the static HTML.
 */
function readPrerenderPaths(): string[] {
  let text: string
  try {
    text = readFileSync('.cache/content/index.json', 'utf8')
  } catch {
    throw new Error('No content index at .cache/content/index.json: run "npm run build:content" before "react-router build".')
  }
  const { index } = JSON.parse(text) as { index: { route: string }[] }
  return [...index.map((entry) => entry.route.replace(/(.)\/$/, '$1')), notFoundPrerenderPath]
}

export default {
  // SITE_BUILD_DIR builds a second copy elsewhere (the Algolia search tests build one into .cache).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: { paths: readPrerenderPaths, concurrency: 4 },
} satisfies Config
