import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { StaffDayRow, StaffDetails } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay, formatNumber, noValue } from '../../i18n/format.ts'
import { labelOf } from '../../i18n/labels.ts'
import { Chart } from '../../ui/Chart.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RefreshButton } from '../../ui/RefreshButton.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { AsOf } from './AsOf.tsx'
import { DashboardChoices } from './DashboardChoices.tsx'
import { type DashboardChoice, periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
import { useStaffDetails } from './useStaffsDashboard.ts'
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
 * period, each day on the member's own calendar with what it was on their schedule, their clock-in
 * and clock-out and their work, drawn and tabled, with the totals.
 */
export default function StaffDetailsPage({ params }: { params: Record<string, string> }) {
  const kept = useDashboardChoice('staffDetails')
  if (!kept.ready) return null
  return (
    <MemberDays
      operatorId={memberOf(params)}
      operatorName={params.operatorName ?? ''}
      choice={kept.choice}
      onChoose={kept.choose}
    />
  )
}

function MemberDays({
  operatorId,
  operatorName,
  choice,
  onChoose,
}: {
  operatorId: number
  operatorName: string
  choice: DashboardChoice
  onChoose: (next: DashboardChoice) => void
}) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const days = useStaffDetails(user.userId, operatorId, periodInputOf(choice, false))
  const answer = days.data
  const columns = useDayColumns(answer)
  const name = answer?.member.name ?? operatorName
  const title = t`Staff details: ${name}`
  return (
    <ListScreen
      title={title}
      source={days}
      actions={
        <>
          <AsOf asOf={answer?.asOf} days={answer?.days} timeZone={user.timeZone} />
          <RefreshButton refresh={days.refresh} refreshing={days.asking} />
        </>
      }
      filters={<DashboardChoices choice={choice} onChoose={onChoose} chosenTeam={null} choosesTeam={false} />}
    >
      {answer && answer.daily.length > 1 && (
        <section className="rounded-lg border border-slate-200 bg-white p-3">
          <Chart
            label={t`Work day by day`}
            categoryHeader={t`Day`}
            categories={answer.daily.map((day) => formatDay(day.day))}
            series={[
              {
                label: t`Finished cases`,
                values: answer.daily.map((day) => day.finishedCases),
                kind: 'bar',
                write: formatNumber,
              },
              {
                label: t`Calls`,
                values: answer.daily.map((day) => day.calls),
                kind: 'line',
                write: formatNumber,
              },
              {
                label: t`WhatsApp messages`,
                values: answer.daily.map((day) => day.whatsappMessages),
                kind: 'line',
                write: formatNumber,
              },
            ]}
            height={220}
            testId="staff-days-chart"
          />
        </section>
      )}
      <ListTable
        label={title}
        rows={answer?.daily}
        failure={days.failure}
        rowKey={(day) => day.day}
        columns={columns}
        messages={{ loading: t`Loading the figures…`, empty: t`No days in this period.` }}
        testId="staff-days"
        wrapHeaders
      />
    </ListScreen>
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
    { header: t`Schedule`, cell: (day) => labelOf(i18n, scheduleWords, day.scheduled), total: '' },
    { header: t`Clock-in`, cell: (day) => day.clockIn ?? noValue, total: '' },
    { header: t`Clock-out`, cell: (day) => day.clockOut ?? noValue, total: '' },
    ...work,
  ]
}
