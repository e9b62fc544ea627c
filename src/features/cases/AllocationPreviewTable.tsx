import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { AllocationPreview } from '../../../contract/caseAllocation.ts'
import { AllocationShares } from '../../ui/AllocationShares.tsx'

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
