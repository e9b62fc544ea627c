import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'

/** Whose figures a row holds: a member, or a team of a manager's table (id null: people in no team). */
interface GroupRow {
  kind: 'person' | 'team'
  id: number | null
  name: string | null
}

/**
 * The first column of every per-member or per-team table: a team opens its members (the manager's
 * narrowing), a member opens their own page when the table has one (`memberHref`); the totals line is
 * named under it. Members are headed 'Member' unless the table names them otherwise ('Seller').
 */
export function useWhoseColumn<Row extends GroupRow>(
  rows: readonly Row[],
  onTeam: (teamId: number) => void,
  {
    memberHref,
    memberHeader,
  }: { memberHref?: (member: { id: number; name: string }) => string; memberHeader?: string } = {},
): SimpleColumn<Row> {
  const { t } = useLingui()
  const byTeam = rows.some((row) => row.kind === 'team')
  const whose = (row: Row): ReactNode => {
    const name = row.name ?? ''
    if (row.id === null) return row.kind === 'team' ? t`No team` : name
    const id = row.id
    // A name stays on one line: the figures, not the names, give up their room.
    if (row.kind === 'person')
      return memberHref ? (
        <Link
          href={memberHref({ id, name })}
          className="font-medium whitespace-nowrap text-brand-700 hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="whitespace-nowrap">{name}</span>
      )
    return (
      <button
        type="button"
        onClick={() => onTeam(id)}
        className="text-left font-medium whitespace-nowrap text-brand-700 hover:underline"
        aria-label={t`Members of ${name}`}
      >
        {name}
      </button>
    )
  }
  return { header: byTeam ? t`Team` : (memberHeader ?? t`Member`), cell: whose, total: t`Total` }
}
