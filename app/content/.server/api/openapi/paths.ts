import { API_FAMILIES } from '../families.ts'

/** `app.bsky.feed.getTimeline` → `app.bsky`. */
export function namespaceOfMethod(nsid: string): string {
  return nsid.split('.').slice(0, 2).join('.')
}

/** The namespaces with documented methods, each with a document of its own. */
export const OPENAPI_NAMESPACES = [...new Set(API_FAMILIES.map(namespaceOfMethod))].sort()

/** Where the documents are served: `/openapi/atproto.json` and `/openapi/<namespace>.json`. */
export function openApiPath(namespace: string | null): string {
  return `/openapi/${namespace ?? 'atproto'}.json`
}

