import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { myLeaveScreen } from '../../../contract/staffMessages.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatInstant } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useServerNeeded } from '../../ui/useActionOffer.ts'
import { useLinkedRow } from '../../ui/useLinkedRow.ts'
import { LeaveDialog } from './LeaveDialog.tsx'
import { useMyClock } from './useAttendance.ts'

/**
 * Every member's clock and leave on every signed-in page: on a working day of theirs (a duty day of
 * their team, not on leave nor given off), until they clock in it offers to (the first sign-in of a
 * duty day), then says when they did and offers clocking out; and their leave. Someone with no duty
 * day today (a manager over the teams, a member on a day off) is not offered clocking in. A message
 * about a leave request opens My leave on it (contract/staffMessages.ts `myLeaveScreen`).
 */
export function StaffBar() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const clock = useMyClock(user.userId)
  const offline = useServerNeeded()
  const [leave, setLeave] = useState<{ named: number | null } | null>(null)
  const named = useLinkedRow(myLeaveScreen.names)
  const [location, navigate] = useLocation()
  useEffect(() => {
    if (named === null) return
    setLeave({ named })
    // The address goes back to the bare page, so the same message opens My leave again later.
    navigate(location, { replace: true })
  }, [named, location, navigate])
  const today = clock.today
  const press = async (kind: 'in' | 'out') => {
    try {
      await clock.press(kind)
      showToast('success', kind === 'in' ? t`Clocked in` : t`Clocked out`)
    } catch (error) {
      showToast('error', (error as Error).message)
    }
  }
  const at = (instant: string) => formatInstant(instant, user.timeZone)
  return (
    <div
      className="flex shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-6 py-1 text-sm"
      // Today's clock is still being asked: whether clocking in is offered is not known yet.
      aria-busy={today === null && !clock.failure}
      data-testid="staff-bar"
    >
      {today?.workDay && !today.clockIn && (
        <>
          <span className="text-amber-800">{t`You have not clocked in today.`}</span>
          <Button size="small" disabled={offline !== undefined} title={offline} onClick={() => press('in')}>
            {t`Clock in`}
          </Button>
        </>
      )}
      {today?.clockIn && (
        <>
          <span className="text-slate-600">
            {t`Clocked in ${at(today.clockIn)}`}
            {today.clockOut && ` · ${t`Clocked out ${at(today.clockOut)}`}`}
          </span>
          <Button
            size="small"
            variant="secondary"
            disabled={offline !== undefined}
            title={offline}
            onClick={() => press('out')}
          >
            {t`Clock out`}
          </Button>
        </>
      )}
      <Button size="small" variant="secondary" className="ml-auto" onClick={() => setLeave({ named: null })}>
        {t`My leave`}
      </Button>
      {leave && <LeaveDialog user={user} named={leave.named} onClose={() => setLeave(null)} />}
    </div>
  )
}
