/**
 * Site-wide settings: identity, navbar, footer, announcement bar, locales.
 * Read by the UI (bundled for the client, so keep it small) and checked by the content build.
 */
import { getSiteAddress } from './site-address.ts'

interface NavbarLinkItem {
  type: 'link'
  label: string
  /** In-site route. */
  to?: string
  /** External URL. */
  href?: string
  position: 'left' | 'right'
  /** Accessible name when the label is an icon. */
  ariaLabel?: string
}

interface NavbarDropdownItem {
  type: 'dropdown'
  label: string
  to?: string
  position: 'left' | 'right'
  items: { label: string; to?: string; href?: string }[]
}

interface NavbarSimpleItem {
  type: 'docsVersion' | 'localeDropdown' | 'search' | 'colorMode'
  position: 'left' | 'right'
  label?: string
}

export type NavbarItem = NavbarLinkItem | NavbarDropdownItem | NavbarSimpleItem

export interface LocaleConfig {
  label: string
  direction: 'ltr' | 'rtl'
  htmlLang: string
  calendar: string
  path: string
}

export interface AnnouncementBar {
  /** Changing the id shows the bar again to readers who closed it. */
  id: string
  content: string
  backgroundColor: string
  textColor: string
  isCloseable: boolean
}

export interface FooterLink {
  label: string
  to?: string
  href?: string
}

/** The site's address, from `SITE_URL` or the defaults in site-address.ts. */
const address = getSiteAddress()

export const site = {
  title: 'AT Protocol Developers',
  tagline: 'Build clients, bots, feeds and servers on the open social web.',
  /** The site's origin, as this build was given it (app/config/site-address.ts). */
  url: address.url,
  companyName: 'Bluesky Social PBC',
  /** The protocol's repository (the navbar's GitHub link). */
  repoUrl: 'https://github.com/bluesky-social/atproto',
  /** "Edit this page" links: this prefix plus the source file, in the docs' repository. */
  editUrlBase: address.editUrlBase,
  defaultLocale: 'en',
  locales: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
  } satisfies Record<string, LocaleConfig>,
  docsVersion: { name: 'current', label: 'Next', path: '/docs', mainDocId: 'get-started', isLast: true },
  navbar: [
    {
      type: 'dropdown',
      label: 'Docs',
      to: '/docs/get-started',
      position: 'left',
      items: [
        { label: 'Get started', to: '/docs/get-started' },
        { label: 'Tutorials', to: '/docs/category/tutorials' },
        { label: 'Advanced guides', to: '/docs/category/advanced-guides' },
        { label: 'Starter templates', to: '/docs/category/starter-templates' },
        { label: 'HTTP reference', to: '/docs/category/http-reference' },
      ],
    },
    { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
    { type: 'link', label: 'Showcase', to: '/showcase/', position: 'left' },
    { type: 'docsVersion', position: 'right' },
    { type: 'localeDropdown', position: 'right' },
    { type: 'link', label: 'GitHub', href: 'https://github.com/bluesky-social/atproto', position: 'right' },
    { type: 'search', position: 'right' },
    { type: 'colorMode', position: 'right' },
  ] satisfies NavbarItem[] as NavbarItem[],
  announcementBar: {
    id: 'oauth-2024',
    content: 'OAuth is the recommended way to sign users in. <a href="/docs/advanced-guides/oauth-client">Read the client guide</a>.',
    backgroundColor: '#0a4fb8',
    textColor: '#ffffff',
    isCloseable: true,
  } satisfies AnnouncementBar as AnnouncementBar | null,
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Starter templates', to: '/docs/category/starter-templates' },
          { label: 'Mailing list', to: '/docs/support/mailing-list' },
          { label: 'Blog', to: '/blog' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'AT Protocol', href: 'https://atproto.com' },
          { label: 'Bluesky profile', href: 'https://bsky.app/profile/atproto.com' },
          { label: 'Microblog', href: 'https://bsky.app/profile/bsky.app' },
          { label: 'Community chat', href: 'https://discord.gg/3srmDsHSZJ' },
          { label: 'Discussions', href: 'https://github.com/bluesky-social/atproto/discussions' },
        ],
      },
    ] satisfies { title: string; items: FooterLink[] }[],
    copyrightHolder: 'Bluesky Social PBC',
  },
} as const
