import { Link } from 'react-router'

export function NotFoundView() {
  return (
    <div className="page-narrow not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
      <p>
        Try the <Link to="/docs">documentation home</Link>, the <Link to="/docs/category/http-reference">HTTP reference</Link>, or{' '}
        <Link to="/search">search the site</Link>.
      </p>
    </div>
  )
}

/** A page whose code threw while rendering. */
export function CrashView({ messages, onReset }: { messages: string[]; onReset: () => void }) {
  return (
    <div className="page-narrow crash" role="alert">
      <h1>This page crashed.</h1>
      <ul className="crash-messages">
        {messages.map((message, i) => (
          <li key={i}>
            <code>{message}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onReset}>
        Try again
      </button>
    </div>
  )
}

/** The page is on its way (a reload after a failed fetch). */
export function LoadingView() {
  return (
    <div className="page-narrow page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  )
}

/** The next page's content could not be fetched. */
export function LoadErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="page-narrow load-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p className="load-error-text">{message}</p>
      <p>Check your network connection, then retry.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
