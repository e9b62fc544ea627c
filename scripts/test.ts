// `npm test`: every suite, in the order a failure is cheapest to find. Each step prints its time; the
// closing line "N passed, N failed, N skipped" counts every test that ran, also when a step failed;
// the ten slowest test files come last. Fails when a step fails, a test was skipped, or none ran. The
// checks run first, one by one; then the test runners run at the same time (runTogether).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium } from './chromium.ts'
import {
  addCounts,
  machineCoverageLines,
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
const unitReport = `${reports}/vitest-unit.json`
const serverReport = `${reports}/vitest-server.json`
const playwrightReport = `${reports}/playwright.json`
const machineCoverage = `${reports}/machine-coverage`
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const startedAt = Date.now()
const totals = noTests()
const stepTimes: [string, number, number | undefined][] = []

/**
 * The CPU time (ms) of this process's children that have ended, from Linux's /proc (undefined
 * elsewhere): read as each step ends, its rise is that step's CPU, its own children's included. On
 * the two-core CI machine the runners share the cores, so a step's CPU says what it costs, and its
 * wall time what its neighbours left it.
 */
function childrenCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
    // cutime and cstime, fields 16 and 17 of stat (14 and 15 after the name), in clock ticks of 10 ms.
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return undefined
  }
}
let cpuSeen = childrenCpuMs()
const cpuAtStart = cpuSeen

/** The CPU of the children ended since the last call: the step that just ended, read as it ends. */
function cpuSinceLast(): number | undefined {
  const now = childrenCpuMs()
  const spent = now === undefined || cpuSeen === undefined ? undefined : now - cpuSeen
  cpuSeen = now
  return spent
}

function finish(failedStep?: string): never {
  const times = [
    ...vitestFileTimes(unitReport),
    ...vitestFileTimes(serverReport),
    ...playwrightFileTimes(playwrightReport),
  ]
  const coverage = machineCoverageLines(machineCoverage)
  if (coverage.length > 0) {
    console.log('\nMachines, as the model-based tests walked them (covered of defined):')
    for (const line of coverage) console.log(`  ${line}`)
  }
  if (times.length > 0) {
    console.log('\nThe ten slowest test files:')
    for (const { file, ms } of slowest(times)) console.log(`  ${seconds(ms).padStart(8)}  ${file}`)
  }
  console.log('\nStep times:')
  for (const [title, ms, cpu] of stepTimes)
    console.log(`  ${seconds(ms).padStart(8)}  ${title}${cpu === undefined ? '' : ` (CPU ${seconds(cpu)})`}`)
  const cpuNow = childrenCpuMs()
  const allCpu =
    cpuNow === undefined || cpuAtStart === undefined ? '' : ` (CPU ${seconds(cpuNow - cpuAtStart)})`
  console.log(`  ${seconds(Date.now() - startedAt).padStart(8)}  in all${allCpu}`)
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

interface Step {
  title: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  /** Reads the tests the step ran, whether it passed or not. */
  counted?: () => ReturnType<typeof vitestCounts>
}

/** What a step did: how long it took, and whether it ran its tests and passed. */
function settle(step: Step, status: number | null, took: number, cpu: number | undefined): boolean {
  stepTimes.push([step.title, took, cpu])
  console.log(`  ${step.title}: ${seconds(took)}`)
  const counts = step.counted?.()
  if (counts) addCounts(totals, counts)
  return status === 0 && !(step.counted && !counts)
}

/** Runs one step in the foreground, its output as it comes. */
function run(step: Step): void {
  console.log(`\n▶ ${step.title}`)
  const began = Date.now()
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  })
  if (!settle(step, result.status, Date.now() - began, cpuSinceLast())) finish(step.title)
}

/**
 * Runs steps at the same time: the first one's output comes as it goes, each other's is kept in a file
 * and shown whole when it ends, so the lines of two runners never mix. Every step runs to its end, and
 * all their tests are counted, before a failure stops the run.
 */
async function runTogether(steps: Step[]): Promise<void> {
  console.log(`\n▶ At the same time: ${steps.map((step) => step.title).join('; ')}`)
  const results = await Promise.all(
    steps.map(
      (step, index) =>
        new Promise<{ step: Step; status: number | null; took: number; cpu?: number; log?: string }>(
          (resolve) => {
            const began = Date.now()
            const log = index === 0 ? undefined : `${reports}/${step.title.replace(/\W+/g, '-')}.log`
            const out = log ? openSync(log, 'w') : 'inherit'
            const child = spawn(step.command, step.args, {
              stdio: ['ignore', out, out],
              env: { ...process.env, ...step.env },
            })
            child.on('close', (status) =>
              resolve({ step, status, took: Date.now() - began, cpu: cpuSinceLast(), log }),
            )
          },
        ),
    ),
  )
  let failed: string | undefined
  for (const { step, status, took, cpu, log } of results) {
    if (log) {
      console.log(`\n▶ ${step.title} (its output, kept while the steps ran together)`)
      process.stdout.write(readFileSync(log, 'utf8'))
    }
    if (!settle(step, status, took, cpu)) failed ??= step.title
  }
  if (failed) finish(failed)
}

const onlyFast = process.argv.includes('--no-e2e')

run({ title: 'Type check', command: bin('tsc'), args: ['--noEmit', '-p', '.'] })
run({ title: 'Lint and format', command: bin('biome'), args: ['check', '.'] })
run({
  title: 'Import direction',
  command: bin('depcruise'),
  args: ['--config', '.dependency-cruiser.cjs', 'contract', 'machines', 'db', 'src', 'server'],
})
run({ title: 'Catalogs in sync with the code', command: bin('lingui'), args: ['check', 'sync'] })
run({ title: 'No missing Spanish message', command: bin('lingui'), args: ['check', 'missing'] })
if (process.env.DATABASE_URL)
  console.log(
    `\nServer tests of what differs between engines also run on PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)}).`,
  )

// Built once, before the runners start: the shell's budget (tests/architecture/shellBudget.test.ts)
// reads the build, and the browser tests serve it; two builds at once into dist/ would clash.
run({
  title: 'Build the client',
  command: process.execPath,
  args: ['-e', "import('./scripts/clientBuild.ts').then((build) => build.buildClientIfChanged())"],
})

/** A Vitest run of some projects, with its own JSON report. */
function vitestStep(title: string, projects: string[], report: string): Step {
  return {
    title,
    command: bin('vitest'),
    args: [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    counted: () => vitestCounts(report),
  }
}

// The unit, model and browser-code tests keep both cores busy; the server tests run one file after
// another on one worker, and the browser tests mostly wait on the browser and the server. Run one after
// another they took 15 minutes on the two-core machine; at the same time, each fills the others' waits.
const testSteps = [
  {
    ...vitestStep('Unit, model and browser-code tests', ['node', 'browser-code'], unitReport),
    env: { MACHINE_COVERAGE_DIR: machineCoverage },
  },
  vitestStep('Server tests', ['server-*'], serverReport),
]
if (!onlyFast) {
  const chromium = ensureChromium()
  testSteps.push({
    title: 'End-to-end tests in Chromium',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counted: () => playwrightCounts(playwrightReport),
  })
}
await runTogether(testSteps)
finish()
