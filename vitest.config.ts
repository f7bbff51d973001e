import { defineConfig } from 'vitest/config'

// Unit tests run in Node against source files; browser tests are under test/e2e and use their own runner.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
