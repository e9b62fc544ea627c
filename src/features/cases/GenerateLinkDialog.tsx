import { useLingui } from '@lingui/react/macro'
import { minorUnitsOfTyped } from '../../../contract/money.ts'
import {
  generatePaymentLink,
  type MerchantFeeTerms,
  merchantFee,
  type PaymentLinkRow,
} from '../../../contract/paymentLinks.ts'
import { formatBasisPoints, formatMoney } from '../../i18n/format.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { paymentLinkWrites } from './paymentLinkActions.ts'

const initial = { amount: '' }

interface GenerateLinkDialogProps {
  caseId: number
  caseNo: string
  currency: string
  minAmount: number
  remaining: number
  fee: MerchantFeeTerms
  expiresAfterHours: number
  onClose: () => void
  onDone: (row: PaymentLinkRow) => void
}

/**
 * Generates a payment link (spec section 3): an amount typed in the currency and sent in its minor
 * units, its bounds said under it, and, as it is typed, the merchant's fee and what the customer pays.
 */
export function GenerateLinkDialog({
  caseId,
  caseNo,
  currency,
  minAmount,
  remaining,
  fee,
  expiresAfterHours,
  onClose,
  onDone,
}: GenerateLinkDialogProps) {
  const { t } = useLingui()
  const form = useContractForm(generatePaymentLink.input, {
    initial,
    toInput: (draft, draftId) => ({
      caseId,
      ...(draft.amount.trim() ? { amount: minorUnitsOfTyped(draft.amount, currency) } : {}),
      clientMutationId: draftId,
    }),
  })
  const money = (amount: number) => formatMoney(amount, currency)
  const typed = minorUnitsOfTyped(form.values.amount, currency)
  const amount = typed !== undefined && Number.isInteger(typed) && typed > 0 ? typed : null
  const terms =
    fee.fixed > 0
      ? t`${formatBasisPoints(fee.basisPoints)} + ${money(fee.fixed)}`
      : formatBasisPoints(fee.basisPoints)
  return (
    <FormDialog
      title={t`Generate a payment link on ${caseNo}`}
      description={t`Still owed ${money(remaining)} · Merchant fee ${terms}, paid by the customer on top of the amount · Active for ${expiresAfterHours} h`}
      form={form}
      send={paymentLinkWrites.generate}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Generate`}
      testId="generate-link"
    >
      <div className="flex flex-col gap-1">
        <TextField label={t`Amount`} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
        <span className="text-xs text-slate-500" data-testid="link-bounds">
          {t`Between ${money(minAmount)} and ${money(remaining)}`}
        </span>
      </div>
      {amount !== null && (
        <dl
          className="grid grid-cols-2 gap-x-4 gap-y-1 rounded bg-slate-50 px-3 py-2 text-sm"
          data-testid="link-total"
        >
          <dt className="text-slate-600">{t`Merchant fee`}</dt>
          <dd className="text-right tabular-nums">{money(merchantFee(amount, fee))}</dd>
          <dt className="font-medium text-slate-900">{t`The customer pays`}</dt>
          <dd className="text-right font-medium tabular-nums">{money(amount + merchantFee(amount, fee))}</dd>
        </dl>
      )}
    </FormDialog>
  )
}
