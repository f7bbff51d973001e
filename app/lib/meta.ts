import type { MetaDescriptor } from 'react-router'
import { site } from '../config/site.ts'

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta(options: { title: string; description: string; route: string; type?: 'website' | 'article'; section?: string }): MetaDescriptor[] {
  const title = options.route === '/' ? site.title : `${options.title} | ${site.title}`
  const url = new URL(options.route, site.url).href
  const image = new URL(`/img/social/${options.section ?? 'default'}.png`, site.url).href
  return [
    { title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: options.description },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.title },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: options.description },
    { name: 'twitter:image', content: image },
  ]
}
