/**
 * Content types the static server and the `_headers` file set themselves, where a generic
 * extension lookup falls short: the blog feeds have types of their own (feed readers and browsers
 * use them to offer a subscription), and every text type
 * says it is UTF-8, so that non-ASCII text (accented names, arrows, dashes) is never misread.
 */
import { blogFeedPaths, referenceFilePaths } from '../../app/content/routes.ts'

const byPath: Record<string, string> = {
  [blogFeedPaths.rss]: 'application/rss+xml; charset=utf-8',
  [blogFeedPaths.atom]: 'application/atom+xml; charset=utf-8',
  [blogFeedPaths.json]: 'application/feed+json; charset=utf-8',
  [referenceFilePaths.changelogFeed]: 'application/atom+xml; charset=utf-8',
}

/** The paths with a content type of their own (the feeds), for the `_headers` file. */
export const typedPaths: readonly string[] = Object.keys(byPath)

const byExtension: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
}

/** The content type to send for a path, or undefined to keep the extension's usual one. */
export function getContentType(pathname: string): string | undefined {
  if (pathname in byPath) return byPath[pathname]
  const extension = /\.[a-z]+$/.exec(pathname)?.[0]
  return extension === undefined ? undefined : byExtension[extension]
}

/**
 * `_headers` blocks naming the content type of each of `paths` (the generated files), by exact
 * path, since static hosts differ on patterns within a name and would guess these types too loosely.
 */
export function getContentTypeHeaderBlocks(paths: string[]): string[] {
  return paths.flatMap((path) => {
    const type = getContentType(path)
    return type === undefined ? [] : [`${path}\n  Content-Type: ${type}`]
  })
}
