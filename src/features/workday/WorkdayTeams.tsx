import { useLingui } from '@lingui/react/macro'
import type { WorkdayTeam } from '../../../contract/workday.ts'
import { formatDay, formatNumber } from '../../i18n/format.ts'
import { zoneName } from '../../i18n/zoneNames.ts'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'

/**
 * A manager's teams, the most overdue appointments first, each with the day it is on its own clock;
 * a team's name opens its day with its members, as a leader sees it.
 */
export function WorkdayTeams({
  teams,
  onTeam,
}: {
  teams: WorkdayTeam[]
  onTeam: (team: WorkdayTeam) => void
}) {
  const { t } = useLingui()
  const rows = [...teams].sort(
    (a, b) => b.overdueAppointments - a.overdueAppointments || a.name.localeCompare(b.name),
  )
  const figure = (value: (team: WorkdayTeam) => number) => (team: WorkdayTeam) => formatNumber(value(team))
  const columns: SimpleColumn<WorkdayTeam>[] = [
    {
      header: t`Team`,
      cell: (team) => (
        <button
          type="button"
          onClick={() => onTeam(team)}
          className="text-left text-brand-700 hover:underline"
        >
          {team.name}
        </button>
      ),
    },
    {
      header: t`Day`,
      cell: (team) => (
        <span className="whitespace-nowrap" title={team.timeZone}>
          {formatDay(team.date)} · {zoneName(team.timeZone)}
        </span>
      ),
    },
    { header: t`Overdue appointments`, cell: figure((team) => team.overdueAppointments), align: 'end' },
    { header: t`Appointments`, cell: figure((team) => team.appointments), align: 'end' },
    { header: t`Promises to pay`, cell: figure((team) => team.promises), align: 'end' },
    { header: t`Not contacted today`, cell: figure((team) => team.notContacted), align: 'end' },
    { header: t`To-dos due`, cell: figure((team) => team.todos), align: 'end' },
  ]
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid="workday-teams">
      <h3 className="text-sm font-semibold text-slate-900">{t`The teams, each on its own clock`}</h3>
      <SimpleTable
        columns={columns}
        rows={rows}
        rowKey={(team) => team.teamId}
        empty={t`No team with collectors.`}
        label={t`The teams, each on its own clock`}
      />
    </section>
  )
}
