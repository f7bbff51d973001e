import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import type { SiteContent } from '../assemble.ts'
import { sha256 } from '../hash.ts'
import { feedsFile, indexFile, manifestFile, pageDataFile, publicFile, sectionsFile, storeDir, twinFile, versionFile } from './files.ts'

/** A file of the store: its text and the hash of it. */
export interface StoreFile {
  text: string
  hash: string
}

/** What `index.json` holds; the reader's `readIndex` returns it. */
export interface StoredIndex {
  index: SiteContent['index']
  sidebar: SiteContent['sidebar']
  blogSidebar: SiteContent['blogSidebar']
  summaries: SiteContent['summaries']
}

/** Serialisations kept from the last call, by path: a page whose data did not change is not serialised and hashed again. */
const lastFiles = new Map<string, { value: unknown; file: StoreFile }>()

/**
 * A rebuild in `npm run dev` assembles every page afresh, so unchanged data comes in new objects:
 * comparing them with the last build's is much cheaper than serialising (a third of a warm
 * rebuild's time, when every page was serialised again). Data that serialises alike without being
 * equal (an `undefined` field) keeps its hash too.
 */
function fileOf(path: string, value: unknown, serialise: () => string): StoreFile {
  const last = lastFiles.get(path)
  if (last && (last.value === value || isDeepStrictEqual(last.value, value))) return last.file
  const text = serialise()
  const file = last?.file.text === text ? last.file : { text, hash: sha256(text) }
  lastFiles.set(path, { value, file })
  return file
}

/** The store's files for a build of the content, by path relative to the store (see files.ts). */
export function toStoreFiles(content: SiteContent): Map<string, StoreFile> {
  const files = new Map<string, StoreFile>()
  for (const [route, page] of content.pages) files.set(pageDataFile(route), fileOf(pageDataFile(route), page, () => JSON.stringify(page)))
  for (const [route, text] of content.twins) files.set(twinFile(route), fileOf(twinFile(route), text, () => text))
  for (const [path, text] of content.files) files.set(publicFile(path), fileOf(publicFile(path), text, () => text))
  for (const [route, sections] of content.sections) files.set(sectionsFile(route), fileOf(sectionsFile(route), sections, () => JSON.stringify(sections)))
  files.set(feedsFile, fileOf(feedsFile, content.feeds, () => JSON.stringify(Object.fromEntries(content.feeds))))
  const { index, sidebar, blogSidebar, summaries } = content
  const stored: StoredIndex = { index, sidebar, blogSidebar, summaries }
  files.set(indexFile, fileOf(indexFile, stored, () => JSON.stringify(stored)))
  const version = sha256(...[...files].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([path, file]) => [path, file.hash]))
  files.set(versionFile, { text: version, hash: sha256(version) })
  return files
}

function readManifest(dir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(dir, manifestFile), 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}

/**
 * Writes a build's files into the store, skipping those whose content it already holds (by the
 * manifest of hashes), and deletes the files the build no longer produces. Returns the paths
 * written or deleted: after a save in `npm run dev`, just the changed page's files.
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
  writeFileSync(join(dir, manifestFile), JSON.stringify(Object.fromEntries([...files].map(([path, file]) => [path, file.hash]))))
  return touched
}
