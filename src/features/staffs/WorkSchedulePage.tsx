import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { staffActions } from '../../../contract/staffActions.ts'
import { type LeaveRow, scheduleTeams } from '../../../contract/staffs.ts'
import { useCurrentUser } from '../../api/session.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { formatDay } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { SimpleTable } from '../../ui/SimpleTable.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffers } from '../../ui/useActionOffer.ts'
import { staffActionTexts } from './staffActions.ts'
import { staffWrites } from './staffWrites.ts'
import { useLeaveRequests } from './useAttendance.ts'
import { useWeekdayWords } from './weekdays.ts'

/**
 * The work schedules (menu 76): the teams whose schedules the user keeps (a leader's own, every team
 * for a manager), each opening its month; and the leave requests pending for them, each approved
 * here (the member reads the approval in their messages).
 */
export default function WorkSchedulePage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const pending = useLeaveRequests(user.userId, 'pending')
  const offers = useActionOffers()
  const approve = async (row: LeaveRow) => {
    try {
      await staffWrites.approveLeave({ leaveId: row.id, clientMutationId: crypto.randomUUID() })
      showToast('success', i18n._(staffActionTexts.approveLeave.done!(row.memberName)))
      pending.refresh()
    } catch (error) {
      showToast('error', (error as Error).message)
    }
  }
  const teams = useKeptRead(`staffs:${user.userId}:scheduleTeams`, scheduleTeams, undefined)
  const weekdays = useWeekdayWords()
  const title = t`Pending leave requests`
  const rows = (pending.rows ?? []).filter((row) => row.memberId !== user.userId)
  return (
    <div className="flex h-full flex-col gap-3 overflow-auto">
      <h1 className="text-xl font-semibold text-slate-900">{t`Work schedules`}</h1>
      {teams.failure && <p className="text-sm text-red-600">{teams.failure.message}</p>}
      <div className="rounded-lg border border-slate-200 bg-white">
        <SimpleTable
          label={t`Teams’ schedules`}
          rows={teams.data ?? []}
          rowKey={(team) => team.id}
          empty={teams.data ? t`No team to schedule.` : t`Loading…`}
          columns={[
            {
              header: t`Team`,
              cell: (team) => (
                <Link
                  href={`/staffs/workschedules/details/${team.id}`}
                  className="text-brand-700 hover:underline"
                >
                  {team.name}
                </Link>
              ),
            },
            { header: t`Team type`, cell: (team) => team.teamTypeName },
            { header: t`Team leader`, cell: (team) => team.leaderName },
            { header: t`Duty days`, cell: (team) => team.dutyDays.map((day) => weekdays[day]).join(' ') },
            { header: t`Members`, cell: (team) => team.memberCount, align: 'end' },
            {
              header: t`Schedule`,
              cell: (team) => (
                <Link
                  href={`/staffs/workschedules/details/${team.id}`}
                  className="text-brand-700 hover:underline"
                  aria-label={t`Open the schedule of ${team.name}`}
                >
                  {t`Open the month`}
                </Link>
              ),
            },
          ]}
        />
      </div>
      <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
      {pending.failure && <p className="text-sm text-red-600">{pending.failure.message}</p>}
      <div className="rounded-lg border border-slate-200 bg-white">
        <SimpleTable
          label={title}
          rows={rows}
          rowKey={(row) => row.id}
          empty={pending.rows ? t`No leave request is waiting.` : t`Loading…`}
          columns={[
            { header: t`Member`, cell: (row) => row.memberName },
            { header: t`Leave days`, cell: (row) => row.days.map(formatDay).join(', ') },
            { header: t`Reason`, cell: (row) => row.reason },
            {
              header: t`Actions`,
              cell: (row) => {
                // Within the approver's reach, and never their own request (the one policy).
                const approving = offers(staffActions.approveLeave, user, {
                  ownerId: row.memberId,
                  teamId: row.teamId,
                })
                return (
                  approving.offered && (
                    <Button
                      size="small"
                      disabled={approving.disabledReason !== undefined}
                      title={approving.disabledReason}
                      aria-label={`${i18n._(staffActionTexts.approveLeave.label)} ${row.memberName}`}
                      onClick={() => approve(row)}
                    >
                      {i18n._(staffActionTexts.approveLeave.label)}
                    </Button>
                  )
                )
              },
            },
          ]}
        />
      </div>
    </div>
  )
}
