import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  type SellerFigure,
  type SellerFigures,
  type SellerRow,
  sellerFigures,
  sellersPerformance,
  sellersPerformanceExport,
} from '../../../contract/sellersPerformance.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatNumber, noValue } from '../../i18n/format.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { AppliedAmounts, conversionText } from '../../ui/saleFigures.tsx'
import { periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
import { PeriodFiguresScreen } from './PeriodFiguresScreen.tsx'
import { useDashboardRead } from './useDashboardRead.ts'
import { useDashboardTeams } from './useDashboardTeams.ts'
import { useWhoseColumn } from './whoseColumn.tsx'

/**
 * Sellers' performance (menu 106, issue 25): each seller's sale orders over a period (kept for the
 * screen), those whose customer entered the app, the conversion and the amounts applied for per
 * currency, with the totals and the CSV of the same rows. A manager or office manager sees one row per
 * sales team, or a chosen team's sellers. Each header's tooltip is its definition. Targets are not kept
 * yet, so no target column shows.
 */
export default function SellersPerformancePage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const teams = useDashboardTeams(user, 'sales')
  const { choice, choose, ready } = useDashboardChoice('sellersPerformance')
  const input = periodInputOf(choice, teams !== null)
  // 'sellers' names the copy kept before the screen was composed on the kit, so it still opens offline.
  const read = useDashboardRead(user.userId, 'sellers', sellersPerformance, input, ready)
  const answer = read.data
  const rows = answer?.rows ?? []
  const whose = useWhoseColumn(rows, (teamId) => choose({ ...choice, teamId }), {
    memberHeader: t`Seller`,
  })
  const language = i18n.locale.startsWith('es') ? 'es' : 'en'
  const figure = (
    name: SellerFigure,
    header: string,
    written: (figures: SellerFigures) => ReactNode,
  ): SimpleColumn<SellerRow> => ({
    header,
    hint: sellerFigures[name].definition[language],
    align: 'end',
    cell: (row) => written(row.figures),
    ...(answer ? { total: written(answer.totals) } : {}),
  })
  // A seller's team beside their name; a manager's per-team rows are named by the team already.
  const team: SimpleColumn<SellerRow> = { header: t`Team`, cell: (row) => row.teamName ?? noValue }
  const perTeam = rows.some((row) => row.kind === 'team')
  return (
    <PeriodFiguresScreen
      title={t`Sellers performance`}
      source={read}
      columns={[
        whose,
        ...(perTeam ? [] : [team]),
        figure('saleOrders', t`Sale orders`, (f) => formatNumber(f.saleOrders)),
        figure('enteredApp', t`Entered the app`, (f) => formatNumber(f.enteredApp)),
        figure('conversion', t`Conversion`, (f) => conversionText(f.conversion, i18n.locale)),
        figure('appliedAmount', t`Amount applied for`, (f) => <AppliedAmounts figures={f} />),
      ]}
      choice={choice}
      onChoose={choose}
      teams={teams}
      exportCsv={<ExportCsvButton entry={sellersPerformanceExport} input={input} />}
      empty={t`No sellers in your reach.`}
      testId="sellers-performance"
    />
  )
}
