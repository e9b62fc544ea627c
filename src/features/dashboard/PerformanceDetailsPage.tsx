import { useLingui } from '@lingui/react/macro'
import type { DashboardFigure } from '../../../contract/dashboardFigures.ts'
import {
  dashboardPeriods,
  type PerformanceDetails,
  performanceDetailsExport,
  periodInput,
} from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay } from '../../i18n/format.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { FigureTile } from '../../ui/FigureTile.tsx'
import { PeriodPicker } from '../../ui/PeriodPicker.tsx'
import { DailyChart } from './DailyChart.tsx'
import { DashboardFrame } from './DashboardFrame.tsx'
import { figureTexts } from './dashboardWords.ts'
import { amountsOf } from './moneyTiles.ts'
import { TeamChooser } from './TeamChooser.tsx'
import { useDashboardDetails } from './useDashboardDetails.ts'
import { useDashboardTeams } from './useDashboardTeams.ts'

const countedTotals = [
  'finishedCases',
  'calls',
  'whatsappMessages',
  'collectionRecords',
  'dutyDays',
  'workPerformancePoint',
] as const satisfies readonly DashboardFigure[]

/** The chosen days' totals, then the days one by one, drawn and tabled. */
function DetailsFigures({ details }: { details: PerformanceDetails }) {
  const { t } = useLingui()
  const { days, totals } = details
  const span =
    days.from === days.to ? formatDay(days.from) : `${formatDay(days.from)} – ${formatDay(days.to)}`
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="details-totals" className="flex flex-col gap-2">
        <h2 id="details-totals" className="text-sm font-semibold text-slate-700">
          {t`Totals, ${span}`}
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="details-totals">
          {countedTotals.map((figure) => (
            <FigureTile key={figure} {...figureTexts(figure)} value={totals[figure]} />
          ))}
          <FigureTile
            {...figureTexts('repaidAmount')}
            value={amountsOf(totals.money)}
            empty={t`Nothing repaid`}
          />
        </div>
      </section>
      <DailyChart days={details.daily} variant="standard" all label={t`Day by day`} />
    </div>
  )
}

/**
 * The performance details (menu 88): the user's scope's work over a period they choose (kept for the
 * screen), its totals and each day, drawn and tabled, and the days as a CSV file.
 */
export default function PerformanceDetailsPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const details = useDashboardDetails(user.userId)
  const teams = useDashboardTeams(user, 'collection')
  const { choice, choose } = details
  return (
    <DashboardFrame
      title={t`Performance details`}
      source={details}
      controls={
        <>
          <PeriodPicker
            periods={dashboardPeriods}
            value={choice}
            onChange={(next) => choose({ ...next, ...(choice.teamId ? { teamId: choice.teamId } : {}) })}
            schema={periodInput}
            timeZone={user.timeZone}
          />
          {teams && (
            <TeamChooser
              teams={teams}
              value={choice.teamId}
              onChange={(teamId) => choose({ ...choice, teamId })}
            />
          )}
          <ExportCsvButton entry={performanceDetailsExport} input={choice} />
        </>
      }
    >
      {(data) => <DetailsFigures details={data} />}
    </DashboardFrame>
  )
}
