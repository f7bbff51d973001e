/**
 * The 29 blog posts the site must publish, copied from the table in the blog issue: date, slug and
 * tags, oldest first. Unit tests hold the content to it; browser tests hold the built pages to it.
 */
export interface ExpectedPost {
  date: string
  slug: string
  tags: string[]
}

const table = `
2023-06-08 | block-implementation | guide
2023-06-20 | federation-sandbox | federation, guide
2023-08-03 | call-for-developers | community
2023-08-08 | feature-skyfeed | community
2023-08-11 | create-post | feature, guide
2023-08-24 | repo-sync-update | updates
2023-09-15 | rate-limits-pds-v3 | updates
2023-10-06 | bgs-and-did-doc | updates
2023-10-11 | building-on-atproto |
2023-10-11 | protocol-roadmap |
2023-11-06 | repo-export | guide
2023-12-04 | feature-bridgyfed | community
2024-02-22 | self-host-federation | federation, guide
2024-02-27 | skygaze-hackathon | community
2024-03-06 | atproto-grants | community
2024-03-15 | blueskys-moderation-architecture | guide
2024-04-23 | atproto-grants-recipients | community
2024-05-06 | 2024-protocol-roadmap | updates
2024-05-15 | label-grants | community
2024-08-12 | ts-api-refactor |
2024-09-25 | oauth-atproto | oauth
2024-10-16 | jetstream | firehose
2024-10-16 | pinned-posts | lexicon, interop
2024-11-18 | relay-ops | firehose
2025-01-10 | looking-back-2024 | updates
2025-02-13 | api-v0-14-0-release-notes | updates, guide
2025-03-07 | 2025-protocol-roadmap-spring | updates
2025-05-02 | relay-sync-updates | firehose
2025-05-09 | account-management | pds
`

export const expectedPosts: ExpectedPost[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [date, slug, tags] = line.split('|').map((cell) => cell.trim())
    return { date, slug, tags: tags ? tags.split(',').map((t) => t.trim()) : [] }
  })

/** The order the blog lists them in: newest first; posts of the same day by slug. */
export const expectedOrder: string[] = [...expectedPosts]
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
  .map((p) => p.slug)

/** The tags every blog must have a page for. */
export const expectedTags = ['community', 'feature', 'federation', 'firehose', 'guide', 'interop', 'lexicon', 'oauth', 'pds', 'updates']

/** Slugs of the posts carrying a tag, newest first. */
export function postsTagged(tag: string): string[] {
  const tagged = new Set(expectedPosts.filter((p) => p.tags.includes(tag)).map((p) => p.slug))
  return expectedOrder.filter((slug) => tagged.has(slug))
}
