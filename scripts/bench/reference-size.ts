import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ownHtml } from './page-weight.ts'

interface SizeFigure {
  file: string
  bytes: number
}

export interface ReferenceSizes {
  pages: number
  largest: SizeFigure
  median: SizeFigure
}

/** Largest and median HTML file of the API reference (`docs/api/<slug>/index.html`, its own bytes: `ownHtml`), the overview page aside. */
export function measureReferencePages(dir: string, htmlFiles: string[], skip = ['docs/api/at-protocol-xrpc-api/index.html']): ReferenceSizes {
  const sizes = htmlFiles
    .filter((f) => /^docs\/api\/[^/]+\/index\.html$/.test(f) && !skip.includes(f))
    .map((file) => ({ file, bytes: Buffer.byteLength(ownHtml(readFileSync(join(dir, file), 'utf8'))) }))
    .sort((a, b) => a.bytes - b.bytes || (a.file < b.file ? -1 : 1))
  if (sizes.length === 0) throw new Error(`No API reference pages under ${dir}/docs/api: build the site first`)
  return { pages: sizes.length, largest: sizes[sizes.length - 1], median: sizes[Math.floor((sizes.length - 1) / 2)] }
}
