import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import { makePayoutBatch, type PayoutList, payoutStatusWords } from '../../../contract/payouts.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay, formatInstant, formatNumber } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { PayoutTotals } from './PayoutTotals.tsx'
import { payoutOffer, payoutTexts, payoutWrites } from './payoutActions.ts'
import { usePayoutList } from './usePayouts.ts'

export const periodText = (p: { from: string; to: string }) => `${formatDay(p.from)} – ${formatDay(p.to)}`

/**
 * Financial › Company payouts (menu 103, "accoutpayout"): a batch per salary period, with who made it
 * and when, its lines by status and its totals per currency; a batch is made for a period that has
 * none, and opens its details (docs/decisions/0053).
 */
export default function PayoutBatchesPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const list = usePayoutList(user.userId)
  const [making, setMaking] = useState(false)
  return (
    <ListScreen
      title={t`Company payouts`}
      source={list}
      actions={<ActionButton entry={payoutOffer('make')} user={user} onTake={() => setMaking(true)} />}
    >
      <ListTable
        label={t`Payout batches`}
        rows={list.data?.batches}
        failure={list.failure}
        rowKey={(row) => row.id}
        messages={{ loading: t`Loading the payout batches…`, empty: t`No payout batch has been made yet.` }}
        wrapHeaders
        testId="payout-batches"
        columns={[
          {
            header: t`Salary period`,
            cell: (row) => (
              <Link
                className="font-medium text-sky-700 hover:underline"
                href={`/financial/accoutpayout/details/${row.id}`}
              >
                {periodText(row.period)}
              </Link>
            ),
          },
          { header: t`Made by`, cell: (row) => row.madeByName },
          { header: t`Made at`, cell: (row) => formatInstant(row.madeAt, user.timeZone) },
          { header: t`Lines`, cell: (row) => formatNumber(row.lines), align: 'end' },
          { header: t`Totals per currency`, cell: (row) => <PayoutTotals totals={row.totals} /> },
          {
            header: t`Status`,
            cell: (row) =>
              row.status === 'pending'
                ? `${inUiLanguage(payoutStatusWords.pending)} (${row.pending})`
                : `${inUiLanguage(payoutStatusWords.done)} · ${t`${row.succeed} succeeded, ${row.failed} failed`}`,
          },
        ]}
      />
      {making && list.data && (
        <MakeBatchDialog
          periods={list.data.periods}
          onClose={() => setMaking(false)}
          onDone={(period) => {
            setMaking(false)
            const done = payoutTexts.make.done
            if (done) showToast('success', i18n._(done(period)))
            list.refresh()
          }}
        />
      )}
    </ListScreen>
  )
}

function MakeBatchDialog({
  periods,
  onClose,
  onDone,
}: {
  periods: PayoutList['periods']
  onClose: () => void
  onDone: (period: string) => void
}) {
  const { t } = useLingui()
  const open = periods.filter((p) => p.batchId === null)
  const form = useContractForm(makePayoutBatch.input, {
    initial: { period: open[0]?.from ?? '' },
    toInput: (draft, draftId) => ({ period: draft.period, clientMutationId: draftId }),
  })
  return (
    <FormDialog
      title={t`Make the batch for a period`}
      description={t`One line per member with a net salary above 0, paid from the company's account in its currency. Members with nothing to pay are listed as left out. A period has one batch.`}
      form={form}
      send={payoutWrites.make}
      onDone={(answer) => onDone(periodText(answer.batch.period))}
      onClose={onClose}
      submitLabel={t`Make the batch`}
    >
      <SelectField
        label={t`Salary period`}
        placeholder={t`Select…`}
        options={open.map((p) => ({ value: p.from, label: periodText(p) }))}
        {...form.field('period')}
      />
    </FormDialog>
  )
}
