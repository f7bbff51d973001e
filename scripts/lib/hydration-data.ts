/**
 * Prerendered pages carry their loader data twice: once rendered into the HTML, once serialised
 * for hydration. For the long HTML fragments of rendered Markdown the second copy is pure weight,
 * so this removes it from the page (the `.data` file used by client navigation keeps it): every
 * string in the hydration payload that contains markup and appears verbatim in the document was
 * inserted raw by the page and is replaced with "". `ContentHtml` renders "" on hydration, and
 * React keeps the server-rendered DOM of an element whose innerHTML it sets.
 */

const enqueue = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g

/** Characters escaped in inline scripts, as React Router does, so the payload stays script-safe. */
function escapeForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

export function stripDuplicateHtml(html: string, minLength = 500): { html: string; removed: number; bytesSaved: number } {
  let removed = 0
  const before = html.length
  const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, '')
  const out = html.replace(enqueue, (whole, open: string, literal: string, close: string) => {
    const text = JSON.parse(literal) as string
    const newline = text.endsWith('\n') ? '\n' : ''
    let values: unknown
    try {
      values = JSON.parse(text)
    } catch {
      return whole
    }
    if (!Array.isArray(values)) return whole
    let changed = false
    const next = values.map((value) => {
      if (typeof value === 'string' && value.length >= minLength && value.includes('<') && withoutScripts.includes(value)) {
        removed++
        changed = true
        return ''
      }
      return value
    })
    if (!changed) return whole
    return `${open}${escapeForScript(JSON.stringify(JSON.stringify(next) + newline))}${close}`
  })
  return { html: out, removed, bytesSaved: before - out.length }
}
