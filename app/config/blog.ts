/** Blog settings and the tags a post may carry (front matter `tags` are keys of this list). */

export const blogTags = {
  community: { label: 'Community', description: 'Projects, hackathons, grants and people building on the protocol.' },
  feature: { label: 'Feature', description: 'Walkthroughs of a feature of the API, with code.' },
  federation: { label: 'Federation', description: 'Running your own PDS and joining the network.' },
  firehose: { label: 'Firehose', description: 'Relays, repository sync and the event stream.' },
  guide: { label: 'Guide', description: 'Explanations and how-tos for developers.' },
  ietf: { label: 'IETF', description: 'Standardising the protocol at the IETF.' },
  interop: { label: 'Interop', description: 'Sharing data and schemas between applications.' },
  lexicon: { label: 'Lexicon', description: 'Schemas, record types and their evolution.' },
  oauth: { label: 'OAuth', description: 'Signing users in with OAuth.' },
  pds: { label: 'PDS', description: 'Personal data servers: hosting, accounts and migration.' },
  plc: { label: 'PLC', description: 'The PLC identity system, its directory and its governance.' },
  privacy: { label: 'Privacy', description: 'Designs that protect people’s data, shared for review.' },
  updates: { label: 'Updates', description: 'Roadmaps, release notes and protocol changes.' },
} as const satisfies Record<string, { label: string; description: string }>

export const blogConfig = {
  title: 'AT Protocol Developer Blog',
  description: 'News, guides and roadmaps for developers building on the AT Protocol.',
  postsPerPage: 10,
  /** Words read per minute, for the reading time shown on posts. */
  wordsPerMinute: 220,
}
