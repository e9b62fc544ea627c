import { useLingui } from '@lingui/react/macro'
import { useLeaderList } from '../../api/leaderList.ts'
import { useCurrentUser } from '../../api/session.ts'
import { Freshness } from '../../ui/Freshness.tsx'

/** The teams and their leaders, for those whose role opens the staffs menu. */
export function TeamsWelcomePanel() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const leaders = useLeaderList(true)
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{t`Teams and their leaders`}</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm" data-testid="welcome-teams">
        {(leaders.data ?? []).map((team) => (
          <li key={team.id} className="flex justify-between gap-4">
            <span className="font-medium">{team.name}</span>
            <span className="text-slate-600">
              {team.leaderName} · {team.teamTypeName}
            </span>
          </li>
        ))}
      </ul>
      <Freshness
        savedAt={leaders.savedAt}
        failure={leaders.failure}
        timeZone={user.timeZone}
        className="mt-2"
      />
    </section>
  )
}
