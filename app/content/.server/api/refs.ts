/**
 * Lexicon definition ids and the refs that name them, with no dependency: the reference (which
 * reads the pinned `@atproto/api`) and the Lexicon history (which reads older releases' documents)
 * resolve refs the same way.
 */

/**
 * `lex:app.bsky.feed.defs#feedViewPost` → `app.bsky.feed.defs#feedViewPost`;
 * `lex:app.bsky.feed.post#main` and `lex:app.bsky.feed.post` → `app.bsky.feed.post`.
 */
export function canonicalDefId(uri: string): string {
  return uri.replace(/^lex:/, '').replace(/#main$/, '')
}

/** A ref as written in document `nsid` (`#foo` is local to it), as a canonical definition id. */
export function resolveRef(ref: string, nsid: string): string {
  return canonicalDefId(ref.startsWith('#') ? `${nsid}${ref}` : ref)
}

/** Every ref and union member inside a value (a definition, a document's defs), resolved against `nsid`. */
export function refsInside(value: unknown, nsid: string, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) refsInside(item, nsid, into)
  } else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; ref?: unknown; refs?: unknown }
    if (node.type === 'ref' && typeof node.ref === 'string') into.add(resolveRef(node.ref, nsid))
    if (node.type === 'union' && Array.isArray(node.refs)) for (const ref of node.refs) if (typeof ref === 'string') into.add(resolveRef(ref, nsid))
    for (const inner of Object.values(value)) refsInside(inner, nsid, into)
  }
  return into
}
