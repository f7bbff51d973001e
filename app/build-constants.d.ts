/**
 * Every value fixed at build time. vite.config.ts and vitest.config.ts `define` them from
 * scripts/vite/build-constants.ts, so the prerendered HTML and the client bundle always agree.
 */

/** The year of the build, for the footer's copyright line. */
declare const __BUILD_YEAR__: number
/** The search provider and its public settings, from the DOCSEARCH_* variables (app/lib/search/config.ts). */
declare const __SEARCH_CONFIG__: import('./lib/search/config.ts').SearchConfig
