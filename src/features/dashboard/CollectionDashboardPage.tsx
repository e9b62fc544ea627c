import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { collectionDashboard } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { SimpleTable } from '../../ui/SimpleTable.tsx'
import { useKeptPeriod } from '../../ui/useKeptPeriod.ts'
import { useCollectionColumns } from './collectionColumns.tsx'
import { DashboardFrame } from './DashboardFrame.tsx'
import { TeamChooser } from './TeamChooser.tsx'
import { useDashboardRead } from './useDashboardRead.ts'
import { useDashboardTeams } from './useDashboardTeams.ts'

/** The team a manager narrowed the dashboard to, kept on this device; none is every team. */
const keptTeam = z.object({ teamId: z.number().int().positive().optional() })
const everyTeam: z.infer<typeof keptTeam> = {}

/**
 * The collection dashboard (menu 92): a row per member of the user's scope (per team for a manager,
 * who may open one team's members), today's unfinished and expiring cases opening their lists,
 * what was finished and repaid; refreshed every 10 minutes while in view, and kept for offline.
 */
export default function CollectionDashboardPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const teams = useDashboardTeams(user, 'collection')
  const kept = useKeptPeriod({ area: 'dashboard', view: 'collection' }, keptTeam, everyTeam)
  const teamId = teams ? kept.choice.teamId : undefined
  const figures = useDashboardRead(
    user.userId,
    'collection',
    collectionDashboard,
    teamId === undefined ? {} : { teamId },
    kept.ready,
  )
  const choose = (next: number | undefined) => kept.choose({ teamId: next })
  const columns = useCollectionColumns(figures.data, choose)
  const title = t`Collection dashboard`
  return (
    <DashboardFrame
      title={title}
      source={figures}
      controls={teams && <TeamChooser teams={teams} value={teamId} onChange={choose} />}
    >
      {(answer) => (
        <section className="rounded-lg border border-slate-200 bg-white" data-testid="collection-dashboard">
          <SimpleTable
            label={title}
            rows={answer.rows}
            rowKey={(row) => `${row.kind}:${row.id ?? 'none'}`}
            columns={columns}
            empty={t`No member here holds cases.`}
            wrapHeaders
          />
        </section>
      )}
    </DashboardFrame>
  )
}
