import { join } from 'node:path'
import { markdownTwinPath, pageDataPath } from '../../routes.ts'

/**
 * The content store: what the content build compiled, on disk in `.cache/content`, written by
 * `write.ts` (`npm run build:content`, and the dev server after every save) and read by the route
 * loaders, `app/entry.server.tsx` and the resource routes (`read.ts`).
 *
 *   index.json             { index, sidebar, blogSidebar, summaries }: the content index and what
 *                          spans pages; a save that edits one page's body leaves it alone
 *   feeds.json             post route → the post's HTML for feed readers
 *   sections/<route>.json  the page's sections, for search
 *   public/                files the site serves as they are (the Vite plugin
 *                          scripts/vite/content-files.ts emits them into the build and serves them
 *                          in `npm run dev`):
 *     page-data/<route>.json   each route's PageFile: loader data and bodies (`pageDataPath`)
 *     <route>.md               each page's plain-markdown twin (`markdownTwinPath`)
 *     openapi/…, docs/api/…    the API reference's OpenAPI documents, Lexicon history and changelog feed
 *   version.txt            a hash of every other file: it changes whenever anything does
 *   manifest.json          the hash of every file, so a build writes only what changed
 */
export const storeDir = join(process.cwd(), '.cache/content')

export const indexFile = 'index.json'
export const feedsFile = 'feeds.json'
export const versionFile = 'version.txt'
export const manifestFile = 'manifest.json'
/** The folder of files the site serves as they are. */
export const publicFolder = 'public'

/** `/docs/get-started` → `%2Fdocs%2Fget-started`: one flat, reversible file name per route. */
const flat = (route: string) => encodeURIComponent(route)

export const sectionsFile = (route: string): string => `sections/${flat(route)}.json`
export const pageDataFile = (route: string): string => `${publicFolder}${pageDataPath(route)}`
export const twinFile = (route: string): string => `${publicFolder}${markdownTwinPath(route)}`
/** Any other file the site serves as it is, by its path on the site. */
export const publicFile = (path: string): string => `${publicFolder}${path}`

/** The route a store file belongs to (a page's data, twin or sections), or null for the other files. */
export function routeOfStoreFile(path: string, routes: ReadonlySet<string>): string | null {
  const sections = /^sections\/(.+)\.json$/.exec(path)
  if (sections) return decodeURIComponent(sections[1])
  for (const route of routes) if (path === pageDataFile(route) || path === twinFile(route)) return route
  return null
}
