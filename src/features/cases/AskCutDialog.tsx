import { useLingui } from '@lingui/react/macro'
import {
  type AmountCutRow,
  amountCutKindWords,
  type CutBounds,
  requestAmountCut,
} from '../../../contract/amountCuts.ts'
import { minorUnitsOfTyped } from '../../../contract/money.ts'
import { formatMoney } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { amountCutWrites } from './amountCutActions.ts'

const initial = { kind: '', amount: '', remark: '' }

interface AskCutDialogProps {
  caseId: number
  caseNo: string
  currency: string
  bounds: CutBounds
  onClose: () => void
  onDone: (row: AmountCutRow) => void
}

/**
 * Asks for an amount cut (spec sections 3 and 5): a kind, an amount typed in the currency and sent in
 * its minor units, an optional remark. The bounds of the chosen kind are said under the amount; the
 * server checks them against the case as it stands and names the amount when it refuses.
 */
export function AskCutDialog({ caseId, caseNo, currency, bounds, onClose, onDone }: AskCutDialogProps) {
  const { t } = useLingui()
  const form = useContractForm(requestAmountCut.input, {
    initial,
    toInput: (draft, draftId) => ({
      caseId,
      ...(draft.kind ? { kind: draft.kind } : {}),
      ...(draft.amount.trim() ? { amount: minorUnitsOfTyped(draft.amount, currency) } : {}),
      remark: draft.remark,
      clientMutationId: draftId,
    }),
  })
  const money = (amount: number) => formatMoney(amount, currency)
  const boundsSaid =
    form.values.kind === 'delayed'
      ? bounds.delayed && t`Between ${money(bounds.delayed.min)} and ${money(bounds.delayed.max)}`
      : form.values.kind === 'normal' && t`Less than ${money(bounds.normalBelow)}`
  const kinds = (['normal', 'delayed'] as const).filter((kind) => kind === 'normal' || bounds.delayed)
  return (
    <FormDialog
      title={t`Ask for an amount cut on ${caseNo}`}
      description={t`Interest ${money(bounds.interest)} · Penalty ${money(bounds.penalty)} · Still owed ${money(bounds.remaining)}`}
      form={form}
      send={amountCutWrites.request}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Send for review`}
      testId="ask-cut"
    >
      <SelectField
        label={t`Deduction type`}
        placeholder={t`Select…`}
        options={kinds.map((kind) => ({ value: kind, label: inUiLanguage(amountCutKindWords[kind]) }))}
        {...form.field('kind')}
      />
      <div className="flex flex-col gap-1">
        <TextField label={t`Amount`} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
        {boundsSaid && (
          <span className="text-xs text-slate-500" data-testid="cut-bounds">
            {boundsSaid}
          </span>
        )}
      </div>
      <TextField label={t`Remark`} rows={2} {...form.field('remark')} />
    </FormDialog>
  )
}
