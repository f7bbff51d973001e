import { describe, expect, it } from 'vitest'
import { site } from '../../app/config/site.ts'
import type { BlogAuthor } from '../../app/content/types.ts'
import { blogPosting, breadcrumbList, jsonLd, type PostForStructuredData } from '../../app/lib/structured-data.ts'

const at = (path: string) => new URL(path, site.url).href

describe('a docs page’s BreadcrumbList', () => {
  it('lists every crumb with its position, label and absolute address, the last being the page itself', () => {
    const crumbs = [
      { label: 'Docs', href: '/docs' },
      { label: 'Tutorials', href: '/docs/category/tutorials' },
      { label: 'Create a post', href: null },
    ]
    expect(breadcrumbList(crumbs, '/docs/tutorials/creating-a-post')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Docs', item: at('/docs') },
        { '@type': 'ListItem', position: 2, name: 'Tutorials', item: at('/docs/category/tutorials') },
        { '@type': 'ListItem', position: 3, name: 'Create a post', item: at('/docs/tutorials/creating-a-post') },
      ],
    })
  })

  it('leaves out a crumb in between that has no page (an API family), numbering the rest without a gap', () => {
    const crumbs = [
      { label: 'Docs', href: '/docs' },
      { label: 'HTTP reference', href: '/docs/category/http-reference' },
      { label: 'app.bsky.feed', href: null },
      { label: 'Types', href: null },
      { label: 'app.bsky.feed.defs', href: null },
    ]
    expect(breadcrumbList(crumbs, '/docs/api/app-bsky-feed-defs')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Docs', item: at('/docs') },
        { position: 2, name: 'HTTP reference', item: at('/docs/category/http-reference') },
        { position: 3, name: 'app.bsky.feed.defs', item: at('/docs/api/app-bsky-feed-defs') },
      ],
    })
  })

  it('is one item on /docs, whose only crumb is itself', () => {
    expect(breadcrumbList([{ label: 'Docs', href: null }], '/docs')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Docs', item: at('/docs') }],
    })
  })
})

describe('a post’s BlogPosting', () => {
  const authors: BlogAuthor[] = [
    { key: 'team', name: 'Example Team', title: 'Developers', url: 'https://example.com', image: '/img/authors/team.svg' },
    { key: 'guest', name: 'Guest Writer', title: 'Community', url: 'https://example.org/guest', image: '/img/authors/guest.svg' },
  ]
  const post: PostForStructuredData = { route: '/blog/some-post', title: 'Some post', description: 'What it is about.', date: '2024-03-01', authors }

  it('has the headline, description, publication date, authors, social card and the page it is the main entity of', () => {
    expect(blogPosting(post)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Some post',
      description: 'What it is about.',
      datePublished: '2024-03-01',
      author: [
        { '@type': 'Person', name: 'Example Team', url: 'https://example.com' },
        { '@type': 'Person', name: 'Guest Writer', url: 'https://example.org/guest' },
      ],
      image: at('/img/social/blog.png'),
      mainEntityOfPage: at('/blog/some-post'),
    })
  })

  it('has a dateModified only when the post has a revision date', () => {
    expect(blogPosting(post)).not.toHaveProperty('dateModified')
    expect(blogPosting({ ...post, updated: '2024-06-30' })).toMatchObject({ datePublished: '2024-03-01', dateModified: '2024-06-30' })
  })

  it('reaches the head as React Router’s JSON-LD meta descriptor', () => {
    expect(jsonLd(() => blogPosting(post))).toEqual([{ 'script:ld+json': blogPosting(post) }])
  })

  it('leaves the block out rather than throwing in the root layout when the page data is malformed', () => {
    expect(jsonLd(() => breadcrumbList(undefined as unknown as [], '/docs/x'))).toEqual([])
  })
})
