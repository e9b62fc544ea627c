import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../i18n/format.ts'
import { SimpleTable } from './SimpleTable.tsx'

/** Why a member of the team gets nothing from a split: away on leave, a day off, or gone from the team. */
export type LeftOutReason = 'leave' | 'off' | 'notMember'

/**
 * A split of cases over a team's members, as the allocation previews it (contract/caseAllocation.ts):
 * what each member holds and gets, and who is left out and why. Said alike wherever cases are dealt
 * (an allocation of chosen cases, an automatic rule's dry run), so a manager reads one shape.
 */
export interface SharesOfCases {
  caseCount: number
  /** Every member dealt to gets at least this many; `extra` of them one more. */
  each: number
  extra: number
  shares: readonly { memberId: number; name: string; holding: number; count: number }[]
  leftOut: readonly { memberId: number; name: string; reason: LeftOutReason }[]
}

/** Who gets how many of the cases that can be allocated, and who of the team is left out. */
export function AllocationShares({ preview }: { preview: SharesOfCases }) {
  const { t } = useLingui()
  const why: Record<LeftOutReason, string> = {
    leave: t`On leave today`,
    off: t`Not on duty today`,
    notMember: t`Not working in the team today`,
  }
  return (
    <>
      <p className="text-sm text-slate-700">
        {preview.extra === 0
          ? t`${formatNumber(preview.caseCount)} cases: ${formatNumber(preview.each)} to each of ${formatNumber(preview.shares.length)} members.`
          : t`${formatNumber(preview.caseCount)} cases: ${formatNumber(preview.each)} to each of ${formatNumber(preview.shares.length)} members, one more to ${formatNumber(preview.extra)} of them (those holding fewest).`}
      </p>
      {/* A team of many members scrolls its lines inside the dialog, which stays on the screen. */}
      <div className="max-h-[35vh] overflow-y-auto">
        <SimpleTable
          label={t`Cases each member gets`}
          columns={[
            { header: t`Member`, cell: (share) => share.name },
            { header: t`Holds now`, cell: (share) => formatNumber(share.holding), align: 'end' },
            { header: t`Gets`, cell: (share) => formatNumber(share.count), align: 'end' },
          ]}
          rows={[...preview.shares]}
          rowKey={(share) => share.memberId}
          empty={t`No member gets cases.`}
        />
      </div>
      {preview.leftOut.length > 0 && (
        <div className="text-sm" data-testid="allocation-left-out">
          <p className="font-medium text-slate-700">{t`Left out of this split`}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-600">
            {preview.leftOut.map((member) => (
              <li key={member.memberId}>
                {member.name} <span className="text-slate-500">· {why[member.reason]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
