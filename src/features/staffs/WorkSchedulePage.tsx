import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { type LeaveRow, scheduleTeams } from '../../../contract/staffs.ts'
import { useCurrentUser } from '../../api/session.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { formatDay } from '../../i18n/format.ts'
import type { OfferedAction } from '../../ui/ActionButton.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RowActions } from '../../ui/RowActions.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useWeekdayWords } from '../../ui/weekdays.ts'
import { staffActionTexts, staffOffer } from './staffActions.ts'
import { staffWrites } from './staffWrites.ts'
import { useLeaveRequests } from './useAttendance.ts'

type LeaveDecision = 'approveLeave' | 'rejectLeave'

/** A pending request's decisions: approve at once; reject asks first, naming the member and the days. */
const leaveDecisions: OfferedAction<LeaveDecision>[] = (['approveLeave', 'rejectLeave'] as const).map(
  staffOffer,
)

/**
 * The work schedules (menu 76): the teams whose schedules the user keeps (a leader's own, every team
 * for a manager), each opening its month; and the leave requests pending for them, each approved or
 * rejected here (the member reads the decision in their messages).
 */
export default function WorkSchedulePage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const pending = useLeaveRequests(user.userId, 'pending')
  // Approving asks nothing and says a refusal (a day that passed while it waited) in a notice;
  // rejecting asked first, and its refusal stays in the question, which shows it.
  const decide = async (row: LeaveRow, decision: LeaveDecision) => {
    const input = { leaveId: row.id, clientMutationId: crypto.randomUUID() }
    if (decision === 'rejectLeave') await staffWrites.rejectLeave(input)
    else {
      try {
        await staffWrites.approveLeave(input)
      } catch (error) {
        showToast('error', (error as Error).message)
        return
      }
    }
    showToast('success', i18n._(staffActionTexts[decision].done!(row.memberName)))
    pending.refresh()
  }
  const teams = useKeptRead(`staffs:${user.userId}:scheduleTeams`, scheduleTeams, undefined)
  const weekdays = useWeekdayWords()
  const title = t`Pending leave requests`
  const rows = (pending.rows ?? []).filter((row) => row.memberId !== user.userId)
  return (
    <ListScreen title={t`Work schedules`} source={teams}>
      <ListTable
        label={t`Teams’ schedules`}
        rows={teams.data}
        failure={teams.failure}
        rowKey={(team) => team.id}
        messages={{ loading: t`Loading…`, empty: t`No team to schedule.` }}
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
      <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
      {pending.failure && pending.rows && <p className="text-sm text-red-600">{pending.failure.message}</p>}
      <ListTable
        label={title}
        rows={pending.rows ? rows : null}
        failure={pending.failure}
        rowKey={(row) => row.id}
        messages={{ loading: t`Loading…`, empty: t`No leave request is waiting.` }}
        columns={[
          { header: t`Member`, cell: (row) => row.memberName },
          { header: t`Leave days`, cell: (row) => row.days.map(formatDay).join(', ') },
          { header: t`Reason`, cell: (row) => row.reason },
          {
            header: t`Actions`,
            // Within the approver's reach, and never their own request (the one policy); reject
            // follows the very rule approve does.
            cell: (row) => (
              <RowActions
                actions={leaveDecisions}
                user={user}
                facts={{ ownerId: row.memberId, teamId: row.teamId }}
                rowName={row.memberName}
                subject={`${row.memberName} (${row.days.map(formatDay).join(', ')})`}
                onTake={(decision) => decide(row, decision)}
              />
            ),
          },
        ]}
      />
    </ListScreen>
  )
}
