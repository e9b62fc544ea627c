import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { useCurrentUser } from '../../api/session.ts'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RefreshButton } from '../../ui/RefreshButton.tsx'
import { useKeptPeriod } from '../../ui/useKeptPeriod.ts'
import { AsOf } from './AsOf.tsx'
import { useCollectionColumns } from './collectionColumns.tsx'
import { TeamChooser, useChoosesTeam } from './TeamChooser.tsx'
import { useCollectionDashboard } from './useCollectionDashboard.ts'

/** The team a manager narrowed the dashboard to, kept on this device; none is every team. */
const keptTeam = z.object({ teamId: z.number().int().positive().optional() })
const everyTeam: z.infer<typeof keptTeam> = {}

/**
 * The collection dashboard (menu 92): a row per member of the user's scope (per team for a manager,
 * who may open one team's members), today's unfinished and expiring cases opening their lists,
 * what was finished and repaid; refreshed every 10 minutes while in view, and kept for offline.
 */
export default function CollectionDashboardPage() {
  const choosesTeam = useChoosesTeam()
  const kept = useKeptPeriod({ area: 'dashboard', view: 'collection' }, keptTeam, everyTeam)
  if (!kept.ready) return null
  return (
    <CollectionDashboard
      teamId={choosesTeam ? kept.choice.teamId : undefined}
      choosesTeam={choosesTeam}
      onTeam={(teamId) => kept.choose({ teamId })}
    />
  )
}

function CollectionDashboard({
  teamId,
  choosesTeam,
  onTeam,
}: {
  teamId: number | undefined
  choosesTeam: boolean
  onTeam: (teamId: number | undefined) => void
}) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const figures = useCollectionDashboard(user.userId, teamId)
  const answer = figures.data
  const columns = useCollectionColumns(answer, onTeam)
  const title = t`Collection dashboard`
  const scope = answer?.scope
  const chosen =
    teamId === undefined ? null : { id: teamId, name: scope?.kind === 'team' ? scope.name : null }
  return (
    <ListScreen
      title={title}
      source={figures}
      actions={
        <>
          {choosesTeam && <TeamChooser chosen={chosen} onChoose={onTeam} />}
          <AsOf asOf={answer?.asOf} timeZone={user.timeZone} />
          <RefreshButton refresh={figures.refresh} refreshing={figures.asking} />
        </>
      }
    >
      <ListTable
        label={title}
        rows={answer?.rows}
        failure={figures.failure}
        rowKey={(row) => `${row.kind}:${row.id ?? 'none'}`}
        columns={columns}
        messages={{ loading: t`Loading the figures…`, empty: t`No member here holds cases.` }}
        testId="collection-dashboard"
        wrapHeaders
      />
    </ListScreen>
  )
}
