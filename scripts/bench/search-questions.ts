import type { SearchHit } from '../../app/lib/search/types.ts'

/**
 * Questions as developers type them into the search box, each with the pages that answer it,
 * chosen by reading the docs, the posts and the API reference's method pages. When new content
 * changes what answers a question, update its pages in the same commit. The browser test of the
 * built index fails when fewer than 90 % find an answer among their first three pages
 * (test/e2e/search-index.spec.ts); `npm run bench` reports the figures.
 */
export const searchQuestions: { query: string; answers: string[] }[] = [
  { query: 'how do I upload an image', answers: ['/docs/tutorials/creating-a-post', '/docs/api/com-atproto-repo-upload-blob', '/docs/api/app-bsky-embed-images'] },
  { query: 'who can reply', answers: ['/docs/tutorials/thread-gates', '/docs/api/app-bsky-feed-threadgate'] },
  { query: 'refresh token', answers: ['/docs/advanced-guides/oauth-in-production', '/docs/advanced-guides/entryway', '/docs/api/com-atproto-server-refresh-session'] },
  { query: 'send a direct message', answers: ['/docs/api/chat-bsky-convo-send-message'] },
  { query: 'rate limits', answers: ['/docs/advanced-guides/rate-limits'] },
  { query: 'follow an account', answers: ['/docs/tutorials/following', '/docs/api/app-bsky-graph-follow'] },
  { query: 'delete a post', answers: ['/docs/tutorials/creating-a-post', '/docs/api/com-atproto-repo-delete-record'] },
  { query: 'resolve a handle to a DID', answers: ['/docs/advanced-guides/resolving-identities', '/docs/api/com-atproto-identity-resolve-handle'] },
  { query: 'subscribe to the firehose', answers: ['/docs/advanced-guides/firehose', '/docs/api/com-atproto-sync-subscribe-repos'] },
  { query: 'jetstream', answers: ['/blog/jetstream', '/docs/advanced-guides/firehose'] },
  { query: 'mute a thread', answers: ['/docs/tutorials/muting', '/docs/api/app-bsky-graph-mute-thread'] },
  { query: 'block someone', answers: ['/docs/tutorials/blocking', '/docs/api/app-bsky-graph-block'] },
  { query: 'alt text', answers: ['/docs/tutorials/creating-a-post', '/docs/api/app-bsky-embed-images'] },
  { query: 'upload a video', answers: ['/docs/tutorials/video', '/docs/api/app-bsky-video-upload-video'] },
  { query: 'mention a user in a post', answers: ['/docs/tutorials/creating-a-post', '/docs/advanced-guides/post-richtext', '/docs/api/app-bsky-richtext-facet'] },
  { query: 'link card preview', answers: ['/docs/tutorials/creating-a-post', '/docs/api/app-bsky-embed-external'] },
  { query: 'build a custom feed', answers: ['/docs/tutorials/custom-feeds', '/docs/starter-templates/custom-feeds'] },
  { query: 'home timeline', answers: ['/docs/api/app-bsky-feed-get-timeline', '/docs/tutorials/viewing-feeds'] },
  { query: 'oauth client metadata', answers: ['/docs/advanced-guides/oauth-client'] },
  { query: 'dpop', answers: ['/docs/advanced-guides/oauth-client', '/docs/advanced-guides/oauth-in-production'] },
  { query: 'log in with an app password', answers: ['/docs/get-started', '/docs/api/com-atproto-server-create-session', '/docs/api/com-atproto-server-create-app-password'] },
  { query: 'backfill every repository', answers: ['/docs/advanced-guides/backfill', '/docs/advanced-guides/tap'] },
  { query: 'download a repo as a CAR file', answers: ['/blog/repo-export', '/docs/api/com-atproto-sync-get-repo', '/docs/advanced-guides/backfill'] },
  { query: 'move my account to another PDS', answers: ['/docs/advanced-guides/account-migration'] },
  { query: 'run a labeler', answers: ['/docs/advanced-guides/moderation', '/blog/blueskys-moderation-architecture', '/docs/api/app-bsky-labeler-service'] },
  { query: 'report a post', answers: ['/docs/api/com-atproto-moderation-create-report', '/docs/advanced-guides/moderation'] },
  { query: 'pin a post to my profile', answers: ['/docs/tutorials/editing-profiles', '/blog/pinned-posts'] },
  { query: 'change my avatar', answers: ['/docs/tutorials/editing-profiles', '/docs/api/app-bsky-actor-profile'] },
  { query: 'like a post', answers: ['/docs/tutorials/like-repost', '/docs/api/app-bsky-feed-like'] },
  { query: 'who liked a post', answers: ['/docs/tutorials/like-repost', '/docs/api/app-bsky-feed-get-likes'] },
  { query: 'hashtags', answers: ['/docs/advanced-guides/post-richtext', '/docs/tutorials/creating-a-post', '/docs/api/app-bsky-richtext-facet'] },
  { query: 'facet byte offsets', answers: ['/docs/advanced-guides/post-richtext', '/docs/tutorials/creating-a-post'] },
  { query: 'createdAt vs indexedAt', answers: ['/docs/advanced-guides/timestamps'] },
  { query: 'my new post is missing', answers: ['/docs/advanced-guides/read-after-write'] },
  { query: 'embed a post on my website', answers: ['/docs/advanced-guides/oembed'] },
  { query: 'share button', answers: ['/docs/advanced-guides/intent-links'] },
  { query: 'search for users', answers: ['/docs/tutorials/viewing-profiles', '/docs/api/app-bsky-actor-search-actors'] },
  { query: 'get a thread with its replies', answers: ['/docs/tutorials/viewing-threads', '/docs/api/app-bsky-feed-get-post-thread'] },
  { query: 'paginate with a cursor', answers: ['/docs/tutorials/viewing-feeds'] },
  { query: 'did:plc', answers: ['/docs/advanced-guides/resolving-identities'] },
  { query: 'service auth token', answers: ['/docs/advanced-guides/service-auth', '/docs/api/com-atproto-server-get-service-auth'] },
  { query: 'atproto-proxy header', answers: ['/docs/advanced-guides/service-auth', '/docs/advanced-guides/api-directory'] },
  { query: 'write a bot', answers: ['/docs/starter-templates/bots'] },
  { query: 'create a list', answers: ['/docs/tutorials/user-lists', '/docs/api/app-bsky-graph-list'] },
  { query: 'publish my own lexicon', answers: ['/docs/advanced-guides/custom-schemas'] },
  { query: 'self-host a PDS', answers: ['/docs/advanced-guides/federation-architecture', '/blog/self-host-federation'] },
  { query: 'hide replies', answers: ['/docs/tutorials/thread-gates'] },
  { query: 'disable quote posts', answers: ['/docs/tutorials/thread-gates', '/docs/api/app-bsky-feed-postgate'] },
  { query: 'list followers', answers: ['/docs/tutorials/following', '/docs/api/app-bsky-graph-get-followers', '/docs/tutorials/viewing-profiles'] },
  { query: 'record key TID', answers: ['/docs/advanced-guides/posts', '/docs/advanced-guides/timestamps'] },
  { query: 'strong reference', answers: ['/docs/advanced-guides/posts', '/docs/tutorials/like-repost', '/docs/api/com-atproto-repo-strong-ref'] },
  { query: '429 too many requests', answers: ['/docs/advanced-guides/rate-limits'] },
  { query: 'deactivate an account', answers: ['/docs/advanced-guides/account-migration', '/docs/api/com-atproto-server-deactivate-account'] },
  { query: 'unread notifications', answers: ['/docs/api/app-bsky-notification-get-unread-count', '/docs/api/app-bsky-notification-list-notifications'] },
  { query: 'oauth scopes', answers: ['/docs/advanced-guides/oauth-client', '/blog/oauth-improvements'] },
  { query: 'quote post', answers: ['/docs/tutorials/creating-a-post', '/docs/api/app-bsky-embed-record'] },
  { query: "get a user's posts", answers: ['/docs/tutorials/viewing-feeds', '/docs/api/app-bsky-feed-get-author-feed'] },
  { query: 'custom domain handle', answers: ['/docs/advanced-guides/resolving-identities'] },
  { query: 'verify my handle with DNS', answers: ['/docs/advanced-guides/resolving-identities'] },
  { query: 'image aspect ratio', answers: ['/docs/tutorials/creating-a-post', '/docs/api/app-bsky-embed-images', '/docs/api/app-bsky-embed-defs'] },
  { query: 'delete my account', answers: ['/docs/api/com-atproto-server-delete-account', '/docs/api/com-atproto-server-request-account-delete', '/docs/advanced-guides/account-migration'] },
  { query: 'bookmark a post', answers: ['/docs/api/app-bsky-bookmark-create-bookmark'] },
  { query: 'starter pack', answers: ['/docs/api/app-bsky-graph-starterpack', '/docs/api/app-bsky-graph-get-starter-pack'] },
  { query: 'websocket', answers: ['/docs/advanced-guides/firehose', '/docs/api/com-atproto-sync-subscribe-repos'] },
  { query: 'unfollow', answers: ['/docs/tutorials/following', '/docs/api/app-bsky-graph-follow'] },
  { query: 'deleted posts in the firehose', answers: ['/docs/advanced-guides/firehose'] },
]

export interface Relevance {
  questions: number
  /** Share of questions with an answering page among the first three pages of hits. */
  hitAt3: number
  /** Mean of 1 / the rank of the first answering page (0 when none is among the hits). */
  mrr: number
  misses: { query: string; pages: string[] }[]
}

/** Hit@3 and MRR over the questions, ranking pages in the order their first hit comes (as the search groups them). */
export async function measureRelevance(search: (query: string) => Promise<SearchHit[]>): Promise<Relevance> {
  let found = 0
  let reciprocal = 0
  const misses: Relevance['misses'] = []
  for (const { query, answers } of searchQuestions) {
    const pages = [...new Set((await search(query)).map((hit) => hit.url.replace(/#.*$/, '')))]
    const rank = pages.findIndex((page) => answers.includes(page)) + 1
    if (rank > 0) reciprocal += 1 / rank
    if (rank > 0 && rank <= 3) found++
    else misses.push({ query, pages: pages.slice(0, 3) })
  }
  return { questions: searchQuestions.length, hitAt3: found / searchQuestions.length, mrr: reciprocal / searchQuestions.length, misses }
}
