import { rmSync, readdirSync } from 'node:fs'
import { measureCommand, getTreeRss } from './lib/measure-command.ts'
let t = performance.now(); for (let i = 0; i < 50; i++) getTreeRss(process.pid); console.log('getTreeRss ms', ((performance.now() - t) / 50).toFixed(2), readdirSync('/proc').length)
for (const dir of ['build', '.cache', '.react-router', 'node_modules/.vite']) rmSync(dir, { recursive: true, force: true })
const run = await measureCommand('npm', ['run', 'build'], Number(process.argv[2]))
console.log(run.seconds.toFixed(1), 's', run.peakTreeMB, 'MB')
