import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * Every route of the site, explicit. The paths each page route prerenders come from the content
 * index (react-router.config.ts); the resource routes in `routes/files/` serve the generated files
 * and are prerendered to them; the catch-all at the end is the not-found page.
 */
export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('showcase', 'routes/showcase.tsx'),
  route('markdown-page', 'routes/standalone-page.tsx'),
  route('sitemap.xml', 'routes/files/sitemap.ts'),
  route('robots.txt', 'routes/files/robots.ts'),
  route('llms.txt', 'routes/files/llms.ts', { id: 'llms-txt' }),
  route('llms-full.txt', 'routes/files/llms.ts', { id: 'llms-full-txt' }),
  route('docs/sidebar.json', 'routes/files/docs-sidebar.ts'),
  route('blog/sidebar.json', 'routes/files/blog-sidebar.ts'),
  route('blog/rss.xml', 'routes/files/blog-feeds.ts', { id: 'blog-rss' }),
  route('blog/atom.xml', 'routes/files/blog-feeds.ts', { id: 'blog-atom' }),
  route('blog/feed.json', 'routes/files/blog-feeds.ts', { id: 'blog-json-feed' }),
  layout('routes/docs-layout.tsx', [route('docs/*', 'routes/doc.tsx')]),
  layout('routes/blog-layout.tsx', [
    route('blog', 'routes/blog-list.tsx', { id: 'blog-index' }),
    route('blog/page/:page', 'routes/blog-list.tsx', { id: 'blog-page' }),
    route('blog/archive', 'routes/blog-archive.tsx'),
    route('blog/authors', 'routes/blog-authors.tsx'),
    route('blog/tags', 'routes/blog-tags.tsx'),
    route('blog/tags/:tag', 'routes/blog-tag.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
