import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import type { SalaryRow } from '../../../contract/salary.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay, formatMoney, formatNumber } from '../../i18n/format.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { Button } from '../../ui/Button.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useServerNeeded } from '../../ui/useActionOffer.ts'
import { salaryImportOffer } from './salaryImportActions.ts'
import { exportSalary, useSalaryList } from './useSalary.ts'

/**
 * Financial › Salary (menu 91): each member's pay for a salary period, in parts (base, commission on
 * what they collected, the bonus for finished cases, the imported adjustments, net), totals per
 * currency beside the title, the period's workbook, and the way to the adjustments' import.
 */
export default function SalaryPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const [, navigate] = useLocation()
  const [period, setPeriod] = useState<string | undefined>()
  const list = useSalaryList(user.userId, period)
  const data = list.data
  const [exporting, setExporting] = useState(false)
  const offline = useServerNeeded()
  const money = (row: SalaryRow, amount: number) => formatMoney(amount, row.currency)
  const periodText = (p: { from: string; to: string }) => `${formatDay(p.from)} – ${formatDay(p.to)}`

  async function exportWorkbook() {
    setExporting(true)
    try {
      await exportSalary(period ?? data?.period.from)
    } catch (error) {
      showToast('error', t`The file could not be exported: ${(error as Error).message}`)
    } finally {
      setExporting(false)
    }
  }

  return (
    <ListScreen
      title={t`Salary`}
      source={list}
      actions={
        <>
          <ActionButton
            entry={salaryImportOffer('check')}
            user={user}
            onTake={() => navigate('/financial/salary/import')}
          />
          <Button
            variant="secondary"
            size="small"
            onClick={exportWorkbook}
            disabled={exporting || offline !== undefined}
            title={offline}
          >
            {exporting ? t`Exporting…` : t`Export .xlsx`}
          </Button>
        </>
      }
      filters={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-72">
            <SelectField
              label={t`Salary period`}
              value={period ?? data?.period.from ?? ''}
              onChange={(value) => setPeriod(value)}
              options={(data?.periods ?? []).map((p) => ({ value: p.from, label: periodText(p) }))}
              dense
            />
          </div>
          {data && data.totals.length > 0 && (
            <dl className="flex flex-wrap gap-4 text-sm" aria-label={t`Totals per currency`}>
              {data.totals.map((total) => (
                <div key={total.currency} className="rounded-md border border-slate-200 bg-white px-3 py-1.5">
                  <dt className="text-xs text-slate-500">
                    {t`Net pay`} · {total.currency} · {t`${total.members} members`}
                  </dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">
                    {formatMoney(total.net, total.currency)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      }
    >
      <ListTable
        label={t`Salary`}
        rows={data?.rows}
        failure={list.failure}
        rowKey={(row) => `${row.memberId}:${row.currency}`}
        messages={{ loading: t`Loading salaries…`, empty: t`No member has a salary in this period.` }}
        wrapHeaders
        testId="salary-list"
        columns={[
          {
            header: t`Member`,
            cell: (row) => (
              // The team under the name: the figures need the room at 1,280 px.
              <span>
                <span className="font-medium text-slate-900">{row.memberName}</span>{' '}
                <span className="block text-xs text-slate-500">
                  {row.username} · {row.teamName}
                </span>
              </span>
            ),
          },
          { header: t`Finished cases`, cell: (row) => formatNumber(row.finishedCases), align: 'end' },
          { header: t`Collected`, cell: (row) => money(row, row.collected), align: 'end' },
          { header: t`Base pay`, cell: (row) => money(row, row.base), align: 'end' },
          { header: t`Commission`, cell: (row) => money(row, row.commission), align: 'end' },
          { header: t`Finished-case bonus`, cell: (row) => money(row, row.caseBonus), align: 'end' },
          { header: t`Adjustments`, cell: (row) => money(row, row.adjustments), align: 'end' },
          {
            header: t`Net pay`,
            cell: (row) => <span className="font-semibold">{money(row, row.net)}</span>,
            align: 'end',
          },
        ]}
      />
    </ListScreen>
  )
}
