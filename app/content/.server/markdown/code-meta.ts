/** What a code fence's meta string says besides the language, read without loading the highlighter. */

/** Reads `title="…"` from a fence's meta string. */
export function parseCodeTitle(meta: string): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta)
  return match ? (match[1] ?? match[2]) : null
}
