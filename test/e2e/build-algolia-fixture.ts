/**
 * Builds the Algolia variant of the site for test/e2e/search-algolia.spec.ts ahead of the browser
 * tests (scripts/test-e2e.ts runs it after the main build), so the tests do not build it while
 * other test files run.
 */
import { ensureAlgoliaFixture } from './algolia-fixture.ts'

const { clientDir, port } = await ensureAlgoliaFixture()
console.log(`Algolia test build ready in ${clientDir} (search requests go to 127.0.0.1:${port}).`)
