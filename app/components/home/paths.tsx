import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface PathLink {
  label: string
  to: string
}

interface Path {
  id: string
  title: string
  text: string
  icon: ReactNode
  links: [PathLink, PathLink]
}

const iconProps = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const

/** The main things people build; each block opens on the docs that start that path. */
const paths: Path[] = [
  {
    id: 'client',
    title: 'Build a client',
    text: 'Sign people in with OAuth, show timelines and threads with their moderation choices applied, and publish posts with links and mentions.',
    icon: (
      <svg {...iconProps}>
        <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
        <path d="M10 18.5h4" />
      </svg>
    ),
    links: [
      { label: 'Client starter template', to: '/docs/starter-templates/clients' },
      { label: 'OAuth for clients', to: '/docs/advanced-guides/oauth-client' },
    ],
  },
  {
    id: 'bot',
    title: 'Write a bot',
    text: 'Answer mentions, post on a schedule and label your account as automated, in a few dozen lines that respect the rate limits.',
    icon: (
      <svg {...iconProps}>
        <rect x="4" y="7" width="16" height="12" rx="3" />
        <path d="M12 3v4M9 12h.01M15 12h.01M9.5 15.5h5" />
      </svg>
    ),
    links: [
      { label: 'Bot starter template', to: '/docs/starter-templates/bots' },
      { label: 'Rate limits', to: '/docs/advanced-guides/rate-limits' },
    ],
  },
  {
    id: 'feed',
    title: 'Run a custom feed',
    text: 'Choose posts from the network with your own rules and serve them as a feed that anyone can pin to their home screen.',
    icon: (
      <svg {...iconProps}>
        <path d="M4 6h16M4 12h10M4 18h13" />
        <circle cx="19" cy="12" r="1.5" />
      </svg>
    ),
    links: [
      { label: 'Custom feed starter template', to: '/docs/starter-templates/custom-feeds' },
      { label: 'Custom feeds tutorial', to: '/docs/tutorials/custom-feeds' },
    ],
  },
  {
    id: 'pds',
    title: 'Self-host a PDS',
    text: 'Keep accounts and their data on a server you run, connect it to the relays, and move accounts between hosts without losing anyone.',
    icon: (
      <svg {...iconProps}>
        <rect x="3.5" y="4" width="17" height="7" rx="1.5" />
        <rect x="3.5" y="13" width="17" height="7" rx="1.5" />
        <path d="M7.5 7.5h.01M7.5 16.5h.01M11 7.5h5M11 16.5h5" />
      </svg>
    ),
    links: [
      { label: 'Self-hosting a PDS', to: '/docs/advanced-guides/federation-architecture#self-hosting-a-pds' },
      { label: 'Federation for self-hosters', to: '/blog/self-host-federation' },
    ],
  },
  {
    id: 'moderation',
    title: 'Make moderation tools',
    text: 'Publish labels from your own labeler, let people subscribe to it from any client, and work through reports with Ozone.',
    icon: (
      <svg {...iconProps}>
        <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6L12 3z" />
        <path d="M9 12l2.2 2.2L15.5 10" />
      </svg>
    ),
    links: [
      { label: 'Moderation and labels', to: '/docs/advanced-guides/moderation' },
      { label: 'Querying labels', to: '/docs/api/com-atproto-label-query-labels' },
    ],
  },
  {
    id: 'firehose',
    title: 'Read the whole network',
    text: 'Follow every public event as it happens over the firehose or Jetstream, and backfill whole repositories to build your own index.',
    icon: (
      <svg {...iconProps}>
        <path d="M3 8c3-3 6 3 9 0s6 3 9 0M3 13c3-3 6 3 9 0s6 3 9 0M3 18c3-3 6 3 9 0s6 3 9 0" />
      </svg>
    ),
    links: [
      { label: 'The firehose', to: '/docs/advanced-guides/firehose' },
      { label: 'Backfilling the network', to: '/docs/advanced-guides/backfill' },
    ],
  },
]

export function Paths() {
  return (
    <section className="home-section" aria-labelledby="home-paths-title">
      <div className="home-section-header">
        <h2 id="home-paths-title" className="home-section-title">
          What are you building?
        </h2>
        <p className="home-section-lead">Each path starts with working code and links to the guides that explain what it does.</p>
      </div>
      <ul className="home-paths">
        {paths.map((path) => (
          <li key={path.id} className="home-path" data-path={path.id}>
            <span className="home-path-icon">{path.icon}</span>
            <h3 className="home-path-title">{path.title}</h3>
            <p className="home-path-text">{path.text}</p>
            <ul className="home-path-links">
              {path.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} prefetch="intent">
                    {link.label}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
