import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CurrentUser } from '../../../contract/session.ts'
import type { LeaveRow } from '../../../contract/staffs.ts'
import { formatDay } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { DatePicker } from '../../ui/DatePicker.tsx'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { todayIn } from '../../ui/pickerRules.ts'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { memberOwnWrites } from './staffWrites.ts'
import { cancelMyLeave, requestLeave, useLeaveRequests } from './useAttendance.ts'

const initial = { days: '', reason: '' }
const daysOf = (text: string) => text.split(' ').filter(Boolean).sort()

/**
 * A member asks for leave on days of their own calendar (each picked, then added to the request), sees
 * their requests and where each stands, and cancels one still pending. `named` is the request a
 * message opened it on, marked.
 */
export function LeaveDialog({
  user,
  named = null,
  onClose,
}: {
  user: CurrentUser
  named?: number | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const mine = useLeaveRequests(user.userId)
  const [picked, setPicked] = useState('')
  const form = useContractForm(requestLeave.input, {
    initial,
    toInput: (draft, draftId) => ({
      days: daysOf(draft.days),
      reason: draft.reason,
      clientMutationId: draftId,
    }),
  })
  const days = daysOf(form.values.days)
  const setDays = (next: string[]) => form.set('days')([...new Set(next)].sort().join(' '))
  const today = todayIn(user.timeZone).day
  const requested = () => {
    showToast('success', t`Leave requested`)
    form.reset()
    mine.refresh()
  }
  const cancel = async (row: LeaveRow) => {
    try {
      await cancelMyLeave(row.id)
      mine.refresh()
    } catch (error) {
      showToast('error', (error as Error).message)
    }
  }
  const own = (mine.rows ?? []).filter((row) => row.memberId === user.userId)
  return (
    <FormDialog
      wide
      title={t`My leave`}
      form={form}
      send={memberOwnWrites.requestLeave}
      onDone={requested}
      onClose={onClose}
      submitLabel={t`Request leave`}
      testId="leave-form"
      below={<MyLeaveRequests own={own} named={named} onCancel={cancel} />}
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <DatePicker
            mode="date"
            className="flex-1"
            label={t`Leave day`}
            timeZone={user.timeZone}
            min={today}
            value={picked}
            onChange={setPicked}
          />
          <Button
            variant="secondary"
            className="mb-5"
            onClick={() => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(picked)) setDays([...days, picked])
              setPicked('')
            }}
          >
            {t`Add day`}
          </Button>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label={t`Leave days`}>
          {days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-sm">
              {formatDay(day)}
              <button
                type="button"
                aria-label={t`Remove ${formatDay(day)}`}
                className="text-slate-500 hover:text-red-600"
                onClick={() => setDays(days.filter((each) => each !== day))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {form.errors.days && <p className="text-xs text-red-600">{form.errors.days}</p>}
        <TextField label={t`Reason`} rows={2} {...form.field('reason')} />
      </div>
    </FormDialog>
  )
}

/** The member's own requests, where each stands, and the cancelling of one still pending. */
function MyLeaveRequests({
  own,
  named,
  onCancel,
}: {
  own: LeaveRow[]
  named: number | null
  onCancel: (row: LeaveRow) => void
}) {
  const { t } = useLingui()
  const statusWord = {
    pending: t`Pending`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    cancelled: t`Cancelled`,
  }
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold text-slate-700">{t`My requests`}</h3>
      <ul
        className="mt-1 flex max-h-48 flex-col divide-y divide-slate-100 overflow-y-auto"
        data-testid="my-leave"
      >
        {own.length === 0 && <li className="py-2 text-sm text-slate-500">{t`No leave requested yet.`}</li>}
        {own.map((row) => (
          <li
            key={row.id}
            aria-current={row.id === named ? 'true' : undefined}
            className={`flex items-center gap-3 py-2 text-sm ${row.id === named ? 'bg-amber-100 px-1' : ''}`}
          >
            <span className="flex-1">{row.days.map(formatDay).join(', ')}</span>
            <span>{statusWord[row.status]}</span>
            {row.status === 'pending' && (
              <Button size="small" variant="secondary" onClick={() => onCancel(row)}>
                {t`Cancel request`}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
