import { Link } from 'react-router'

const concepts = [
  { to: '/docs/advanced-guides/atproto', title: 'How the protocol works', text: 'Identities, signed repositories, Lexicon and XRPC in one read.' },
  { to: '/docs/advanced-guides/federation-architecture', title: 'Federation architecture', text: 'PDS hosts, relays, AppViews, feeds and labelers, and how data flows.' },
  { to: '/docs/advanced-guides/resolving-identities', title: 'Handles and DIDs', text: 'Resolve a handle to a DID and a DID to its document, both ways.' },
  { to: '/docs/advanced-guides/custom-schemas', title: 'Your own Lexicons', text: 'Design and publish record types for an app of your own.' },
]

/** Short links into the protocol guides, for readers who want the model before the code. */
export function Concepts() {
  return (
    <section className="home-section home-concepts" aria-labelledby="home-concepts-title">
      <div className="home-section-header">
        <h2 id="home-concepts-title" className="home-section-title">
          Understand the protocol
        </h2>
      </div>
      <ul className="home-concept-list">
        {concepts.map((concept) => (
          <li key={concept.to}>
            <Link to={concept.to} className="home-concept" prefetch="intent">
              <span className="home-concept-title">{concept.title}</span>
              <span className="home-concept-text">{concept.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
