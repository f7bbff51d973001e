/**
 * The changelog for readers and tools outside the site: an Atom feed of the newest releases
 * (`changelogAtomFeed`) and the whole history as one JSON document for SDK authors
 * (`historyJsonDocument`). Both are plain functions of the history; the build decides where they
 * are served.
 */
import { Feed } from 'feed'
import { toHtml } from 'hast-util-to-html'
import { toHast } from 'mdast-util-to-hast'
import { changelogRoute } from '../../../routes.ts'
import type { PageContext } from '../mdast.ts'
import { counts, releaseSection } from './changelog-page.ts'
import type { ApiReference } from '../build.ts'
import { loadHistory } from './history-file.ts'
import type { LexiconHistory } from './model.ts'
import { indexHistory, type ReferenceHistory } from './page-history.ts'
import { compareVersions } from './version.ts'

/** How many releases the feed carries, newest first. */
export const FEED_RELEASES = 30

export interface FeedOptions {
  /** The site's origin, for absolute links: `https://docs.bsky.app`. */
  siteUrl: string
  /** Where the feed itself is served, absolute. */
  feedUrl: string
  /**
   * The feed's `updated` date, which Atom requires of the feed and of every entry. The registry
   * gives no release dates, so the caller decides (for example the date of the commit that last
   * changed the history file); every entry carries it.
   */
  updated: Date
}

/** Phrases of changes carry code, never refs: no catalog is consulted. */
const noRefs: PageContext = { catalog: undefined as never, nsid: '' }

/** NSID → its page in the built reference, or null. */
function pagesOf(ref: Pick<ApiReference, 'pages'>): (nsid: string) => string | null {
  const routes = new Map(ref.pages.map((p) => [p.nsid, p.route]))
  return (nsid) => routes.get(nsid) ?? null
}

/** The Atom feed of the committed history, up to the pinned package, linking the pages of `ref`. */
export function lexiconChangelogFeed(ref: Pick<ApiReference, 'pages'>, options: FeedOptions): string {
  const history = loadHistory()
  return changelogAtomFeed(history, indexHistory(history), pagesOf(ref), options)
}

/** The committed history, up to the pinned package, as the JSON document for SDK authors. */
export function lexiconHistoryJson(siteUrl: string): string {
  const history = loadHistory()
  return historyJsonDocument(history, indexHistory(history), siteUrl)
}

const newestFirst = (history: LexiconHistory) => [...history.releases].sort((a, b) => compareVersions(b.version, a.version))

/** The Atom feed of the changelog: one entry per release, its changes and notes as HTML with absolute links. */
export function changelogAtomFeed(history: LexiconHistory, index: ReferenceHistory, pageOf: (nsid: string) => string | null, options: FeedOptions): string {
  const absolute = (route: string) => new URL(route, options.siteUrl).href
  const feed = new Feed({
    title: 'AT Protocol Lexicon changelog',
    description: 'Changes to the Lexicon schemas of the AT Protocol API reference, one entry per @atproto/api release that changed them.',
    id: absolute(changelogRoute),
    link: absolute(changelogRoute),
    language: 'en',
    copyright: 'Lexicon schemas: the atproto repository; notes: the @atproto/api changelog',
    updated: options.updated,
    feedLinks: { atom: options.feedUrl },
  })
  for (const release of newestFirst(history).slice(0, FEED_RELEASES)) {
    const section = releaseSection(noRefs, release, pageOf)
    // The entry's own heading is its title; the section's body is its content.
    const hast = toHast({ type: 'root', children: section.children.slice(1) })
    const content = toHtml(hast).replace(/(href|src)="\/(?!\/)/g, `$1="${absolute('/')}`)
    const link = absolute(index.changelogHref(release.version))
    feed.addItem({ title: `@atproto/api ${release.version}: ${counts(release)}`, id: link, link, date: options.updated, content })
  }
  return feed.atom1()
}

/** The whole history (up to the pinned release) as one JSON document, newest release first, each with its changelog URL. */
export function historyJsonDocument(history: LexiconHistory, index: ReferenceHistory, siteUrl: string): string {
  const absolute = (route: string) => new URL(route, siteUrl).href
  const doc = {
    about:
      'The Lexicon schemas bundled with @atproto/api, diffed release by release: each release lists its changes against the release before it. ' +
      '`at` is a definition (`nsid` or `nsid#name`); `field` a property, a parameter (`params.x`), a body property (`input.x`, `output.x`), a body (`input`, `output`) or `message`. ' +
      '`breaking` is true when a client written against the earlier release can break. Documents present in `first` have no `doc-added` change.',
    format: history.format,
    package: history.package,
    first: history.first,
    latest: index.pinned,
    versions: history.versions,
    releases: newestFirst(history).map((release) => ({ ...release, url: absolute(index.changelogHref(release.version)) })),
  }
  return `${JSON.stringify(doc)}\n`
}
