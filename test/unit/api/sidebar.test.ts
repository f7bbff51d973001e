import { describe, expect, it } from 'vitest'
import { buildSidebar, TYPES_GROUP_LABEL, type GeneratedGroup } from '../../../app/content/.server/sidebar.ts'
import type { SidebarNode } from '../../../app/content/types.ts'

const groups: GeneratedGroup[] = [
  {
    label: 'app.bsky.feed',
    links: [{ label: 'getTimeline', href: '/docs/api/app-bsky-feed-get-timeline' }],
    types: [
      { label: 'post', href: '/docs/api/app-bsky-feed-post' },
      { label: 'defs', href: '/docs/api/app-bsky-feed-defs' },
    ],
  },
  { label: 'app.bsky.embed', links: [], types: [{ label: 'images', href: '/docs/api/app-bsky-embed-images' }] },
  { label: 'com.atproto.sync', links: [{ label: 'getRepo', href: '/docs/api/com-atproto-sync-get-repo' }] },
]

describe('the API part of the docs sidebar', () => {
  const built = buildSidebar('docs', [{ type: 'category', label: 'HTTP reference', slug: 'http-reference', description: 'Every method.', apiReference: true }], [], { groups, changelog: null }, [])
  const reference = built.nodes[0] as Extract<SidebarNode, { type: 'category' }>

  it('lists each family’s methods first, then its records and types in a nested group', () => {
    const feed = reference.items[0] as Extract<SidebarNode, { type: 'category' }>
    expect(feed.label).toBe('app.bsky.feed')
    expect(feed.items.map((item) => item.label)).toEqual(['getTimeline', TYPES_GROUP_LABEL])
    expect(feed.items[1]).toEqual({
      type: 'category',
      label: 'Records and types',
      href: null,
      items: [
        { type: 'link', label: 'post', href: '/docs/api/app-bsky-feed-post' },
        { type: 'link', label: 'defs', href: '/docs/api/app-bsky-feed-defs' },
      ],
      collapsed: true,
      firstHref: '/docs/api/app-bsky-feed-post',
    })
    // Families start collapsed unless the page is in them: a page's HTML carries only its own.
    expect(reference.items.every((family) => family.type === 'category' && family.collapsed)).toBe(true)
    // A family without types has no empty group.
    const sync = reference.items[2] as Extract<SidebarNode, { type: 'category' }>
    expect(sync.items.map((item) => item.label)).toEqual(['getRepo'])
  })

  it('puts type pages in reading order after their family’s methods, with breadcrumbs through the group', () => {
    expect(built.order.map((link) => link.route)).toEqual([
      '/docs/category/http-reference',
      '/docs/api/app-bsky-feed-get-timeline',
      '/docs/api/app-bsky-feed-post',
      '/docs/api/app-bsky-feed-defs',
      '/docs/api/app-bsky-embed-images',
      '/docs/api/com-atproto-sync-get-repo',
    ])
    expect(built.parents.get('/docs/api/app-bsky-feed-post')?.map((crumb) => crumb.label)).toEqual(['HTTP reference', 'app.bsky.feed', 'Records and types'])
  })

  it('places the Lexicon changelog before the families, with the older series\' pages below it', () => {
    const changelog = { label: 'Lexicon changelog', href: '/docs/api/changelog', below: ['/docs/api/changelog/0-18', '/docs/api/changelog/0-17'] }
    const withChangelog = buildSidebar('docs', [{ type: 'category', label: 'HTTP reference', slug: 'http-reference', description: 'Every method.', apiReference: true }], [], { groups, changelog }, [])
    const items = (withChangelog.nodes[0] as Extract<SidebarNode, { type: 'category' }>).items
    expect(items[0]).toEqual({ type: 'link', label: 'Lexicon changelog', href: '/docs/api/changelog', below: ['/docs/api/changelog/0-18', '/docs/api/changelog/0-17'] })
    expect(items.slice(1).map((item) => item.label)).toEqual(['app.bsky.feed', 'app.bsky.embed', 'com.atproto.sync'])
    expect(withChangelog.order.map((link) => link.route).slice(0, 3)).toEqual(['/docs/category/http-reference', '/docs/api/changelog', '/docs/api/app-bsky-feed-get-timeline'])
    expect(withChangelog.parents.get('/docs/api/changelog')?.map((crumb) => crumb.label)).toEqual(['HTTP reference'])
    expect(withChangelog.parents.get('/docs/api/changelog/0-17')?.map((crumb) => crumb.href)).toEqual(['/docs/category/http-reference', '/docs/api/changelog'])
    // The series pages are reached from the changelog, not listed in the sidebar or the reading order.
    expect(withChangelog.order.map((link) => link.route)).not.toContain('/docs/api/changelog/0-18')
  })
})
