import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that run for minutes on the CI machine, longest first: the outbox's property run over 500
 * fault schedules, and the kept totals checked against the scan for every person after each kind of
 * write. Measured on the two-core machine with the three test runners side by side: 386 s and 315 s,
 * against under 70 s for any other file.
 */
export const longRunningFiles = [
  'tests/properties/outboxUnderFaults.test.ts',
  'tests/server/caseListFigures.test.ts',
] as const

const rankOf = (spec: TestSpecification) => {
  const rank = longRunningFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`))
  return rank === -1 ? longRunningFiles.length : rank
}

/**
 * Vitest's order, with the long-running files started first. On a fresh clone Vitest knows no file's
 * duration and starts the largest files first, project by project: the outbox's property file, small
 * and in the last project, started after some 200 others and ran on alone for minutes after them.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // A stable sort: every other file keeps Vitest's order.
    return sorted.toSorted((a, b) => rankOf(a) - rankOf(b))
  }
}
