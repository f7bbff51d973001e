import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { assertUniqueSlugs, nsidToSlug } from '../../../app/content/.server/api/slug.ts'

describe('nsidToSlug', () => {
  it.each([
    ['app.bsky.feed.getTimeline', 'app-bsky-feed-get-timeline'],
    ['app.bsky.notification.putPreferencesV2', 'app-bsky-notification-put-preferences-v-2'],
    ['com.atproto.repo.createRecord', 'com-atproto-repo-create-record'],
    ['com.atproto.server.createAppPassword', 'com-atproto-server-create-app-password'],
    ['app.bsky.feed.searchPostsV2', 'app-bsky-feed-search-posts-v-2'],
    ['com.atproto.sync.getHead', 'com-atproto-sync-get-head'],
    ['tools.ozone.moderation.emitEvent', 'tools-ozone-moderation-emit-event'],
    ['app.bsky.feed', 'app-bsky-feed'],
    // Runs of capitals stay one word; digits split off on both sides.
    ['com.example.getDIDDoc', 'com-example-get-did-doc'],
    ['com.example.enable2fa', 'com-example-enable-2-fa'],
    ['com.example.v10Thing', 'com-example-v-10-thing'],
  ])('%s → %s', (nsid, slug) => {
    expect(nsidToSlug(nsid)).toBe(slug)
  })

  it('produces lowercase words joined by single dashes', () => {
    for (const { slug } of buildApiReference().methods) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })
})

describe('assertUniqueSlugs', () => {
  it('maps each NSID to its slug', () => {
    const slugs = assertUniqueSlugs(['app.bsky.feed.getTimeline', 'app.bsky.feed.getFeed'])
    expect(slugs.get('app.bsky.feed.getTimeline')).toBe('app-bsky-feed-get-timeline')
    expect(slugs.get('app.bsky.feed.getFeed')).toBe('app-bsky-feed-get-feed')
  })

  it('throws naming both NSIDs when two share a slug', () => {
    // A dash in the authority and a dot both become a dash.
    const run = () => assertUniqueSlugs(['com.foo-bar.baz.getThing', 'com.foo.bar-baz.getThing'])
    expect(run).toThrow(/com\.foo-bar\.baz\.getThing/)
    expect(run).toThrow(/com\.foo\.bar-baz\.getThing/)
    expect(run).toThrow(/com-foo-bar-baz-get-thing/)
  })

  it('tolerates the same NSID twice', () => {
    expect(() => assertUniqueSlugs(['app.bsky.feed.getFeed', 'app.bsky.feed.getFeed'])).not.toThrow()
  })
})
