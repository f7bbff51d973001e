/**
 * The Lexicon changelog as reference pages: `/docs/api/changelog` holds the releases of the last
 * three minor series, and each older series has its own page (`/docs/api/changelog/0-18`), so
 * every page stays within the page-weight budget. One section per release that changed a
 * Lexicon, newest first: its counts, the documents it changed (a link where the reference has a
 * page, code otherwise) with each change and breaking ones marked, and the release's own notes
 * with their pull requests. A namespace filter of radio buttons works without JavaScript: CSS
 * (`app/styles/api.css`) hides the sections and rows of other namespaces, as the showcase does.
 */
import type { Blockquote, List, ListItem, PhrasingContent, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { htmlOnly } from '../html-only.ts'
import { badge, code, heading, link, paragraph, phrasing, strong, text, type Block, type PageContext } from '../mdast.ts'
import { describeChange } from './describe.ts'
import type { Change, LexiconHistory, NoteItem, Release } from './model.ts'
import { changelogRoute } from '../../../routes.ts'
import { seriesRoute, type ReferenceHistory } from './page-history.ts'
import { compareVersions, minorOf, releaseAnchor } from './version.ts'

/** The namespaces the filter offers; any other NSID counts as `other`. */
const CHANGELOG_NAMESPACES = ['app.bsky', 'com.atproto', 'chat.bsky', 'tools.ozone'] as const

const PULL_URL = 'https://github.com/bluesky-social/atproto/pull/'

export interface ChangelogPage {
  route: string
  title: string
  description: string
  tree: Root
  /** The releases on the page, newest first. */
  versions: string[]
}

/** `app.bsky.feed.post` → `app.bsky`; outside the four namespaces → `other`. */
export function namespaceOf(nsid: string): string {
  return CHANGELOG_NAMESPACES.find((ns) => nsid.startsWith(`${ns}.`)) ?? 'other'
}

/** The id of a filter's radio button. */
function filterInputId(namespace: string): string {
  return `changelog-ns-${namespace.replace(/\./g, '-')}`
}

const el = (tagName: string, properties: Record<string, unknown>, children: PhrasingContent[]): PhrasingContent => ({
  type: 'emphasis',
  children,
  data: { hName: tagName, hProperties: properties as Record<string, string>, ...(children.length === 0 ? { hChildren: [] } : {}) },
})

/** The radio group: All, then each namespace. HTML only; the twin lists every release. */
function filterBlock(): Block {
  const option = (value: string, label: string, checked: boolean): PhrasingContent =>
    el('span', { className: ['showcase-filter-option'] }, [
      el('input', { type: 'radio', name: 'changelog-ns', id: filterInputId(value), value, className: ['showcase-filter-input', 'sr-only'], ...(checked ? { checked: true } : {}) }, []),
      el('label', { htmlFor: filterInputId(value), className: ['showcase-filter-label'] }, [text(label)]),
    ])
  const fieldset = paragraph([el('legend', { className: ['showcase-filter-legend'] }, [text('Show changes to')]), option('all', 'All namespaces', true), ...CHANGELOG_NAMESPACES.map((ns) => option(ns, ns, false))])
  fieldset.data = { hName: 'fieldset', hProperties: { className: ['showcase-filter', 'api-changelog-filter'] } }
  return htmlOnly(fieldset)
}

function listOf(items: { children: PhrasingContent[]; ns?: string }[], className: string): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    data: { hProperties: { className: [className] } },
    children: items.map(
      (item): ListItem => ({ type: 'listItem', spread: false, children: [paragraph(item.children)], ...(item.ns ? { data: { hProperties: { dataNs: item.ns } } } : {}) }),
    ),
  }
}

/** A note's Markdown text as phrasing content (links, code, emphasis), one paragraph. */
function noteRuns(note: NoteItem): PhrasingContent[] {
  const tree = fromMarkdown(note.text)
  const runs = tree.children.flatMap((block): PhrasingContent[] => (block.type === 'paragraph' ? block.children : [text(note.text)]))
  const pulls = note.pulls.filter((n) => !note.text.includes(`${PULL_URL}${n}`))
  if (pulls.length > 0) {
    runs.push(text(' ('))
    pulls.forEach((n, i) => runs.push(...(i > 0 ? [text(', ')] : []), link(`${PULL_URL}${n}`, [text(`#${n}`)])))
    runs.push(text(')'))
  }
  return runs
}

export function counts(release: Release): string {
  const total = release.changes.length
  const breaking = release.changes.filter((c) => c.breaking).length
  const parts = total > 0 ? [`${total} change${total === 1 ? '' : 's'}`] : []
  if (breaking > 0) parts.push(`${breaking} breaking`)
  if (release.descriptions > 0) parts.push(`${release.descriptions} description${release.descriptions === 1 ? '' : 's'} reworded${total === 0 ? ', nothing else' : ''}`)
  return `${parts.join(', ')}; compared with ${release.previous}.`
}

/** The changes of one release, one row per document, in NSID order. */
function changeRows(ctx: PageContext, release: Release, pageOf: (nsid: string) => string | null) {
  const byDoc = new Map<string, Change[]>()
  for (const change of release.changes) {
    const doc = change.at.split('#')[0]
    byDoc.set(doc, [...(byDoc.get(doc) ?? []), change])
  }
  return [...byDoc].map(([nsid, changes]) => {
    const route = pageOf(nsid)
    const runs: PhrasingContent[] = [route ? link(route, [code(nsid)]) : code(nsid), text(': ')]
    changes.forEach((change, i) => {
      if (i > 0) runs.push(text('; '))
      runs.push(...phrasing(ctx, describeChange(change)))
      if (change.breaking) runs.push(text(' '), badge('Breaking', 'badge-breaking'))
    })
    return { children: runs, ns: namespaceOf(nsid) }
  })
}

export function releaseSection(ctx: PageContext, release: Release, pageOf: (nsid: string) => string | null): Blockquote {
  const rows = changeRows(ctx, release, pageOf)
  const namespaces = [...new Set(rows.map((r) => r.ns))].sort()
  const children: Blockquote['children'] = [heading(2, releaseAnchor(release.version), [text(release.version)]), paragraph([text(counts(release))], 'api-release-counts')]
  if (rows.length > 0) children.push(listOf(rows, 'api-release-changes'))
  if (release.notes.length > 0) {
    children.push(paragraph([strong([text('Release notes')])], 'api-release-notes-title'))
    const items = release.notes.flatMap((notes) =>
      notes.items.map((note) => ({ children: [...(notes.version === release.version ? [] : [text(`${notes.version}: `)]), ...noteRuns(note)] })),
    )
    children.push(listOf(items, 'api-release-notes'))
  }
  // One wrapper per release, so the filter can hide a release without changes in the chosen namespace.
  return { type: 'blockquote', children, data: { hName: 'section', hProperties: { className: ['api-release'], dataNs: namespaces.join(' ') }, unwrapInMarkdown: true } as never }
}

const INTRO: PhrasingContent[] = [
  text('Lexicons have no version numbers of their own. The schemas ship inside '),
  code('@atproto/api'),
  text(', so its releases stand in for Lexicon releases here: each section is a release whose bundled schemas differ from those of the release published before it, newest first. '),
  text('A change marked Breaking can break a client written against the earlier release: something it used was removed, or it must now send more, or it may now receive values it did not expect. '),
  text('Each release also carries its notes from the package’s own changelog, with the pull requests they name.'),
]

function seriesLinks(minors: string[], recent: string[]): PhrasingContent[] {
  const out: PhrasingContent[] = [text(`Releases ${recent.at(-1)} to ${recent[0]}: `), link(changelogRoute, [text('latest')]), text('. Older series: ')]
  minors.forEach((minor, i) => out.push(...(i > 0 ? [text(', ')] : []), link(seriesRoute(minor), [text(minor)])))
  out.push(text('.'))
  return out
}

/**
 * Every page of the changelog. `pageOf` gives the reference page of an NSID, or null when the
 * reference has none (removed documents, families it leaves out).
 */
export function buildChangelogPages(history: LexiconHistory, index: ReferenceHistory, ctx: PageContext, pageOf: (nsid: string) => string | null): ChangelogPage[] {
  const releases = [...history.releases].sort((a, b) => compareVersions(b.version, a.version))
  const recent = new Set(index.recentMinors)
  const olderMinors = [...new Set(releases.map((r) => minorOf(r.version)).filter((m) => !recent.has(m)))]
  const nav = paragraph(seriesLinks(olderMinors, index.recentMinors), 'api-changelog-series')
  const page = (route: string, title: string, description: string, lead: PhrasingContent[], list: Release[]): ChangelogPage => ({
    route,
    title,
    description,
    versions: list.map((r) => r.version),
    tree: {
      type: 'root',
      children: [paragraph(lead), paragraph(INTRO), nav, filterBlock(), ...list.map((r) => releaseSection(ctx, r, pageOf))],
    },
  })
  const latest = releases.filter((r) => recent.has(minorOf(r.version)))
  const first = page(
    changelogRoute,
    'Lexicon changelog',
    `What changed in the Lexicon schemas of the API reference, release by release of @atproto/api from ${history.first} to ${index.pinned}: documents, fields, constraints and errors, with breaking changes marked.`,
    [text(`Every change to the Lexicons of the reference since `), code('@atproto/api'), text(` ${history.first}. This page lists the releases of the ${index.recentMinors.join(', ')} series; older series have a page each.`)],
    latest,
  )
  const older = olderMinors.map((minor) => {
    const list = releases.filter((r) => minorOf(r.version) === minor)
    return page(
      seriesRoute(minor),
      `Lexicon changelog: ${minor} releases`,
      `What changed in the Lexicon schemas in the ${minor} releases of @atproto/api (${list.at(-1)?.version} to ${list[0]?.version}), with breaking changes marked.`,
      [text(`The Lexicon changes of the `), code('@atproto/api'), text(` ${minor} releases. The `), link(changelogRoute, [text('Lexicon changelog')]), text(' starts with the newest.')],
      list,
    )
  })
  return [first, ...older]
}
