import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Button } from '../../ui/Button.tsx'
import { type CaseStep, caseSteps, stepOfKey } from './caseSteps.ts'
import { useCaseSteps } from './useCaseSteps.ts'

/** "Previous case" and "Next case" through the list the user came from, also on Alt+arrows. */
export function CaseSteps({
  caseId,
  userId,
  listPath,
}: {
  caseId: number
  userId: number
  /** The case list the user came from (caseListToReturnTo). */
  listPath: string
}) {
  const { t, i18n } = useLingui()
  const { offers, take } = useCaseSteps(caseId, userId, listPath)
  // The keyboard reads the offers of the last render, without listening again at each one.
  const latest = useRef({ offers, take })
  latest.current = { offers, take }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = stepOfKey(event)
      if (!step || event.defaultPrevented) return
      // Alt+arrows are also the browser's back and forward: here they step through the cases.
      event.preventDefault()
      if (latest.current.offers[step].disabledReason === undefined) void latest.current.take(step)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const button = (step: CaseStep) => {
    const { label, keys } = caseSteps[step]
    const reason = offers[step].disabledReason
    const name = i18n._(label)
    return (
      <Button
        variant="secondary"
        size="small"
        disabled={reason !== undefined}
        title={reason ?? t`${name} (${keys})`}
        aria-keyshortcuts={`Alt+${caseSteps[step].key}`}
        onClick={() => void take(step)}
      >
        {step === 'previous' ? `← ${name}` : `${name} →`}
      </Button>
    )
  }
  return (
    <nav aria-label={t`Cases of the list`} className="flex items-center gap-2">
      {button('previous')}
      {button('next')}
    </nav>
  )
}
