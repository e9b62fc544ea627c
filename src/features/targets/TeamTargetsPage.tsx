import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import type { TargetRow } from '../../../contract/targets.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import { useTargetFilters } from './targetFilters.ts'
import { teamTargetsScreen, useTeamTargets } from './targetLists.ts'
import { addTeamTargetOffer } from './targetOffers.ts'
import { teamTargetLayout, useTeamTargetColumns } from './teamTargetColumns.tsx'
import { targetCurrencies, useTargetTeams } from './useTargetChoices.ts'

export const teamOperationPath = '/targets/setting/operation'

/** The teams' targets of a salary period (menu 82), with their progress; Add and Edit open the operation screen. */
export default function TeamTargetsPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const [, navigate] = useLocation()
  const screen = useListScreen(teamTargetsScreen)
  const targets = useTeamTargets(user.userId, screen.asked)
  const onEdit = useCallback(
    (row: TargetRow) => navigate(`${teamOperationPath}/edit?targetId=${row.id}`),
    [navigate],
  )
  const columns = useTeamTargetColumns(user, user.timeZone, onEdit)
  const filters = useTargetFilters<typeof screen.filters>({
    periods: targets.head?.periods,
    teams: useTargetTeams(user),
    currencies: targetCurrencies(targets.rows),
  })
  return (
    <PagedListScreen
      screen={screen}
      title={t`Target setting`}
      source={targets}
      columns={columns}
      layout={teamTargetLayout}
      filters={filters}
      actions={
        <ActionButton
          entry={addTeamTargetOffer}
          user={user}
          onTake={() => navigate(`${teamOperationPath}/add`)}
        />
      }
      messages={{ loading: t`Loading the teams' targets…`, empty: t`No team has a target in this period.` }}
      testId="team-targets"
    />
  )
}
