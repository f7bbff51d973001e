import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
})
