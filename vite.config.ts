import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const serverPort = Number(process.env.PORT ?? 3000)

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true }), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 400 },
  server: {
    port: 5173,
    proxy: { '/collection-service': `http://localhost:${serverPort}` },
  },
})
