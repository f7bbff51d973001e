/**
 * Prerendered pages carry their loader data twice: once rendered into the HTML, once serialised
 * for hydration. For rendered Markdown the second copy is pure weight, so this removes it from the
 * page (the `.data` file used by client navigation keeps it). Each rendered body sits in an
 * element marked `data-content-html` (`ContentHtml`, the blog excerpt); a string of the hydration
 * payload that is exactly such an element's content is replaced with "". `useContentHtml` renders
 * "" on hydration, and React keeps the server-rendered DOM of an element whose innerHTML it sets.
 *
 * React Router's inline payload is not a public format, so this checks its shape on every page and
 * throws, failing the build, when it no longer finds what it removes: an upgrade that changes the
 * format cannot silently bring the second copy back.
 */

/** The attribute that marks an element holding a rendered body; kept last so its content follows it. */
export const contentHtmlMarker = 'data-content-html'

const enqueue = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g
const markerOpen = `${contentHtmlMarker}="">`

/** Characters escaped in inline scripts, as React Router does, so the payload stays script-safe. */
function escapeForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

export interface StripResult {
  html: string
  /** Strings blanked in the hydration payload. */
  removed: number
  bytesSaved: number
}

/**
 * Blanks every rendered body of `html` in its hydration payload. Throws, naming `file`, when the
 * page has no payload of the expected shape or a rendered body is not found in it.
 */
export function stripDuplicateHtml(html: string, file: string): StripResult {
  const before = html.length
  const document = html.replace(/<script[\s\S]*?<\/script>/g, '')
  // Where each marked element's content starts: a payload string is a rendered body when one of
  // them starts with it and the element closes right after (a few markers per page, so this
  // stays fast on pages with thousands of strings). Empty elements hold no body.
  const starts: number[] = []
  for (let at = document.indexOf(markerOpen); at !== -1; at = document.indexOf(markerOpen, at + markerOpen.length)) starts.push(at + markerOpen.length)
  const bodies = starts.filter((at) => !document.startsWith('</', at)).length
  const fix = 'React Router may have changed how it inlines loader data: update scripts/lib/hydration-data.ts to the new format.'
  let payloads = 0
  let found = 0
  let removed = 0
  const out = html.replace(enqueue, (whole, open: string, literal: string, close: string) => {
    const text = JSON.parse(literal) as string
    // Deferred chunks (`P1:[...]`) are not JSON; the first chunk, an array, holds the loader data.
    let values: unknown
    try {
      values = JSON.parse(text)
    } catch {
      return whole
    }
    if (!Array.isArray(values)) return whole
    payloads++
    let changed = false
    const next = values.map((value) => {
      if (typeof value !== 'string' || value === '') return value
      const occurrences = starts.filter((at) => document.startsWith(value, at) && document.startsWith('</', at + value.length)).length
      if (occurrences === 0) return value
      found += occurrences
      removed++
      changed = true
      return ''
    })
    if (!changed) return whole
    const newline = text.endsWith('\n') ? '\n' : ''
    return `${open}${escapeForScript(JSON.stringify(JSON.stringify(next) + newline))}${close}`
  })
  if (payloads === 0) throw new Error(`${file}: found no streamController.enqueue("[...]") script with the hydration data. ${fix}`)
  if (found < bodies) throw new Error(`${file}: ${bodies} rendered bodies ([${contentHtmlMarker}]) but ${found} found as strings of the hydration data. ${fix}`)
  return { html: out, removed, bytesSaved: before - out.length }
}
