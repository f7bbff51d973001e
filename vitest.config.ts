import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { getBuildConstants } from './scripts/vite/build-constants.ts'

// Unit tests run in Node against source files; browser tests are under test/e2e and use their own runner.
export default defineConfig({
  // The build's constants, with the default (built-in) search whatever the environment says.
  define: getBuildConstants({}),
  test: {
    include: ['test/unit/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    // Each run's temporary files go to a folder of its own, and the run fails if a test leaves any.
    globalSetup: ['test/unit/leftover-files.ts'],
    testTimeout: 60_000,
    // A file per core. Vitest's default for `run` is one core fewer, which on the 2-core CI machine
    // is a single worker: the other core idled while one file at a time built content or ran tsc.
    // The main process only collects results. On 2 cores: 146 s → 102 s, the same 195 s of CPU.
    maxWorkers: availableParallelism(),
    // The files of a worker share one module graph instead of importing the content pipeline (unified,
    // Shiki, MDX) afresh for each: 102 s → 55 s on 2 cores. Nothing carries over between files: the
    // few that stub globals or spy on the console undo it in afterEach, and files that build content
    // write to directories of their own.
    isolate: false,
  },
})
