import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  machineCoverageLines,
  playwrightCounts,
  playwrightFileTimes,
  slowest,
  vitestCounts,
  vitestFileTimes,
} from './testReports.ts'

const folder = mkdtempSync(join(tmpdir(), 'test-reports-'))
const written = (name: string, report: unknown) => {
  const file = join(folder, name)
  writeFileSync(file, JSON.stringify(report))
  return file
}

const vitest = written('vitest.json', {
  numPassedTests: 7,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    { name: '/repo/a.test.ts', startTime: 0, endTime: 1500, status: 'passed', assertionResults: [{}, {}] },
    { name: '/repo/b.test.ts', startTime: 0, endTime: 9000, status: 'failed', assertionResults: [{}] },
    { name: '/repo/c.test.ts', startTime: 0, endTime: 200, status: 'failed', assertionResults: [] },
  ],
})

describe('what the closing line counts', () => {
  it('a failed run still counts what passed, and a file that broke before its tests as one failure', () => {
    expect(vitestCounts(vitest)).toEqual({ passed: 7, failed: 2, skipped: 0 })
  })

  it('no report (the runner never started) is no count, not zero', () => {
    expect(vitestCounts(join(folder, 'missing.json'))).toBeUndefined()
    expect(playwrightCounts(join(folder, 'missing.json'))).toBeUndefined()
  })

  it('browser tests retried into a pass count as passed', () => {
    const file = written('pw.json', {
      stats: { expected: 3, unexpected: 1, skipped: 0, flaky: 1 },
      suites: [],
    })
    expect(playwrightCounts(file)).toEqual({ passed: 4, failed: 1, skipped: 0 })
  })
})

describe('the slowest files', () => {
  it('lists files by time, slowest first, with paths from the project root', () => {
    const file = written('pw-times.json', {
      stats: { expected: 2, unexpected: 0, skipped: 0, flaky: 0 },
      suites: [
        {
          file: 'cases.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 4000 }] }] }],
          suites: [{ file: 'cases.spec.ts', specs: [{ tests: [{ results: [{ duration: 3000 }] }] }] }],
        },
      ],
    })
    const times = [...vitestFileTimes(vitest, '/repo'), ...playwrightFileTimes(file)]
    expect(slowest(times, 2)).toEqual([
      { file: 'b.test.ts', ms: 9000 },
      { file: 'tests/e2e/cases.spec.ts', ms: 7000 },
    ])
  })
})

describe('the machines the model-based tests walked', () => {
  it('prints each machine once, its runs taken together: states and transitions covered of defined', () => {
    const runs = mkdtempSync(join(tmpdir(), 'machine-coverage-'))
    const run = (name: string, coverage: object) => writeFileSync(join(runs, name), JSON.stringify(coverage))
    run('leave.a.json', {
      machine: 'leave',
      states: ['leave.pending', 'leave.approved', 'leave.rejected'],
      statesCovered: ['leave.pending', 'leave.approved'],
      transitions: ['pending --APPROVE--> approved', 'pending --REJECT--> rejected'],
      transitionsCovered: ['pending --APPROVE--> approved'],
    })
    run('leave.b.json', {
      machine: 'leave',
      states: ['leave.pending', 'leave.approved', 'leave.rejected'],
      statesCovered: ['leave.pending', 'leave.rejected'],
      transitions: ['pending --APPROVE--> approved', 'pending --REJECT--> rejected'],
      transitionsCovered: ['pending --REJECT--> rejected'],
    })
    run('caseLifecycle.c.json', {
      machine: 'caseLifecycle',
      states: ['a', 'b'],
      statesCovered: ['a', 'b'],
      transitions: ['a --GO--> b'],
      transitionsCovered: ['a --GO--> b'],
    })
    expect(machineCoverageLines(runs)).toEqual([
      'caseLifecycle  states 2/2  transitions 1/1',
      'leave          states 3/3  transitions 2/2',
    ])
    expect(machineCoverageLines(join(runs, 'none'))).toEqual([])
  })
})
