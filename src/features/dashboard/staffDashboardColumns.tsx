import { useLingui } from '@lingui/react/macro'
import type { StaffDashboardRow, StaffsDashboard } from '../../../contract/dashboards.ts'
import { formatNumber, noValue } from '../../i18n/format.ts'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { staffDetailsPath } from './staffDetailsPath.ts'
import { useWhoseColumn } from './whoseColumn.tsx'
import { useWorkFigureColumns, type WorkFigure } from './workFigureColumns.tsx'
import { addWorkFigures } from './workFigureTotals.ts'

/** The work figures beside each member's attendance (section 3), in this order. */
const staffFigures: readonly WorkFigure[] = [
  'dutyDays',
  'workPerformancePoint',
  'finishedCases',
  'calls',
  'whatsappMessages',
  'collectionRecords',
]

type Attendance = 'absencesLast3Days' | 'leaveDaysLast7Days' | 'casesHeld'

/**
 * The staff dashboard's columns: whose (a member opening their days, a team its members), today's
 * clock-in and clock-out, absences and leave, cases held, then the work over the period; totals under.
 */
export function useStaffDashboardColumns(
  answer: StaffsDashboard | undefined,
  onTeam: (teamId: number) => void,
): SimpleColumn<StaffDashboardRow>[] {
  const { t } = useLingui()
  const rows = answer?.rows ?? []
  const whose = useWhoseColumn(rows, onTeam, { memberHref: staffDetailsPath })
  const totals = rows.length ? addWorkFigures(rows.map((row) => row.figures)) : null
  const work = useWorkFigureColumns<StaffDashboardRow>(staffFigures, (row) => row.figures, totals)
  const clock = (header: string, hint: string, time: (row: StaffDashboardRow) => string | null) => ({
    header,
    hint,
    cell: (row: StaffDashboardRow) => time(row) ?? noValue,
    total: '',
  })
  const count = (attendance: Attendance, header: string, hint: string): SimpleColumn<StaffDashboardRow> => ({
    header,
    hint,
    align: 'end',
    cell: (row) => formatNumber(row[attendance]),
    total: formatNumber(rows.reduce((sum, row) => sum + row[attendance], 0)),
  })
  return [
    whose,
    clock(t`Clock-in`, t`Today's first clock-in, on the member's clock.`, (row) => row.clockIn),
    clock(t`Clock-out`, t`Today's last clock-out, on the member's clock.`, (row) => row.clockOut),
    count(
      'absencesLast3Days',
      t`Absences, last 3 days`,
      t`Working days of the 3 before today without a clock-in and without leave.`,
    ),
    count('leaveDaysLast7Days', t`Leave days, last 7 days`, t`Approved leave days of the 7 before today.`),
    count('casesHeld', t`Cases held`, t`Unfinished cases held now.`),
    ...work,
  ]
}
