import { Link } from 'react-router'
import type { DocPageData } from '../content/types.ts'
import { formatDate } from '../lib/format-date.ts'
import { ContentHtml } from './content-html.tsx'
import { TryIt } from './api/try-it.tsx'
import { CopyMarkdownButton } from './copy-markdown-button.tsx'
import { DraftBadge } from './draft-badge.tsx'
import { Identifier } from './identifier.tsx'
import { Pager } from './pager.tsx'
import { TableOfContents } from './toc.tsx'

function Breadcrumbs({ items }: { items: DocPageData['breadcrumbs'] }) {
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.href ? (
              <Link to={item.href}>{item.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>
                <Identifier text={item.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** A docs page: breadcrumbs, title, content, edit link, previous/next and the table of contents. */
export function DocPage({ page }: { page: DocPageData }) {
  const toc = !page.hideToc && page.toc.length > 0
  return (
    // data-toc: the article keeps room for the table of contents from the first paint (app.css).
    <div className="doc-page" data-toc={toc ? '' : undefined}>
      <article className="doc-article">
        <Breadcrumbs items={page.breadcrumbs} />
        <header className="doc-header">
          <h1>
            <Identifier text={page.title} />
          </h1>
          {page.draft && <DraftBadge />}
          <CopyMarkdownButton href={page.markdownUrl} />
        </header>
        {page.tryIt && <TryIt key={page.route} spec={page.tryIt} />}
        <ContentHtml contentKey={page.route} />
        <footer className="doc-footer">
          {page.editUrl && (
            <a href={page.editUrl} className="edit-link" target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          )}
          {page.lastUpdate && (
            <p className="last-update">
              Last updated <time dateTime={page.lastUpdate}>{formatDate(page.lastUpdate)}</time>
            </p>
          )}
          {page.generatedFrom && (
            <p className="last-update">
              Generated from <code>{page.generatedFrom.name}</code> {page.generatedFrom.version}
            </p>
          )}
        </footer>
        <Pager
          label="Docs pages"
          previous={page.previous && { to: page.previous.route, label: 'Previous', title: <Identifier text={page.previous.title} /> }}
          next={page.next && { to: page.next.route, label: 'Next', title: <Identifier text={page.next.title} /> }}
        />
      </article>
      {toc && (
        // Not an <aside>: the table of contents is itself a named navigation landmark.
        <div className="doc-toc">
          <TableOfContents toc={page.toc} />
        </div>
      )}
    </div>
  )
}
