/**
 * The 37 blog posts the site must publish, from the tables in the blog issues and the original blog's
 * posts up to 2026-01-24: date, slug, tags and title (the original post's name), oldest first. Tags are
 * the original's; where it named none, tags that fit (contact-import-rfc, introducing-tap). Unit tests hold the content to it; browser tests
 * hold the built pages to it.
 */
export interface ExpectedPost {
  date: string
  slug: string
  tags: string[]
  title: string
}

const table = `
2023-06-08 | block-implementation | guide | Why are blocks on Bluesky public?
2023-06-20 | federation-sandbox | federation, guide | Federation Developer Sandbox Guidelines
2023-08-03 | call-for-developers | community | Bluesky Call for Developers
2023-08-08 | feature-skyfeed | community | Featured Community Project: Skyfeed
2023-08-11 | create-post | feature, guide | Posting via the Bluesky API
2023-08-24 | repo-sync-update | updates | Updates to Repository Sync Semantics
2023-09-15 | rate-limits-pds-v3 | updates | Rate Limits, PDS Distribution v3, and More
2023-10-06 | bgs-and-did-doc | updates | Bluesky BGS and DID Document Formatting Changes
2023-10-11 | building-on-atproto | | Building on the AT Protocol
2023-10-11 | protocol-roadmap | | 2023 Protocol Roadmap
2023-11-06 | repo-export | guide | Download and Parse Repository Exports
2023-12-04 | feature-bridgyfed | community | Featured Community Project: Bridgy Fed
2024-02-22 | self-host-federation | federation, guide | Early Access Federation for Self-Hosters
2024-02-27 | skygaze-hackathon | community | Skygaze Hackathon
2024-03-06 | atproto-grants | community | Announcing AT Protocol Grants
2024-03-15 | blueskys-moderation-architecture | guide | Bluesky's Moderation Architecture
2024-04-23 | atproto-grants-recipients | community | Meet the second batch of AT Protocol Grant Recipients
2024-05-06 | 2024-protocol-roadmap | updates | 2024 Protocol Roadmap
2024-05-15 | label-grants | community | Labeling Services Microgrants
2024-08-12 | ts-api-refactor | | Typescript API Package Auth Refactor
2024-09-25 | oauth-atproto | oauth | OAuth for AT Protocol
2024-10-16 | jetstream | firehose | Introducing Jetstream
2024-10-16 | pinned-posts | lexicon, interop | Lexicons, Pinned Posts, and Interoperability
2024-11-18 | relay-ops | firehose | Relay Operational Updates
2025-01-10 | looking-back-2024 | updates | Looking Back At 2024 AT Protocol Development
2025-02-13 | api-v0-14-0-release-notes | updates, guide | @atproto/api v0.14.0 release notes
2025-03-07 | 2025-protocol-roadmap-spring | updates | 2025 Protocol Roadmap (Spring and Summer)
2025-05-02 | relay-sync-updates | firehose | Relay Updates for Sync v1.1
2025-05-09 | account-management | pds | Network Account Management
2025-06-12 | oauth-improvements | oauth | OAuth Improvements
2025-09-19 | plc-directory-org | plc | Creating an Independent Public Ledger of Credentials (PLC) Directory Organization
2025-09-23 | taking-at-to-ietf | updates, ietf | Taking AT to the IETF
2025-09-26 | incoming-migration | federation, updates | Enabling Account Migration Back to Bluesky’s PDS
2025-10-20 | protocol-checkin-fall-2025 | updates | Protocol Check-in (Fall 2025)
2025-11-18 | contact-import-rfc | privacy | Request For Comments: A secure contact import scheme for social networks
2025-12-12 | introducing-tap | firehose | Introducing Tap: Repository Synchronization Made Simple
2026-01-24 | relay-rollout | firehose | Upcoming Relay Transition
`

export const expectedPosts: ExpectedPost[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [date, slug, tags, title] = line.split('|').map((cell) => cell.trim())
    return { date, slug, tags: tags ? tags.split(',').map((t) => t.trim()) : [], title }
  })

/** The order the blog lists them in: newest first; posts of the same day by slug. */
export const expectedOrder: string[] = [...expectedPosts]
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
  .map((p) => p.slug)

/** The tags every blog must have a page for. */
export const expectedTags = ['community', 'feature', 'federation', 'firehose', 'guide', 'ietf', 'interop', 'lexicon', 'oauth', 'pds', 'plc', 'privacy', 'updates']

/** Slugs of the posts carrying a tag, newest first. */
export function postsTagged(tag: string): string[] {
  const tagged = new Set(expectedPosts.filter((p) => p.tags.includes(tag)).map((p) => p.slug))
  return expectedOrder.filter((slug) => tagged.has(slug))
}

/** The author of every post: the AT Protocol Team, except a guest post credited to its writer. */
const teamAuthor = { key: 'atproto-team', name: 'AT Protocol Team', url: 'https://atproto.com' }
const guestAuthors: Record<string, { key: string; name: string; title: string; url: string }> = {
  'skygaze-hackathon': { key: 'cooper-edmunds', name: 'Cooper Edmunds', title: 'Skygaze', url: 'https://skygaze.io' },
}
export function authorOf(slug: string): { key: string; name: string; url: string } {
  return guestAuthors[slug] ?? teamAuthor
}

/** Which originals had code, and in which languages: one list, shared with `npm run content:stats`. */
export { originalCode } from '../../scripts/support/blog-originals.ts'

/**
 * How many figures each post shows where its original had an image. The originals' images are not
 * ours to reuse, so these are drawn here (`public/img/blog/`), each with alt text and a caption. The
 * screenshots of SkyFeed (two) and Bridgy Fed (one), products of others, are not redrawn: a copy of
 * someone else's interface would not report it faithfully. Every other original had no image.
 */
export const originalFigures: Record<string, number> = { 'rate-limits-pds-v3': 1, 'blueskys-moderation-architecture': 7, 'ts-api-refactor': 1, 'account-management': 4 }

/**
 * The originals that carry a later update note at their top (such as "Update May 2024: the Discord
 * registration requirement was removed"). Only these posts may open with an "Update…" note; any
 * other note of that kind would add history the original never reported.
 */
export const originalUpdateNotes = ['federation-sandbox', 'self-host-federation', 'atproto-grants', 'atproto-grants-recipients', 'label-grants', 'relay-ops']

/**
 * The prose words of each post's original (bsky-docs' blog at 390c1e9, counted as `countProseWords` counts
 * ours): a post keeps its original's scope, so its own length stays near this. Four originals are
 * short (under 400 words: the call for developers, building on atproto, the PLC organization, incoming
 * migration), and their posts with them.
 */
export const originalWords: Record<string, number> = {
  'block-implementation': 2168,
  'federation-sandbox': 1312,
  'call-for-developers': 88,
  'feature-skyfeed': 1040,
  'create-post': 1116,
  'repo-sync-update': 734,
  'rate-limits-pds-v3': 786,
  'bgs-and-did-doc': 522,
  'building-on-atproto': 336,
  'protocol-roadmap': 1836,
  'repo-export': 999,
  'feature-bridgyfed': 460,
  'self-host-federation': 950,
  'skygaze-hackathon': 542,
  'atproto-grants': 444,
  'blueskys-moderation-architecture': 2331,
  'atproto-grants-recipients': 540,
  '2024-protocol-roadmap': 2135,
  'label-grants': 594,
  'ts-api-refactor': 1308,
  'oauth-atproto': 819,
  'jetstream': 1005,
  'pinned-posts': 1548,
  'relay-ops': 1200,
  'looking-back-2024': 1093,
  'api-v0-14-0-release-notes': 1369,
  '2025-protocol-roadmap-spring': 1120,
  'relay-sync-updates': 915,
  'account-management': 1015,
  'oauth-improvements': 1196,
  'plc-directory-org': 329,
  'taking-at-to-ietf': 557,
  'incoming-migration': 220,
  'protocol-checkin-fall-2025': 2029,
  'contact-import-rfc': 2146,
  'introducing-tap': 1268,
  'relay-rollout': 611,
}
