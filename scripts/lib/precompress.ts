import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; smaller ones gain less than a request's headers. */
const compressible = /\.(html|js|css|json|data|xml|txt|md|svg|map)$/
const minBytes = 1024

/**
 * Brotli quality per file. The top quality (11) is about three times as slow as 10 for some 6 %
 * smaller output: worth it for the scripts, styles and search index every visitor downloads and
 * caches, not for the tens of megabytes of pages, where it would triple the build's longest step.
 */
export function getBrotliQuality(file: string): number {
  return /\.(js|css)$|^search-index\//.test(file) ? 11 : 10
}

/**
 * Writes `.gz` and `.br` copies of every compressible file, several at a time: zlib runs on libuv's
 * thread pool, so this uses every core. Returns how many files were compressed.
 */
export async function precompress(dir: string, files: string[], concurrency = 4): Promise<number> {
  const queue = files.filter((file) => compressible.test(file))
  let compressed = 0
  async function work(): Promise<void> {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const path = join(dir, file)
      const body = await readFile(path)
      if (body.length < minBytes) continue
      const params = { [constants.BROTLI_PARAM_QUALITY]: getBrotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: body.length }
      const [gz, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotli(body, { params })])
      await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)])
      compressed++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work))
  return compressed
}
