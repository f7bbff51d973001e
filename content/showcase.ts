/**
 * Community projects shown on /showcase/. Each entry has a name, one line of description in our
 * own words, a link and a category id (see showcaseCategories in app/content/.server/showcase.ts).
 * The content build validates every entry and fails with the entry and field that is wrong.
 */
import type { ShowcaseProjectInput } from '../app/content/.server/showcase.ts'

export const showcaseProjects = [
  // Clients
  {
    name: 'Graysky',
    description: 'An early third-party app for iOS and Android that added translation, GIFs and a feeds-first home.',
    url: 'https://graysky.app',
    category: 'client',
  },
  {
    name: 'deck.blue',
    description: 'A browser client that lays out timelines, lists, searches and notifications as side-by-side columns.',
    url: 'https://deck.blue',
    category: 'client',
  },
  {
    name: 'Skeets',
    description: 'A native client for iPhone, iPad and Mac, built with the platform look and feel in mind.',
    url: 'https://www.skeetsapp.com',
    category: 'client',
  },
  {
    name: 'Skeetdeck',
    description: 'An open-source, column-based web client that keeps many feeds and profiles open at once.',
    url: 'https://skeetdeck.pages.dev',
    category: 'client',
  },
  {
    name: 'TOKIMEKI',
    description: 'A customisable web client with themes, multi-column layouts and lots of small reading comforts.',
    url: 'https://tokimeki.blue',
    category: 'client',
  },
  {
    name: 'Openvibe',
    description: 'A mobile app that merges Bluesky, Mastodon and Nostr timelines into one and cross-posts to all.',
    url: 'https://openvibe.social',
    category: 'client',
  },

  // Feed builders
  {
    name: 'SkyFeed',
    description: 'A web client whose visual Feed Builder chains sources, filters and sorting into a published feed.',
    url: 'https://skyfeed.app',
    category: 'feed',
  },
  {
    name: 'Graze',
    description: 'A no-code service for designing, hosting and tuning custom feeds, with trending and blended ranking.',
    url: 'https://www.graze.social',
    category: 'feed',
  },
  {
    name: 'Bluesky Feed Creator',
    description: 'A hosted form-based tool for publishing topic feeds from keywords, hashtags and accounts.',
    url: 'https://blueskyfeedcreator.com',
    category: 'feed',
  },
  {
    name: 'Contrails',
    description: 'A feed generator you configure in a Markdown file and deploy to Cloudflare Workers from GitHub Actions.',
    url: 'https://github.com/jcsalterego/Contrails',
    category: 'feed',
  },

  // Bridges
  {
    name: 'Bridgy Fed',
    description: 'Connects Bluesky with the fediverse and the IndieWeb, so accounts can follow and reply across networks.',
    url: 'https://fed.brid.gy',
    category: 'bridge',
  },
  {
    name: 'SkyBridge',
    description: 'Translates Mastodon API calls into atproto ones, so Mastodon apps can sign in to a Bluesky account.',
    url: 'https://github.com/videah/SkyBridge',
    category: 'bridge',
  },
  {
    name: 'Sky Follower Bridge',
    description: 'A browser extension that finds the people you follow on X on Bluesky and follows them in a click.',
    url: 'https://github.com/kawamataryo/sky-follower-bridge',
    category: 'bridge',
  },
  {
    name: 'Bluestream',
    description: 'Turns any account’s posts into an RSS feed, for readers and tools that speak RSS rather than atproto.',
    url: 'https://bluestream.deno.dev',
    category: 'bridge',
  },

  // Moderation and labelers
  {
    name: 'Ozone',
    description: 'The open-source moderation console and labeling service that independent moderation teams run.',
    url: 'https://github.com/bluesky-social/ozone',
    category: 'moderation',
  },
  {
    name: 'Skyware Labeler',
    description: 'A small TypeScript server and CLI for running a labeler without the full Ozone stack.',
    url: 'https://github.com/skyware-js/labeler',
    category: 'moderation',
  },
  {
    name: 'modkit',
    description: 'A moderation stack built on Redmine that groups reports by account and manages moderation lists.',
    url: 'https://github.com/bsky-watch/modkit',
    category: 'moderation',
  },
  {
    name: 'Label Scanner',
    description: 'Shows every label that labelers have put on an account or a post, and which service applied it.',
    url: 'https://blue.mackuba.eu/scanner/',
    category: 'moderation',
  },
  {
    name: 'Blockenheimer',
    description: 'Blocks or mutes, in one go, every account that liked or reposted a given post.',
    url: 'https://blockenheimer.click',
    category: 'moderation',
  },

  // Developer tools
  {
    name: 'PDSls',
    description: 'A client-side explorer for repositories, records, labels and the live firehose on any PDS.',
    url: 'https://pdsls.dev',
    category: 'developer-tool',
  },
  {
    name: 'atcute',
    description: 'Lightweight TypeScript packages for atproto: an API client, OAuth for browsers, CBOR, CAR and CIDs.',
    url: 'https://github.com/mary-ext/atcute',
    category: 'developer-tool',
  },
  {
    name: 'AT Protocol SDK for Python',
    description: 'A Python SDK with generated models for every Lexicon, sync and async clients, and a firehose reader.',
    url: 'https://atproto.blue',
    category: 'developer-tool',
  },
  {
    name: 'ATrium',
    description: 'Rust crates generated from the Lexicons, with XRPC clients, an agent and identity resolution.',
    url: 'https://github.com/sugyan/atrium',
    category: 'developer-tool',
  },
  {
    name: 'atproto.dart',
    description: 'Dart and Flutter packages for the protocol and the Bluesky API, for mobile and server code alike.',
    url: 'https://atprotodart.com',
    category: 'developer-tool',
  },
  {
    name: 'Skyware Bot',
    description: 'A TypeScript framework for bots: reply, like and follow from event handlers, with rate limits handled.',
    url: 'https://github.com/skyware-js/bot',
    category: 'developer-tool',
  },

  // Self-hosting
  {
    name: 'PDS distribution',
    description: 'The container image, installer and operations guide most people use to host their own PDS.',
    url: 'https://github.com/bluesky-social/pds',
    category: 'self-hosting',
  },
  {
    name: 'rsky',
    description: 'Blacksky’s Rust implementation of the protocol, including a PDS, a relay and a feed generator.',
    url: 'https://github.com/blacksky-algorithms/rsky',
    category: 'self-hosting',
  },
  {
    name: 'millipds',
    description: 'A PDS written from scratch in Python that federates with the live network; small enough to read.',
    url: 'https://github.com/DavidBuchanan314/millipds',
    category: 'self-hosting',
  },
  {
    name: 'bluesky-selfhost-env',
    description: 'Docker Compose recipes that run a whole private network on one host: PDS, relay, AppView and more.',
    url: 'https://github.com/itaru2622/bluesky-selfhost-env',
    category: 'self-hosting',
  },
] satisfies ShowcaseProjectInput[]
