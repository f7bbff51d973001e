import { buildFeeds } from '../../content/.server/generated-files.ts'
import { routeOf, store } from '../../content/.server/store/read.ts'
import { blogFeedPaths } from '../../content/routes.ts'

const formats: Record<string, { key: keyof typeof blogFeedPaths; type: string }> = {
  [blogFeedPaths.rss]: { key: 'rss', type: 'application/rss+xml; charset=utf-8' },
  [blogFeedPaths.atom]: { key: 'atom', type: 'application/atom+xml; charset=utf-8' },
  [blogFeedPaths.json]: { key: 'json', type: 'application/feed+json; charset=utf-8' },
}

/** The blog's RSS, Atom and JSON feeds: app/routes.ts gives this module one route per format. */
export function loader({ request }: { request: Request }) {
  const format = formats[routeOf(request)]
  if (!format) throw new Response('Not Found', { status: 404 })
  const feeds = buildFeeds(store.getBlogSummaries(), store.getFeedHtml())
  return new Response(feeds[format.key], { headers: { 'Content-Type': format.type } })
}
