import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { normalizePathname } from '../../app/lib/pathname.ts'
import { getContentTypeHeaderBlocks } from '../server/content-types.ts'
import { inertModuleType } from './after-paint/deferred-hydration.ts'

/** The JavaScript MIME types of HTML's list: a script of one of these types runs as a classic script. */
const javaScriptType = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/

/**
 * Whether `script-src` governs an inline script with this `type`: a classic script (no type, an
 * empty one or a JavaScript MIME type), a module, an import map or speculation rules, and the
 * after-paint step's inert module, which its loader runs as a module with the same text. Any other
 * type is a data block the browser never runs (the JSON-LD in the head): the policy does not
 * cover it, so it gets no hash that would allow more than the page needs.
 */
export function scriptSrcApplies(type: string | null): boolean {
  const value = (type ?? '').trim().toLowerCase()
  return ['', 'module', 'importmap', 'speculationrules', inertModuleType].includes(value) || javaScriptType.test(value)
}

/** The SHA-256 source expressions of every inline <script> in a page that `script-src` governs. */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script((?![^>]*\bsrc=)[^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, code] = match
    if (code === '') continue
    const type = /\btype=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes)
    if (!scriptSrcApplies(type ? (type[1] ?? type[2] ?? type[3]) : null)) continue
    hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`)
  }
  return [...hashes].sort()
}

/**
 * Where the API reference's Try it panel may send requests: any HTTPS host a reader types, and a
 * server on the reader's own machine (a local PDS). Every page needs it, not only API pages: a
 * reader who lands elsewhere and navigates in the app keeps the first page's policy.
 */
const TRY_IT_CONNECT_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*']

/** Content-Security-Policy for a page: its own scripts and these inline hashes only. */
export function buildCsp(scriptHashes: string[], searchOrigin: string | null): string {
  const connect = ["'self'", ...(searchOrigin ? [searchOrigin] : []), ...TRY_IT_CONNECT_SOURCES]
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Highlighted code carries its two colour themes as inline style variables, and every page its
    // stylesheet in a <style> element (root.tsx).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const staticHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

export interface CspManifest {
  /** Route path → CSP for that page. */
  pages: Record<string, string>
  /** The policy for everything that is not a page. */
  fallback: string
}

/** Directives a `<meta>` element cannot deliver (browsers ignore them there, with a console warning). */
const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'sandbox']

const directiveName = (directive: string) => directive.trim().split(/\s+/)[0]

/** A page's policy as its `<meta http-equiv>` carries it: without the directives only a header can deliver. */
export function metaCsp(policy: string): string {
  return policy
    .split(';')
    .filter((directive) => !headerOnlyDirectives.includes(directiveName(directive)))
    .map((directive) => directive.trim())
    .join('; ')
}

/**
 * The part of every page's policy that a header can send for the whole site: directives that are
 * the same on every page and that a page's own `<meta>` policy cannot carry (frame-ancestors). No
 * script, style or default source: a header policy is enforced alongside the page's own, and one
 * without the page's script hashes would block its inline scripts.
 */
export function sharedHeaderCsp(policy: string): string {
  const shared = ['object-src', 'base-uri', 'form-action', ...headerOnlyDirectives]
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => shared.includes(directiveName(directive)))
    .join('; ')
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * Puts the page's policy into its `<head>`, first after the character set, so that it governs every
 * script after it: static hosts that send no per-page headers (GitHub Pages), or a limited number of
 * header rules (Cloudflare Pages: 100 for the whole site), still enforce each page's own policy.
 */
export function addCspMeta(html: string, policy: string, file: string): string {
  const charset = '<meta charSet="utf-8"/>'
  const at = html.indexOf(charset)
  if (at === -1) throw new Error(`${file}: no ${charset} to put the Content-Security-Policy after`)
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error(`${file} already has a Content-Security-Policy <meta>`)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaCsp(policy))}"/>`
  return html.slice(0, at + charset.length) + meta + html.slice(at + charset.length)
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages syntax): the headers every response shares, with
 * the policy's site-wide part (each page's own policy travels in its `<meta>`), long caching for
 * hashed assets and the content types of the generated files. A handful of rules: Cloudflare Pages
 * refuses a file of more than 100, or with a line over 2,000 characters.
 */
export function buildHeadersFile(manifest: CspManifest, generatedPaths: string[] = []): string {
  const shared = Object.entries(staticHeaders).map(([k, v]) => `  ${k}: ${v}`)
  const blocks = [`/*\n${shared.join('\n')}\n  Content-Security-Policy: ${sharedHeaderCsp(manifest.fallback)}`]
  blocks.push('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  blocks.push(...getContentTypeHeaderBlocks(generatedPaths))
  return `${blocks.join('\n\n')}\n`
}

/** Headers for a request path, read from build/csp.json written by the security-headers build step. */
export function getSecurityHeaders(clientDir: string): { forPath(pathname: string): Record<string, string> } {
  const file = join(clientDir, '..', 'csp.json')
  const manifest: CspManifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as CspManifest)
    : { pages: {}, fallback: buildCsp([], null) }
  return {
    forPath(pathname: string) {
      const csp = manifest.pages[normalizePathname(pathname)] ?? manifest.fallback
      return { ...staticHeaders, 'Content-Security-Policy': csp }
    },
  }
}
