import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { headlessChromiumArgs } from './scripts/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 3100)
// The e2e server writes verification codes here; the tests (workers inherit this env) read them.
process.env.E2E_CODE_FILE ??= join(tmpdir(), `collection-e2e-codes-${port}.jsonl`)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: headlessChromiumArgs,
    },
  },
  webServer: {
    command: `node scripts/e2eServer.ts`,
    url: `http://localhost:${port}/collection-service/health?timestamp=0&lang=en-US`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), E2E_CODE_FILE: process.env.E2E_CODE_FILE },
  },
})
