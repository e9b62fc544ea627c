import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import { menuIds } from '../../../contract/menus.ts'
import { isInReach, reachOf } from '../../../contract/policy.ts'
import type { Team } from '../../../contract/system.ts'
import { useCurrentUser } from '../../api/session.ts'
import { noValue } from '../../i18n/format.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RowActions } from '../../ui/RowActions.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useWeekdayWords } from '../../ui/weekdays.ts'
import { staffActionTexts, staffOffer } from './staffActions.ts'
import { TeamDialog } from './TeamDialog.tsx'
import { kindOfTeam, type TeamKind, teamKinds } from './teamKinds.ts'
import { useTeams, useTeamTypes } from './useTeams.ts'

/**
 * The teams (menu 75) or the team sellers (menu 104), as `kind` says: each team with its type,
 * leader, manager, duty days and members, opening its details; added and edited here. A team leader
 * opens their own team's details only, as the server allows.
 */
export function TeamListPage({ kind }: { kind: TeamKind }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screens = teamKinds[kind]
  const all = useTeams(user.userId)
  // A leader of a sales team who does not open the team sellers (104) finds their team here.
  const ownElsewhere = (team: Team) =>
    kind === 'collection' && user.teamName === team.name && !user.menuIdList.includes(menuIds.teamSellers)
  const teams = all.teams.filter((team) => kindOfTeam(team) === kind || ownElsewhere(team))
  const allTypes = useTeamTypes(user.userId)
  const typesOf = (of: TeamKind) => allTypes.filter((type) => kindOfTeam({ teamTypeCode: type.code }) === of)
  const dayWords = useWeekdayWords()
  const [dialog, setDialog] = useState<{ team: Team | null } | null>(null)
  const mayOpen = (team: Team) => isInReach(reachOf(user), { teamId: team.id })
  const saved = async (name: string) => {
    const texts = dialog?.team ? staffActionTexts.editTeam : staffActionTexts.addTeam
    showToast('success', i18n._(texts.done!(name)))
    setDialog(null)
    await all.refresh()
  }
  const title = i18n._(screens.title)
  return (
    <ListScreen
      title={title}
      source={all}
      actions={
        <ActionButton entry={staffOffer('addTeam')} user={user} onTake={() => setDialog({ team: null })} />
      }
    >
      <ListTable
        label={title}
        rows={all.loaded ? teams : null}
        failure={all.failure}
        rowKey={(team) => team.id}
        messages={{ loading: t`Loading teams…`, empty: t`No teams yet.` }}
        columns={[
          {
            header: t`Team name`,
            cell: (team) =>
              mayOpen(team) ? (
                <Link
                  href={teamKinds[kindOfTeam(team)].detailsPath(team.id)}
                  className="font-medium text-brand-700 hover:underline"
                  aria-label={t`Details of ${team.name}`}
                >
                  {team.name}
                </Link>
              ) : (
                team.name
              ),
          },
          { header: t`Team type`, cell: (team) => team.teamTypeName },
          { header: t`Team leader`, cell: (team) => team.leaderName || noValue },
          { header: t`Manager`, cell: (team) => team.managerName || noValue },
          { header: t`Duty days`, cell: (team) => team.dutyDays.map((day) => dayWords[day]).join(' ') },
          { header: t`Members`, cell: (team) => team.memberCount, align: 'end' },
          {
            header: t`Actions`,
            cell: (team) => (
              <RowActions
                actions={[staffOffer('editTeam')]}
                user={user}
                facts={{ teamId: team.id }}
                rowName={team.name}
                onTake={() => setDialog({ team })}
              />
            ),
          },
        ]}
      />
      {dialog && (
        <TeamDialog
          team={dialog.team}
          types={typesOf(dialog.team ? kindOfTeam(dialog.team) : kind)}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
    </ListScreen>
  )
}
