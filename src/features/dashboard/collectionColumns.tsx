import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { CollectionDashboard, CollectionRow, DashboardCaseList } from '../../../contract/dashboards.ts'
import { formatNumber } from '../../i18n/format.ts'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { dashboardCaseListTitles } from './dashboardCaseLists.ts'
import { dashboardCasesPath } from './dashboardCasesPath.ts'
import { definitionOf } from './dashboardWords.ts'
import { addByCurrency, MoneyFigures } from './moneyFigures.tsx'
import { useWhoseColumn } from './whoseColumn.tsx'

type Count = 'unfinishedToday' | 'unfinishedThisWeek' | 'expiringInPrimeTime' | 'expiringWithin24Hours'

/** The case list each live figure opens (spec section 2: hoylist, semanalist, audiencialist, horaslist). */
const listOfCount: Record<Count, DashboardCaseList> = {
  unfinishedToday: 'today',
  unfinishedThisWeek: 'thisWeek',
  expiringInPrimeTime: 'atHearing',
  expiringWithin24Hours: 'in24Hours',
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`

/**
 * The collection dashboard's columns: whose (a member, or a team that opens its members), the four
 * figures of unfinished cases, each opening the member's list of those cases, what was finished today
 * and this week, and what was repaid today per currency; a totals line under them.
 */
export function useCollectionColumns(
  answer: CollectionDashboard | undefined,
  onTeam: (teamId: number) => void,
): SimpleColumn<CollectionRow>[] {
  const { t, i18n } = useLingui()
  const rows = answer?.rows ?? []
  const sum = (figure: (row: CollectionRow) => number) =>
    formatNumber(rows.reduce((n, row) => n + figure(row), 0))
  const whose = useWhoseColumn(rows, onTeam)
  const primeTime = answer?.settings.primeTime
  const primeTimeNow = primeTime
    ? ` ${t`Prime time here: ${hour(primeTime.fromHour)} to ${hour(primeTime.toHour)}.`}`
    : ''

  const opening = (count: Count, header: string, hint: string): SimpleColumn<CollectionRow> => ({
    header,
    hint,
    align: 'end',
    total: sum((row) => row[count]),
    cell: (row) => {
      const value = formatNumber(row[count])
      if (row.kind !== 'person' || row.id === null) return value
      const list = i18n._(dashboardCaseListTitles[listOfCount[count]])
      return (
        <Link
          href={dashboardCasesPath(listOfCount[count], row.id)}
          className="text-brand-700 hover:underline"
          title={list}
          aria-label={t`${value}, ${list}`}
        >
          {value}
        </Link>
      )
    },
  })

  const finished = (
    count: 'finishedToday' | 'finishedThisWeek',
    header: string,
  ): SimpleColumn<CollectionRow> => ({
    header,
    hint: definitionOf(count),
    align: 'end',
    total: sum((row) => row[count]),
    cell: (row) => formatNumber(row[count]),
  })

  return [
    whose,
    opening('unfinishedToday', t`Unfinished today`, definitionOf('unfinishedToday')),
    opening('unfinishedThisWeek', t`Unfinished this week`, definitionOf('unfinishedThisWeek')),
    opening(
      'expiringInPrimeTime',
      t`Expiring in prime time`,
      definitionOf('expiringInPrimeTime') + primeTimeNow,
    ),
    opening('expiringWithin24Hours', t`Expiring within 24 hours`, definitionOf('expiringWithin24Hours')),
    finished('finishedToday', t`Finished today`),
    finished('finishedThisWeek', t`Finished this week`),
    {
      header: t`Repaid today`,
      hint: definitionOf('repaidAmount'),
      align: 'end',
      total: <MoneyFigures figures={addByCurrency(rows.map((row) => row.repaidToday))} />,
      cell: (row) => <MoneyFigures figures={row.repaidToday} />,
    },
  ]
}
