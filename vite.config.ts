import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { getProviderInfo, getSearchOrigin } from './app/lib/search/config.ts'
import { readSearchConfig } from './scripts/lib/search-config.ts'

const search = readSearchConfig()

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  define: {
    // Fixed once per build, so the prerendered HTML and the client bundle always agree on it.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The search provider is chosen at build time (app/lib/search/config.ts).
    __SEARCH_CONFIG__: JSON.stringify(search),
    __SEARCH_PRECONNECT__: JSON.stringify(getSearchOrigin(search)),
    'import.meta.env.VITE_SEARCH_PROVIDER_NAME': JSON.stringify(getProviderInfo(search).name),
  },
  build: {
    assetsInlineLimit: 0,
    // Every browser that runs this site supports modulepreload natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Shared UI modules travel together: one request and one gzip stream instead of many tiny
        // ones. Code loaded on demand (search, `*.lazy.tsx`) stays in chunks of its own.
        manualChunks(id) {
          // Matched below app/ only, so the checkout's own path (e.g. a worktree named "search") does not count.
          const inApp = /\/app\/((?:components|lib|config)\/.*)$/.exec(id)?.[1]
          if (inApp && !/^(components|lib)\/search\/|\.lazy\./.test(inApp)) return 'ui'
        },
      },
    },
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
})
