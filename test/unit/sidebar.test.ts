import { describe, expect, it } from 'vitest'
import { getCollapseDuration } from '../../app/components/sidebar.tsx'
import type { SidebarNode } from '../../app/content/types.ts'
import { isPartial, pruneSidebar } from '../../app/lib/sidebar-tree.ts'

describe('collapse duration', () => {
  it('grows with the content height and stays within a sensible range', () => {
    const heights = [0, 36, 100, 400, 1200, 4000]
    const durations = heights.map(getCollapseDuration)
    for (let i = 1; i < durations.length; i++) expect(durations[i]).toBeGreaterThan(durations[i - 1])
    expect(getCollapseDuration(100)).toBeGreaterThan(150)
    expect(getCollapseDuration(1200)).toBeLessThan(1000)
  })
})

describe('a page’s sidebar', () => {
  const tree: SidebarNode[] = [
    { type: 'link', label: 'Get started', href: '/docs/get-started' },
    { type: 'category', label: 'Tutorials', href: '/docs/category/tutorials', items: [{ type: 'link', label: 'Blocking', href: '/docs/tutorials/blocking' }] },
    {
      type: 'category',
      label: 'HTTP Reference',
      href: '/docs/category/http-reference',
      items: [
        {
          type: 'category',
          label: 'app.bsky.feed',
          href: null,
          collapsed: true,
          firstHref: '/docs/api/app-bsky-feed-get-timeline',
          items: [
            { type: 'link', label: 'getTimeline', href: '/docs/api/app-bsky-feed-get-timeline' },
            { type: 'category', label: 'Records and types', href: null, collapsed: true, firstHref: '/docs/api/app-bsky-feed-post', items: [{ type: 'link', label: 'post', href: '/docs/api/app-bsky-feed-post' }] },
          ],
        },
        { type: 'category', label: 'com.atproto.repo', href: null, collapsed: true, firstHref: '/docs/api/com-atproto-repo-create-record', items: [{ type: 'link', label: 'createRecord', href: '/docs/api/com-atproto-repo-create-record' }] },
      ],
    },
  ]
  const reference = (nodes: SidebarNode[]) => (nodes[2] as Extract<SidebarNode, { type: 'category' }>).items as Extract<SidebarNode, { type: 'category' }>[]

  it('keeps only the branch the page is in; every other category keeps its label and link, collapsed, without its items', () => {
    const pruned = pruneSidebar(tree, '/docs/api/app-bsky-feed-get-timeline')
    expect(pruned[0]).toEqual(tree[0])
    expect(pruned[1]).toEqual({ type: 'category', label: 'Tutorials', href: '/docs/category/tutorials', items: [], collapsed: true, partial: true })
    const [feed, repo] = reference(pruned)
    expect(feed.items[0]).toEqual({ type: 'link', label: 'getTimeline', href: '/docs/api/app-bsky-feed-get-timeline' })
    expect(feed.items[1]).toMatchObject({ label: 'Records and types', items: [], partial: true, firstHref: '/docs/api/app-bsky-feed-post' })
    expect(repo).toMatchObject({ label: 'com.atproto.repo', items: [], partial: true, firstHref: '/docs/api/com-atproto-repo-create-record' })
    expect(isPartial(pruned)).toBe(true)
    expect(isPartial(tree)).toBe(false)
  })

  it('opens the nested group of a type page, and on a guide leaves the whole reference out', () => {
    const [feed] = reference(pruneSidebar(tree, '/docs/api/app-bsky-feed-post'))
    expect(feed.items[1]).toMatchObject({ items: [{ href: '/docs/api/app-bsky-feed-post' }] })
    const guide = pruneSidebar(tree, '/docs/tutorials/blocking')
    expect(guide[1]).toEqual(tree[1])
    expect(guide[2]).toMatchObject({ label: 'HTTP Reference', href: '/docs/category/http-reference', items: [], collapsed: true, partial: true })
    expect(JSON.stringify(guide)).not.toContain('getTimeline')
  })

  it('grows with the page’s own branch only: a page outside a branch that doubles carries the same sidebar', () => {
    const grown: SidebarNode[] = tree.map((node) =>
      node.type === 'category' && node.label === 'Tutorials' ? { ...node, items: [...node.items, ...Array.from({ length: 50 }, (_, i): SidebarNode => ({ type: 'link', label: `Copy ${i}`, href: `/docs/tutorials/copy-${i}` }))] } : node,
    )
    expect(JSON.stringify(pruneSidebar(grown, '/docs/get-started'))).toBe(JSON.stringify(pruneSidebar(tree, '/docs/get-started')))
    expect(JSON.stringify(pruneSidebar(grown, '/docs/tutorials/blocking')).length).toBeGreaterThan(JSON.stringify(pruneSidebar(tree, '/docs/tutorials/blocking')).length)
  })

  it('opens a link’s branch on the pages below it that the sidebar does not list', () => {
    const changelog: SidebarNode = { type: 'link', label: 'Lexicon changelog', href: '/docs/api/changelog', below: ['/docs/api/changelog/0-18'] }
    const withChangelog = tree.map((node) => (node.type === 'category' && node.label === 'HTTP Reference' ? { ...node, items: [changelog, ...node.items] } : node))
    const pruned = pruneSidebar(withChangelog, '/docs/api/changelog/0-18')
    expect(pruned[2]).toMatchObject({ label: 'HTTP Reference', items: [changelog, { label: 'app.bsky.feed', partial: true }, { label: 'com.atproto.repo', partial: true }] })
    expect(pruned[2]).not.toHaveProperty('partial')
    expect(pruneSidebar(withChangelog, '/docs/api/changelog/0-9')[2]).toMatchObject({ label: 'HTTP Reference', items: [], partial: true })
  })
})
