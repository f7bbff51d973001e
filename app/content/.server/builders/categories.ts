import { h } from 'hastscript'
import { changelogRoute, markdownTwinPath, referenceFilePaths } from '../../routes.ts'
import { OPENAPI_NAMESPACES, openApiPath } from '../api/openapi/paths.ts'
import type { IndexEntry, SidebarNode } from '../../types.ts'
import type { BuiltSidebar } from '../sidebar.ts'
import { renderGeneratedTree } from '../markdown/render.ts'
import type { BuiltPage } from './context.ts'
import type { DocBody } from './docs.ts'

type Category = BuiltSidebar['categories'][number]

/** The card of an API family on the reference index: its methods, then its records and types. */
function describeApiGroup(item: Extract<SidebarNode, { type: 'category' }>): { count: string; description: string; firstHref: string | undefined } {
  const methods = item.items.filter((child) => child.type === 'link')
  const types = item.items.flatMap((child) => (child.type === 'category' ? child.items : []))
  const parts = [methods.length > 0 ? `${methods.length} methods` : '', types.length > 0 ? `${types.length} records and types` : ''].filter(Boolean)
  const first = [...methods, ...types].find((child) => child.type === 'link')
  return {
    count: parts.join(', '),
    description: methods.length > 0 ? `The ${item.label} family of XRPC methods.` : `Records and types of ${item.label} that the methods use.`,
    firstHref: first?.type === 'link' ? first.href : undefined,
  }
}

type LinkLine = (string | { href: string; text: string })[]

/** The lines the API reference's index adds: the changelog, and the OpenAPI documents per namespace and whole. */
function referenceIndexLinks(): LinkLine[] {
  return [
    ['What changed in which release of ', '@atproto/api', ': ', { href: changelogRoute, text: 'the Lexicon changelog' }, ' (also as ', { href: referenceFilePaths.changelogFeed, text: 'an Atom feed' }, ' and, for SDK authors, ', { href: referenceFilePaths.historyJson, text: 'one JSON document' }, ').'],
    [
      'Every query and procedure as OpenAPI 3.1, for Postman, Insomnia, Bruno and code generators: ',
      { href: openApiPath(null), text: 'the whole API' },
      ', or one namespace: ',
      ...OPENAPI_NAMESPACES.flatMap((ns, i) => [...(i > 0 ? [', '] : []), { href: openApiPath(ns), text: ns }]),
      '.',
    ],
  ]
}

/** A category's index page at /docs/category/{slug}: a card per item, in HTML and in the twin. */
export async function buildCategoryPage(category: Category, entries: Map<string, IndexEntry>): Promise<BuiltPage<DocBody>> {
  const { route, config } = category
  // One list feeds both the HTML cards and the twin, so they say the same thing.
  const cards = category.items.map((item) => {
    const entry = item.href ? entries.get(item.href) : undefined
    const family = item.type === 'category' ? describeApiGroup(item) : null
    return {
      label: item.label,
      count: family?.count ?? null,
      description: family?.description ?? entry?.description ?? '',
      href: item.href ?? family?.firstHref ?? '#',
      familyId: item.type === 'category' && !item.href ? item.label.replace(/\./g, '-') : undefined,
    }
  })
  // The reference's index also leads to what tools read: its OpenAPI documents and the Lexicon history.
  const machineLinks = config.apiReference ? referenceIndexLinks() : []
  const tree = h(null, [
    h('p.lead', config.description),
    ...machineLinks.map((line) => h('p', line.map((part): string | ReturnType<typeof h> => (typeof part === 'string' ? part : h('a', { href: part.href }, part.text))))),
    h(
      'ul.card-grid',
      cards.map((card) =>
        h('li', { id: card.familyId }, [
          h('a.card', { href: card.href }, [h('h2.card-title', card.label), h('p.card-description', card.description), card.count ? h('p.card-meta', card.count) : null]),
        ]),
      ),
    ),
  ])
  const { html, sections } = await renderGeneratedTree({ type: 'root', children: tree.children })
  const machineMarkdown = machineLinks.map((line) => line.map((part) => (typeof part === 'string' ? part : `[${part.text}](${part.href})`)).join('')).join('\n\n')
  const markdown = `# ${config.label}\n\n> ${config.description}\n\n${machineMarkdown ? `${machineMarkdown}\n\n` : ''}${cards
    .map((card) => `- [${card.label}](${card.href})${card.description ? `: ${card.description}` : ''}${card.count ? ` (${card.count})` : ''}`)
    .join('\n')}\n`
  return {
    entry: { route, kind: 'doc-category', title: config.label, description: config.description, source: null, unlisted: false, draft: false, keywords: [] },
    page: { kind: 'doc-category', route, title: config.label, description: config.description, toc: [], hideToc: true, editUrl: null, markdownUrl: markdownTwinPath(route), unlisted: false, draft: false },
    body: html,
    markdown,
    sections,
    links: [],
  }
}
