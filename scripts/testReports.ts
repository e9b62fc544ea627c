// What `npm test` reads from the test runners' JSON reports: counts, and the time of each file.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

export interface FileTime {
  file: string
  ms: number
}

export const noTests = (): Counts => ({ passed: 0, failed: 0, skipped: 0 })

export function addCounts(into: Counts, more: Counts): void {
  into.passed += more.passed
  into.failed += more.failed
  into.skipped += more.skipped
}

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  /** Suites that failed before running any test (an error in a hook or at import). */
  numFailedTestSuites?: number
  testResults: {
    name: string
    startTime: number
    endTime: number
    status: string
    assertionResults: unknown[]
  }[]
}

interface PlaywrightSuite {
  file: string
  specs: { tests: { results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  suites: PlaywrightSuite[]
}

const read = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined

/** A file that failed at import or in a hook ran none of its tests: it counts as one failure. */
export function vitestCounts(file: string): Counts | undefined {
  const report = read<VitestReport>(file)
  if (!report) return undefined
  const brokenFiles = report.testResults.filter(
    (result) => result.status === 'failed' && result.assertionResults.length === 0,
  ).length
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

export function playwrightCounts(file: string): Counts | undefined {
  const report = read<PlaywrightReport>(file)
  if (!report) return undefined
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  }
}

export function vitestFileTimes(file: string, root = process.cwd()): FileTime[] {
  const report = read<VitestReport>(file)
  return (report?.testResults ?? []).map((result) => ({
    file: result.name.startsWith(root) ? result.name.slice(root.length + 1) : result.name,
    ms: result.endTime - result.startTime,
  }))
}

export function playwrightFileTimes(file: string): FileTime[] {
  const report = read<PlaywrightReport>(file)
  const times = new Map<string, number>()
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const result of test.results)
          times.set(suite.file, (times.get(suite.file) ?? 0) + result.duration)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return [...times].map(([name, ms]) => ({ file: `tests/e2e/${name}`, ms }))
}

/** The slowest files, the same file of two projects (the two engines) counted apart. */
export const slowest = (times: FileTime[], count = 10): FileTime[] =>
  [...times].sort((a, b) => b.ms - a.ms).slice(0, count)

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

interface MachineCoverage {
  machine: string
  states: string[]
  statesCovered: string[]
  /** States it only passes through (eventless transitions), never at rest: not counted in states. */
  passedThrough?: string[]
  transitions: string[]
  transitionsCovered: string[]
}

/**
 * One line per machine the model-based tests walked (tests/support/machineModel.ts keepCoverage):
 * its states and transitions covered of those it defines, runs of one machine taken together.
 */
export function machineCoverageLines(folder: string): string[] {
  if (!existsSync(folder)) return []
  const byMachine = new Map<string, MachineCoverage>()
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const run = JSON.parse(readFileSync(join(folder, name), 'utf8')) as MachineCoverage
    const known = byMachine.get(run.machine)
    if (!known) byMachine.set(run.machine, run)
    else
      byMachine.set(run.machine, {
        machine: run.machine,
        states: [...new Set([...known.states, ...run.states])],
        statesCovered: [...new Set([...known.statesCovered, ...run.statesCovered])],
        passedThrough: [...new Set([...(known.passedThrough ?? []), ...(run.passedThrough ?? [])])],
        transitions: [...new Set([...known.transitions, ...run.transitions])],
        transitionsCovered: [...new Set([...known.transitionsCovered, ...run.transitionsCovered])],
      })
  }
  const width = Math.max(0, ...[...byMachine.keys()].map((machine) => machine.length))
  return [...byMachine.values()]
    .sort((a, b) => a.machine.localeCompare(b.machine))
    .map(
      (run) =>
        `${run.machine.padEnd(width)}  states ${run.statesCovered.length}/${run.states.length}  transitions ${run.transitionsCovered.length}/${run.transitions.length}${run.passedThrough?.length ? `  (${run.passedThrough.length} passed through, not counted)` : ''}`,
    )
}
