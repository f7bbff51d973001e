/**
 * Every value fixed at build time. vite.config.ts and vitest.config.ts `define` them from
 * scripts/vite/build-constants.ts, so the prerendered HTML and the client bundle always agree.
 */

/** The year of the build, for the footer's copyright line. */
declare const __BUILD_YEAR__: number
/** The search provider and its public settings, from the DOCSEARCH_* variables (app/lib/search/config.ts). */
declare const __SEARCH_CONFIG__: import('./lib/search/config.ts').SearchConfig
/** The site's origin, from SITE_URL or the config (app/config/site-address.ts). */
declare const __SITE_URL__: string
/** The prefix of "Edit this page" links, from SITE_REPO and SITE_BRANCH or the config. */
declare const __SITE_EDIT_URL_BASE__: string
