/**
 * Search as the docs grow (`npm run bench -- --only search-scale --scale 4`): the project is
 * copied to a temporary folder, its tutorials, advanced guides and blog posts copied there N times
 * under new names, and its content built with no cache (the time and peak memory of the content
 * step). The built-in index made from that content is served in place of this checkout's own, in a
 * hard-linked copy of build/client (same code and pages: only the index differs), for the first
 * search in Chromium. The same is done at 1×, so both sizes are measured alike.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { createStoreReader } from '../../app/content/.server/store/read.ts'
import { precompress } from '../build/precompress.ts'
import { buildSearchData, searchFiles } from '../search/search-files.ts'
import { createSiteServer } from '../server/server.ts'
import { copyProject } from '../support/dev-sandbox.ts'
import { measureCommand } from './measure-command.ts'
import { firstQuery, measureFirstQueryBytes, type FirstQueryCost } from './search-bench.ts'
import { measureFirstSearch, type FirstQueryResult } from './search-first-query.ts'

const grownFolders = ['content/docs/tutorials', 'content/docs/advanced-guides', 'content/blog']

/** Copies each page of the grown folders `factor − 1` times as `NAME-copy-K`, its title marked "(copy K)". Returns how many it wrote. */
export function growContent(root: string, factor: number): number {
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
  routes: number
  /** `npm run build:content -- --no-cache` in the copy. */
  contentSeconds: number
  contentPeakMB: number
  indexFiles: number
  indexRawBytes: number
  /** The first query as the build's files give it (brotli sizes). */
  firstQuery: FirstQueryCost
  /** The first search in Chromium, per network profile. */
  firstSearch: FirstQueryResult[]
}

/** The figures at one size of the content, `factor` times the grown folders. */
export async function measureAtScale(browser: Browser, siteDir: string, factor: number): Promise<ScaleFigures> {
  const root = copyProject()
  try {
    growContent(root, factor)
    console.log(`Search at ${factor}×: content build in ${root}…`)
    const content = await measureCommand('npm', ['run', 'build:content', '--', '--no-cache'], { cwd: root })
    const store = createStoreReader(join(root, '.cache/content'))
    const { indexFiles } = buildSearchData(store.getIndex(), Object.fromEntries(store.getSections()))
    const client = join(root, 'client')
    const linked = spawnSync('cp', ['-al', siteDir, client], { encoding: 'utf8' })
    if (linked.status !== 0) throw new Error(`Could not link ${siteDir} into ${client}: ${linked.stderr}`)
    const dir = join(client, searchFiles.indexDir)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir)
    for (const [name, json] of Object.entries(indexFiles)) writeFileSync(join(dir, name), json)
    await precompress(client, Object.keys(indexFiles).map((name) => `${searchFiles.indexDir}/${name}`))
    const server = createSiteServer({ dir: client })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      return {
        factor,
        routes: store.getIndex().length,
        contentSeconds: Number(content.seconds.toFixed(1)),
        contentPeakMB: content.peakTreeMB,
        indexFiles: Object.keys(indexFiles).length,
        indexRawBytes: Object.keys(indexFiles).reduce((n, name) => n + statSync(join(dir, name)).size, 0),
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
