import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { normalizePathname } from '../../../lib/pathname.ts'
import type { IndexEntry, PageFile, RouteKind } from '../../types.ts'
import type { PageSection } from '../markdown/types.ts'
import { feedsFile, indexFile, pageDataFile, sectionsFile, storeDir, twinFile, versionFile } from './files.ts'
import type { StoredIndex } from './write.ts'

function missing(path: string): Error {
  return new Error(`Compiled content ${path} is missing: run "npm run build:content" (part of "npm run build") first.`)
}

/** Readers of a store directory (files.ts describes it). index.json is parsed again only when the file changed. */
export function createStoreReader(dir: string) {
  let indexCache: { stamp: number; value: StoredIndex } | undefined

  const readIndex = (): StoredIndex => {
    const path = join(dir, indexFile)
    let stamp: number
    try {
      stamp = statSync(path).mtimeMs
    } catch {
      throw missing(path)
    }
    if (indexCache?.stamp !== stamp) indexCache = { stamp, value: JSON.parse(readFileSync(path, 'utf8')) as StoredIndex }
    return indexCache.value
  }

  const readJson = <T>(file: string): T => {
    const path = join(dir, file)
    if (!existsSync(path)) throw missing(path)
    return JSON.parse(readFileSync(path, 'utf8')) as T
  }

  /** A route's page file, or undefined when the route has none (a missing store still throws). */
  const readPageFile = (route: string): PageFile | undefined => {
    const path = join(dir, pageDataFile(route))
    if (!existsSync(path)) {
      readIndex()
      return undefined
    }
    return JSON.parse(readFileSync(path, 'utf8')) as PageFile
  }

  /** Route → the contents of one file per listed route, where the route has one. */
  const readEach = <T>(file: (route: string) => string, parse: (text: string) => T): Map<string, T> => {
    const out = new Map<string, T>()
    for (const { route } of readIndex().index) {
      const path = join(dir, file(route))
      if (existsSync(path)) out.set(route, parse(readFileSync(path, 'utf8')))
    }
    return out
  }

  return {
    /** A hash of the whole compiled content: it changes whenever any page, twin or section does. */
    getContentVersion: (): string => {
      readIndex()
      return readFileSync(join(dir, versionFile), 'utf8')
    },
    getIndex: (): IndexEntry[] => readIndex().index,
    getSidebar: () => readIndex().sidebar,
    getBlogSidebar: () => readIndex().blogSidebar,
    /** Listed posts, newest first. */
    getBlogSummaries: () => readIndex().summaries,
    readPageFile,
    /** Route → plain-markdown twin. */
    getMarkdownTwins: (): Map<string, string> => readEach(twinFile, (text) => text),
    /** Route → the page's sections (heading trail, anchor, prose), for search records. */
    getSections: (): Map<string, PageSection[]> => readEach(sectionsFile, (text) => JSON.parse(text) as PageSection[]),
    /** Post route → the post's HTML for feed readers. */
    getFeedHtml: (): Record<string, string> => readJson<Record<string, string>>(feedsFile),
  }
}

/** The project's store, as route loaders, resource routes and build steps read it. */
export const store = createStoreReader(storeDir)

/** The route a request is for, by the one rule for page paths. */
export const routeOf = (request: Request): string => normalizePathname(new URL(request.url).pathname)

/** A miss in a loader: the page does not exist. Thrown as a 404 response, nothing else is. */
function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}

/**
 * What a page route's loader returns: the data of the request's route, without its rendered bodies
 * (app/lib/page-bodies.tsx); a 404 when the route has no page of one of `kinds`.
 */
export function loadPageData<D>(request: Request, kinds: readonly RouteKind[]): D {
  const file = store.readPageFile(routeOf(request))
  if (!file || !kinds.includes(file.kind)) notFound()
  return file.data as D
}

/** The rendered bodies of the page at `route` (none for a route without a page file), for the prerender. */
export function readPageBodies(route: string): Record<string, string> {
  return store.readPageFile(route)?.bodies ?? {}
}
