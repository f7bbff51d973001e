/** Values that vite.config.ts `define`s at build time (and vitest.config.ts for unit tests). */
declare const __BUILD_YEAR__: number
