import { defineConfig } from '@playwright/test'
import { headlessChromiumArgs } from './scripts/chromium.ts'

// Each worker starts its own e2e server, on ports free at its start (or E2E_PORT plus its index), with its
// own database (tests/e2e/workerServer.ts); the client is built once, before them (globalSetup.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/globalSetup.ts',
  // The specs read the route table and the role menus they check from the registries themselves:
  // this maps Lingui's build-time macro to its runtime twin for them (tests/e2e/tsconfig.json).
  tsconfig: './tests/e2e/tsconfig.json',
  // A test's budget, not a pace it must keep: two workers share two cores with the unit and server
  // tests (scripts/test.ts runs them at the same time), often with other work beside them.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  // Two cores: a browser and a server each. E2E_WORKERS=1 runs the specs one at a time, as before.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    // The service worker precaches the whole app in each test's new browser context: a fifth of the
    // browser tests' CPU. Blocked where a spec does not need it; the specs that go offline allow it
    // (tests/architecture/e2eServiceWorkers.test.ts holds them to it).
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: headlessChromiumArgs,
    },
  },
})
