import type { KnipConfig } from 'knip'

/**
 * `npm run lint` runs Knip: no file nothing uses, no export no other module imports, no package
 * imported without package.json naming it or named without a use. It finds the entry points of
 * React Router, Vite, Vitest, Playwright and the package.json scripts by itself; these are the rest.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand (see its comment) to see where the first search spends its time.
    'scripts/search-timeline.ts',
    // Run with tsx by scripts/test-e2e.ts before the browser tests.
    'test/e2e/build-algolia-fixture.ts',
    // html-validate's configuration, which test/e2e/html-validity.ts names by path.
    '.htmlvalidate.mjs',
  ],
  // React Router's route types (`./+types/…`), which `react-router typegen` writes when npm test
  // runs the typecheck, beside this lint: on a fresh clone they are not there yet. (Where they are,
  // Knip would hint that this line is not needed; `npm run lint` turns its hints off.)
  ignoreUnresolved: [String.raw`^\./\+types/`],
  // The words: the content build reads them from disk, nothing imports them.
  ignore: ['content/**'],
  // The workflow linter is run from its path by test/unit/deploy-workflow.test.ts; core is its engine.
  ignoreDependencies: ['@action-validator/cli', '@action-validator/core'],
  // Debian's package manager, which scripts/support/chromium.ts runs to install Chromium for the tests.
  ignoreBinaries: ['apt-get'],
}

export default config
