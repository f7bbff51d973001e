import { isRouteErrorResponse } from 'react-router'
import { isLoadFailure } from './load-errors.ts'

/** What the root error boundary shows for an error thrown while loading or rendering a route. */
export type RouteErrorView =
  | { kind: 'not-found' }
  | { kind: 'load-failure'; message: string; reload: boolean }
  | { kind: 'crash'; messages: string[] }

/** The message of an error and of every error behind it (`cause` chains, AggregateError members). */
export function getErrorMessages(error: unknown, depth = 0): string[] {
  if (depth > 5) return []
  if (!(error instanceof Error)) return [typeof error === 'string' ? error : JSON.stringify(error) ?? String(error)]
  const messages = [error.message || error.name]
  if (error instanceof AggregateError) for (const inner of error.errors) messages.push(...getErrorMessages(inner, depth + 1))
  if (error.cause !== undefined) messages.push(...getErrorMessages(error.cause, depth + 1))
  return messages
}

/**
 * Sorts a route error: a 404 response is the not-found page; a failed fetch of the next route's
 * data or code is a load failure (reload in full, or offer Retry); an error response from the
 * data file is a load failure too (shown, never reloaded); anything else is a crash.
 */
export function classifyRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { kind: 'not-found' }
    return { kind: 'load-failure', message: `The server answered ${error.status} ${error.statusText}`.trim(), reload: false }
  }
  if (isLoadFailure(error)) return { kind: 'load-failure', message: (error as Error).message, reload: true }
  return { kind: 'crash', messages: getErrorMessages(error) }
}
