import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import {
  type SellerFigure,
  type SellerTarget,
  type SellerTargetRow,
  sellerFigures,
  sellerTargetFigures,
  sellerTargetsExport,
  sellerTargetsInput,
} from '../../../contract/sellersPerformance.ts'
import { paceWords } from '../../../contract/targets.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay, formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { languageOf, paceColour, percentText } from '../../ui/paceText.ts'
import { RefreshButton } from '../../ui/RefreshButton.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { AppliedAmounts, conversionText } from '../../ui/saleFigures.tsx'
import { useKeptPeriod } from '../../ui/useKeptPeriod.ts'
import { useSellerTargets } from './useSellerTargets.ts'

/** A target's figure, one line per currency as the amounts are; blank without a target. */
function TargetLines({
  targets,
  write,
}: {
  targets: readonly SellerTarget[]
  write: (target: SellerTarget) => ReactNode
}) {
  if (targets.length === 0) return <>{noValue}</>
  return (
    <>
      {targets.map((target) => (
        <div key={target.currency} className="whitespace-nowrap">
          {write(target)}
        </div>
      ))}
    </>
  )
}

const keptAs = { area: 'cases', view: 'sellerTargets' }
/** The team those over the teams narrowed to, or every team of their reach. */
const keptTeam = sellerTargetsInput.pick({ teamId: true })
const everyTeam: { teamId?: number } = {}

/**
 * Sellers performance in Cases (menu 105, issue 25): each seller's sale orders of a salary period,
 * those whose customer entered the app, the conversion and the amounts applied for, against the
 * seller's targets of the period currency by currency (achievement, orders achievement, pace), with the
 * totals and the CSV of the same lines. A seller sees their own row, a team leader their team's
 * sellers, those over the teams every seller or one team's. Each header's tooltip is its definition.
 */
export default function SellerTargetsPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const language = languageOf(i18n.locale)
  // The team chosen is kept, so the screen opens on it again; the period is this one until another is
  // picked (a period kept would open last month's figures next month).
  const kept = useKeptPeriod(keptAs, keptTeam, everyTeam)
  const [period, setPeriod] = useState<string | undefined>()
  const input = { ...kept.choice, ...(period ? { period } : {}) }
  const read = useSellerTargets(user.userId, input, kept.ready)
  const answer = read.data
  const totals = answer?.totals
  const sale = (
    name: SellerFigure,
    header: string,
    written: (row: SellerTargetRow['figures']) => ReactNode,
  ) =>
    ({
      header,
      hint: sellerFigures[name].definition[language],
      align: 'end',
      cell: (row) => written(row.figures),
      ...(totals ? { total: written(totals.figures) } : {}),
    }) satisfies SimpleColumn<SellerTargetRow>
  const target = (
    name: keyof typeof sellerTargetFigures,
    header: string,
    write: (target: SellerTarget) => ReactNode,
    total?: (target: NonNullable<typeof totals>['targets'][number]) => ReactNode,
  ): SimpleColumn<SellerTargetRow> => ({
    header,
    hint: sellerTargetFigures[name][language],
    align: 'end',
    cell: (row) => <TargetLines targets={row.targets} write={write} />,
    ...(totals && total
      ? {
          total:
            totals.targets.length === 0
              ? noValue
              : totals.targets.map((each) => <div key={each.currency}>{total(each)}</div>),
        }
      : {}),
  })
  const columns: SimpleColumn<SellerTargetRow>[] = [
    { header: t`Seller`, cell: (row) => row.name, ...(totals ? { total: t`Total` } : {}) },
    { header: t`Team`, cell: (row) => row.teamName ?? noValue },
    sale('saleOrders', t`Sale orders`, (f) => formatNumber(f.saleOrders)),
    sale('enteredApp', t`Entered the app`, (f) => formatNumber(f.enteredApp)),
    sale('conversion', t`Conversion`, (f) => conversionText(f.conversion, i18n.locale)),
    sale('appliedAmount', t`Amount applied for`, (f) => <AppliedAmounts figures={f} />),
    target(
      'targetAmount',
      t`Target amount`,
      (each) => formatMoney(each.amount, each.currency),
      (each) => formatMoney(each.amount, each.currency),
    ),
    target(
      'targetOrders',
      t`Target orders`,
      (each) => formatNumber(each.orders),
      (each) => formatNumber(each.orders),
    ),
    target(
      'achievement',
      t`Achievement`,
      (each) => percentText(each.achievement, i18n.locale),
      (each) => percentText(each.achievement, i18n.locale),
    ),
    target('ordersAchievement', t`Orders achievement`, (each) =>
      percentText(each.ordersAchievement, i18n.locale),
    ),
    target('pace', t`Pace`, (each) => (
      // The words over the money, so the widest column of the table stays narrow.
      <span className={`inline-block ${paceColour[each.pace.status]}`}>
        {paceWords[each.pace.status][language]}
        {each.pace.status !== 'onPace' && (
          <span className="block text-xs">{formatMoney(Math.abs(each.pace.gap), each.currency)}</span>
        )}
      </span>
    )),
  ]
  const periodOptions = (answer?.periods ?? []).map((period) => ({
    value: period.from,
    label: `${formatDay(period.from)} – ${formatDay(period.to)}`,
  }))
  const teams = answer?.teams ?? []
  return (
    <ListScreen
      title={t`Sellers against targets`}
      actions={
        <>
          <ExportCsvButton entry={sellerTargetsExport} input={input} />
          <RefreshButton refresh={read.refresh} refreshing={read.asking} />
        </>
      }
      filters={
        <div className="flex flex-wrap items-end gap-3" data-testid="seller-targets-filters">
          <SelectField
            dense
            label={t`Salary period`}
            value={answer?.period.from ?? ''}
            onChange={setPeriod}
            options={periodOptions}
          />
          {teams.length > 0 && (
            <SelectField
              dense
              label={t`Team`}
              value={input.teamId === undefined ? '' : String(input.teamId)}
              onChange={(team) => kept.choose(team ? { teamId: Number(team) } : everyTeam)}
              options={teams.map((team) => ({ value: String(team.id), label: team.name }))}
              placeholder={t`Every team`}
            />
          )}
        </div>
      }
      source={read}
    >
      <ListTable
        label={t`Sellers against targets`}
        rows={answer?.rows}
        columns={columns}
        rowKey={(row) => row.id}
        messages={{ loading: t`Loading the sellers…`, empty: t`No sellers in your reach.` }}
        failure={read.failure}
        testId="seller-targets"
        wrapHeaders
      />
    </ListScreen>
  )
}
