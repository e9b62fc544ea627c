import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import { caseActions } from '../../../contract/caseActions.ts'
import type { CaseDetail, CaseMark } from '../../../contract/cases.ts'
import { queuedNotice } from '../../api/sync/queuedNotice.ts'
import { formatDateTime } from '../../i18n/format.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffers } from '../../ui/useActionOffer.ts'
import { type CaseMarkAction, offeredMarks, storedLifecycleOfDetail } from './caseActions.ts'
import { labelOf, statusLabels } from './caseLabels.ts'
import { PendingBadge } from './PendingBadge.tsx'
import { PhoneReveal } from './PhoneReveal.tsx'
import type { WriteResult } from './useCaseWrites.ts'

function Badge({
  tone = 'slate',
  children,
}: {
  tone?: 'slate' | 'green' | 'amber' | 'red'
  children: string
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    green: 'bg-emerald-100 text-emerald-800',
    amber: 'bg-amber-100 text-amber-800',
    red: 'bg-red-100 text-red-800',
  }
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
}

/** Who the case is, where its lifecycle stands, and the marks the machine allows now. */
export function CaseHeader({
  detail,
  user,
  timeZone,
  onMark,
  markWaiting = false,
}: {
  detail: CaseDetail
  user: Actor
  timeZone: string
  /** Queues the mark (useCaseWrites); it fails only when the browser cannot keep it. */
  onMark: (mark: CaseMark) => Promise<WriteResult<unknown>>
  /** A mark shown is not on the server yet. */
  markWaiting?: boolean
}) {
  const { t, i18n } = useLingui()
  const [marking, setMarking] = useState(false)
  const { row, lifecycle } = detail
  const marks = offeredMarks(storedLifecycleOfDetail(detail), row.pinned, user)
  const named = { caseNo: row.caseNo, name: row.name }
  const offerOf = useActionOffers()
  const reveal = offerOf(caseActions.revealPhone, user)

  const mark = async (action: CaseMarkAction) => {
    setMarking(true)
    const result = await onMark(action.mark)
    setMarking(false)
    // Queued is done for the user; the server's refusal (the pin limit, a closed case) comes later.
    if (!result.ok) showToast('error', result.error.message)
    else if (action.done) showToast('success', queuedNotice(i18n._(action.done(named))))
  }

  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold text-slate-900">{row.name}</h1>
        <span className="font-mono text-sm text-slate-600">{row.caseNo}</span>
        {reveal.offered ? (
          <PhoneReveal caseId={row.id} maskedPhone={row.phone} disabledReason={reveal.disabledReason} />
        ) : (
          <span className="font-mono" data-testid="case-phone">
            {row.phone}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2" data-testid="case-badges">
        {lifecycle.closed ? (
          <Badge tone="red">{t`Closed`}</Badge>
        ) : (
          <Badge tone={row.status === 'paidOff' ? 'green' : 'slate'}>
            {labelOf(i18n, statusLabels, row.status)}
          </Badge>
        )}
        <Badge tone={lifecycle.deal ? 'green' : 'slate'}>{lifecycle.deal ? t`Deal` : t`No deal`}</Badge>
        <Badge tone={lifecycle.appointment ? 'amber' : 'slate'}>
          {lifecycle.appointment && row.appointment
            ? t`Appointment ${formatDateTime(row.appointment, timeZone)}`
            : t`No appointment`}
        </Badge>
        {lifecycle.extensionActive && <Badge tone="amber">{t`Extension active`}</Badge>}
        {lifecycle.delayedRepaymentOffered && <Badge tone="amber">{t`Delayed repayment open`}</Badge>}
        {row.pinned && <Badge tone="amber">{t`Pinned`}</Badge>}
        {markWaiting && <PendingBadge write={{ state: 'waiting' }} />}
      </div>
      {marks.length > 0 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t`Marks`}</legend>
          {/* Marks work offline today; one that needs the server is drawn disabled, saying why. A mark
              the customer will see in the loan app is asked again, naming the case. */}
          {marks.map((action) => (
            <ActionButton
              key={action.mark}
              look="mark"
              tone="primary"
              entry={{ name: action.name, action: caseActions[action.name], texts: action }}
              user={user}
              subject={named}
              busy={marking}
              onTake={() => mark(action)}
            />
          ))}
        </fieldset>
      )}
    </section>
  )
}
