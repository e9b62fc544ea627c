import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatNumber } from '../../i18n/format.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { caseAllocationTexts } from './caseAllocationActions.ts'
import { type CaseChoice, caseAllocationCalls } from './useCaseAllocation.ts'

/** Asks before taking the chosen cases back from their holders, then does it as one request. */
export function RetrieveCasesDialog({
  cases,
  count,
  onClose,
  onDone,
}: {
  cases: CaseChoice
  count: number
  onClose: () => void
  onDone: (retrieved: number) => void
}) {
  const { t, i18n } = useLingui()
  const texts = caseAllocationTexts.retrieveCases
  // One client id per dialog: a retry after a lost answer is the same retrieval, applied once.
  const [clientMutationId] = useState(() => crypto.randomUUID())
  return (
    <ConfirmDialog
      modalOnly
      question={i18n._(texts.confirm!.question(formatNumber(count)))}
      effect={i18n._(texts.confirm!.effect)}
      confirmLabel={i18n._(texts.label)}
      working={t`Retrieving ${formatNumber(count)} cases…`}
      onConfirm={async () => onDone((await caseAllocationCalls.retrieve(cases, clientMutationId)).caseCount)}
      onCancel={onClose}
    />
  )
}
