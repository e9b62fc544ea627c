import { useLingui } from '@lingui/react/macro'
import { formatInTimeZone } from 'date-fns-tz'
import { Link } from 'wouter'
import { menuIds } from '../../../contract/menus.ts'
import type { AttendanceToday, TeamMemberRow } from '../../../contract/staffs.ts'
import { useCurrentUser } from '../../api/session.ts'
import { noValue } from '../../i18n/format.ts'
import { zoneName } from '../../i18n/zoneNames.ts'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { useMovePage, useTabLabel } from '../../ui/pageTab.ts'
import { Unavailable } from '../../ui/Unavailable.tsx'
import { useWeekdayWords } from '../../ui/weekdays.ts'
import { useRoleWords } from './staffColumns.tsx'
import { casesLink, kindOfTeam, type TeamKind, teamKinds } from './teamKinds.ts'
import { useTeamDetails } from './useTeamDetails.ts'

const attendanceLook: Record<AttendanceToday, string> = {
  clockedIn: 'bg-emerald-50 text-emerald-800',
  clockedOut: 'bg-slate-100 text-slate-700',
  onLeave: 'bg-sky-50 text-sky-800',
  notClockedIn: 'bg-amber-50 text-amber-800',
  offDuty: 'bg-slate-50 text-slate-500',
  notStarted: 'bg-slate-50 text-slate-500',
}

/** What a member's day is, in words: the times on the member's own clock, as they read them. */
function useAttendanceWords() {
  const { t } = useLingui()
  return (member: TeamMemberRow): string => {
    const at = (instant: string) => formatInTimeZone(new Date(instant), member.timeZone, 'HH:mm')
    switch (member.attendance) {
      case 'clockedIn':
        return t`Clocked in at ${at(member.clockIn!)}`
      case 'clockedOut':
        return t`Clocked out at ${at(member.clockOut!)}`
      case 'onLeave':
        return t`On leave`
      case 'notClockedIn':
        return t`Not clocked in`
      case 'offDuty':
        return t`Day off`
      case 'notStarted':
        return t`Not started yet`
    }
  }
}

/**
 * A team's details (teams/details/{teamId}, or teamsellers/details/{teamId} for a sales team): who
 * leads and manages it, its duty days, and each member's role, attendance today on their own clock
 * and open cases, each opening the staff list or the cases they hold. A team leader opens their own team only.
 */
export function TeamDetailsPage({ kind, params }: { kind: TeamKind; params: Record<string, string> }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screens = teamKinds[kind]
  const teamId = /^[1-9]\d{0,9}$/.test(params.teamId ?? '') ? Number(params.teamId) : 0
  const details = useTeamDetails(user.userId, teamId)
  const roleWords = useRoleWords()
  const dayWords = useWeekdayWords()
  const attendanceWords = useAttendanceWords()
  const data = details.data
  // A sales team opened through the teams' route (or the reverse) belongs on the other screen.
  const belongs = data && kindOfTeam(data.team) !== kind ? teamKinds[kindOfTeam(data.team)] : undefined
  useMovePage(belongs?.detailsPath(teamId))
  useTabLabel(belongs ? undefined : data?.team.name)
  // A sales team's leader who does not open the team sellers found their team on the teams screen.
  const list = user.menuIdList.includes(screens.menuId) ? screens : teamKinds.collection
  const back = { href: list.listPath, label: t`Back to ${i18n._(list.title)}` }

  if (details.failure?.type === 'forbidden')
    return (
      <Unavailable
        title={t`This team is not yours`}
        explanation={t`A team leader opens their own team only. Ask a manager if you need to see this team.`}
        back={back}
      />
    )
  if (details.failure?.type === 'notFound' || details.failure?.type === 'invalid' || teamId === 0)
    return <Unavailable title={t`This team does not exist`} back={back} />
  if (!data)
    return (
      <NotLoaded
        failure={details.failure}
        loading={t`Loading the team…`}
        failed={(reason) => t`The team could not be loaded: ${reason}`}
        onRetry={details.refresh}
      />
    )

  const { team, members } = data
  const opensCases = user.menuIdList.includes(screens.cases.menuId)
  const opensStaff = user.menuIdList.includes(menuIds.staffsIndex)
  const facts: [string, string][] = [
    [t`Team type`, team.teamTypeName],
    [t`Team leader`, team.leaderName || noValue],
    [t`Manager`, team.managerName || noValue],
    [t`Duty days`, team.dutyDays.map((day) => dayWords[day]).join(' ')],
    [t`Members`, String(members.length)],
  ]
  return (
    <ListScreen
      title={team.name}
      source={details}
      actions={
        <>
          <Link href={back.href} className="text-sm text-brand-700 hover:underline">
            {back.label}
          </Link>
          {opensCases && (
            <Link
              href={casesLink(screens.cases.path, { teamId: team.id, closed: 'no' })}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t`The team's open cases: ${data.openCases}`}
            </Link>
          )}
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm md:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ListTable
        label={t`Members of ${team.name}`}
        rows={members}
        rowKey={(member) => member.id}
        messages={{ loading: t`Loading…`, empty: t`No one is in this team yet.` }}
        testId="team-members"
        columns={[
          {
            header: t`Name`,
            cell: (member) => (
              <span className="flex items-baseline gap-2 whitespace-nowrap">
                {opensStaff ? (
                  <Link
                    href={`/staffs/index?${new URLSearchParams({ search: member.name })}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {member.name}
                  </Link>
                ) : (
                  member.name
                )}
                {!member.valid && <span className="text-xs text-red-700">{t`Invalid`}</span>}
              </span>
            ),
          },
          {
            header: t`Role`,
            cell: (member) => (
              <span className="whitespace-nowrap">{roleWords[member.roleId] ?? member.roleName}</span>
            ),
          },
          {
            header: t`Attendance today`,
            cell: (member) => (
              <span className="flex flex-col items-start gap-0.5">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${attendanceLook[member.attendance]}`}
                >
                  {attendanceWords(member)}
                </span>
                {/* Their clock: the time above and their day are read on it. */}
                <span className="text-xs whitespace-nowrap text-slate-500" title={member.timeZone}>
                  {zoneName(member.timeZone)}
                </span>
              </span>
            ),
          },
          { header: t`Absences (3 days)`, cell: (member) => member.absencesLast3Days, align: 'end' },
          { header: t`Leave (7 days)`, cell: (member) => member.leaveDaysLast7Days, align: 'end' },
          {
            header: t`Open cases`,
            align: 'end',
            cell: (member) =>
              opensCases ? (
                <Link
                  href={casesLink(screens.cases.path, { ownerId: member.id, closed: 'no' })}
                  className="font-medium text-brand-700 hover:underline"
                  aria-label={t`Open cases of ${member.name}: ${member.openCases}`}
                >
                  {member.openCases}
                </Link>
              ) : (
                member.openCases
              ),
          },
        ]}
      />
    </ListScreen>
  )
}
