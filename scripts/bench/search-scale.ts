/**
 * Search as the docs grow (`npm run bench -- --only search-scale --scale 4`): the project is
 * copied to a temporary folder, its tutorials, advanced guides and blog posts copied there N times
 * under new names, and the whole site built there from cold (the time and peak memory of
 * `npm run build`). That build is served for the first search in Chromium, and its get-started
 * page, outside the grown branches, is weighed. The same is done at 1×, so both sizes are measured alike.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { searchFiles } from '../search/search-files.ts'
import { createSiteServer } from '../server/server.ts'
import { copyProject } from '../support/dev-sandbox.ts'
import { measureCommand } from './measure-command.ts'
import { firstQuery, measureFirstQueryBytes, type FirstQueryCost } from './search-bench.ts'
import { measureFirstSearch, type FirstQueryResult } from './search-first-query.ts'

const grownFolders = ['content/docs/tutorials', 'content/docs/advanced-guides', 'content/blog']

/** Copies each page of the grown folders `factor − 1` times as `NAME-copy-K`, its title marked "(copy K)". Returns how many it wrote. */
function growContent(root: string, factor: number): number {
  let written = 0
  for (const folder of grownFolders) {
    for (const file of readdirSync(join(root, folder)).filter((name) => /\.mdx?$/.test(name))) {
      const text = readFileSync(join(root, folder, file), 'utf8')
      for (let k = 2; k <= factor; k++) {
        const titled = text.replace(/^title: *(["']?)(.*?)\1 *$/m, (_, quote: string, title: string) => `title: ${quote}${title} (copy ${k})${quote}`)
        writeFileSync(join(root, folder, file.replace(/(\.mdx?)$/, `-copy-${k}$1`)), titled)
        written++
      }
    }
  }
  return written
}

export interface ScaleFigures {
  factor: number
  /** Pages prerendered. */
  pages: number
  /** `npm run build` in the copy, caches removed. */
  buildSeconds: number
  buildPeakMB: number
  indexFiles: number
  indexRawBytes: number
  /** The HTML of /docs/get-started, a page outside the grown branches. */
  getStartedHtmlBytes: number
  /** The first query as the build's files give it (brotli sizes). */
  firstQuery: FirstQueryCost
  /** The first search in Chromium, per network profile. */
  firstSearch: FirstQueryResult[]
}

/** The figures at one size of the content, `factor` times the grown folders. */
export async function measureAtScale(browser: Browser, factor: number): Promise<ScaleFigures> {
  const root = copyProject()
  try {
    growContent(root, factor)
    rmSync(join(root, '.cache'), { recursive: true, force: true })
    console.log(`Search at ${factor}×: cold build in ${root}…`)
    const build = await measureCommand('npm', ['run', 'build'], { cwd: root })
    const client = join(root, 'build/client')
    const indexNames = readdirSync(join(client, searchFiles.indexDir)).filter((name) => name.endsWith('.json'))
    const server = createSiteServer({ dir: client })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      return {
        factor,
        pages: (build.output.match(/^Prerender \(html\): /gm) ?? []).length,
        buildSeconds: Number(build.seconds.toFixed(1)),
        buildPeakMB: build.peakTreeMB,
        indexFiles: indexNames.length,
        indexRawBytes: indexNames.reduce((n, name) => n + statSync(join(client, searchFiles.indexDir, name)).size, 0),
        getStartedHtmlBytes: statSync(join(client, 'docs/get-started/index.html')).size,
        firstQuery: await measureFirstQueryBytes(client),
        firstSearch: await measureFirstSearch(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, firstQuery),
      }
    } finally {
      server.close()
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
