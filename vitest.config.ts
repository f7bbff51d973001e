import { defineConfig } from 'vitest/config'
import { getBuildConstants } from './scripts/vite/build-constants.ts'

// Unit tests run in Node against source files; browser tests are under test/e2e and use their own runner.
export default defineConfig({
  // The build's constants, with the default (built-in) search whatever the environment says.
  define: getBuildConstants({}),
  test: {
    include: ['test/unit/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
