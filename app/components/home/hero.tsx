import { Link } from 'react-router'

type Token = [kind: 'k' | 's' | 'f' | 'c' | 'p', text: string]

/** The sample in the hero, tokenised by hand so the home page ships no highlighter. */
const sample: Token[][] = [
  [['k', 'import'], ['p', ' { AtpAgent } '], ['k', 'from'], ['s', " '@atproto/api'"]],
  [],
  [['k', 'const'], ['p', ' agent = '], ['k', 'new'], ['f', ' AtpAgent'], ['p', '({']],
  [['p', '  service: '], ['s', "'https://bsky.social'"], ['p', ',']],
  [['p', '})']],
  [['k', 'await'], ['p', ' agent.'], ['f', 'login'], ['p', '({ identifier, password })']],
  [],
  [['c', '// Writes an app.bsky.feed.post record']],
  [['k', 'await'], ['p', ' agent.'], ['f', 'post'], ['p', '({ text: '], ['s', "'Hello, world!'"], ['p', ' })']],
]

/** What the protocol is, who these docs are for, and the three ways in. */
export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero-text">
        <p className="home-eyebrow">AT Protocol developer documentation</p>
        <h1 id="home-title" className="home-title">
          Build on the open social web
        </h1>
        <p className="home-lead">
          The AT Protocol is the open network behind Bluesky. People own their identity and their data, every app reads from the same
          public network, and anyone can run a part of it: a server, a feed, a labeler or a whole new app.
        </p>
        <p className="home-audience">
          These docs are for developers writing clients, bots, custom feeds, self-hosted servers and moderation tools, in TypeScript or
          any language that speaks HTTP.
        </p>
        <div className="home-actions">
          <Link to="/docs/get-started" className="button button-primary home-cta">
            Get started
          </Link>
          <Link to="/docs/category/tutorials" className="button home-cta">
            Tutorials
          </Link>
          <Link to="/docs/category/http-reference" className="button home-cta">
            API reference
          </Link>
        </div>
      </div>
      <figure className="home-code" aria-labelledby="home-code-caption">
        <figcaption id="home-code-caption" className="home-code-caption">
          <span className="home-code-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          first-post.ts
        </figcaption>
        <pre tabIndex={0}>
          <code>
            {sample.map((line, i) => (
              <span key={i} className="home-code-line">
                {line.map(([kind, text], j) => (
                  <span key={j} className={`tok-${kind}`}>
                    {text}
                  </span>
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        <p className="home-code-more">
          <Link to="/docs/get-started#make-your-first-post">Walk through your first post</Link>
        </p>
      </figure>
    </section>
  )
}
