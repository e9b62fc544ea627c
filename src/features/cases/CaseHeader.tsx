import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CaseDetail, CaseMark } from '../../../contract/cases.ts'
import { formatDateTime } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { offeredMarks, storedLifecycleOfDetail } from './caseActions.ts'
import { labelOf, statusLabels } from './caseLabels.ts'
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
  roleId,
  timeZone,
  onMark,
}: {
  detail: CaseDetail
  roleId: number
  timeZone: string
  onMark: (mark: CaseMark) => Promise<WriteResult<unknown>>
}) {
  const { t, i18n } = useLingui()
  const [marking, setMarking] = useState(false)
  const { row, lifecycle } = detail
  const marks = offeredMarks(storedLifecycleOfDetail(detail), row.pinned, roleId)

  const mark = async (chosen: CaseMark) => {
    setMarking(true)
    const result = await onMark(chosen)
    setMarking(false)
    // A closed case has its own notice on the page; other refusals (the pin limit) say why here.
    if (!result.ok && result.error.code !== 'case.closed') showToast('error', result.error.message, 6000)
  }

  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold text-slate-900">{row.name}</h1>
        <span className="font-mono text-sm text-slate-600">{row.caseNo}</span>
        <PhoneReveal caseId={row.id} maskedPhone={row.phone} />
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
      </div>
      {marks.length > 0 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t`Marks`}</legend>
          {marks.map((action) => (
            <Button
              key={action.mark}
              variant="secondary"
              disabled={marking}
              onClick={() => void mark(action.mark)}
              className="py-1.5"
            >
              {i18n._(action.label)}
            </Button>
          ))}
        </fieldset>
      )}
    </section>
  )
}
