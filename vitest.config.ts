import { defineConfig } from 'vitest/config'

// Unit tests run in Node against source files; browser tests are under test/e2e and use their own runner.
export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ['test/unit/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
