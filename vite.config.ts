import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const serverPort = Number(process.env.PORT ?? 3000)

/**
 * The service worker (issue 10): the built app, every screen's chunk and both language catalogs are
 * precached, so a reload with no network still opens the console. It is registered by
 * src/app/serviceWorker.ts through workbox-window (no injected script), which offers a new version
 * instead of forcing it; API answers are never cached here (Dexie keeps the data).
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  workbox: {
    // The app's code, styles and page; not the source maps, which only a debugger asks for.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    // The statechart layout library (elkjs, 450 KB gzipped) draws the auditor's charts only, online:
    // every collector's install would fetch it for nothing (docs/decisions/0056).
    globIgnores: ['**/elk.bundled-*.js'],
    navigateFallback: 'index.html',
    // The API and its docs are the server's, never the app's page.
    navigateFallbackDenylist: [/^\/collection-service(\/|$)/],
    // Old versions' files go when a new version takes over, so the cache holds one app.
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once, so the very first visit already opens offline;
    // a later version still waits for the user (no skipWaiting).
    clientsClaim: true,
    // No runtimeCaching: what is not precached (every API call) goes to the network untouched.
    runtimeCaching: [],
  },
})

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true }), tailwindcss(), serviceWorker],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Fewer, larger chunks (docs/decisions/0061): left to itself the bundler made 241 files, 176 of them
    // modules shared by a few screens (114 under 2 KB), and a manager's welcome page fetched 222 of them.
    // What the entry imports is one chunk (the entry itself stays the page's entry); what two or more
    // screens share is two: libraries and the app's own. A screen's own code keeps its chunk, loaded
    // when opened; the decision says what the shared chunks cost the sign-in page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
              priority: 2,
            },
            { name: 'libraries', test: /node_modules/, minShareCount: 2, priority: 1 },
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/collection-service': `http://localhost:${serverPort}` },
  },
})
