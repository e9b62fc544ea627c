import { useLingui } from '@lingui/react/macro'
import type { DashboardFigure } from '../../../contract/dashboardFigures.ts'
import type { DashboardCaseList, PerformanceStatement } from '../../../contract/dashboards.ts'
import { menuIds } from '../../../contract/menus.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { FigureTile } from '../../ui/FigureTile.tsx'
import { dashboardCasesPath } from './dashboardCasesPath.ts'
import { figureTexts } from './dashboardWords.ts'
import { amountsOf } from './moneyTiles.ts'

/**
 * Where an unfinished or expiring figure leads: a person's own case list of it (hoylist, semanalist,
 * audiencialist, horaslist), or the collection dashboard, which has a row per member, for a team's
 * or the operation's figure.
 */
function caseListHref(statement: PerformanceStatement, user: CurrentUser, list: DashboardCaseList) {
  const { scope } = statement
  if (scope.kind === 'person' && scope.id !== null) return dashboardCasesPath(list, scope.id)
  return user.menuIdList.includes(menuIds.collectionDashboard) ? '/dashboard/collection' : undefined
}

/** The cases: unfinished and expiring now (each opening its list), and finished over three periods. */
export function CaseTiles({
  statement,
  user,
  emphasis,
}: {
  statement: PerformanceStatement
  user: CurrentUser
  emphasis: boolean
}) {
  const { t } = useLingui()
  const { unfinished, finished } = statement
  const now: [DashboardFigure, number, DashboardCaseList][] = [
    ['unfinishedToday', unfinished.today, 'today'],
    ['unfinishedThisWeek', unfinished.thisWeek, 'thisWeek'],
    ['expiringInPrimeTime', unfinished.expiringInPrimeTime, 'atHearing'],
    ['expiringWithin24Hours', unfinished.expiringWithin24Hours, 'in24Hours'],
  ]
  const done: [DashboardFigure, number][] = [
    ['finishedYesterday', finished.yesterday],
    ['finishedThisWeek', finished.thisWeek],
    ['finishedThisSalaryPeriod', finished.salaryPeriod],
  ]
  return (
    <section aria-labelledby="statement-cases" className="flex flex-col gap-2">
      <h2 id="statement-cases" className="text-sm font-semibold text-slate-700">
        {t`Cases`}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="unfinished-tiles">
        {now.map(([figure, value, list]) => (
          <FigureTile
            key={figure}
            {...figureTexts(figure)}
            value={value}
            href={caseListHref(statement, user, list)}
            emphasis={emphasis}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="finished-tiles">
        {done.map(([figure, value]) => (
          <FigureTile key={figure} {...figureTexts(figure)} value={value} emphasis={emphasis} />
        ))}
      </div>
    </section>
  )
}

/** The money repaid today, yesterday, this week and this salary period, one line per currency. */
export function MoneyTiles({ statement, emphasis }: { statement: PerformanceStatement; emphasis: boolean }) {
  const { t } = useLingui()
  const { repaid } = statement
  const { definition } = figureTexts('repaidAmount')
  const periods = [
    [t`Repaid today`, repaid.today],
    [t`Repaid yesterday`, repaid.yesterday],
    [t`Repaid this week`, repaid.thisWeek],
    [t`Repaid this salary period`, repaid.salaryPeriod],
  ] as const
  return (
    <section aria-labelledby="statement-money" className="flex flex-col gap-2">
      <h2 id="statement-money" className="text-sm font-semibold text-slate-700">
        {t`Money repaid`}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="money-tiles">
        {periods.map(([label, money]) => (
          <FigureTile
            key={label}
            label={label}
            definition={definition}
            value={amountsOf(money)}
            emphasis={emphasis}
            empty={t`Nothing repaid`}
          />
        ))}
      </div>
    </section>
  )
}
