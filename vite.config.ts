import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'

const appDir = new URL('./app/', import.meta.url).pathname
const rootModule = `${appDir}root.tsx`

/**
 * Whether the root route imports a module of the app statically (chrome, config, helpers):
 * those load on every first visit anyway, so they share one chunk instead of a dozen tiny ones,
 * each of which would cost a request and its own gzip overhead.
 */
function isShellModule(id: string, getModuleInfo: Rollup.GetModuleInfo): boolean {
  if (!id.startsWith(appDir) || id === rootModule) return false
  const seen = new Set<string>()
  const queue = [rootModule]
  while (queue.length > 0) {
    const info = getModuleInfo(queue.pop()!)
    for (const next of info?.importedIds ?? []) {
      if (next === id) return true
      if (next.startsWith(appDir) && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return false
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Fixed once per build, so the prerendered HTML and the client bundle always agree on it.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        manualChunks: (id, { getModuleInfo }) => (isShellModule(id, getModuleInfo) ? 'shell' : undefined),
      },
    },
  },
})
