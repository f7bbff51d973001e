import type { PageSection } from '../../../app/content/.server/markdown/types.ts'
import type { IndexEntry } from '../../../app/content/types.ts'

const entry = (route: string, kind: IndexEntry['kind'], title: string, description: string, unlisted = false): IndexEntry => ({
  route,
  kind,
  title,
  description,
  source: null,
  unlisted,
  draft: false,
  keywords: [],
})

/** A small site: a guide, an API method, a blog post, listings, an unlisted page and /search. */
export const index: IndexEntry[] = [
  entry('/', 'home', 'AT Protocol Developers', 'Build on the open social web.'),
  entry('/search', 'search', 'Search', 'Search the docs.'),
  entry('/docs/advanced-guides/firehose', 'doc', 'The firehose', 'Consume the event stream.'),
  entry('/docs/api/app-bsky-feed-get-timeline', 'api', 'app.bsky.feed.getTimeline', 'Get the home timeline.'),
  entry('/blog', 'blog-list', 'Blog', 'Posts.'),
  entry('/blog/jetstream', 'blog-post', 'Introducing Jetstream', 'A JSON firehose.'),
  entry('/docs/secret', 'doc', 'Hidden page', 'Not for search.', true),
]

const long = Array.from({ length: 80 }, (_, i) => `Sentence number ${i} about relays and sequence numbers.`).join(' ')

export const sections: Record<string, PageSection[]> = {
  '/docs/advanced-guides/firehose': [
    { anchor: null, headings: [], level: 1, text: 'Every change to every repository is published as an event.' },
    { anchor: 'connecting', headings: ['Connecting'], level: 2, text: 'The firehose is a WebSocket at the usual XRPC path.' },
    { anchor: 'cursors', headings: ['Connecting', 'Cursors'], level: 3, text: long },
    { anchor: 'frame-format', headings: ['Frame format'], level: 2, text: 'Each message holds two DAG-CBOR objects: a header, then a body.' },
  ],
  '/docs/api/app-bsky-feed-get-timeline': [
    { anchor: null, headings: [], level: 1, text: 'GET /xrpc/app.bsky.feed.getTimeline Get a view of the home timeline.' },
    { anchor: 'response', headings: ['Response'], level: 2, text: long },
  ],
  '/blog/jetstream': [{ anchor: 'what-jetstream-is', headings: ['What Jetstream is'], level: 2, text: 'Jetstream turns the firehose into JSON.' }],
  '/docs/secret': [{ anchor: 'x', headings: ['X'], level: 2, text: 'Secret text.' }],
}

export const siteUrl = 'https://docs.example.test'
