/**
 * Browser tests: installs Debian Chromium if needed, builds the site and its Algolia variant
 * (unless E2E_SKIP_BUILD=1), then runs test/e2e with Playwright Test (playwright.config.ts).
 * Arguments are passed to `playwright test`, e.g. `npm run test:e2e -- theme.spec.ts`.
 */
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './support/chromium.ts'

try {
  ensureChromium()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const run = (cmd: string, args: string[]) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  run('npm', ['run', 'build'])
  // The search tests' second build, with Algolia DocSearch configured.
  run('npx', ['tsx', 'test/e2e/build-algolia-fixture.ts'])
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
