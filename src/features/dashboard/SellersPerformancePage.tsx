import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  type SellerFigure,
  type SellerFigures,
  type SellerRow,
  sellerFigures,
  sellersPerformanceExport,
} from '../../../contract/sellersPerformance.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { PeriodPicker } from '../../ui/PeriodPicker.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { sellersPeriodSchema, useSellersPerformance } from './useSellersPerformance.ts'

const periods = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'salaryPeriod', 'custom'] as const

/** Entered ÷ orders as a percentage in the reader's language ('33.3%', '33,3 %'); blank without orders. */
export function conversionText(conversion: number | null, locale: string): string {
  if (conversion === null) return noValue
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(conversion)
}

/** The amounts applied for, one line per currency (never added together). */
function AppliedAmounts({ figures }: { figures: SellerFigures }) {
  if (figures.applied.length === 0) return <>{noValue}</>
  return (
    <>
      {figures.applied.map((money) => (
        <div key={money.currency}>{formatMoney(money.amount, money.currency)}</div>
      ))}
    </>
  )
}

interface Column {
  figure: SellerFigure
  header: string
  cell: (figures: SellerFigures) => ReactNode
}

/**
 * Sellers' performance (menu 106, issue 25): each seller's sale orders over a period, those whose
 * customer entered the app, the conversion and the amounts applied for per currency, with the totals.
 * A manager or office manager sees one row per team, or a chosen team's sellers. Each header's tooltip
 * is its definition. Targets are not kept yet, so no target column shows.
 */
export default function SellersPerformancePage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const read = useSellersPerformance(user)
  const answer = read.data
  const language = i18n.locale.startsWith('es') ? 'es' : 'en'
  const columns: Column[] = [
    { figure: 'saleOrders', header: t`Sale orders`, cell: (f) => formatNumber(f.saleOrders) },
    { figure: 'enteredApp', header: t`Entered the app`, cell: (f) => formatNumber(f.enteredApp) },
    { figure: 'conversion', header: t`Conversion`, cell: (f) => conversionText(f.conversion, i18n.locale) },
    { figure: 'appliedAmount', header: t`Amount applied for`, cell: (f) => <AppliedAmounts figures={f} /> },
  ]
  const perTeam = answer?.rows.some((row) => row.kind === 'team') ?? false
  const nameOf = (row: SellerRow) => row.name ?? (row.kind === 'team' ? t`No team` : noValue)

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{t`Sellers performance`}</h1>
        <PeriodPicker
          periods={periods}
          value={read.choice}
          onChange={(next) => read.choose({ ...next, teamId: read.choice.teamId })}
          schema={sellersPeriodSchema}
          timeZone={user.timeZone}
        />
        {read.choosesTeam && (
          <SelectField
            label={t`Team`}
            value={read.choice.teamId === undefined ? '' : String(read.choice.teamId)}
            onChange={(value) =>
              read.choose({ ...read.choice, teamId: value === '' ? undefined : Number(value) })
            }
            options={[
              { value: '', label: t`Every team` },
              ...read.teams.map((team) => ({ value: String(team.id), label: team.name })),
            ]}
            dense
            className="w-56"
          />
        )}
        <div className="ml-auto">
          <ExportCsvButton entry={sellersPerformanceExport} input={read.input as never} />
        </div>
      </div>
      <Freshness savedAt={read.savedAt} failure={read.failure} timeZone={user.timeZone} />
      {answer ? (
        <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" aria-label={t`Sellers performance`}>
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {perTeam ? t`Team` : t`Seller`}
                </th>
                {!perTeam && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t`Team`}
                  </th>
                )}
                {columns.map((column) => (
                  <th
                    key={column.figure}
                    scope="col"
                    title={sellerFigures[column.figure].definition[language]}
                    className="cursor-help px-3 py-2 text-right font-medium whitespace-nowrap underline decoration-dotted"
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {answer.rows.length === 0 && (
                <tr>
                  <td colSpan={columns.length + 2} className="px-3 py-6 text-center text-slate-500">
                    {t`No sellers in your reach.`}
                  </td>
                </tr>
              )}
              {answer.rows.map((row) => (
                <tr key={`${row.kind}-${row.id}`} className="align-top" data-testid="seller-row">
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {nameOf(row)}
                  </th>
                  {!perTeam && <td className="px-3 py-2 text-slate-600">{row.teamName ?? noValue}</td>}
                  {columns.map((column) => (
                    <td key={column.figure} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                      {column.cell(row.figures)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
              <tr data-testid="totals-row">
                <th scope="row" className="px-3 py-2">
                  {t`Total`}
                </th>
                {!perTeam && <td />}
                {columns.map((column) => (
                  <td key={column.figure} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                    {column.cell(answer.totals)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <NotLoaded
          failure={read.failure}
          loading={t`Loading the sellers’ figures…`}
          failed={(reason) => t`The sellers’ figures could not be loaded: ${reason}`}
          onRetry={read.refresh}
        />
      )}
    </div>
  )
}
