import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const plugins = [react(), lingui({ macroTransform: true })]

// Server tests run once on PGlite and, when DATABASE_URL names a PostgreSQL server, once more on it.
const serverProjects = [
  { name: 'server-pglite', env: { TEST_DATABASE: 'pglite' } },
  ...(process.env.DATABASE_URL ? [{ name: 'server-postgres', env: { TEST_DATABASE: 'postgres' } }] : []),
]

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      {
        plugins,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            '{contract,machines,server,scripts}/**/*.test.ts',
            'tests/model/**/*.test.ts',
            'tests/properties/**/*.test.ts',
          ],
        },
      },
      {
        plugins,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          include: ['{src,db}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/jsdomSetup.ts'],
        },
      },
      ...serverProjects.map(({ name, env }) => ({
        plugins,
        test: {
          name,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      })),
    ],
  },
})
