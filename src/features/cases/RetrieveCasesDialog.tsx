import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { formatNumber } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { WorkingBar } from '../../ui/WorkingBar.tsx'
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
  const [working, setWorking] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  // One client id per dialog: a retry after a lost answer is the same retrieval, applied once.
  const [clientMutationId] = useState(() => crypto.randomUUID())
  const sent = useRef(false)
  const retrieve = async () => {
    if (sent.current) return
    sent.current = true
    setWorking(true)
    setRefusal(null)
    try {
      onDone((await caseAllocationCalls.retrieve(cases, clientMutationId)).caseCount)
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error))
      setWorking(false)
    } finally {
      sent.current = false
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !working && onClose()}
      modalOnly
      title={i18n._(texts.confirm!.question(formatNumber(count)))}
      description={i18n._(texts.confirm!.effect)}
    >
      <div className="flex flex-col gap-3" data-testid="retrieve-form">
        <FormAlert message={refusal} />
        {working ? (
          <WorkingBar label={t`Retrieving ${formatNumber(count)} cases…`} />
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
            <Button variant="danger" onClick={retrieve}>
              {i18n._(texts.label)}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  )
}
