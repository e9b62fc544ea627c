import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { AllocationPreview } from '../../../contract/caseAllocation.ts'
import { formatNumber } from '../../i18n/format.ts'
import { SimpleTable } from '../../ui/SimpleTable.tsx'

/**
 * What an allocation will do, read before confirming: each member dealt to with what they hold now,
 * and what they get, who of the team gets nothing and why, and which chosen cases cannot be allocated
 * and why (closed meanwhile, or with that member already).
 */
export function AllocationPreviewTable({ preview }: { preview: AllocationPreview }) {
  const { t } = useLingui()
  const skipped = preview.skipped
  return (
    <div className="flex flex-col gap-3" data-testid="allocation-preview">
      {skipped.length > 0 && (
        <div
          className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm"
          data-testid="allocation-skipped"
        >
          <p className="font-medium text-amber-900">
            {plural(skipped.length, {
              one: '# chosen case cannot be allocated:',
              other: '# chosen cases cannot be allocated:',
            })}
          </p>
          <ul className="mt-1 max-h-24 list-disc overflow-y-auto pl-5 text-amber-950">
            {skipped.map((item) => {
              const holder = item.holderName ?? ''
              return (
                <li key={item.caseId}>
                  {item.caseNo}{' '}
                  <span className="text-amber-800">
                    · {item.reason === 'closed' ? t`Closed already` : t`Already held by ${holder}`}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {preview.caseCount === 0 ? (
        <p className="text-sm text-slate-700">{t`None of the chosen cases can be allocated.`}</p>
      ) : (
        <AllocationShares preview={preview} />
      )}
    </div>
  )
}

/** Who gets how many of the cases that can be allocated, and who of the team is left out. */
function AllocationShares({ preview }: { preview: AllocationPreview }) {
  const { t } = useLingui()
  const why = {
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
          rows={preview.shares}
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
