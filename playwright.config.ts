import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/support/chromium.ts'

/**
 * Browser tests: Debian Chromium (never a downloaded browser) against the prerendered build, served
 * by the project's own server on a free port (test/e2e/global-setup.ts). `npm run test:e2e` builds
 * the site first; `npx playwright test` alone runs against the build already there.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  // Tests share nothing but the read-only build, so any test may run on either of the two cores.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // Per test; the axe audits and the crawls set more. Roomy because the machine may be busy.
  timeout: 60_000,
  // Generous for a 2-core machine shared with builds; a passing assertion returns at once.
  expect: { timeout: 20_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // No trace by default: recording one for every test (to keep it only when the test fails) took a
    // third of the suite's CPU on the 2-core machine, DOM snapshots of every step of every page. A
    // failed test keeps its screenshot; to see its steps, run it again with
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
})
