import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '@react-router/dev/config'
import { servedFilePaths } from './app/content/.server/checks.ts'
import routes from './app/routes.ts'
import { notFoundPath } from './app/lib/not-found-url.ts'
import { finishBuild } from './scripts/build/steps.ts'

/**
 * Every page comes from the content index that `npm run build:content` writes, so the prerender
 * list, the sidebar and the sitemap cannot disagree; the generated files are the resource routes'.
 */
function readPrerenderPaths(): string[] {
  let text: string
  try {
    text = readFileSync('.cache/content/index.json', 'utf8')
  } catch {
    throw new Error('No content index at .cache/content/index.json: run "npm run build:content" before "react-router build".')
  }
  const { index } = JSON.parse(text) as { index: { route: string }[] }
  return [...index.map((entry) => entry.route), ...servedFilePaths(routes), notFoundPath]
}

export default {
  // SITE_BUILD_DIR builds a second copy elsewhere (the Algolia search tests build one into .cache).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: { paths: readPrerenderPaths, concurrency: 4 },
  // React Router v8's behaviours, chosen one by one so that the build says nothing of them: the
  // ones taken change nothing a reader gets. Not taken: v8_splitRouteModules (a second chunk per
  // route, one more request on a first visit) and v8_passThroughRequests (the prerender of /_.data
  // then answers 404); revisit both when moving to v8.
  future: { v8_trailingSlashAwareDataRequests: true, v8_middleware: true, v8_viteEnvironmentApi: true, v8_splitRouteModules: false, v8_passThroughRequests: false },
  // After the prerender: the not-found page, the search index, the link check, the security headers, compression.
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(join(reactRouterConfig.buildDirectory, 'client'), servedFilePaths(routes))
  },
} satisfies Config
