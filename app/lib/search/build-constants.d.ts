/** Values vite.config.ts fixes at build time (see app/lib/search/config.ts). */
declare const __SEARCH_CONFIG__: import('./config.ts').SearchConfig | undefined
/** The search service's origin for a preconnect, or null when search stays on this site. */
declare const __SEARCH_PRECONNECT__: string | null
