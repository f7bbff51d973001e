/**
 * Facts the docs state that the pinned packages or Bluesky's sources can contradict. Each test
 * reads the claim from the page and the truth from `node_modules/@atproto/*` (or a constant taken
 * from the source named next to it), so a page edit or a package upgrade that breaks the claim fails.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../app/content/.server/api/build.ts'
import { toPageMarkdown } from '../../app/content/.server/api/render.ts'
import { extractCodeBlocks } from '../../scripts/check-samples.ts'

const root = join(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const docs = globSync(['content/docs/**/*.md', 'content/docs/**/*.mdx'], { cwd: root }).sort()

interface LexiconDoc {
  id: string
  defs: Record<string, { record?: { properties: Record<string, Record<string, unknown>> } }>
}
const require = createRequire(import.meta.url)
const lexicons: LexiconDoc[] = (
  (await import(join(root, 'node_modules/@atproto/api/dist/client/lexicons.js'))) as { schemas: LexiconDoc[] }
).schemas

/** The lowest Node.js major version a `>=N` engines range allows. */
function minimumMajor(range: string): number {
  const match = />=\s*(\d+)/.exec(range)
  if (!match) throw new Error(`cannot read a minimum from engines "${range}"`)
  return Number(match[1])
}

describe('Node.js versions named in the docs', () => {
  const apiPackage = require(join(root, 'node_modules/@atproto/api/package.json')) as { engines: { node: string } }
  const minimum = minimumMajor(apiPackage.engines.node)

  it('reads the minimum from @atproto/api engines', () => {
    expect(minimum).toBeGreaterThanOrEqual(22)
  })

  it('never gives a Node.js older than @atproto/api requires as the version to use', () => {
    const problems: string[] = []
    for (const file of docs) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          // "Node.js 18 or later", "Node 20.6 or newer", "Node.js 20+", "in Node.js 22 and later"
          for (const match of line.matchAll(/\bNode(?:\.js)?\s+v?(\d+)(?:\.\d+)*(?:\+|\s+(?:or|and)\s+(?:later|newer|above))/gi)) {
            if (Number(match[1]) < minimum) problems.push(`${file}:${i + 1}: "${match[0]}" (needs ${minimum} or later)`)
          }
        })
    }
    expect(problems).toEqual([])
  })

  it('states the requirement where a reader sets up a project', () => {
    for (const file of ['content/docs/get-started.mdx', 'content/docs/starter-templates/bots.mdx']) {
      expect(read(file), file).toMatch(new RegExp(`Node\\.js ${minimum} or (later|newer)`))
    }
  })
})

describe('mention facets in samples', () => {
  const blocks = docs.flatMap((file) => extractCodeBlocks(read(file), file)).filter((b) => b.code.includes('.detectFacets('))

  it('are found in the docs', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4)
  })

  it('drop mentions whose handle did not resolve (detectFacets leaves an empty DID)', () => {
    const unfiltered = blocks
      .filter((b) => !/AppBskyRichtextFacet\.isMention\([^)]*\)\s*&&\s*!\w+\.did/.test(b.code) || /facets:\s*rt\.facets\b/.test(b.code))
      .map((b) => b.origin)
    expect(unfiltered).toEqual([])
  })

  it('rest on how the pinned RichText behaves', () => {
    const source = read('node_modules/@atproto/api/dist/rich-text/rich-text.js')
    expect(source).toMatch(/feature\.did = did \|\| ''/)
  })
})

describe('list name limit', () => {
  const list = lexicons.find((l) => l.id === 'app.bsky.graph.list')
  const name = list?.defs.main.record?.properties.name

  it('is 1 to 64 bytes, with no grapheme limit, in the pinned lexicon', () => {
    expect(name).toMatchObject({ minLength: 1, maxLength: 64 })
    expect(name?.maxGraphemes).toBeUndefined()
  })

  it('is given in bytes on the user lists tutorial', () => {
    const page = read('content/docs/tutorials/user-lists.mdx')
    expect(page).toMatch(/`name` \(1 to 64 bytes/)
    expect(page).not.toMatch(/64 characters/)
  })
})

describe('feedContext limit', () => {
  const defs = lexicons.find((l) => l.id === 'app.bsky.feed.defs')?.defs as Record<string, { properties?: Record<string, { maxLength?: number; maxGraphemes?: number }> }>
  const field = defs.skeletonFeedPost.properties?.feedContext

  it('is 2,000 bytes (maxLength, no grapheme limit) in the pinned lexicon, and the custom feeds tutorial says so', () => {
    expect(field).toMatchObject({ maxLength: 2000 })
    expect(field?.maxGraphemes).toBeUndefined()
    expect(read('content/docs/tutorials/custom-feeds.mdx')).toMatch(/`feedContext` string\s+\(at most 2,000 bytes\)/)
  })
})

describe('Ozone team methods', () => {
  const kinds = new Map(lexicons.filter((l) => l.id.startsWith('tools.ozone.team.')).map((l) => [l.id, (l.defs.main as { type?: string } | undefined)?.type]))

  it('list the team with a query and change it with procedures, as the moderation and API directory pages say', () => {
    expect(kinds.get('tools.ozone.team.listMembers')).toBe('query')
    expect(kinds.get('tools.ozone.team.addMember')).toBe('procedure')
    expect(kinds.get('tools.ozone.team.updateMember')).toBe('procedure')
    expect(read('content/docs/advanced-guides/moderation.mdx')).toContain('lists the team and its roles, which `addMember` and `updateMember` change')
    expect(read('content/docs/advanced-guides/api-directory.mdx')).toContain('lists the moderation team (with `addMember` and `updateMember` to change it)')
  })
})

describe('read-after-write', () => {
  /**
   * The views with read-after-write handlers in the reference PDS:
   * bluesky-social/atproto packages/pds/src/api/app/bsky/munged/ (getActorLikes, getAuthorFeed,
   * getPostThread, getProfile, getProfiles, getTimeline).
   */
  const patched = [
    'app.bsky.actor.getProfile',
    'app.bsky.actor.getProfiles',
    'app.bsky.feed.getActorLikes',
    'app.bsky.feed.getAuthorFeed',
    'app.bsky.feed.getPostThread',
    'app.bsky.feed.getTimeline',
  ]

  it('lists exactly the views the PDS patches', () => {
    const page = read('content/docs/advanced-guides/read-after-write.mdx')
    const section = page.slice(page.indexOf('### What gets patched'), page.indexOf('## Where the gap still shows'))
    const bullets = section.split('\n').filter((line) => line.startsWith('- '))
    const listed = bullets.flatMap((line) => [...line.matchAll(/\[(app\.bsky\.[\w.]+)\]/g)].map((m) => m[1])).sort()
    expect(listed).toEqual(patched)
  })
})

describe('DPoP nonce errors on the OAuth page', () => {
  const page = read('content/docs/advanced-guides/oauth-client.mdx')

  it('gives the authorization server 400 and the resource server 401 with WWW-Authenticate', () => {
    expect(page).toMatch(/\*\*authorization server\*\*[^\n]*\*\*400\*\*[^\n]*use_dpop_nonce/)
    expect(page).toMatch(/\*\*resource server\*\*[^\n]*\*\*401\*\*[^\n]*WWW-Authenticate: DPoP error="use_dpop_nonce"/)
  })
})

describe('the custom feed tutorial and its starter template', () => {
  it('describe the same ingest and store as the template code', () => {
    const template = read('content/docs/starter-templates/custom-feeds.mdx')
    const code = extractCodeBlocks(template, 'custom-feeds.mdx').map((b) => b.code).join('\n')
    expect(code).toMatch(/wss:\/\/jetstream\d\.[\w.-]+\/subscribe/)
    expect(code).not.toMatch(/subscribeRepos|sqlite|postgres/i)

    const tutorial = read('content/docs/tutorials/custom-feeds.mdx')
    const pointer = tutorial.split('\n\n').find((p) => p.includes('](/docs/starter-templates/custom-feeds)'))
    expect(pointer).toMatch(/Jetstream/)
    expect(pointer).toMatch(/in-memory/)
    expect(pointer).not.toMatch(/a firehose consumer and a database/)
  })
})

describe('support pages', () => {
  it('describe the real developer mailing list and how to subscribe', () => {
    const page = read('content/docs/support/mailing-list.mdx')
    expect(page).toContain('https://docs.bsky.app/docs/support/mailing-list')
    expect(page).toMatch(/Subscribe/)
    expect(page).not.toMatch(/does not send email/)
  })

  it('state every requirement of Bluesky\'s developer guidelines and nothing invented', () => {
    const page = read('content/docs/support/developer-guidelines.mdx')
    for (const requirement of [
      /report illegal content/,
      /block forbidden content/,
      /block abusive users/,
      /delete content that a user has asked/,
      /responding appropriately to every user report/,
      /email address that someone checks regularly/,
      /reasonable security measures/,
      /Bluesky may suspend their access/,
      /spam/i,
    ]) {
      expect(page).toMatch(requirement)
    }
    expect(page).toContain('https://docs.bsky.app/docs/support/developer-guidelines')
    expect(page).not.toMatch(/^## (Branding|Protect privacy)/m)
  })
})

describe('the moderation guide', () => {
  const page = read('content/docs/advanced-guides/moderation.mdx')

  it('gives the labeler cap with Bluesky\'s service in one slot', () => {
    expect(page).toMatch(/at most 20 labelers/)
    expect(page).toMatch(/Bluesky's own moderation service always takes one of the 20 slots/)
    expect(page).toMatch(/MAX_LABELERS = 20/)
  })

  it('matches how the pinned SDK forces adult labels hidden and treats profile labels', async () => {
    const { BSKY_LABELER_DID, DEFAULT_LABEL_SETTINGS, moderatePost, moderateProfile } = await import('@atproto/api')
    const author = { did: 'did:plc:author', handle: 'author.test' }
    const label = (uri: string, val: string) => ({ src: BSKY_LABELER_DID, uri, val, cts: '2025-01-01T00:00:00.000Z' })
    const opts = (adultContentEnabled: boolean, setting: 'ignore' | 'hide') => ({
      userDid: 'did:plc:viewer',
      prefs: {
        adultContentEnabled,
        labels: { porn: setting, 'graphic-media': setting },
        labelers: [{ did: BSKY_LABELER_DID, labels: {} }],
        mutedWords: [],
        hiddenPosts: [],
      },
    })
    const post = {
      uri: 'at://did:plc:author/app.bsky.feed.post/3k',
      cid: 'bafyreie5737gdxlw5i64vzichcalba3z2v5n6icifvx5xytvske7mr3hpm',
      author,
      record: { $type: 'app.bsky.feed.post', text: 'x', createdAt: '2025-01-01T00:00:00.000Z' },
      indexedAt: '2025-01-01T00:00:00.000Z',
      labels: [label('at://did:plc:author/app.bsky.feed.post/3k', 'porn')],
    }
    // Adult content off: the user's "ignore" is overruled, the post is filtered and cannot be uncovered.
    const off = moderatePost(post, opts(false, 'ignore'))
    expect(off.ui('contentList').filter).toBe(true)
    expect(off.ui('contentMedia').noOverride).toBe(true)
    // Adult content on: the user's own setting applies.
    expect(moderatePost(post, opts(true, 'ignore')).ui('contentList').filter).toBe(false)
    expect(page).toMatch(/treat it as `hide` and mark the cover `noOverride`/)

    // A "hide" label on the profile record filters nothing; on the account it filters the profile from lists.
    const profileLabel = { ...author, labels: [label('at://did:plc:author/app.bsky.actor.profile/self', 'graphic-media')] }
    const accountLabel = { ...author, labels: [label('did:plc:author', 'graphic-media')] }
    expect(moderateProfile(profileLabel, opts(true, 'hide')).ui('profileList').filter).toBe(false)
    expect(moderateProfile(accountLabel, opts(true, 'hide')).ui('profileList').filter).toBe(true)
    expect(page).toMatch(/a `hide` setting filters nothing/)

    for (const [value, setting] of Object.entries(DEFAULT_LABEL_SETTINGS)) expect(page).toContain(`\`${value}: ${setting}\``)
  })
})

describe('OAuth in production', () => {
  const file = 'content/docs/advanced-guides/oauth-in-production.mdx'
  const page = read(file)
  const overview = read('content/docs/advanced-guides/oauth-client.mdx')
  const blocks = extractCodeBlocks(page, file)
  /** Writes a sample of the page to disk and imports it, to run the code the reader copies. */
  const load = async <T,>(title: string): Promise<T> => {
    const block = blocks.find((b) => b.meta.includes(`title="${title}"`))
    if (!block) throw new Error(`${file} has no sample titled ${title}`)
    const dir = join(root, '.cache/docs-facts-samples')
    mkdirSync(dir, { recursive: true })
    const path = join(dir, title)
    writeFileSync(path, block.code)
    return (await import(pathToFileURL(path).href)) as T
  }

  // @atproto/oauth-provider is not installed here; these are its defaults in
  // packages/oauth/oauth-provider/src/oauth-constants.ts (bluesky-social/atproto, since atproto#3883 in
  // June 2025): TOKEN_MAX_AGE 60 min, PAR_EXPIRES_IN 5 min, REFRESH_LIFETIME 2 weeks (public) /
  // REFRESH_LIFETIME_EXTENDED 3 months (confidential), SESSION_LIFETIME 2 weeks (public) /
  // SESSION_LIFETIME_EXTENDED 2 years (confidential); checked in validateRefreshGrant (oauth-provider.ts).
  it('gives the reference authorization server\'s token lifetimes, the same on both OAuth pages', () => {
    const rows = page.split('\n').filter((line) => line.startsWith('| '))
    expect(rows).toContain('| Access token | 60 minutes | 60 minutes |')
    expect(rows).toContain('| Refresh token, unused | expires after 2 weeks | expires after 3 months |')
    expect(rows).toContain('| Whole session, refreshed regularly | ends 2 weeks after sign-in | ends 2 years after sign-in |')
    expect(rows).toContain('| Pushed authorization request (`request_uri`) | 5 minutes | 5 minutes |')
    expect(overview).toContain('| Session lifetime (reference server) | At most 2 weeks after sign-in, however often it refreshes | Refresh at least every 3 months; at most 2 years after sign-in |')
    expect(overview).toContain('Access tokens last 60 minutes for both kinds.')
  })

  // @atproto-labs/fetch-node src/safe.ts: responseMaxSize 512 * 1024, timeout 10e3, https only
  // without custom ports when ssrfProtection is on, allowImplicitRedirect false.
  it('states the defaults of safeFetchWrap', () => {
    expect(page).toContain('10 seconds and 512 KB by default')
    expect(page).toMatch(/any scheme but `https:`[^\n]*any port but the default/)
  })

  // @atproto-labs/fetch src/fetch-request.ts, explicitRedirectCheckRequestTransform: a request whose
  // `redirect` was not set explicitly fails with 'Request redirect must be "error" or "manual"'.
  it('says safeFetchWrap makes the caller choose how redirects are handled, rather than refusing them', () => {
    const bullet = page.split('\n').find((line) => line.startsWith('- ') && line.includes('redirect'))
    expect(bullet).toMatch(/does not set `redirect` is refused/)
    expect(bullet).toContain('`"error"` or `"manual"`')
    expect(page).not.toMatch(/redirects: a `3xx` answer is an error/)
  })

  // @atproto-labs/fetch-node src/unicast.ts, isLocalHostname: fewer than two labels, or the last
  // label one of these; nothing else (no public suffix list) before the address check.
  const LOCAL_TLDS = ['test', 'local', 'localhost', 'invalid', 'example']
  it('describes the local-name check as single-label names and a fixed list of special TLDs, not a public-suffix list', () => {
    const bullet = page.split('\n').find((line) => line.startsWith('- ') && line.includes('local networks')) ?? ''
    expect(bullet).toMatch(/a name with no dot/)
    const listed = [...bullet.matchAll(/`\.([a-z]+)`/g)].map((m) => m[1])
    expect(listed.sort()).toEqual([...LOCAL_TLDS].sort())
    expect(bullet).toMatch(/not a public-suffix check/)
    expect(page).not.toMatch(/does not end in a public suffix/)
  })

  it('has a client assertion sample whose JWT verifies against its own JWKS, with the claims the server checks', async () => {
    const sample = await load<{ jwks: { keys: (JsonWebKey & { kid: string })[] }; clientAssertion: (clientId: string, issuer: string) => string; refreshForm: URLSearchParams }>('client-assertion.ts')
    const jwt = sample.clientAssertion('https://app.example.com/client.json', 'https://auth.example.com')
    const [header, claims, signature] = jwt.split('.')
    const key = createPublicKey({ key: sample.jwks.keys[0], format: 'jwk' })
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true)
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'ES256', kid: sample.jwks.keys[0].kid })
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>
    expect(payload).toMatchObject({ iss: 'https://app.example.com/client.json', sub: 'https://app.example.com/client.json', aud: 'https://auth.example.com' })
    expect((payload.exp as number) - (payload.iat as number)).toBe(60)
    expect(sample.jwks.keys[0]).not.toHaveProperty('d')
    expect(sample.refreshForm.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
  })

  it('has a hardened fetch sample that refuses http, custom ports, IP hosts and names that resolve to loopback', async () => {
    const { fetchPublicJson } = await load<{ fetchPublicJson: (url: string) => Promise<unknown> }>('public-fetch.ts')
    await expect(fetchPublicJson('http://pds.example.net/xrpc')).rejects.toThrow('only https is allowed')
    await expect(fetchPublicJson('https://pds.example.net:8443/')).rejects.toThrow('only the default port is allowed')
    await expect(fetchPublicJson('https://127.0.0.1/')).rejects.toThrow('a host name is required')
    await expect(fetchPublicJson('https://[::1]/')).rejects.toThrow('a host name is required')
    // localhost resolves from /etc/hosts, so this needs no network: the lookup itself refuses it.
    await expect(fetchPublicJson('https://localhost/')).rejects.toThrow('localhost does not resolve to public addresses only')
  })
})

describe('rate limits', () => {
  const page = read('content/docs/advanced-guides/rate-limits.mdx')

  // Bluesky's rate limit page (bluesky-social/bsky-docs docs/advanced-guides/rate-limits.md,
  // "Label Limits"): 5 per second, 10,000 per hour, 100,000 per day.
  it('gives the AppView\'s labeler limits', () => {
    expect(page).toContain('at most 5 labels per second, 10,000 per hour and 100,000 per day from each labeling service')
    expect(page).not.toMatch(/5,000 per hour|50,000 per day/)
  })

  // bluesky-social/indigo cmd/relay/relay/slurper.go: DefaultSlurperConfig (baseline 50/s, 2,500/h,
  // 20,000/day; trusted 5,000/s, 50,000,000/h, 500,000,000/day) and ComputeLimiterCounts (baseline
  // + N/1000, + N, + 10N for an account limit N); cmd/relay/relay/relay.go DefaultRelayConfig
  // (DefaultRepoLimit 100, TrustedRepoLimit 10,000,000, HostPerDayLimit 50).
  const relay = { perSecond: 50, perHour: 2500, perDay: 20_000, accounts: 100, newHostsPerDay: 50 }
  const limitsFor = (accounts: number) => ({
    perSecond: relay.perSecond + Math.floor(accounts / 1000),
    perHour: relay.perHour + accounts,
    perDay: relay.perDay + accounts * 10,
  })
  const n = (value: number) => value.toLocaleString('en-US')

  it('gives the relay\'s own limits for a new PDS, as its code computes them', () => {
    const rows = page.split('\n').filter((line) => line.startsWith('| '))
    const { perSecond, perHour, perDay } = limitsFor(relay.accounts)
    expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^\\| Events from the host .*\\| ${perSecond} per second, ${n(perHour)} per hour, ${n(perDay)} per day \\|$`)))
    expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^\\| Active accounts on the host \\| ${relay.accounts} \\|$`)))
    expect(rows).toContainEqual(expect.stringMatching(new RegExp(`requestCrawl\` \\| ${relay.newHostsPerDay} per day`)))
    expect(page).toContain(`50 + *N*/1,000 events per second, ${n(relay.perHour)} + *N* per hour and ${n(relay.perDay)} + 10 × *N* per day`)
    expect(page).toContain('5,000 events per second, 50 million per hour, 500 million per day, 10 million accounts')
    expect(page).not.toContain('](/docs/advanced-guides/federation-architecture)')
  })

  // bluesky-social/atproto packages/pds/src/api/com/atproto/server/createSession.ts: 300 per day and
  // 30 per 5 minutes, keyed by `${identifier}-${ip}`, applied also when the PDS forwards to the
  // entryway. Nothing in the sources gives the entryway a lower cap.
  it('gives the login limit the PDS applies, keyed by identifier and IP, and no unsourced entryway cap', () => {
    expect(page).toContain('| [com.atproto.server.createSession](/docs/api/com-atproto-server-create-session) | identifier and IP address | 30 per 5 minutes, 300 per day |')
    expect(page).toMatch(/30 logins in 5 minutes and 300 in a day for the same identifier from the same IP address/)
    expect(page).not.toMatch(/lower daily cap/)
  })
})

/**
 * Every `did:plc:` in a text that is not a valid one: the method-specific id is exactly 24
 * characters of base32 (a–z, 2–7). A bare `did:plc:` before a quote, a backtick, a space or a
 * template expression is the method prefix in code or prose, not an example; an ellipsis is not an
 * identifier. URL-encoded colons are read as colons.
 */
function malformedPlcDids(raw: string): string[] {
  const text = raw.replace(/%3A/gi, ':')
  const bad: string[] = []
  for (const match of text.matchAll(/did:plc:([A-Za-z0-9._~:-]*)/g)) {
    // One dot after the id ends a sentence; more are an ellipsis, which is no part of a valid id. A
    // repository exported to a file is named after its DID (`did:plc:….car`).
    const id = match[1].replace(/\.car$/, '').replace(/(?<!\.)\.$/, '')
    const after = text.slice(match.index + match[0].length)
    if (id === '' && /^($|[\s'"`)]|\$\{)/.test(after)) continue
    if (!/^[a-z2-7]{24}$/.test(id)) bad.push(`did:plc:${match[1]}${id === '' ? after.slice(0, 1) : ''}`)
  }
  return bad
}

describe('example DIDs', () => {
  it('the validator accepts valid did:plc values and the bare prefix, and rejects the rest', () => {
    expect(malformedPlcDids('at://did:plc:ewvi7nxzyoun6zhxrhs64oiz/app.bsky.feed.post/3k and did:plc:z72i7hdynmk6r22z27h6tvur.')).toEqual([])
    expect(malformedPlcDids('saved to did:plc:ewvi7nxzyoun6zhxrhs64oiz.car')).toEqual([])
    expect(malformedPlcDids('saved to did:plc:ewvi7nxzyoun6zhxrhs64oi.car')).toHaveLength(1)
    expect(malformedPlcDids("if (did.startsWith('did:plc:')) url = `https://plc.directory/${did}`; `did:plc:${id}`")).toEqual([])
    expect(malformedPlcDids('https://bsky.app/profile/did%3Aplc%3Avjug55kidv6sye7ykr5faxxn%2Fpost')).toEqual([])
    for (const wrong of ['did:plc:abcd1234exampledid5678', 'did:plc:me', 'did:plc:abc...', 'did:plc:…', 'did:plc:EWVI7NXZYOUN6ZHXRHS64OIZ', 'did:plc:ewvi7nxzyoun6zhxrhs64oiz2', 'did:plc:ewvi7nxzyoun6zhxrhs64o18']) {
      expect([wrong, malformedPlcDids(`see ${wrong} here`)]).toEqual([wrong, [expect.stringContaining('did:plc:')]])
    }
  })

  it('are valid on every content page and snippet', () => {
    const files = globSync(['content/**/*.md', 'content/**/*.mdx', 'content/**/*.ts'], { cwd: root }).sort()
    expect(files.length).toBeGreaterThan(60)
    expect(files).toContain('content/_snippets/login.ts')
    const problems = files.flatMap((file) => malformedPlcDids(read(file)).map((did) => `${file}: ${did}`))
    expect(problems).toEqual([])
  })

  it('are valid in every API reference page: its example JSON, curl and TypeScript samples and Try it values', () => {
    const ref = buildApiReference()
    const problems = ref.pages.flatMap((page) => {
      const text = [toPageMarkdown(page.title, page.tree), JSON.stringify(page.tryIt)].join('\n')
      return malformedPlcDids(text).map((did) => `${page.nsid}: ${did}`)
    })
    expect(problems).toEqual([])
  })
})
