import { defineConfig } from 'vitest/config'

// Browser tests: real Chromium (playwright-core) against the prerendered build served by scripts/lib/server.ts.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    minWorkers: 1,
  },
})
