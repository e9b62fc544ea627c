import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { staffPerformance, staffsStatement } from '../../../contract/dashboards.ts'
import type { WorkFigure } from './workFigureColumns.tsx'

/** A table of members' (or teams') work over a period: the statement (96) and staff performance (97). */
export interface StaffTableScreen {
  view: string
  calls: typeof staffsStatement
  title: MessageDescriptor
  /** The figures it shows, in order, after whose they are. */
  figures: readonly WorkFigure[]
}

/** The statement leads with what was finished and repaid, per currency (its CSV likewise). */
export const staffStatementScreen: StaffTableScreen = {
  view: 'statement',
  calls: staffsStatement,
  title: msg`Staff statement`,
  figures: ['finishedCases', 'repayments', 'repaidAmount', 'collectionRecords', 'workPerformancePoint'],
}

/** Staff performance (spec section 3): days on duty, the point, cases, calls, WhatsApp and records. */
export const staffPerformanceScreen: StaffTableScreen = {
  view: 'performance',
  calls: staffPerformance,
  title: msg`Staff performance`,
  figures: [
    'dutyDays',
    'workPerformancePoint',
    'finishedCases',
    'calls',
    'whatsappMessages',
    'collectionRecords',
  ],
}
