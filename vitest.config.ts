import { availableParallelism } from 'node:os'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { parityFiles, serverFiles } from './tests/support/engineParity.ts'

const plugins = [react(), lingui({ macroTransform: true })]

// A test's time limit catches a hang, never a pace: the CI machine has two cores shared by the three
// test runners (scripts/test.ts), sometimes with other work beside them, and a test that passes in 2 s
// alone has taken 20 s there. Files that wait longer on purpose (model paths, property runs, a server
// process started and killed) set their own, as generous.
const budgets = { testTimeout: 60_000, hookTimeout: 300_000 }

// Every server test runs on PGlite; when DATABASE_URL names a PostgreSQL server, the files that test
// what differs between engines run on it too (the rule is tests/support/engineParity.ts).
const serverProjects = [
  { name: 'server-pglite', env: { TEST_DATABASE: 'pglite' }, include: serverFiles },
  ...(process.env.DATABASE_URL
    ? [{ name: 'server-postgres', env: { TEST_DATABASE: 'postgres' }, include: parityFiles() }]
    : []),
]

export default defineConfig({
  test: {
    passWithNoTests: false,
    // Vitest's default leaves one core to itself: one worker on the two-core CI machine, so the outbox
    // property file ran before or after everything else instead of beside it. The main process mostly
    // waits; two workers there took the unit and browser-code projects from 270 s to 183 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins,
        test: {
          name: 'node',
          environment: 'node',
          ...budgets,
          include: [
            '{contract,machines,server,scripts}/**/*.test.ts',
            'tests/model/**/*.test.ts',
            'tests/properties/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
        },
      },
      {
        plugins,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          ...budgets,
          include: ['{src,db}/**/*.test.{ts,tsx}'],
          // One jsdom per worker, each file in a VM context of its own: creating jsdom for every file
          // took a third of this project's time.
          pool: 'vmThreads',
          setupFiles: ['tests/support/jsdomSetup.ts'],
        },
      },
      ...serverProjects.map(({ name, env, include }) => ({
        plugins,
        test: {
          name,
          environment: 'node',
          include,
          env,
          // One migrated and seeded database per engine; each file opens a copy of it.
          globalSetup: ['tests/support/databaseTemplates.ts'],
          ...budgets,
          // A worker keeps the modules it loaded (PGlite's WebAssembly, the server's code) from file
          // to file: each file still opens a database of its own, so what a file changes stays in it.
          // Measured: 4 min 40 s isolated, 1 min 17 s not.
          isolate: false,
        },
      })),
    ],
  },
})
