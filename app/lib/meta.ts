import type { MetaDescriptor } from 'react-router'
import { site } from '../config/site.ts'

/** The social cards in public/img/social/, made by scripts/make-social-cards.ts. */
export const socialCardSections = ['default', 'docs', 'api', 'blog'] as const
export type SocialCardSection = (typeof socialCardSections)[number]
export const socialCardSize = { width: 1200, height: 630 } as const

const cardAlt: Record<SocialCardSection, string> = {
  default: `${site.title}: build on the open social web`,
  docs: `${site.title}: documentation`,
  api: `${site.title}: HTTP API reference`,
  blog: `${site.title}: developer blog`,
}

/** The absolute address of a section's social card (og:image; a post's BlogPosting image). */
export function socialCardUrl(section: SocialCardSection, origin = site.url): string {
  return new URL(`/img/social/${section}.png`, origin).href
}

export interface PageMetaOptions {
  title: string
  description: string
  /** The page's path; the canonical and og:url are built from it. */
  route: string
  type?: 'website' | 'article'
  section?: SocialCardSection
  /** Keeps the page out of search engines (search results, unlisted pages). */
  noindex?: boolean
  /** The site's origin; the default is this build's (`site.url`, from SITE_URL). */
  origin?: string
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const title = options.route === '/' ? site.title : `${options.title} | ${site.title}`
  const origin = options.origin ?? site.url
  const url = new URL(options.route, origin).href
  const section = options.section ?? 'default'
  const image = socialCardUrl(section, origin)
  return [
    { title },
    { name: 'description', content: options.description },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: options.description },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.title },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(socialCardSize.width) },
    { property: 'og:image:height', content: String(socialCardSize.height) },
    { property: 'og:image:alt', content: cardAlt[section] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: options.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: cardAlt[section] },
  ]
}

/**
 * The not-found page: a title, description and card for people who share the broken link, and
 * noindex so search engines drop it. No canonical or og:url: the address is not a page of the site.
 */
export function notFoundMeta(origin = site.url): MetaDescriptor[] {
  const title = `Page not found | ${site.title}`
  const description = 'This address does not match any page of the documentation, API reference or blog.'
  const image = socialCardUrl('default', origin)
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.title },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
}
