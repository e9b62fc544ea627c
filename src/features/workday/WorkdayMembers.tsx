import { useLingui } from '@lingui/react/macro'
import type { WorkdayMember } from '../../../contract/workday.ts'
import { formatNumber } from '../../i18n/format.ts'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'

/** A leader's team, the members with the most overdue appointments first; a name opens that member's day. */
export function WorkdayMembers({
  members,
  onMember,
}: {
  members: WorkdayMember[]
  onMember: (member: WorkdayMember) => void
}) {
  const { t } = useLingui()
  const rows = [...members].sort(
    (a, b) => b.overdueAppointments - a.overdueAppointments || a.name.localeCompare(b.name),
  )
  const figure = (value: (member: WorkdayMember) => number) => (member: WorkdayMember) =>
    formatNumber(value(member))
  const columns: SimpleColumn<WorkdayMember>[] = [
    {
      header: t`Collector`,
      cell: (member) => (
        <button
          type="button"
          onClick={() => onMember(member)}
          className="whitespace-nowrap text-brand-700 hover:underline"
        >
          {member.name}
        </button>
      ),
    },
    { header: t`Overdue appointments`, cell: figure((member) => member.overdueAppointments), align: 'end' },
    { header: t`Appointments`, cell: figure((member) => member.appointments), align: 'end' },
    { header: t`Promises to pay`, cell: figure((member) => member.promises), align: 'end' },
    { header: t`Not contacted today`, cell: figure((member) => member.notContacted), align: 'end' },
    { header: t`To-dos due`, cell: figure((member) => member.todos), align: 'end' },
  ]
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid="workday-members">
      <h3 className="text-sm font-semibold text-slate-900">{t`The team’s members`}</h3>
      <SimpleTable
        columns={columns}
        rows={rows}
        rowKey={(member) => member.userId}
        empty={t`No collector in the team.`}
        label={t`The team’s members`}
      />
    </section>
  )
}
