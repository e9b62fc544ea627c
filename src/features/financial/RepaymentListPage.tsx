import { useLingui } from '@lingui/react/macro'
import { repaymentKinds } from '../../../contract/cases.ts'
import { menuIds } from '../../../contract/menus.ts'
import { reachOf } from '../../../contract/policy.ts'
import { repaymentExport } from '../../../contract/repayments.ts'
import { useAppList } from '../../api/appList.ts'
import { useLeaderList } from '../../api/leaderList.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { labelOf, repaymentKindLabels } from '../../i18n/labels.ts'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import { repaymentColumnLayout, repaymentScreen, useRepaymentColumns } from './repaymentColumns.tsx'
import { useRepaymentList } from './useRepaymentList.ts'

/**
 * The repayment records (menu 71): every repayment the user reaches, newest first, by type, days of
 * payment on their clock, app, team and case or customer, with the filter's totals per currency and
 * its CSV.
 */
export default function RepaymentListPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(repaymentScreen)
  const records = useRepaymentList(user.userId, screen.asked)
  const columns = useRepaymentColumns(user.timeZone)
  const apps = useAppList().data ?? []
  // The team filter is for those over the teams; a team's user reads that team's records only.
  const overTeams = reachOf(user).kind === 'all'
  const teams = useLeaderList(overTeams && user.menuIdList.includes(menuIds.staffs)).data ?? []
  const summary = records.summary
  // Widths that keep the filters on one line beside the menu at 1280 pixels.
  const filters: FilterField<typeof screen.filters>[] = [
    {
      kind: 'choice',
      name: 'kind',
      label: t`Repayment type`,
      width: 'w-44',
      choices: repaymentKinds.map((kind) => ({
        value: kind,
        label: labelOf(i18n, repaymentKindLabels, kind),
      })),
    },
    {
      kind: 'dates',
      name: 'paidFrom',
      to: 'paidTo',
      label: t`Paid on`,
      width: 'w-72',
      timeZone: user.timeZone,
    },
    {
      kind: 'choice',
      name: 'appId',
      label: t`App`,
      width: 'w-32',
      numeric: true,
      choices: apps.map((app) => ({ value: String(app.id), label: app.name })),
    },
    ...(overTeams
      ? [
          {
            kind: 'choice',
            name: 'teamId',
            label: t`Team`,
            width: 'w-44',
            numeric: true,
            choices: teams.map((team) => ({ value: String(team.id), label: team.name })),
          } as const,
        ]
      : []),
    { kind: 'search', name: 'search', label: t`Case no or customer`, width: 'w-40' },
  ]
  return (
    <PagedListScreen
      screen={screen}
      title={t`Repayment records`}
      source={records}
      columns={columns}
      layout={repaymentColumnLayout}
      filters={filters}
      exportCsv={repaymentExport}
      // One figure per currency: pesos and naira are never added together.
      totals={
        summary
          ? {
              testId: 'repayment-summary',
              figures: [
                { label: t`Repayments`, value: formatNumber(summary.count), testId: 'repayment-count' },
                {
                  label: t`Amount`,
                  value:
                    summary.totals.map((total) => formatMoney(total.amount, total.currency)).join(' · ') ||
                    noValue,
                  testId: 'repayment-amount',
                },
              ],
            }
          : undefined
      }
      messages={{
        loading: t`Loading the repayment records…`,
        empty: t`No repayment matches these filters.`,
      }}
      testId="repayments"
    />
  )
}
