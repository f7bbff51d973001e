/**
 * `npx tsx scripts/search-timeline.ts [--mobile | --devtools] [--query oauth] [--dir build/client]`: where the first search on a
 * cold page spends its time, for working on it (the bench reports only the totals). Serves
 * build/client, runs the bench's first-query scenario once, and prints every request after the
 * click (start and end, in ms from the click) and the functions that took the most CPU.
 */
import type { AddressInfo } from 'node:net'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath, ensureChromium } from './support/chromium.ts'
import { clientDir } from './build/output.ts'
import { measureFirstQuery, searchProfiles } from './bench/search-first-query.ts'
import { createSiteServer } from './server/server.ts'
import { readFlags } from './support/command-line.ts'

const flags = readFlags('npx tsx scripts/search-timeline.ts [--mobile | --devtools] [--query oauth] [--dir build/client]', {
  mobile: { type: 'boolean' },
  devtools: { type: 'boolean' },
  query: { type: 'string', default: 'oauth' },
  dir: { type: 'string', default: clientDir },
})
const profile = flags.mobile ? 'mobile' : flags.devtools ? 'devtools' : 'unthrottled'
const { query, dir } = flags
ensureChromium()
const server = createSiteServer({ dir })
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const result = await measureFirstQuery(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, { query, profile, trace: true })
  const trace = result.trace!
  console.log(`"${query}" (${searchProfiles[profile].label}): modal open ${result.modalOpenMs.toFixed(0)} ms, results ${result.resultsMs.toFixed(0)} ms after (${(result.modalOpenMs + result.resultsMs).toFixed(0)} ms from the click); ${result.requests.length} requests, ${(result.bytes / 1024).toFixed(1)} KB (index ${(result.indexBytes / 1024).toFixed(1)} KB)`)
  console.log('\nms from click  start → end   bytes   request')
  for (const r of trace.resources) console.log(`${r.start.toFixed(0).padStart(13)} → ${r.end.toFixed(0).padStart(5)} ${String(r.bytes).padStart(7)}   ${r.path}`)
  console.log('\nmarks (ms from click):', Object.entries(trace.marks).sort((a, b) => a[1] - b[1]).map(([name, t]) => `${name} ${t.toFixed(0)}`).join(', '))
  console.log(`\nCPU from the click to the first hit: ${trace.cpu.totalMs.toFixed(0)} ms sampled busy; by function (self time):`)
  for (const f of trace.cpu.top) console.log(`${f.ms.toFixed(1).padStart(8)} ms  ${f.name}`)
} finally {
  await browser.close()
  server.close()
}
