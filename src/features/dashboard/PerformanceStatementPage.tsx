import { useLingui } from '@lingui/react/macro'
import type { PerformanceStatement } from '../../../contract/dashboards.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { useCurrentUser } from '../../api/session.ts'
import { DailyChart } from './DailyChart.tsx'
import { DashboardFrame } from './DashboardFrame.tsx'
import { RankTables } from './RankTables.tsx'
import { SettingsNote } from './SettingsNote.tsx'
import { CaseTiles, MoneyTiles } from './StatementTiles.tsx'
import { TeamChooser } from './TeamChooser.tsx'
import { useDashboardStatement } from './useDashboardStatement.ts'
import { useDashboardTeams } from './useDashboardTeams.ts'

/**
 * The statement's figures in the order its variant leads with (decision 0045): the cases first, or in
 * Lagos and Karachi the money repaid; then the ranks and the salary period day by day.
 */
function StatementFigures({ statement, user }: { statement: PerformanceStatement; user: CurrentUser }) {
  const { t } = useLingui()
  const moneyFirst = statement.variant === 'ngpk'
  const cases = <CaseTiles statement={statement} user={user} emphasis={!moneyFirst} />
  const money = <MoneyTiles statement={statement} emphasis={moneyFirst} />
  return (
    <div className="flex flex-col gap-5" data-testid={`statement-${statement.variant}`}>
      {moneyFirst ? money : cases}
      {moneyFirst ? cases : money}
      <RankTables windows={statement.ranks} userId={user.userId} />
      <DailyChart
        days={statement.daily}
        variant={statement.variant}
        label={t`This salary period, day by day`}
      />
      <SettingsNote settings={statement.settings} />
    </div>
  )
}

/**
 * The performance statement (index, menu 87): the user's own figures, their team's for a leader, the
 * operation's or one team's for a manager, read from the kept figures and asked again every ten minutes.
 */
export default function PerformanceStatementPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const statement = useDashboardStatement(user.userId)
  const teams = useDashboardTeams(user, 'collection')
  return (
    <DashboardFrame
      title={t`Performance statement`}
      source={statement}
      controls={
        teams && <TeamChooser teams={teams} value={statement.teamId} onChange={statement.chooseTeam} />
      }
    >
      {(data) => <StatementFigures statement={data} user={user} />}
    </DashboardFrame>
  )
}
