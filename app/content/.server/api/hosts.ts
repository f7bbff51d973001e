/**
 * Where to send each XRPC method and which credentials it needs. Lexicons say nothing about
 * either, so this is a small hand-kept table: rules by NSID prefix (optionally by method kind),
 * the most specific rule winning, then per-method overrides.
 */

export type MethodKind = 'query' | 'procedure' | 'subscription'

/**
 * - `none`: public, no credentials.
 * - `access`: the account's access token (`Authorization: Bearer <accessJwt>`).
 * - `refresh`: the account's refresh token instead of the access token.
 * - `admin`: the administrator password of the service (a PDS you run, or an AppView), HTTP Basic auth.
 * - `moderator`: an access token of an Ozone team member, proxied through the PDS.
 * - `service`: a short-lived inter-service JWT (from `com.atproto.server.getServiceAuth`).
 */
type AuthKind = 'none' | 'access' | 'refresh' | 'admin' | 'moderator' | 'service'

export interface Host {
  /** Human description of the server. */
  label: string
  /** Example base URL used in the code samples. */
  url: string
  /** For a server called as its administrator (`admin` auth): who that is. */
  admin?: AdminLogin
}

/** An administrator's HTTP Basic login: how the page names them, whose password it is, and the variable the samples read it from. */
interface AdminLogin {
  title: string
  owner: string
  env: string
  /** `false` for a service's system endpoints, which are not for a reader to call: the page offers no Try it. */
  tryIt?: false
}

export const HOSTS = {
  appview: { label: 'The Bluesky AppView, public endpoint', url: 'https://public.api.bsky.app' },
  appviewAdmin: {
    label: 'An AppView, as its administrator',
    url: 'https://appview.example.com',
    admin: { title: 'Administrator of the service', owner: 'the AppView', env: 'APPVIEW_ADMIN_PASSWORD', tryIt: false },
  },
  pds: { label: "The user's PDS", url: 'https://bsky.social' },
  anyPds: { label: 'Any PDS', url: 'https://bsky.social' },
  repoPds: { label: 'The PDS that hosts the repository', url: 'https://pds.example.com' },
  pdsAdmin: {
    label: 'Your own PDS, as its administrator',
    url: 'https://pds.example.com',
    admin: { title: 'PDS administrator', owner: 'your PDS', env: 'PDS_ADMIN_PASSWORD' },
  },
  sync: { label: 'A relay, or the PDS that hosts the repository', url: 'https://bsky.network' },
  relay: { label: 'A relay', url: 'https://bsky.network' },
  labeler: { label: 'A labeler (moderation service)', url: 'https://mod.bsky.app' },
  feedgen: { label: 'A feed generator', url: 'https://feed.example.com' },
  video: { label: 'The Bluesky video service', url: 'https://video.bsky.app' },
  chat: { label: 'The Bluesky chat service', url: 'https://api.bsky.chat' },
  lexiconResolver: { label: 'A service that resolves Lexicons', url: 'https://lexicons.example.com' },
} as const satisfies Record<string, Host>

export type HostId = keyof typeof HOSTS

/** The `atproto-proxy` header: the PDS forwards the call to `did#service`. */
export interface ProxyTarget {
  did: string
  service: string
  /** When the DID depends on the deployment, the samples read it from this environment variable. */
  env?: string
  /** Variable name for the proxied agent in the TypeScript sample. */
  client: string
}

interface ServiceAuth {
  /** Audience of the token; `user-pds` means the DID of the user's own PDS (`did:web:<host>`). */
  aud: string
  /** Lexicon method the token is bound to; defaults to the method itself. */
  lxm?: string
}

export interface AccessRule {
  host: HostId
  auth: AuthKind
  /** Credentials are accepted but not required. */
  optional?: boolean
  proxy?: ProxyTarget
  /** For `service` auth: how the caller gets its token. Without it, another service signs it. */
  serviceAuth?: ServiceAuth
  notes?: readonly string[]
}

interface PrefixRule extends AccessRule {
  prefix: string
  kind?: MethodKind
}

export const CHAT_PROXY: ProxyTarget = { did: 'did:web:api.bsky.chat', service: 'bsky_chat', client: 'chatAgent' }
const OZONE_PROXY: ProxyTarget = {
  did: '<your Ozone service DID>',
  service: 'atproto_labeler',
  env: 'OZONE_DID',
  client: 'ozoneAgent',
}
export const BSKY_MOD_PROXY: ProxyTarget = {
  did: 'did:plc:ar7c4by46qjdydhdevvrndac',
  service: 'atproto_labeler',
  client: 'modAgent',
}
const FEEDGEN_PROXY: ProxyTarget = {
  did: '<the feed generator DID>',
  service: 'bsky_fg',
  env: 'FEEDGEN_DID',
  client: 'feedAgent',
}

const PERSONAL =
  'This method returns data about the requesting account, so call it on your PDS with an access token; ' +
  'the PDS forwards `app.bsky` calls to the AppView.'
const PDS_FINDING =
  'The PDS of an account is the `#atproto_pds` service in its DID document. ' +
  'Accounts hosted by Bluesky live on `*.host.bsky.network` servers.'
const VIDEO_AUTH =
  'Get the token from your PDS with `com.atproto.server.getServiceAuth`; it expires after a minute or so.'

export const ACCESS_RULES: readonly PrefixRule[] = [
  {
    prefix: 'app.bsky',
    kind: 'query',
    host: 'appview',
    auth: 'none',
    notes: [
      'Public data can be read from the AppView without credentials. Called on your PDS with an access token ' +
        'instead, the same method adds viewer state (whether you follow, like, mute, …).',
    ],
  },
  {
    prefix: 'app.bsky',
    kind: 'procedure',
    host: 'pds',
    auth: 'access',
    notes: ['The PDS handles the call or forwards it to the AppView on your behalf.'],
  },
  { prefix: 'app.bsky.notification', kind: 'query', host: 'pds', auth: 'access', notes: [PERSONAL] },
  {
    prefix: 'app.bsky.video',
    host: 'video',
    auth: 'service',
    serviceAuth: { aud: 'did:web:video.bsky.app' },
    notes: [VIDEO_AUTH],
  },
  {
    prefix: 'chat.bsky',
    host: 'pds',
    auth: 'access',
    proxy: CHAT_PROXY,
    notes: ['Direct messages live on the Bluesky chat service: the PDS forwards the call to the service named in the `atproto-proxy` header.'],
  },
  {
    prefix: 'chat.bsky.moderation',
    host: 'chat',
    auth: 'service',
    notes: [
      'Private endpoint for moderation services: the token is a service JWT signed by the moderation service ' +
        'with `aud` set to the chat service DID (`did:web:api.bsky.chat`).',
    ],
  },
  { prefix: 'com.atproto', host: 'pds', auth: 'access' },
  {
    prefix: 'com.atproto.admin',
    host: 'pdsAdmin',
    auth: 'admin',
    notes: ['Administrative endpoint of a PDS you run: HTTP Basic auth with the user name `admin`.'],
  },
  {
    prefix: 'com.atproto.identity',
    kind: 'query',
    host: 'anyPds',
    auth: 'none',
    notes: ['Any PDS answers; it resolves the identity itself.'],
  },
  {
    prefix: 'com.atproto.label',
    host: 'labeler',
    auth: 'none',
    notes: ['Served by each labeler; `https://mod.bsky.app` is the Bluesky moderation service.'],
  },
  {
    prefix: 'com.atproto.moderation',
    host: 'pds',
    auth: 'access',
    proxy: BSKY_MOD_PROXY,
    notes: [
      'The PDS forwards the report to the moderation service named in the `atproto-proxy` header; ' +
        '`did:plc:ar7c4by46qjdydhdevvrndac` is Bluesky’s.',
    ],
  },
  {
    prefix: 'com.atproto.repo',
    kind: 'query',
    host: 'repoPds',
    auth: 'none',
    notes: [PDS_FINDING],
  },
  {
    prefix: 'com.atproto.sync',
    host: 'sync',
    auth: 'none',
    notes: ['Relays such as `https://bsky.network` mirror the network; every PDS serves its own accounts.'],
  },
  {
    prefix: 'tools.ozone',
    host: 'pds',
    auth: 'moderator',
    proxy: OZONE_PROXY,
    notes: [
      'Served by an Ozone moderation service. Sign in to your PDS as a member of the Ozone team; the PDS ' +
        'forwards the call to the Ozone service named in the `atproto-proxy` header.',
    ],
  },
]

const personal: Partial<AccessRule> = { host: 'pds', auth: 'access', notes: [PERSONAL] }
const repoHost: Partial<AccessRule> = { host: 'repoPds', notes: [PDS_FINDING] }
const relayOnly: Partial<AccessRule> = {
  host: 'relay',
  notes: ['Implemented by relays such as `https://bsky.network`.'],
}
const unauthenticated: Partial<AccessRule> = { auth: 'none', notes: [] }

/** Per-method exceptions to the prefix rules; the fields given replace the rule's. */
export const METHOD_ACCESS: Readonly<Record<string, Partial<AccessRule>>> = {
  'app.bsky.actor.getPreferences': {
    host: 'pds',
    auth: 'access',
    notes: ['Preferences are private and stored by the PDS itself, which answers this call.'],
  },
  'app.bsky.ageassurance.getState': personal,
  'app.bsky.ageassurance.getConfig': { notes: ['Public: the configuration is the same whoever asks.'] },
  'app.bsky.bookmark.getBookmarks': personal,
  'app.bsky.contact.getMatches': personal,
  'app.bsky.contact.getSyncStatus': personal,
  'app.bsky.contact.sendNotification': {
    host: 'appviewAdmin',
    auth: 'admin',
    notes: ['A system endpoint, not for clients: the AppView accepts only its own administrator credentials here.'],
  },
  'app.bsky.draft.getDrafts': personal,
  'app.bsky.feed.getTimeline': personal,
  'app.bsky.feed.getActorLikes': {
    ...personal,
    notes: [PERSONAL, 'Only the likes of the requesting account can be listed.'],
  },
  'app.bsky.feed.getFeedSkeleton': {
    host: 'feedgen',
    auth: 'service',
    optional: true,
    notes: [
      'Implemented by feed generators, not the AppView. Clients normally call `app.bsky.feed.getFeed`, ' +
        'which fetches the skeleton and hydrates it. A service JWT, if sent, tells the generator who is asking.',
    ],
  },
  'app.bsky.feed.describeFeedGenerator': {
    host: 'feedgen',
    notes: ['Implemented by feed generators, not the AppView.'],
  },
  'app.bsky.feed.searchPosts': {
    notes: [
      'Some providers, the public AppView included, may refuse unauthenticated searches; call the method on ' +
        'your PDS with an access token if they do.',
    ],
  },
  'app.bsky.feed.sendInteractions': {
    proxy: FEEDGEN_PROXY,
    notes: ['The PDS forwards the interactions to the feed generator named in the `atproto-proxy` header.'],
  },
  'app.bsky.graph.getBlocks': personal,
  'app.bsky.graph.getMutes': personal,
  'app.bsky.graph.getListBlocks': personal,
  'app.bsky.graph.getListMutes': personal,
  'app.bsky.graph.getKnownFollowers': personal,
  'app.bsky.graph.getListsWithMembership': personal,
  'app.bsky.graph.getStarterPacksWithMembership': personal,
  'app.bsky.video.getJobStatus': {
    auth: 'none',
    notes: ['Anyone holding the job ID can poll its status.'],
  },
  'app.bsky.video.uploadVideo': {
    serviceAuth: { aud: 'user-pds', lxm: 'com.atproto.repo.uploadBlob' },
    notes: [
      'The token must be for `com.atproto.repo.uploadBlob` with your PDS as audience: the video service ' +
        'stores the processed video on your PDS with it.',
      VIDEO_AUTH,
    ],
  },
  'com.atproto.identity.getRecommendedDidCredentials': { host: 'pds', auth: 'access', notes: [] },
  'com.atproto.lexicon.resolveLexicon': {
    host: 'lexiconResolver',
    auth: 'none',
    notes: ['Neither the PDS nor the AppView of the reference implementation (bluesky-social/atproto) serves this method: call a service that does.'],
  },
  'com.atproto.repo.listMissingBlobs': { host: 'pds', auth: 'access', notes: [] },
  'com.atproto.server.createAccount': {
    auth: 'none',
    notes: [
      'Public, though the PDS may require an invite code or verification. When migrating an existing DID, ' +
        'send a service JWT from the old PDS as the access token.',
    ],
  },
  'com.atproto.server.createSession': unauthenticated,
  'com.atproto.server.describeServer': unauthenticated,
  'com.atproto.server.requestPasswordReset': unauthenticated,
  'com.atproto.server.resetPassword': unauthenticated,
  'com.atproto.server.reserveSigningKey': unauthenticated,
  'com.atproto.server.refreshSession': { auth: 'refresh' },
  'com.atproto.server.deleteSession': { auth: 'refresh' },
  'com.atproto.server.createInviteCode': { host: 'pdsAdmin', auth: 'admin' },
  'com.atproto.server.createInviteCodes': { host: 'pdsAdmin', auth: 'admin' },
  'com.atproto.sync.getBlob': repoHost,
  'com.atproto.sync.getBlocks': repoHost,
  'com.atproto.sync.getCheckout': repoHost,
  'com.atproto.sync.getHead': repoHost,
  'com.atproto.sync.getRecord': repoHost,
  'com.atproto.sync.getRepo': repoHost,
  'com.atproto.sync.listBlobs': repoHost,
  'com.atproto.sync.getHostStatus': relayOnly,
  'com.atproto.sync.listHosts': relayOnly,
  'com.atproto.sync.listReposByCollection': relayOnly,
  'com.atproto.sync.notifyOfUpdate': relayOnly,
  'com.atproto.sync.requestCrawl': {
    host: 'relay',
    notes: ['A PDS calls this on a relay to announce itself, with its own hostname in the body.'],
  },
}

export interface Access {
  hostId: HostId
  host: Host
  /** Base URL for the samples: `https://…`, or `wss://…` for subscriptions. */
  baseUrl: string
  auth: AuthKind
  optional: boolean
  proxy?: ProxyTarget
  /** Resolved for `service` auth when the caller obtains the token from its PDS. */
  serviceAuth?: Required<ServiceAuth>
  /** For `admin` auth: the host's administrator login. */
  admin?: AdminLogin
  notes: readonly string[]
}

function matches(rule: PrefixRule, nsid: string, kind: MethodKind): boolean {
  return (nsid === rule.prefix || nsid.startsWith(`${rule.prefix}.`)) && (!rule.kind || rule.kind === kind)
}

/** Specificity: longer prefixes first; at equal length, a rule for this kind beats a rule for any kind. */
function rank(rule: PrefixRule): number {
  return rule.prefix.split('.').length * 2 + (rule.kind ? 1 : 0)
}

/** Host and credentials for one method. Throws when no rule covers the NSID. */
export function getAccess(nsid: string, kind: MethodKind): Access {
  let best: PrefixRule | undefined
  for (const rule of ACCESS_RULES) {
    if (matches(rule, nsid, kind) && (!best || rank(rule) > rank(best))) best = rule
  }
  if (!best) throw new Error(`API reference: no host rule in hosts.ts covers ${nsid}`)
  const rule: AccessRule = { ...best, ...METHOD_ACCESS[nsid] }
  const host: Host = HOSTS[rule.host]
  if (rule.auth === 'admin' && !host.admin) throw new Error(`API reference: ${nsid} needs an administrator, but its host ${rule.host} in hosts.ts names no admin login`)
  const baseUrl = kind === 'subscription' ? host.url.replace(/^http/, 'ws') : host.url
  const serviceAuth =
    rule.auth === 'service' && rule.serviceAuth
      ? { aud: rule.serviceAuth.aud, lxm: rule.serviceAuth.lxm ?? nsid }
      : undefined
  return {
    hostId: rule.host,
    host,
    baseUrl,
    auth: rule.auth,
    optional: rule.optional ?? false,
    proxy: rule.proxy,
    serviceAuth,
    admin: rule.auth === 'admin' ? host.admin : undefined,
    notes: rule.notes ?? [],
  }
}
