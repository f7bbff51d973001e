/**
 * What the original posts (the blog of bluesky-social/bsky-docs, snapshot of 2026-04-21) held
 * besides prose: the languages of their code blocks, by slug (an untagged block is `text`). A post
 * whose original is not listed had no code at all, so ours has none either, and no "Updated" note:
 * such a note says that code of the original's was modernised, and there was none. Checked against
 * every original; `npm run content:stats` and the blog's unit tests read it.
 */
export const originalCode: Record<string, string[]> = {
  'create-post': ['json', 'python', 'sh'],
  'repo-export': ['go', 'shell'],
  'blueskys-moderation-architecture': ['typescript'],
  'ts-api-refactor': ['ts'],
  'api-v0-14-0-release-notes': ['javascript', 'typescript'],
  'contact-import-rfc': ['text'],
  'introducing-tap': ['shell'],
}
