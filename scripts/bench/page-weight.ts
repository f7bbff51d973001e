import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileForRoute } from '../build/output.ts'

interface Weight {
  raw: number
  gzip: number
}

export interface PageWeight {
  route: string
  html: Weight
  js: Weight & { files: string[] }
  /** Linked stylesheets (`files`, `linked` their weight) and the text of the page's `<style>` elements (`inline`, also counted in `html`); `raw` and `gzip` count both. */
  css: Weight & { files: string[]; linked: Weight; inline: string }
}

const gzipCache = new Map<string, number>()

function weigh(dir: string, file: string): Weight {
  const path = join(dir, file)
  const raw = statSync(path).size
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length)
  return { raw, gzip: gzipCache.get(path) as number }
}

function sum(dir: string, files: string[]): Weight & { files: string[] } {
  return files.reduce((t, f) => {
    const w = weigh(dir, f)
    return { raw: t.raw + w.raw, gzip: t.gzip + w.gzip, files: t.files }
  }, { raw: 0, gzip: 0, files })
}

const inlineStyle = /<style[^>]*>([^]*?)<\/style>/g

/** The site's stylesheet in a built page: the `<style>` element root.tsx writes, the one without attributes. */
const siteStylesheet = /<style>([^]*?)<\/style>/

/** The text of the site's stylesheet in a built page ('' when it has none). */
export const siteStylesheetOf = (html: string) => siteStylesheet.exec(html)?.[1] ?? ''

/**
 * A page's own HTML: without the text of the site's stylesheet, which every built page carries
 * and the CSS budget counts once. Page sizes compare with one another this way, and with the time
 * the stylesheet was a file of its own. Rules of the page's own (the showcase's filter) stay counted.
 */
export const ownHtml = (html: string) => html.replace(siteStylesheet, '<style></style>')

/**
 * What a first visit to a page downloads, read from its HTML: the page, every script it loads or
 * preloads (module scripts, modulepreload links, those it adds after the first paint, `import()` in
 * inline scripts) with the chunks those import statically, and its stylesheets, linked or inline.
 */
export function getPageWeight(dir: string, route: string): PageWeight {
  const htmlFile = route === '/404' ? '404.html' : fileForRoute(route)
  const html = readFileSync(join(dir, htmlFile), 'utf8')
  const js = new Set<string>()
  const css = new Set<string>()
  for (const m of html.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)) js.add(m[1])
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/[^"]+)"/g)) js.add(m[1])
  for (const m of html.matchAll(/<link[^>]*href="(\/[^"]+)"[^>]*rel="modulepreload"/g)) js.add(m[1])
  // Preloads the page adds after its first paint (scripts/build/after-paint/).
  for (const m of html.matchAll(/<script[^>]*\sdata-preload="([^"]+)"/g)) for (const href of m[1].split(' ')) js.add(href)
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) js.add(m[1])
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) js.add(m[1])
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/g)) css.add(m[1])
  for (const m of html.matchAll(/<link[^>]*href="(\/[^"]+\.css)"[^>]*rel="stylesheet"/g)) css.add(m[1])
  // The chunks those modules import statically load before the page hydrates too.
  for (const file of js) {
    const code = readFileSync(join(dir, file), 'utf8')
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)) js.add(new URL(m[1], `http://x${file}`).pathname)
  }
  const strip = (s: Set<string>) => [...s].map((f) => f.replace(/^\//, '')).sort()
  const linked = sum(dir, strip(css))
  const inline = [...html.matchAll(inlineStyle)].map((m) => m[1]).join('')
  const inlineGzip = inline ? gzipSync(inline, { level: 9 }).length : 0
  return {
    route,
    html: weigh(dir, htmlFile),
    js: sum(dir, strip(js)),
    css: { raw: linked.raw + inline.length, gzip: linked.gzip + inlineGzip, files: linked.files, linked: { raw: linked.raw, gzip: linked.gzip }, inline },
  }
}

/** Bytes of a built file over the wire, as the site's server sends it to a browser: its precompressed brotli copy when the build wrote one, else the file. */
export function wireBytes(dir: string, file: string): number {
  const path = join(dir, file)
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
