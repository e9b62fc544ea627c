// `npm test`: every suite, in the order a failure is cheapest to find. Each step prints its time; the
// closing line "N passed, N failed, N skipped" counts every test that ran, also when a step failed;
// the ten slowest test files come last. Fails when a step fails, a test was skipped, or none ran.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { ensureChromium } from './chromium.ts'
import {
  addCounts,
  noTests,
  playwrightCounts,
  playwrightFileTimes,
  seconds,
  slowest,
  vitestCounts,
  vitestFileTimes,
} from './testReports.ts'

const bin = (name: string) => `node_modules/.bin/${name}`
const reports = '.test-reports'
const vitestReport = `${reports}/vitest.json`
const playwrightReport = `${reports}/playwright.json`
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const startedAt = Date.now()
const totals = noTests()
const stepTimes: [string, number][] = []

function finish(failedStep?: string): never {
  const times = [...vitestFileTimes(vitestReport), ...playwrightFileTimes(playwrightReport)]
  if (times.length > 0) {
    console.log('\nThe ten slowest test files:')
    for (const { file, ms } of slowest(times)) console.log(`  ${seconds(ms).padStart(8)}  ${file}`)
  }
  console.log('\nStep times:')
  for (const [title, ms] of stepTimes) console.log(`  ${seconds(ms).padStart(8)}  ${title}`)
  console.log(`  ${seconds(Date.now() - startedAt).padStart(8)}  in all`)
  if (failedStep) {
    console.error(`\n✗ ${failedStep} failed`)
    if (totals.failed === 0) totals.failed = 1
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  if (failedStep) process.exit(1)
  if (totals.passed === 0) {
    console.error('No test ran: that is a failure.')
    process.exit(1)
  }
  if (totals.skipped > 0) {
    console.error('A test was skipped; every skip needs a reason in the issue note and a change here.')
    process.exit(1)
  }
  process.exit(0)
}

/** Runs one step; `counted` reads the tests it ran, whether it passed or not. */
function step(
  title: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; counted?: () => ReturnType<typeof vitestCounts> } = {},
): void {
  console.log(`\n▶ ${title}`)
  const began = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env } })
  const took = Date.now() - began
  stepTimes.push([title, took])
  console.log(`  ${title}: ${seconds(took)}`)
  const counts = options.counted?.()
  if (counts) addCounts(totals, counts)
  if (result.status !== 0 || (options.counted && !counts)) finish(title)
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
    `\nServer tests of what differs between engines also run on PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)}).`,
  )
step(
  'Unit, model and server tests',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { counted: () => vitestCounts(vitestReport) },
)
if (!onlyFast) {
  const chromium = ensureChromium()
  step('End-to-end tests in Chromium', bin('playwright'), ['test', '--reporter=list,json'], {
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counted: () => playwrightCounts(playwrightReport),
  })
}
finish()
