import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import type { TargetRow } from '../../../contract/targets.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import { personTargetLayout, usePersonTargetColumns } from './personTargetColumns.tsx'
import { useTargetFilters } from './targetFilters.ts'
import { personTargetsScreen, usePersonTargets } from './targetLists.ts'
import { addPersonTargetOffer } from './targetOffers.ts'
import { targetCurrencies, useTargetTeams } from './useTargetChoices.ts'

export const personOperationPath = '/targets/person/operation'

/** The members' targets of a salary period (menu 83), by team and name; Add and Edit open the operation screen. */
export default function PersonTargetsPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const [, navigate] = useLocation()
  const screen = useListScreen(personTargetsScreen)
  const targets = usePersonTargets(user.userId, screen.asked)
  const onEdit = useCallback(
    (row: TargetRow) => navigate(`${personOperationPath}/edit?targetId=${row.id}`),
    [navigate],
  )
  const columns = usePersonTargetColumns(user, user.timeZone, onEdit)
  const shared = useTargetFilters<typeof screen.filters>({
    periods: targets.head?.periods,
    teams: useTargetTeams(user),
    currencies: targetCurrencies(targets.rows),
  })
  const filters: FilterField<typeof screen.filters>[] = [
    ...shared,
    { kind: 'search', name: 'search', label: t`Member`, width: 'w-48' },
  ]
  return (
    <PagedListScreen
      screen={screen}
      title={t`Personal targets`}
      source={targets}
      columns={columns}
      layout={personTargetLayout}
      filters={filters}
      actions={
        <ActionButton
          entry={addPersonTargetOffer}
          user={user}
          onTake={() => navigate(`${personOperationPath}/add`)}
        />
      }
      messages={{
        loading: t`Loading the members' targets…`,
        empty: t`No member has a target in this period.`,
      }}
      testId="person-targets"
    />
  )
}
