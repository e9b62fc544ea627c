import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CaseFilters } from '../../../contract/cases.ts'
import {
  type Workday,
  type WorkdayGroupName,
  type WorkdayMember,
  type WorkdayTeam,
  workdayGroupNames,
} from '../../../contract/workday.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay } from '../../i18n/format.ts'
import { zoneName } from '../../i18n/zoneNames.ts'
import { Freshness } from '../../ui/Freshness.tsx'
import { useWorkday } from './useWorkday.ts'
import { WorkdayGroupCard } from './WorkdayGroupCard.tsx'
import { WorkdayMembers } from './WorkdayMembers.tsx'
import { WorkdayTeams } from './WorkdayTeams.tsx'

/**
 * A group's "See all": the case list filtered to that group (one member's when a leader looks at
 * them), which the list keeps as its filters and shows in the work queue's order.
 */
const seeAllPath = (caseListPath: string, group: WorkdayGroupName, memberId: number | undefined) => {
  const filters: CaseFilters = { dueToday: group, ...(memberId === undefined ? {} : { ownerId: memberId }) }
  return `${caseListPath}?${new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]))}`
}

const nothingDue = (day: Workday) => workdayGroupNames.every((name) => day[name].count === 0)

/**
 * The welcome page of a collector, a team leader or a manager: what to do today, on their own clock.
 * A leader (or manager) may open one member's day from the team's table and come back; a manager
 * opens a team's day (on the team's clock, with its members) from the teams' table.
 */
export function WorkdayWelcomePanel({ caseListPath }: { caseListPath: string }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const [member, setMember] = useState<WorkdayMember | null>(null)
  const [team, setTeam] = useState<WorkdayTeam | null>(null)
  const day = useWorkday(user.userId, { memberId: member?.userId, teamId: team?.teamId })
  const data = day.data
  const memberName = member?.name ?? ''
  const teamName = team?.name ?? ''
  const reason = day.failure?.message ?? ''
  // A team's day reads on its own clock, and its times are shown on it (a member's day on the caller's).
  const timeZone = (!member && team?.timeZone) || user.timeZone
  const title = member
    ? t`${memberName}’s day`
    : team
      ? t`The day of ${teamName}`
      : data?.scope === 'team'
        ? t`Your team’s day`
        : data?.scope === 'all'
          ? t`Your teams’ day`
          : t`Your day`
  return (
    <section className="flex flex-col gap-3" aria-labelledby="workday-title" data-testid="workday">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="workday-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {data && (
          <span className="text-sm text-slate-600">
            {formatDay(data.date)}
            {team && !member && ` · ${zoneName(timeZone)}`}
          </span>
        )}
        {(member || team) && (
          <button
            type="button"
            onClick={() => (member ? setMember(null) : setTeam(null))}
            className="text-sm text-brand-700 hover:underline"
          >
            {member ? t`Back to the team` : t`Back to all teams`}
          </button>
        )}
      </div>
      <Freshness savedAt={day.savedAt} failure={day.failure} timeZone={user.timeZone} />
      {!data ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600 shadow-sm" role="status">
          {day.failure ? t`Your day could not be loaded: ${reason}` : t`Loading your day…`}
        </p>
      ) : nothingDue(data) ? (
        <p
          className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm"
          data-testid="workday-nothing-due"
        >
          {t`Nothing due today.`}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
          {workdayGroupNames.map((name) => (
            <WorkdayGroupCard
              key={name}
              name={name}
              group={data[name]}
              date={data.date}
              timeZone={timeZone}
              showOwner={data.scope !== 'own'}
              caseListPath={seeAllPath(caseListPath, name, member?.userId)}
            />
          ))}
        </div>
      )}
      {data && !member && data.members.length > 0 && (
        <WorkdayMembers members={data.members} onMember={setMember} />
      )}
      {/* A day kept by an older version (offline) has no teams. */}
      {data && !member && !team && (data.teams ?? []).length > 0 && (
        <WorkdayTeams teams={data.teams} onTeam={setTeam} />
      )}
    </section>
  )
}
