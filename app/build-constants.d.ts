/**
 * Every value fixed at build time. vite.config.ts and vitest.config.ts `define` them from
 * scripts/vite/build-constants.ts, so the prerendered HTML and the client bundle always agree.
 */

/** The year of the build, for the footer's copyright line. */
declare const __BUILD_YEAR__: number
/** The search provider and its public settings, from the DOCSEARCH_* variables (app/lib/search/config.ts). */
declare const __SEARCH_CONFIG__: import('./lib/search/config.ts').SearchConfig
/** The site's origin and the repository its content is edited in, from SITE_URL, SITE_REPO and SITE_BRANCH (app/config/site-address.ts). */
declare const __SITE_ADDRESS__: import('./config/site-address.ts').SiteAddress
