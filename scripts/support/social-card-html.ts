/**
 * What the social cards (public/img/social/) show, as HTML for scripts/make-social-cards.ts to
 * draw with Chromium: a kicker, a headline and a line of text per section of the site, the
 * network art, the logo and the site's title.
 */
import { escapeUTF8 } from 'entities/escape'
import { site } from '../../app/config/site.ts'
import { socialCardSize, type SocialCardSection } from '../../app/lib/meta.ts'

const cards: Record<SocialCardSection, { kicker: string; headline: string; text: string }> = {
  default: {
    kicker: 'AT Protocol',
    headline: 'Build on the open social web',
    text: 'Docs, tutorials, the HTTP API reference and the developer blog for the protocol behind Bluesky.',
  },
  docs: {
    kicker: 'Documentation',
    headline: 'From first post to full app',
    text: 'Tutorials, guides and starter templates for clients, bots, feeds and servers.',
  },
  api: {
    kicker: 'HTTP API reference',
    headline: 'Every XRPC method',
    text: 'Generated from the Lexicons: parameters, request and response schemas, errors and examples.',
  },
  blog: {
    kicker: 'Developer blog',
    headline: 'News from the protocol',
    text: 'Roadmaps, release notes and deep dives from the people building the AT Protocol.',
  },
}


/** A few linked nodes on the right: the network of servers the protocol connects. */
function networkArt(): string {
  const nodes = [
    [890, 150, 16], [1010, 110, 10], [1100, 220, 22], [960, 280, 30], [850, 340, 12],
    [1060, 380, 14], [900, 450, 20], [1120, 500, 10], [1140, 70, 8], [1000, 520, 12],
  ]
  const edges = [[0, 1], [1, 2], [0, 3], [2, 3], [3, 4], [3, 5], [5, 6], [4, 6], [5, 7], [1, 8], [6, 9], [7, 9], [2, 5]]
  const lines = edges
    .map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" />`)
    .join('')
  const circles = nodes.map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" class="${i === 3 ? 'hub' : ''}" />`).join('')
  return `<svg class="art" width="1200" height="630" viewBox="0 0 1200 630" aria-hidden="true"><g class="edges">${lines}</g><g class="nodes">${circles}</g></svg>`
}

/**
 * The card of `section` as an HTML page, with the logo's SVG text. It names no address: the cards
 * are committed and serve every deploy, whatever its SITE_URL, and link previews show the
 * address themselves.
 */
export function cardHtml(section: SocialCardSection, logo: string): string {
  const card = cards[section]
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${socialCardSize.width}px; height: ${socialCardSize.height}px; overflow: hidden;
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: #f2f5fa;
    background: radial-gradient(700px 420px at 0% 0%, #123a7a 0%, transparent 70%),
      radial-gradient(620px 520px at 100% 100%, #0b3f8f 0%, transparent 70%), #0a1020; }
  .grid { position: absolute; inset: 0; opacity: .16;
    background-image: linear-gradient(#3d5a8a 1px, transparent 1px), linear-gradient(90deg, #3d5a8a 1px, transparent 1px);
    background-size: 48px 48px; }
  .art { position: absolute; inset: 0; }
  .edges line { stroke: #4f86d9; stroke-width: 2; opacity: .55; }
  .nodes circle { fill: #0f1d36; stroke: #7cb4ff; stroke-width: 3; }
  .nodes circle.hub { fill: #0a58ca; stroke: #bcd8ff; }
  main { position: absolute; left: 80px; top: 78px; width: 700px; }
  .kicker { display: inline-block; padding: 8px 18px; border-radius: 999px; background: rgba(124,180,255,.14);
    border: 1px solid rgba(124,180,255,.45); color: #a9cdff; font-size: 24px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; }
  h1 { text-wrap: balance; margin-top: 34px; font-size: 74px; line-height: 1.04; font-weight: 700; letter-spacing: -1.5px; }
  p { margin-top: 26px; font-size: 30px; line-height: 1.4; color: #c3cedd; }
  footer { position: absolute; left: 80px; right: 80px; bottom: 58px; display: flex; align-items: center; gap: 18px; font-size: 28px; font-weight: 700; }
  footer svg { width: 52px; height: 52px; }
</style></head><body>
  <div class="grid"></div>${networkArt()}
  <main><span class="kicker">${escapeUTF8(card.kicker)}</span><h1>${escapeUTF8(card.headline)}</h1><p>${escapeUTF8(card.text)}</p></main>
  <footer>${logo}<span>${escapeUTF8(site.title)}</span></footer>
</body></html>`
}
