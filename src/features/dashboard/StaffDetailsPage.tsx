import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type StaffDayRow, type StaffDetails, staffDetails } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay, noValue } from '../../i18n/format.ts'
import { labelOf } from '../../i18n/labels.ts'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'
import { DailyChart } from './DailyChart.tsx'
import { DashboardChoices } from './DashboardChoices.tsx'
import { DashboardFrame } from './DashboardFrame.tsx'
import { DaysCovered } from './DaysCovered.tsx'
import { periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
import { useDashboardRead } from './useDashboardRead.ts'
import { useWorkFigureColumns, type WorkFigure } from './workFigureColumns.tsx'

/** What a day was on the member's schedule (the staffs area's member days). */
const scheduleWords: Record<StaffDayRow['scheduled'], MessageDescriptor> = {
  work: msg`Working day`,
  leave: msg`On leave`,
  off: msg`Day off`,
  notMember: msg`Not in the team yet`,
}

const dayFigures: readonly WorkFigure[] = [
  'finishedCases',
  'calls',
  'whatsappMessages',
  'collectionRecords',
  'repaidAmount',
  'workPerformancePoint',
]

/** A member's id in the path; 0 names no one (the server answers it as not found). */
const memberOf = (params: Record<string, string>) => {
  const id = Number(params.operatorId)
  return Number.isInteger(id) && id > 0 ? id : 0
}

/**
 * A member's days on the staff dashboard (staffs/details/{operatorId}/{operatorName}): over the chosen
 * period (kept for the screen), each day on the member's own calendar with what it was on their
 * schedule, their clock-in and clock-out and their work, drawn and tabled, with the totals.
 */
export default function StaffDetailsPage({ params }: { params: Record<string, string> }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const { choice, choose, ready } = useDashboardChoice('staffDetails')
  const input = { ...periodInputOf(choice, false), operatorId: memberOf(params) }
  const days = useDashboardRead(user.userId, 'staffDetails', staffDetails, input, ready)
  const columns = useDayColumns(days.data)
  const name = days.data?.member.name ?? params.operatorName ?? ''
  const title = t`Staff details: ${name}`
  return (
    <DashboardFrame
      title={title}
      source={days}
      controls={<DashboardChoices choice={choice} onChoose={choose} teams={null} />}
    >
      {(answer) => (
        <div className="flex flex-col gap-4">
          <section className="rounded-lg border border-slate-200 bg-white" data-testid="staff-days">
            <DaysCovered days={answer.days} />
            <SimpleTable
              label={title}
              rows={answer.daily}
              rowKey={(day) => day.day}
              columns={columns}
              empty={t`No days in this period.`}
              wrapHeaders
            />
          </section>
          {answer.daily.length > 1 && (
            <section className="rounded-lg border border-slate-200 bg-white p-3">
              <DailyChart days={answer.daily} variant="standard" label={t`Work day by day`} />
            </section>
          )}
        </div>
      )}
    </DashboardFrame>
  )
}

/** The day, what it was on the schedule, the clock-in and clock-out, then the day's work; totals under. */
function useDayColumns(answer: StaffDetails | undefined): SimpleColumn<StaffDayRow>[] {
  const { t, i18n } = useLingui()
  const work = useWorkFigureColumns<StaffDayRow>(dayFigures, (day) => day, answer?.totals ?? null)
  return [
    {
      header: t`Day`,
      cell: (day) => <span className="whitespace-nowrap">{formatDay(day.day)}</span>,
      total: t`Total`,
    },
    {
      header: t`Schedule`,
      cell: (day) => <span className="whitespace-nowrap">{labelOf(i18n, scheduleWords, day.scheduled)}</span>,
      total: '',
    },
    { header: t`Clock-in`, cell: (day) => day.clockIn ?? noValue, total: '' },
    { header: t`Clock-out`, cell: (day) => day.clockOut ?? noValue, total: '' },
    ...work,
  ]
}
