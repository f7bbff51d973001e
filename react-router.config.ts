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
  return [...index.map((entry) => entry.route), notFoundPrerenderPath]
}

export default {
  // SITE_BUILD_DIR builds a second copy elsewhere (the Algolia search tests build one into .cache).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: { paths: readPrerenderPaths, concurrency: 4 },
  future: {
    // /showcase/ keeps its trailing slash and has a loader: with this (the v8 default) its data is
    // prerendered as /showcase/_.data. Without it React Router asks for /showcase.data, a path the
    // prerender list does not contain, and refuses to build.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
