import { schemas } from '@atproto/api'
import type { LexiconDoc } from '@atproto/lexicon'
import { describe, expect, it } from 'vitest'
import { isApiFamily, familyOf } from '../../../app/content/.server/api/families.ts'
import { ACCESS_RULES, getAccess, METHOD_ACCESS } from '../../../app/content/.server/api/hosts.ts'

describe('getAccess', () => {
  it('reads public app.bsky data from the public AppView without auth', () => {
    const access = getAccess('app.bsky.actor.getProfile', 'query')
    expect(access.baseUrl).toBe('https://public.api.bsky.app')
    expect(access.auth).toBe('none')
  })

  it('sends personal app.bsky queries to the PDS with an access token', () => {
    for (const nsid of [
      'app.bsky.feed.getTimeline',
      'app.bsky.notification.listNotifications',
      'app.bsky.actor.getPreferences',
      'app.bsky.graph.getBlocks',
      'app.bsky.graph.getMutes',
      'app.bsky.feed.getActorLikes',
    ]) {
      const access = getAccess(nsid, 'query')
      expect([nsid, access.hostId, access.auth]).toEqual([nsid, 'pds', 'access'])
    }
  })

  it('sends app.bsky procedures and com.atproto.repo writes to the PDS with an access token', () => {
    expect(getAccess('app.bsky.graph.muteActor', 'procedure')).toMatchObject({ hostId: 'pds', auth: 'access' })
    expect(getAccess('com.atproto.repo.createRecord', 'procedure')).toMatchObject({ hostId: 'pds', auth: 'access' })
  })

  it('uses wss:// for subscriptions and no auth for sync', () => {
    const access = getAccess('com.atproto.sync.subscribeRepos', 'subscription')
    expect(access.baseUrl).toBe('wss://bsky.network')
    expect(access.auth).toBe('none')
  })

  it('proxies chat and Ozone through the PDS', () => {
    expect(getAccess('chat.bsky.convo.sendMessage', 'procedure')).toMatchObject({
      hostId: 'pds',
      auth: 'access',
      proxy: { did: 'did:web:api.bsky.chat', service: 'bsky_chat' },
    })
    expect(getAccess('tools.ozone.moderation.emitEvent', 'procedure')).toMatchObject({
      hostId: 'pds',
      auth: 'moderator',
      proxy: { service: 'atproto_labeler' },
    })
  })

  it('uses admin auth for com.atproto.admin and refresh tokens for refreshSession', () => {
    expect(getAccess('com.atproto.admin.getAccountInfo', 'query').auth).toBe('admin')
    expect(getAccess('com.atproto.server.refreshSession', 'procedure').auth).toBe('refresh')
    expect(getAccess('com.atproto.server.createSession', 'procedure').auth).toBe('none')
  })

  it('uses service auth for the video service', () => {
    expect(getAccess('app.bsky.video.getUploadLimits', 'query')).toMatchObject({
      hostId: 'video',
      auth: 'service',
      serviceAuth: { aud: 'did:web:video.bsky.app', lxm: 'app.bsky.video.getUploadLimits' },
    })
    expect(getAccess('app.bsky.video.uploadVideo', 'procedure').serviceAuth).toEqual({
      aud: 'user-pds',
      lxm: 'com.atproto.repo.uploadBlob',
    })
  })

  it('sends bookmarks, drafts, contact import and age assurance to the PDS, which forwards them to the AppView', () => {
    // Each is a handler of packages/bsky behind authVerifier.standard: it acts on the account that asks.
    for (const nsid of ['app.bsky.bookmark.getBookmarks', 'app.bsky.draft.getDrafts', 'app.bsky.contact.getMatches', 'app.bsky.contact.getSyncStatus', 'app.bsky.ageassurance.getState']) {
      expect([nsid, getAccess(nsid, 'query')]).toMatchObject([nsid, { hostId: 'pds', auth: 'access' }])
    }
    for (const nsid of ['app.bsky.bookmark.createBookmark', 'app.bsky.draft.createDraft', 'app.bsky.contact.importContacts', 'app.bsky.ageassurance.begin']) {
      expect([nsid, getAccess(nsid, 'procedure')]).toMatchObject([nsid, { hostId: 'pds', auth: 'access' }])
    }
    // standardOptional: the same configuration for everyone, from the public AppView.
    expect(getAccess('app.bsky.ageassurance.getConfig', 'query')).toMatchObject({ hostId: 'appview', auth: 'none' })
  })

  it('marks the system endpoint of contact import as the AppView administrator’s, with a password variable of its own', () => {
    // authVerifier.role: HTTP Basic with the AppView's admin password.
    expect(getAccess('app.bsky.contact.sendNotification', 'procedure')).toMatchObject({ hostId: 'appviewAdmin', auth: 'admin' })
  })

  it('sends Lexicon resolution to a resolver, Ozone safelink rules to Ozone through the PDS', () => {
    expect(getAccess('com.atproto.lexicon.resolveLexicon', 'query')).toMatchObject({ hostId: 'lexiconResolver', auth: 'none' })
    expect(getAccess('tools.ozone.safelink.addRule', 'procedure')).toMatchObject({ hostId: 'pds', auth: 'moderator', proxy: { service: 'atproto_labeler' } })
  })

  it('throws for an NSID no rule covers', () => {
    expect(() => getAccess('com.example.nothing', 'query')).toThrow(/com\.example\.nothing/)
  })
})

describe('host tables', () => {
  const methods = new Set<string>(
    (schemas as unknown as LexiconDoc[])
      .filter((doc) => ['query', 'procedure', 'subscription'].includes(doc.defs.main?.type ?? ''))
      .map((doc) => doc.id),
  )

  it('has no override for a method that no longer exists', () => {
    for (const nsid of Object.keys(METHOD_ACCESS)) {
      expect([nsid, methods.has(nsid) && isApiFamily(familyOf(nsid))]).toEqual([nsid, true])
    }
  })

  it('has rules that each cover at least one method', () => {
    for (const rule of ACCESS_RULES) {
      const covered = [...methods].some((nsid) => nsid.startsWith(`${rule.prefix}.`))
      expect([rule.prefix, covered]).toEqual([rule.prefix, true])
    }
  })
})
