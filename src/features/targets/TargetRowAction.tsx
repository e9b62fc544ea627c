import { useLingui } from '@lingui/react/macro'
import type { Actor } from '../../../contract/actions.ts'
import type { RowFacts } from '../../../contract/policy.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import { ActionButton, type OfferedAction } from '../../ui/ActionButton.tsx'

/**
 * A target's row action: Edit, as the rule offers it on the row (its team, its member), while its
 * period runs or is to come; an ended period's target is marked read-only instead.
 */
export function TargetRowAction({
  row,
  offer,
  user,
  facts,
  rowName,
  onEdit,
}: {
  row: TargetRow
  offer: OfferedAction
  user: Actor
  facts: RowFacts
  rowName: string
  onEdit: (row: TargetRow) => void
}) {
  const { t } = useLingui()
  if (!row.editable)
    return (
      <span className="text-xs whitespace-nowrap text-slate-500" title={t`Its period has ended`}>
        {t`Read-only`}
      </span>
    )
  return (
    <ActionButton
      look="row"
      entry={offer}
      user={user}
      facts={facts}
      rowName={rowName}
      onTake={() => onEdit(row)}
    />
  )
}
