import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { BlogPostData, BlogPostSummary, DocPageData, IndexEntry, RouteKind, ShowcaseData, SidebarNode, StandalonePageData } from '../types.ts'
import type { ContentBuild } from './build.ts'
import { sha256 } from './hash.ts'
import type { PageSection } from './markdown/types.ts'

/**
 * The compiled content on disk, written by the content build (`npm run build:content`, or the dev
 * server after every save) and read by route loaders while pages are prerendered or served. One
 * file per route, so a save rewrites only what changed and loaders always read the latest.
 *
 *   index.json            { index, sidebar, summaries }: the content index and what spans pages,
 *                         rewritten only when one of them changes (a save that edits a page's
 *                         body leaves it alone)
 *   version.txt           a hash of every other file: it changes whenever anything does
 *   routes/<route>.json   { kind, data }: what the route's loader returns
 *   twins/<route>.md      the plain-markdown twin
 *   sections/<route>.json the page's sections, for search
 *   feeds.json            post route → HTML for feed readers
 *   manifest.json         the hash of every file above, so a build writes only what changed
 */
export const storeDir = join(process.cwd(), '.cache/content')

/** `/docs/get-started` → `%2Fdocs%2Fget-started`: one flat, reversible file name per route. */
const fileName = (route: string) => encodeURIComponent(route)

interface StoredIndex {
  index: IndexEntry[]
  sidebar: SidebarNode[]
  summaries: BlogPostSummary[]
}

interface StoredRoute<K extends RouteKind = RouteKind, D = unknown> {
  kind: K
  data: D
}

/** A file of the store: its text and the hash of it. */
export interface StoreFile {
  text: string
  hash: string
}

/** The hashes of the files a store holds, kept beside them so a build rewrites only what changed. */
const manifestName = 'manifest.json'

/** The store's files (path relative to the store → file) for a build. */
export function toStoreFiles(content: ContentBuild): Map<string, StoreFile> {
  const files = new Map<string, StoreFile>()
  addPageFiles(files, content, null)
  addIndexFiles(files, content)
  return files
}

/**
 * The store's files after a build that changed only `routes` (and what spans pages: the index,
 * sidebar, post summaries), given the files of the build before: the same as toStoreFiles would
 * give, without serialising every other page again.
 */
export function patchStoreFiles(previous: Map<string, StoreFile>, content: ContentBuild, routes: string[]): Map<string, StoreFile> {
  const files = new Map(previous)
  files.delete(indexName)
  files.delete(versionName)
  const changed = new Set(routes)
  addPageFiles(files, content, (route) => changed.has(route))
  addIndexFiles(files, content)
  return files
}

/** Adds the files of the pages `include` accepts (null: every page). */
function addPageFiles(files: Map<string, StoreFile>, content: ContentBuild, only: ((route: string) => boolean) | null): void {
  const include = only ?? (() => true)
  const add = (path: string, text: string) => files.set(path, { text, hash: sha256(text) })
  const route = (path: string, kind: RouteKind, data: unknown) => {
    if (include(path)) add(routeStorePath(path), JSON.stringify({ kind, data } satisfies StoredRoute))
  }
  for (const [path, data] of Object.entries(content.docs)) route(path, data.kind, data)
  for (const [path, data] of Object.entries(content.pages)) route(path, 'page', data)
  for (const [path, data] of Object.entries(content.posts)) route(path, 'blog-post', data)
  const showcase = content.index.find((entry) => entry.kind === 'showcase')
  if (showcase) route(showcase.route, 'showcase', content.showcase)
  for (const [path, text] of Object.entries(content.markdown)) if (include(path)) add(`twins/${fileName(path)}.md`, text)
  for (const [path, sections] of Object.entries(content.sections)) if (include(path)) add(`sections/${fileName(path)}.json`, JSON.stringify(sections))
  if (only === null || Object.keys(content.feeds).some(include)) add('feeds.json', JSON.stringify(content.feeds))
}

const indexName = 'index.json'
const versionName = 'version.txt'

/** index.json, then version.txt: the hash of every file, index.json included. */
function addIndexFiles(files: Map<string, StoreFile>, content: ContentBuild): void {
  const add = (path: string, text: string) => files.set(path, { text, hash: sha256(text) })
  add(indexName, JSON.stringify({ index: content.index, sidebar: content.sidebar, summaries: content.summaries } satisfies StoredIndex))
  add(versionName, sha256(...[...files].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([path, file]) => [path, file.hash])))
}

function readManifest(dir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(dir, manifestName), 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}

/**
 * Writes a build's files into the store, skipping those whose content it already holds (by the
 * manifest of hashes), and deletes the files the build no longer produces. Returns the paths
 * written or deleted: after a save in `npm run dev`, just the changed page's files and index.json.
 */
export function writeStore(files: Map<string, StoreFile>, dir = storeDir): string[] {
  const manifest = readManifest(dir)
  const touched: string[] = []
  for (const [path, file] of files) {
    if (manifest[path] === file.hash && existsSync(join(dir, path))) continue
    const target = join(dir, path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.text)
    touched.push(path)
  }
  for (const path of Object.keys(manifest)) {
    if (files.has(path)) continue
    rmSync(join(dir, path), { force: true })
    touched.push(path)
  }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, manifestName), JSON.stringify(Object.fromEntries([...files].map(([path, file]) => [path, file.hash]))))
  return touched
}

/** The store path of a route's loader data: `/docs` → `routes/%2Fdocs.json`. */
export function routeStorePath(route: string): string {
  return `routes/${fileName(route)}.json`
}

/** The route whose file a store path is, e.g. `routes/%2Fdocs.json` → `/docs`; null for other files. */
export function routeOfStorePath(path: string): string | null {
  const match = /^(?:routes|twins|sections)\/(.+)\.(?:json|md)$/.exec(path)
  return match ? decodeURIComponent(match[1]) : null
}

function missing(path: string): Error {
  return new Error(`Compiled content ${path} is missing: run "npm run build:content" (part of "npm run build") first.`)
}

/** Readers of a store directory. index.json is read again only when the file changed. */
export function createStoreReader(dir: string) {
  let indexCache: { stamp: number; value: StoredIndex } | undefined

  const readIndex = (): StoredIndex => {
    const path = join(dir, indexName)
    let stamp: number
    try {
      stamp = statSync(path).mtimeMs
    } catch {
      throw missing(path)
    }
    if (indexCache?.stamp !== stamp) indexCache = { stamp, value: JSON.parse(readFileSync(path, 'utf8')) as StoredIndex }
    return indexCache.value
  }

  const readRoute = <D>(route: string, kinds: RouteKind[]): D | undefined => {
    const path = join(dir, routeStorePath(route))
    if (!existsSync(path)) {
      readIndex() // a missing store says so; a missing route is a miss
      return undefined
    }
    const stored = JSON.parse(readFileSync(path, 'utf8')) as StoredRoute
    return kinds.includes(stored.kind) ? (stored.data as D) : undefined
  }

  const readAll = <T>(folder: string, parse: (text: string) => T): Record<string, T> => {
    const path = join(dir, folder)
    if (!existsSync(path)) throw missing(path)
    const out: Record<string, T> = {}
    for (const name of readdirSync(path).sort()) out[decodeURIComponent(name.replace(/\.(json|md)$/, ''))] = parse(readFileSync(join(path, name), 'utf8'))
    return out
  }

  return {
    /** A hash of the whole compiled content: it changes whenever any page, twin or section does. */
    getContentVersion: (): string => {
      readIndex() // a missing store says so
      return readFileSync(join(dir, versionName), 'utf8')
    },
    getIndex: (): IndexEntry[] => readIndex().index,
    getSidebar: (): SidebarNode[] => readIndex().sidebar,
    /** Listed posts, newest first. */
    getBlogSummaries: (): BlogPostSummary[] => readIndex().summaries,
    getDocPage: (route: string) => readRoute<DocPageData>(route, ['doc', 'doc-category', 'api']),
    getStandalonePage: (route: string) => readRoute<StandalonePageData>(route, ['page']),
    getBlogPost: (route: string) => readRoute<BlogPostData>(route, ['blog-post']),
    getShowcase: (route: string) => readRoute<ShowcaseData>(route, ['showcase']),
    /** Route → plain-markdown twin. */
    getMarkdownTwins: () => readAll('twins', (text) => text),
    /** Route → the page's sections (heading trail, anchor, prose), for search records. */
    getSections: () => readAll('sections', (text) => JSON.parse(text) as PageSection[]),
    /** Post route → the post's HTML for feed readers. */
    getFeedHtml: (): Record<string, string> => {
      const path = join(dir, 'feeds.json')
      if (!existsSync(path)) throw missing(path)
      return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>
    },
  }
}

export type StoreReader = ReturnType<typeof createStoreReader>

/** The project's store, as route loaders and build steps read it. */
export const {
  getContentVersion,
  getIndex,
  getSidebar,
  getBlogSummaries,
  getDocPage,
  getStandalonePage,
  getBlogPost,
  getShowcase,
  getMarkdownTwins,
  getSections,
  getFeedHtml,
} = createStoreReader(storeDir)

/** The index entry of one route. */
export function getIndexEntry(route: string): IndexEntry | undefined {
  return getIndex().find((entry) => entry.route === route)
}

/** A miss in a loader: the page does not exist. Thrown as a 404 response, nothing else is. */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}
