import type { MetaDescriptor } from 'react-router'
import type { BlogPosting, BreadcrumbList, ListItem, Person, WithContext } from 'schema-dts'
import { site } from '../config/site.ts'
import type { BlogPostData, Breadcrumb } from '../content/types.ts'
import { socialCardUrl } from './meta.ts'

/**
 * schema.org structured data (JSON-LD) for search engines, as the Docusaurus site this replaces
 * gave them: a BreadcrumbList on docs and reference pages, a BlogPosting on posts. Route modules
 * put it in the head through their `meta` export; `schema-dts` types it and adds no code.
 */

const absolute = (path: string): string => new URL(path, site.url).href

/**
 * The `meta` descriptors of a page's structured data: one that React Router renders as
 * `<script type="application/ld+json">`, a data block, never run. `meta` runs in the root layout,
 * so an error there would take the whole chrome down: when the page's data cannot make the block
 * (malformed page data), the page goes without it, and its component, reading the same data, shows
 * the crash in the page's own error view.
 */
export function jsonLd(make: () => WithContext<BreadcrumbList> | WithContext<BlogPosting>): MetaDescriptor[] {
  try {
    return [{ 'script:ld+json': make() }]
  } catch {
    return []
  }
}

/**
 * The breadcrumbs a docs page shows, as a BreadcrumbList. Every item links a page: the last crumb
 * (shown without a link) is the page itself, and a crumb in between with no page of its own (an
 * API family, a "Types" group) is left out, since search engines need an address for each item.
 */
export function breadcrumbList(crumbs: Breadcrumb[], route: string): WithContext<BreadcrumbList> {
  const linked = crumbs.flatMap((crumb, i) => {
    const href = crumb.href ?? (i === crumbs.length - 1 ? route : null)
    return href ? [{ name: crumb.label, href }] : []
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(crumb.href) })),
  }
}

/** What a post's BlogPosting is made of. */
export type PostForStructuredData = Pick<BlogPostData, 'route' | 'title' | 'description' | 'date' | 'updated' | 'authors'>

/** A blog post as a BlogPosting; `dateModified` only when the front matter gives one (`last_update.date`). */
export function blogPosting(post: PostForStructuredData): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    ...(post.updated ? { dateModified: post.updated } : {}),
    author: post.authors.map((author): Person => ({ '@type': 'Person', name: author.name, url: author.url })),
    image: socialCardUrl('blog'),
    mainEntityOfPage: absolute(post.route),
  }
}
