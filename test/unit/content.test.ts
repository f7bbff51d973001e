import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { collectContentSamples, extractSamples, typeCheckSamples } from '../../scripts/check-samples.ts'
import { countProseWords, getContentStats } from '../../scripts/content-stats.ts'

/** The docs pages the spec lists (section 2), by folder. */
const required: Record<string, string[]> = {
  tutorials: ['blocking', 'creating-a-post', 'custom-feeds', 'editing-profiles', 'following', 'like-repost', 'muting', 'thread-gates', 'user-lists', 'viewing-feeds', 'viewing-profiles', 'viewing-threads'],
  'advanced-guides': ['api-directory', 'atproto', 'backfill', 'custom-schemas', 'entryway', 'federation-architecture', 'firehose', 'intent-links', 'moderation', 'oauth-client', 'oembed', 'post-richtext', 'posts', 'rate-limits', 'read-after-write', 'resolving-identities', 'service-auth', 'timestamps'],
  'starter-templates': ['bots', 'clients', 'custom-feeds'],
  support: ['developer-guidelines', 'mailing-list'],
}
const minimumWords: Record<string, number> = { tutorials: 300, 'advanced-guides': 300, 'starter-templates': 300, support: 100 }

describe('the docs content', () => {
  const stats = new Map(getContentStats().map((s) => [s.file, s]))

  it('has every page the spec lists, each long enough to be useful', () => {
    const problems: string[] = []
    for (const [folder, pages] of Object.entries(required)) {
      for (const page of pages) {
        const file = `content/docs/${folder}/${page}.mdx`
        const s = stats.get(file)
        if (!s) problems.push(`${file} is missing`)
        else if (s.words < minimumWords[folder]) problems.push(`${file} has ${s.words} words, fewer than ${minimumWords[folder]}`)
      }
    }
    for (const file of ['content/docs/index.mdx', 'content/docs/get-started.mdx', 'content/docs/api/at-protocol-xrpc-api.mdx']) {
      if (!existsSync(file)) problems.push(`${file} is missing`)
    }
    expect(problems).toEqual([])
  })

  it('keeps most tutorials and guides between 600 and 1500 words', () => {
    const long = [...stats.values()].filter((s) => /docs\/(tutorials|advanced-guides)\//.test(s.file))
    const inRange = long.filter((s) => s.words >= 600 && s.words <= 1500)
    expect(inRange.length / long.length).toBeGreaterThan(0.75)
  })

  it('counts prose words without code, comments or link targets', () => {
    expect(countProseWords('One two.\n\n```ts\nconst a = 1\n```\n\n{/* truncate */}\n\n[three](/docs/x) <Tabs>four</Tabs>')).toBe(4)
  })
})

/**
 * Pages beyond the spec's list: what the original's later posts and its video tutorial announce and
 * the docs did not explain (Tap, account status and migration, video uploads).
 */
describe('the docs pages the later posts need', () => {
  const stats = new Map(getContentStats().map((s) => [s.file, s]))

  it.each(['content/docs/tutorials/video.mdx', 'content/docs/advanced-guides/tap.mdx', 'content/docs/advanced-guides/account-migration.mdx'])('%s exists and is long enough to be useful', (file) => {
    expect(stats.get(file)?.words ?? 0).toBeGreaterThanOrEqual(600)
  })

  it('uploading video: checked samples check the upload limits, get service tokens, upload to the video service and poll the job', () => {
    const file = 'content/docs/tutorials/video.mdx'
    const code = extractSamples(readFileSync(file, 'utf8'), file)
      .map((sample) => sample.code)
      .join('\n')
    for (const call of ['app.bsky.video.getUploadLimits(', 'app.bsky.video.getJobStatus(', 'com.atproto.server.getServiceAuth(', '/xrpc/app.bsky.video.uploadVideo', 'uploadBlob(']) {
      expect(code, call).toContain(call)
    }
    // The two tokens: the video service for the limits, the user's own PDS for the upload.
    expect(code).toContain("aud: 'did:web:video.bsky.app',\n  lxm: 'app.bsky.video.getUploadLimits'")
    expect(code).toMatch(/aud: `did:web:\$\{agent\.dispatchUrl\.hostname\}`,\n\s*lxm: 'com\.atproto\.repo\.uploadBlob'/)
  })
})

describe('TypeScript samples in the content', () => {
  it('type-check against the pinned @atproto/api (at least 40 samples)', async () => {
    const samples = collectContentSamples()
    expect(samples.length).toBeGreaterThanOrEqual(40)
    expect(await typeCheckSamples(samples)).toEqual([])
  }, 120_000)

  it('report a wrong method name as an error at the sample line', async () => {
    const errors = await typeCheckSamples(
      [{ origin: 'content/docs/x.mdx:10', code: "import { AtpAgent } from '@atproto/api'\nconst agent = new AtpAgent({ service: 'https://bsky.social' })\nawait agent.app.bsky.feed.getTimelines({})" }],
      '.cache/samples-negative',
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^content\/docs\/x\.mdx:13: error TS2551: Property 'getTimelines' does not exist/)
  }, 60_000)
})
