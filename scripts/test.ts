// `npm test`: every suite, in the order a failure is cheapest to find. Prints one closing line
// "N passed, N failed, N skipped" and fails when a suite fails, a test was skipped, or none ran.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium } from './chromium.ts'

const bin = (name: string) => `node_modules/.bin/${name}`
const reports = '.test-reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`)
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
}

interface Counts {
  passed: number
  failed: number
  skipped: number
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  }
}

const onlyFast = process.argv.includes('--no-e2e')

step('Type check', bin('tsc'), ['--noEmit', '-p', '.'])
step('Lint and format', bin('biome'), ['check', '.'])
step('Import direction', bin('depcruise'), [
  '--config',
  '.dependency-cruiser.cjs',
  'contract',
  'machines',
  'db',
  'src',
  'server',
])
step('Catalogs in sync with the code', bin('lingui'), ['check', 'sync'])
step('No missing Spanish message', bin('lingui'), ['check', 'missing'])
if (process.env.DATABASE_URL)
  console.log(
    `\nServer tests also run on PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)}).`,
  )
step('Unit, model and server tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
])

const totals: Counts = vitestCounts(`${reports}/vitest.json`)
if (!onlyFast) {
  const chromium = ensureChromium()
  step('End-to-end tests in Chromium', bin('playwright'), ['test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  })
  const e2e = playwrightCounts(`${reports}/playwright.json`)
  totals.passed += e2e.passed
  totals.failed += e2e.failed
  totals.skipped += e2e.skipped
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
if (totals.passed === 0) {
  console.error('No test ran: that is a failure.')
  process.exit(1)
}
if (totals.skipped > 0) {
  console.error('A test was skipped; every skip needs a reason in the issue note and a change here.')
  process.exit(1)
}
if (!existsSync(`${reports}/vitest.json`)) process.exit(1)
